import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';

/** The W3C validator's errors for these pages, by address (one Java start for all of them). */
export async function validatorErrors(pages: Map<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-vnu-'));
  const files = [...pages].map(([url, html], index) => {
    const file = path.join(dir, `${index}.html`);
    writeFileSync(file, html);
    return [file, url] as const;
  });
  const answer = await promisify(execFile)(
    'java',
    ['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...files.map(([file]) => file)],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((failed: { stdout: string; stderr: string }) => failed);
  const urlOf = new Map(files.map(([file, url]) => [`file:${file}`, url]));
  const { messages } = JSON.parse(answer.stderr || answer.stdout) as {
    messages: { url: string; message: string; extract?: string }[];
  };
  return messages.map(
    (found) => `${urlOf.get(found.url) ?? found.url}: ${found.message} ${found.extract ?? ''}`,
  );
}
