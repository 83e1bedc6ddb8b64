// What each route of the app downloads, from the build's manifest and the route table: the budget
// tests and `npm run build -- --report` both read it. Runs after `vite build`: writes
// dist/.vite/bundle-report.json (beside the manifest, never served) and prints each route's total;
// with --report, every file and package as well.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { appRoutes, type AppRouteName } from '../model/routes';
import { CHUNK_MODULES_FILE } from './chunk-modules';

export type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
};
export type Manifest = Record<string, ManifestChunk>;

/** The pages a visitor meets before signing in: each loads only React, the router and itself. */
export const marketingRoutes: AppRouteName[] = [
  'home',
  'about',
  'contact',
  'events',
  'eventsAll',
  'terms',
  'privacy',
  'templates',
  'templatePreview',
  'login',
  'signup',
  'forgotPassword',
  'sampleCaseStudy',
];

/**
 * Gzip bytes of JavaScript a route may download before it shows. Issue 22 asked for 60 KB (/) and
 * 80 KB (any marketing route); React DOM 19 with React is 68.5 KB and React Router's data router
 * 29.8 KB by themselves (measured alone, same build settings), so these hold the measured split with a
 * little headroom instead: / was 163 KB before it, 120 KB after.
 */
export const BUDGET_HOME = 125 * 1024;
export const BUDGET_MARKETING = 125 * 1024;
/** Pages with forms (react-hook-form and zod) or a template's or case study's schemas (zod). */
export const BUDGET_MARKETING_WITH_SCHEMAS = 175 * 1024;

/** The marketing routes whose page itself uses schemas, and the packages that brings. */
export const schemaPages: Partial<Record<AppRouteName, string[]>> = {
  login: ['zod', 'react-hook-form', '@hookform/resolvers'],
  signup: ['zod', 'react-hook-form', '@hookform/resolvers'],
  forgotPassword: ['zod', 'react-hook-form', '@hookform/resolvers'],
  templates: ['zod'],
  templatePreview: ['zod'],
  sampleCaseStudy: ['zod'],
};

const APP_ENTRY = 'index.html';
const ROUTES_FILE = 'src/app/routes.tsx';

export type RouteModules = { path: string; modules: string[] };

/**
 * Reads the route table's source: every route with a path, and the modules the router loads lazily
 * for it (its own page and every lazy layout around it), as keys of the manifest.
 */
export function routeModules(root = process.cwd()): RouteModules[] {
  const file = path.join(root, ROUTES_FILE);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const routes: RouteModules[] = [];
  const constants = new Map<string, ts.Expression>();
  ts.forEachChild(source, function collect(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  });

  const property = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find(
      (node): node is ts.PropertyAssignment =>
        ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === name,
    )?.initializer;

  const routePath = (node: ts.Expression | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node)) return node.text;
    if (ts.isPropertyAccessExpression(node) && node.expression.getText(source) === 'appRoutes')
      return appRoutes[node.name.text as AppRouteName];
    throw new Error(
      `${ROUTES_FILE}: a route path the bundle report cannot read: ${node.getText(source)}`,
    );
  };

  const importedModule = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      return manifestKey(path.dirname(file), node.arguments[0].text, root);
    // A lazy loader kept in a constant (`lazy: services`): read the constant's definition.
    if (ts.isIdentifier(node)) return importedModule(constants.get(node.text));
    return ts.forEachChild(node, importedModule);
  };

  const visit = (list: ts.Expression, around: string[]) => {
    if (!ts.isArrayLiteralExpression(list)) return;
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const own = importedModule(property(element, 'lazy'));
      const modules = own ? [...around, own] : around;
      const pathOf = routePath(property(element, 'path'));
      if (pathOf !== undefined) routes.push({ path: pathOf, modules });
      const children = property(element, 'children');
      if (children) visit(children, modules);
    }
  };

  ts.forEachChild(source, function find(node) {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText(source) === 'routes' &&
      node.initializer
    )
      visit(node.initializer, []);
    else ts.forEachChild(node, find);
  });
  if (routes.length === 0) throw new Error(`${ROUTES_FILE}: no routes found`);
  return routes;
}

/** A dynamic import's specifier as the manifest names it: the project-relative source file. */
function manifestKey(fromDir: string, specifier: string, root: string): string {
  const base = path.resolve(fromDir, specifier);
  const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((suffix) => base + suffix)
    .find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep));
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${fromDir}`);
  return path.relative(root, found).split(path.sep).join('/');
}

/** A chunk and everything it imports statically, transitively: what loads before it runs. */
export function staticClosure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]!);
}

export type FileSize = { file: string; source?: string; gzip: number };
export type RouteBundle = {
  path: string;
  modules: string[];
  js: FileSize[];
  gzipJs: number;
  /** Every source module in those files: "node_modules/<package>/..." or a project path. */
  contents: string[];
};

/** What one route downloads: the app's entry, then each module the router loads for it. */
export function routeBundle(
  build: Build,
  route: RouteModules,
  sizeOf: (file: string) => number,
): RouteBundle {
  const js = staticClosure(build.manifest, [APP_ENTRY, ...route.modules])
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({
      file: chunk.file,
      ...(chunk.src ? { source: chunk.src } : {}),
      gzip: sizeOf(chunk.file),
    }));
  return {
    ...route,
    js,
    gzipJs: js.reduce((sum, entry) => sum + entry.gzip, 0),
    contents: [...new Set(js.flatMap((entry) => build.chunkModules[entry.file] ?? []))].sort(),
  };
}

/** The npm package a module belongs to, or undefined for the project's own code. */
export function packageOf(module: string): string | undefined {
  return module.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
}

export type Build = { manifest: Manifest; chunkModules: Record<string, string[]> };

export function readBuild(dist = 'dist'): Build {
  const read = (file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as unknown;
  return {
    manifest: read('.vite/manifest.json') as Manifest,
    chunkModules: read(CHUNK_MODULES_FILE) as Record<string, string[]>,
  };
}

/** Gzip bytes of a built file, as a test would count them (zlib's default level). */
export function gzipSizer(dist = 'dist') {
  const cache = new Map<string, number>();
  return (file: string) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, file))).length;
      cache.set(file, size);
    }
    return size;
  };
}

export function budgetOf(routePath: string): number | undefined {
  if (routePath === appRoutes.home) return BUDGET_HOME;
  const name = marketingRoutes.find((route) => appRoutes[route] === routePath);
  if (!name) return undefined;
  return schemaPages[name] ? BUDGET_MARKETING_WITH_SCHEMAS : BUDGET_MARKETING;
}

export function bundleReport(dist = 'dist') {
  const build = readBuild(dist);
  const sizeOf = gzipSizer(dist);
  return routeModules().map((route) => {
    const { contents, ...bundle } = routeBundle(build, route, sizeOf);
    const packages = [...new Set(contents.map(packageOf).filter((name) => name !== undefined))];
    return { ...bundle, budget: budgetOf(route.path) ?? null, packages };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
  const report = bundleReport(dist);
  writeFileSync(
    path.join(dist ?? 'dist', '.vite/bundle-report.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  const detailed = process.argv.includes('--report');
  console.log(
    "\nJavaScript per route (gzip: the app's entry and its imports, then the route's lazy chunks):",
  );
  for (const route of report) {
    const over = route.budget !== null && route.gzipJs > route.budget;
    const budget =
      route.budget === null ? '' : ` (budget ${kb(route.budget)}${over ? ', OVER' : ''})`;
    console.log(`  ${route.path.padEnd(62)} ${kb(route.gzipJs).padStart(9)}${budget}`);
    if (!detailed) continue;
    for (const entry of route.js)
      console.log(
        `      ${kb(entry.gzip).padStart(9)}  ${entry.file}${entry.source ? `  (${entry.source})` : ''}`,
      );
    console.log(`      packages: ${route.packages.join(', ')}`);
  }
  console.log(
    'Written to dist/.vite/bundle-report.json; `npm run build -- --report` lists every file.',
  );
}
