import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { appRoutes } from '../../model/routes';
import {
  arrivalRoutes,
  budgetOf,
  gzipSizer,
  marketingRoutes,
  packageOf,
  readBuild,
  routeBundle,
  schemaPages,
  staticClosure as appStaticClosure,
} from '../../scripts/bundle-report';
import { listTemplates } from '../../templates';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  Chunk
>;

const islands = JSON.parse(readFileSync('dist/.vite/islands-manifest.json', 'utf8')) as Record<
  string,
  Chunk
>;

/** Every file a route's chunk loads before it runs: the chunk and its static imports, transitively. */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]!.file);
}

// Craft.js stamps its version on window; minifiers keep the string.
const CRAFT_SIGNATURE = '__CRAFTJS__';
const containsCraft = (file: string) =>
  readFileSync(`dist/${file}`, 'utf8').includes(CRAFT_SIGNATURE);

test.describe('the production build', () => {
  test('gives a published page one script of at most 30 KB (gzip), without Craft.js, that imports nothing', () => {
    // Built alone (FOLIO_BUNDLE=islands): a static copy inlines it, and a chunk shared with the app
    // would be a second request, or a broken import in the copy.
    const { file, imports = [] } = islands['renderer/islands.ts']!;
    expect(imports).toEqual([]);
    const code = readFileSync(`dist/${file}`, 'utf8');
    expect(code).not.toMatch(/\bimport\s*[{(*"'`]/);
    expect(gzipSync(code).length).toBeLessThanOrEqual(30 * 1024);
    expect(containsCraft(file)).toBe(false);
  });

  test('recognises Craft.js code when it sees it: the builder carries it', () => {
    const craft = readFileSync('node_modules/@craftjs/core/dist/esm/index.js', 'utf8');
    expect(craft).toContain(CRAFT_SIGNATURE);
    expect(staticClosure('src/pages/BuilderPage.tsx').filter(containsCraft).length).toBeGreaterThan(
      0,
    );
  });

  for (const entry of [
    'index.html',
    'renderer/PublicPortfolioPage.tsx',
    'renderer/CaseStudyViewerPage.tsx',
    'src/pages/TemplatePreviewPage.tsx',
    'src/pages/LandingPage.tsx',
  ]) {
    test(`ships no Craft.js and no editor code with ${entry}`, () => {
      const files = staticClosure(entry);
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter(containsCraft)).toEqual([]);
      const editorFiles = ['src/pages/BuilderPage.tsx', 'src/pages/CaseStudyEditorPage.tsx'].map(
        (source) => manifest[source]!.file,
      );
      expect(files.filter((file) => editorFiles.includes(file))).toEqual([]);
    });
  }
});

test.describe('each route of the app', () => {
  const builds = { app: readBuild('app'), public: readBuild('public') };
  const build = builds.app;
  const sizeOf = gzipSizer();
  const table = arrivalRoutes();
  /** What a visitor arriving at `path` downloads, from whichever entry the server gives that path. */
  const bundleOf = (path: string) => {
    const arrival = table.find((entry) => entry.route.path === path);
    if (!arrival) throw new Error(`${path} is not in the route table`);
    return routeBundle(builds[arrival.bundle], arrival.route, sizeOf);
  };
  const packagesOf = (contents: string[]) => new Set(contents.map(packageOf));
  // The builder's own code; the session's record of drafts on this device is needed on every page.
  const builderCode = (module: string) =>
    module.startsWith('editor/') && module !== 'editor/save/draft-storage.ts';
  const dashboardCode = (module: string) =>
    module === 'src/pages/DashboardPage.tsx' || module.startsWith('src/pages/dashboard/');
  const heavyPackages = [
    '@tanstack/query-core',
    '@tanstack/react-query',
    'react-toastify',
    '@dnd-kit/core',
    '@dnd-kit/sortable',
    '@craftjs/core',
    'zod',
    'react-hook-form',
    '@hookform/resolvers',
  ];

  test("the app's entry holds no package but React, the router and jotai", () => {
    const shell = appStaticClosure(build.manifest, ['index.html']).flatMap(
      (chunk) => build.chunkModules[chunk.file] ?? [],
    );
    expect([...packagesOf(shell)].filter(Boolean).sort()).toEqual([
      'jotai',
      'react',
      'react-dom',
      'react-router',
      'scheduler',
    ]);
  });

  test("the public pages' entry holds Preact in React's place, the router and jotai", () => {
    const { manifest: publicManifest, chunkModules } = builds.public;
    const shell = appStaticClosure(publicManifest, ['src/public-main.tsx']).flatMap(
      (chunk) => chunkModules[chunk.file] ?? [],
    );
    expect([...packagesOf(shell)].filter(Boolean).sort()).toEqual([
      'jotai',
      'preact',
      'react-router',
    ]);
  });

  test('every page the build prerendered is served by the public entry', () => {
    const served = table
      .filter((entry) => entry.bundle === 'public')
      .map((entry) => entry.route.path);
    for (const name of marketingRoutes) expect(served, name).toContain(appRoutes[name]);
  });

  test('recognises what it looks for: the dashboard carries server state and toasts, the builder Craft.js', () => {
    const dashboard = packagesOf(bundleOf(appRoutes.dashboard).contents);
    expect(dashboard).toContain('@tanstack/react-query');
    expect(dashboard).toContain('react-toastify');
    const builder = bundleOf(appRoutes.builder).contents;
    expect(packagesOf(builder)).toContain('@craftjs/core');
    expect(builder.filter(builderCode).length).toBeGreaterThan(0);
  });

  for (const name of marketingRoutes) {
    const path = appRoutes[name];
    test(`${path} loads Preact, the router and its own page only, within its budget`, () => {
      const bundle = bundleOf(path);
      const allowed = schemaPages[name] ?? [];
      const packages = packagesOf(bundle.contents);
      expect(heavyPackages.filter((pkg) => packages.has(pkg) && !allowed.includes(pkg))).toEqual(
        [],
      );
      expect(bundle.contents.filter(builderCode)).toEqual([]);
      expect(bundle.contents.filter(dashboardCode)).toEqual([]);
      const listing = bundle.js.map((file) => `${file.file} ${file.gzip}`).join('\n');
      expect(bundle.gzipJs, `gzip bytes of ${path}:\n${listing}`).toBeLessThanOrEqual(
        budgetOf(path)!,
      );
    });
  }

  test('the account forms carry the zod/mini API, not the whole of zod', () => {
    for (const path of [appRoutes.login, appRoutes.signup, appRoutes.forgotPassword]) {
      const zod = bundleOf(path).contents.filter((module) => module.includes('node_modules/zod/'));
      expect(zod, path).toContainEqual(expect.stringContaining('zod/v4/mini/'));
      expect(
        zod.filter((module) => module.includes('zod/v4/classic/')),
        path,
      ).toEqual([]);
    }
  });

  test("the builder's code loads only in the builder", () => {
    const editors: string[] = [appRoutes.builder, appRoutes.caseStudyEditor];
    for (const { route } of table.filter((entry) => !editors.includes(entry.route.path)))
      expect(bundleOf(route.path).contents.filter(builderCode), route.path).toEqual([]);
  });
});

test.describe('a published page', () => {
  const sheetOf = (id: string) => `/${manifest[`templates/${id}/style.css`]!.file}`;

  test('every template has a stylesheet of its own, and the islands carry none of them', () => {
    const sheets = listTemplates().map((template) => sheetOf(template.id));
    expect(new Set(sheets).size).toBe(sheets.length);
    const islandStyles = (islands['renderer/islands.ts']!.css ?? []).map((file) => `/${file}`);
    expect(islandStyles.filter((file) => sheets.includes(file))).toEqual([]);
    // Each template's selectors live in its own sheet only: echelon's root class is not in lumen's.
    for (const template of listTemplates()) {
      const others = listTemplates().filter((other) => other.id !== template.id);
      const css = readFileSync(`dist${sheetOf(template.id)}`, 'utf8');
      for (const other of others)
        expect(css, `${template.id}'s sheet holds ${other.id}'s rules`).not.toMatch(
          new RegExp(`\\.${other.rootClass}[\\s{.:,>-]`),
        );
    }
  });

  for (const template of listTemplates()) {
    test(`of ${template.id} carries its own template's stylesheet, inline, and no other`, async ({
      request,
    }) => {
      const signup = await request.post('/api/auth/signup', {
        data: {
          name: 'Ines Bundle',
          email: `ines-${randomUUID().slice(0, 8)}@example.com`,
          password: 'strong-pass-1',
        },
      });
      const auth = { Authorization: `Bearer ${(await signup.json()).data.token}` };
      const created = await request.post('/api/portfolios', {
        headers: auth,
        data: { title: 'Bundle', templateId: template.id },
      });
      const { id } = (await created.json()).data.portfolio;
      const slug = `bundle-${randomUUID().slice(0, 8)}`;
      const published = await request.put(`/api/portfolios/${id}`, {
        headers: auth,
        data: { version: 1, slug, published: true },
      });
      expect(published.ok()).toBe(true);
      const html = await (await request.get(`/portfolio/${slug}`)).text();
      // In the page: a first visit paints after the page's own request, with no stylesheet to wait for.
      expect(html).not.toContain('<link rel="stylesheet"');
      const carried = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      const templateSheets = listTemplates().map((other) => sheetOf(other.id));
      expect(
        templateSheets.filter((href) => carried.includes(readFileSync(`dist${href}`, 'utf8'))),
      ).toEqual([sheetOf(template.id)]);
    });
  }
});
