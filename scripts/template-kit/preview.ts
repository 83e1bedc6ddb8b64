// `npm run template:preview [-- id]`: a page showing every section of a template in every layout, at
// 375, 768 and 1280 px, in each of its palettes, with the check's findings beside each section. It
// runs on Vite: a saved change redraws the frames, and the page asks for the findings again.
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type { TemplateRegistry } from '../../templates/registry';
import type * as Checks from './checks';
import { templateFolders, writeDiscovered } from '../discover-templates';
import { REPO_ROOT } from './problems';

export const PREVIEW_PAGE = '/scripts/template-kit/preview/index.html';
const CHECK = '/__template-check';

/** The check's findings for one template, read fresh from the files as they are now. */
function checkEndpoint(): Plugin {
  return {
    name: 'template-preview-check',
    configureServer(server) {
      server.middlewares.use(CHECK, (request, response) => {
        const id = new URL(request.url ?? '', 'http://preview').searchParams.get('template');
        void findings(server, id ?? '').then(
          (problems) => {
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify({ problems }));
          },
          (error: unknown) => {
            response.statusCode = 500;
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify({ message: String(error) }));
          },
        );
      });
    },
  };
}

async function findings(server: ViteDevServer, id: string) {
  const { templates } = (await server.ssrLoadModule('/templates/index.ts')) as {
    templates: TemplateRegistry;
  };
  // Loaded through Vite, like the templates: each request reads the files as they are now.
  const checks = (await server.ssrLoadModule('/scripts/template-kit/checks.ts')) as typeof Checks;
  const template = templates.find(id);
  if (!template) return [];
  const folder = templateFolders().find((found) => found.id === template.id)?.folder;
  if (!folder) return [];
  const problems = await checks.checkTemplate(template, folder, templates);
  return problems.map(checks.problemJson);
}

/** The preview's Vite server on `port` (the next free one when it is taken). */
export async function startPreview(port: number): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: path.join(REPO_ROOT, 'vite.config.ts'),
    root: REPO_ROOT,
    logLevel: 'warn',
    server: { port, strictPort: false, open: false },
    plugins: [checkEndpoint()],
  });
  return server.listen();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeDiscovered();
  const { findTemplate, listTemplates } = await import('../../templates');
  const [name] = process.argv.slice(2).filter((arg) => arg !== '--');
  const template = name ? findTemplate(name) : listTemplates()[0];
  if (!template) {
    console.error(
      `✗ There is no template "${name}". Templates: ${listTemplates()
        .map((known) => known.id)
        .join(', ')}.`,
    );
    process.exitCode = 1;
  } else {
    const server = await startPreview(Number(process.env.PORT ?? 3100));
    const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? 'http://localhost:3100';
    console.log(
      `${template.name}: ${origin}${PREVIEW_PAGE}?template=${template.id}\nEvery section in every layout at 375, 768 and 1280 px, with the check's findings; it redraws on save. Ctrl+C stops it.`,
    );
  }
}
