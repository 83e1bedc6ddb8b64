import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build records which source modules each chunk holds (the manifest names only entries). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
/** The same two records for the public pages' entry (built second, on Preact). */
export const PUBLIC_MANIFEST_FILE = '.vite/public-manifest.json';
export const PUBLIC_CHUNK_MODULES_FILE = '.vite/public-chunk-modules.json';
export { ISLANDS_MANIFEST_FILE } from '../server/pages/build-manifests.ts';
export const ISLANDS_CHUNK_MODULES_FILE = '.vite/islands-chunk-modules.json';

/**
 * Writes {chunk file: [module]} beside the manifest: project files by their path, packages as
 * "node_modules/<name>/...", so the bundle report and the budget tests can say what each route carries.
 */
export function chunkModules(fileName: string): Plugin {
  let root = process.cwd();
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => moduleName(root, id))
          .sort();
      }
      this.emitFile({
        type: 'asset',
        fileName,
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}

function moduleName(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const inPackage = clean.lastIndexOf('/node_modules/');
  if (inPackage >= 0) return clean.slice(inPackage + 1);
  return path.isAbsolute(clean) ? path.relative(root, clean).split(path.sep).join('/') : clean;
}
