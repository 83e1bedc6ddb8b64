// The bench's side of the Puck page (run in Node): built with Vite at bench time, served on loopback,
// and handed the same document the Folio builder opens.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const PAGE_DIR = import.meta.dirname;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** The installed Puck's version, for the table's heading. */
export const puckVersion = () =>
  (
    JSON.parse(
      readFileSync(
        path.resolve(PAGE_DIR, '../../../node_modules/@puckeditor/core/package.json'),
        'utf8',
      ),
    ) as { version: string }
  ).version;

/** A Folio document as Puck data: one component per section, its content as the props. */
export function puckData(content: {
  sections: Array<{ id: string; type: string; content: object }>;
}) {
  return {
    root: { props: {} },
    content: content.sections.map((section) => ({
      type: section.type[0]!.toUpperCase() + section.type.slice(1),
      props: { id: section.id, ...section.content },
    })),
  };
}

/**
 * Builds the page into a temporary folder and serves it on 127.0.0.1. Any other path (the
 * document's images) is fetched from the Folio server: its resources are same-origin only (CORP),
 * so the same relative URLs are kept and the page loads them through this server.
 */
export async function servePuckPage(folioOrigin: string) {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-puck-'));
  await build({
    root: PAGE_DIR,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://page');
    const file = path.join(outDir, url.pathname === '/' ? 'index.html' : url.pathname);
    const type = TYPES[path.extname(file)];
    try {
      if (file.startsWith(outDir) && type) {
        response.writeHead(200, { 'content-type': type }).end(await readFile(file));
        return;
      }
      const proxied = await fetch(`${folioOrigin}${url.pathname}${url.search}`);
      response
        .writeHead(proxied.status, {
          'content-type': proxied.headers.get('content-type') ?? 'application/octet-stream',
        })
        .end(Buffer.from(await proxied.arrayBuffer()));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise((closed) => server.close(closed));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
