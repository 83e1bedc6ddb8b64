import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// Reading a template folder: its files by kind, and which of them to name in a report.

/** Every file under `dir`, depth first, sorted; none for a missing folder. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    });
}

/** The first of `names` that exists in the folder, else the last one: where a kind of thing lives. */
export function fileIn(folder: string, ...names: string[]): string {
  const found = names.find((name) => existsSync(path.join(folder, name)));
  return path.join(folder, found ?? names.at(-1)!);
}

/** The definition's file: index.tsx or index.ts. */
export const indexFile = (folder: string) => fileIn(folder, 'index.ts', 'index.tsx');

/** Where a template keeps its default content: content.ts when it has one, else its index. */
export const contentFile = (folder: string) =>
  existsSync(path.join(folder, 'content.ts')) ? path.join(folder, 'content.ts') : indexFile(folder);

/** Where a template keeps its tokens: styling.ts when it has one, else its index. */
export const stylingFile = (folder: string) =>
  existsSync(path.join(folder, 'styling.ts')) ? path.join(folder, 'styling.ts') : indexFile(folder);
