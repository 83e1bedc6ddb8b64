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
import {
  CHUNK_MODULES_FILE,
  PUBLIC_CHUNK_MODULES_FILE,
  PUBLIC_MANIFEST_FILE,
} from './chunk-modules';

export type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
};
export type Manifest = Record<string, ManifestChunk>;

/** The pages a visitor meets before signing in: each loads only Preact, the router and itself. */
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
 * Gzip bytes of JavaScript a route may download before it shows (issue 22): 60 KB for /, 80 KB for
 * any other marketing page. They run on Preact's compat layer (10 KB) where React DOM alone is 68 KB.
 */
export const BUDGET_HOME = 60 * 1024;
export const BUDGET_MARKETING = 80 * 1024;
/**
 * The account forms (login, signup, forgot password: react-hook-form, and zod/mini sharing zod's core
 * with the pages below): 79–81 KB measured.
 */
export const BUDGET_ACCOUNT_FORMS = 85 * 1024;
/** Pages with a template's or the case study's schemas (zod, with its rules): 83–106 KB measured. */
export const BUDGET_MARKETING_WITH_SCHEMAS = 110 * 1024;

const accountForm = ['zod', 'react-hook-form', '@hookform/resolvers'];
const ACCOUNT_FORM_PAGES: AppRouteName[] = ['login', 'signup', 'forgotPassword'];

/** The marketing routes whose page itself uses schemas, and the packages that brings. */
export const schemaPages: Partial<Record<AppRouteName, string[]>> = {
  login: accountForm,
  signup: accountForm,
  forgotPassword: accountForm,
  templatePreview: ['zod'],
  sampleCaseStudy: ['zod'],
};

/** The two builds: the app on React, and the prerendered public pages' entry on Preact. */
export type Bundle = 'app' | 'public';
/** What every page of a build loads: the public pages also load the script that starts them after paint. */
const ENTRY: Record<Bundle, string[]> = {
  app: ['index.html'],
  public: ['src/app/startAfterPaint.ts', 'src/public-main.tsx'],
};
const TABLE: Record<Bundle, string> = { app: 'routes', public: 'publicRoutes' };
const ROUTE_FILES = ['src/app/routes.tsx', 'src/app/publicRoutes.tsx'];

export type RouteModules = { path: string; modules: string[] };

/**
 * Reads a route table's source: every route with a path, and the modules the router loads lazily
 * for it (its own page and every lazy layout around it), as keys of the manifest.
 */
export function routeModules(bundle: Bundle = 'app', root = process.cwd()): RouteModules[] {
  const routes: RouteModules[] = [];
  // An expression with the file it is written in and, inside a route-making function, its arguments.
  type Bound = { value: ts.Expression; source: ts.SourceFile; scope: Scope };
  type Scope = Map<string, Bound>;
  // Every top-level constant of the route files.
  const constants: Scope = new Map();
  for (const name of ROUTE_FILES) {
    const file = path.join(root, name);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements.filter(ts.isVariableStatement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          constants.set(declaration.name.text, {
            value: declaration.initializer,
            source,
            scope: new Map(),
          });
  }
  const unreadable = (node: ts.Node, source: ts.SourceFile): never => {
    throw new Error(
      `${source.fileName}: a route the bundle report cannot read: ${node.getText(source).slice(0, 80)}`,
    );
  };
  const resolve = (name: ts.Identifier, source: ts.SourceFile, scope: Scope) =>
    scope.get(name.text) ?? constants.get(name.text) ?? unreadable(name, source);

  const property = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find(
      (node): node is ts.PropertyAssignment =>
        ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === name,
    )?.initializer;

  const routePath = (node: ts.Expression | undefined, source: ts.SourceFile) => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node)) return node.text;
    if (ts.isPropertyAccessExpression(node) && node.expression.getText(source) === 'appRoutes')
      return appRoutes[node.name.text as AppRouteName];
    throw new Error(
      `${source.fileName}: a route path the report cannot read: ${node.getText(source)}`,
    );
  };

  const importedModule = (node: ts.Node | undefined, source: ts.SourceFile): string | undefined => {
    if (!node) return undefined;
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      return manifestKey(path.dirname(source.fileName), node.arguments[0].text, root);
    // A lazy loader kept in a constant (`lazy: services`): read the constant's definition.
    if (ts.isIdentifier(node)) {
      const constant = constants.get(node.text);
      return constant && importedModule(constant.value, constant.source);
    }
    return ts.forEachChild(node, (child) => importedModule(child, source));
  };

  const visitList = (
    list: ts.Expression,
    around: string[],
    source: ts.SourceFile,
    scope: Scope,
  ) => {
    if (ts.isIdentifier(list)) {
      const bound = resolve(list, source, scope);
      return visitList(bound.value, around, bound.source, bound.scope);
    }
    if (!ts.isArrayLiteralExpression(list)) return unreadable(list, source);
    for (const element of list.elements)
      if (ts.isSpreadElement(element)) visitList(element.expression, around, source, scope);
      else visitRoute(element, around, source, scope);
  };

  const visitRoute = (
    route: ts.Expression,
    around: string[],
    source: ts.SourceFile,
    scope: Scope,
  ): void => {
    // A route kept in a constant (`elsewhere`).
    if (ts.isIdentifier(route)) {
      const bound = resolve(route, source, scope);
      return visitRoute(bound.value, around, bound.source, bound.scope);
    }
    // A route made by a function of lists (`rootRoute(inSite, fullScreen)`): its body, read with
    // its parameters standing for the call's arguments.
    if (ts.isCallExpression(route)) {
      const helper = ts.isIdentifier(route.expression)
        ? resolve(route.expression, source, scope)
        : unreadable(route, source);
      const maker = helper.value;
      if (!ts.isArrowFunction(maker) || ts.isBlock(maker.body)) return unreadable(route, source);
      const parameters: Scope = new Map();
      maker.parameters.forEach((parameter, index) => {
        const argument = route.arguments[index];
        if (argument)
          parameters.set(parameter.name.getText(helper.source), { value: argument, source, scope });
      });
      let body = maker.body;
      while (ts.isParenthesizedExpression(body)) body = body.expression;
      return visitRoute(body, around, helper.source, parameters);
    }
    if (!ts.isObjectLiteralExpression(route)) return unreadable(route, source);
    const own = importedModule(property(route, 'lazy'), source);
    const modules = own ? [...around, own] : around;
    const pathOf = routePath(property(route, 'path'), source);
    if (pathOf !== undefined) routes.push({ path: pathOf, modules });
    const children = property(route, 'children');
    if (children) visitList(children, modules, source, scope);
  };

  const table = constants.get(TABLE[bundle]);
  if (!table) throw new Error(`No route table named ${TABLE[bundle]} in ${ROUTE_FILES.join(', ')}`);
  visitList(table.value, [], table.source, table.scope);
  if (routes.length === 0) throw new Error(`${TABLE[bundle]}: no routes found`);
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

/** What one route downloads: its build's entry, then each module the router loads for it. */
export function routeBundle(
  build: Build,
  route: RouteModules,
  sizeOf: (file: string) => number,
): RouteBundle {
  const js = staticClosure(build.manifest, [...ENTRY[build.bundle], ...route.modules])
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

export type Build = {
  bundle: Bundle;
  manifest: Manifest;
  chunkModules: Record<string, string[]>;
};

export function readBuild(bundle: Bundle = 'app', dist = 'dist'): Build {
  const read = (file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as unknown;
  const publicBuild = bundle === 'public';
  return {
    bundle,
    manifest: read(publicBuild ? PUBLIC_MANIFEST_FILE : '.vite/manifest.json') as Manifest,
    chunkModules: read(publicBuild ? PUBLIC_CHUNK_MODULES_FILE : CHUNK_MODULES_FILE) as Record<
      string,
      string[]
    >,
  };
}

/**
 * Each path of the app with what a visitor arriving there downloads: the public entry's files at
 * the pages it serves (the prerendered ones), the app's everywhere else.
 */
export function arrivalRoutes(): { route: RouteModules; bundle: Bundle }[] {
  const publicTable = routeModules('public').filter((route) => route.path !== '*');
  return routeModules('app').map((route) => {
    const served = publicTable.find((candidate) => candidate.path === route.path);
    return served ? { route: served, bundle: 'public' } : { route, bundle: 'app' };
  });
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
  if (ACCOUNT_FORM_PAGES.includes(name)) return BUDGET_ACCOUNT_FORMS;
  return schemaPages[name] ? BUDGET_MARKETING_WITH_SCHEMAS : BUDGET_MARKETING;
}

export function bundleReport(dist = 'dist') {
  const builds = { app: readBuild('app', dist), public: readBuild('public', dist) };
  const sizeOf = gzipSizer(dist);
  return arrivalRoutes().map(({ route, bundle }) => {
    const { contents, ...sizes } = routeBundle(builds[bundle], route, sizeOf);
    const packages = [...new Set(contents.map(packageOf).filter((name) => name !== undefined))];
    return { ...sizes, bundle, budget: budgetOf(route.path) ?? null, packages };
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
    "\nJavaScript per route on arrival (gzip: the entry and its imports, then the route's lazy chunks;\n" +
      "P: the prerendered public pages' Preact entry, otherwise the app's React entry):",
  );
  for (const route of report) {
    const over = route.budget !== null && route.gzipJs > route.budget;
    const budget =
      route.budget === null ? '' : ` (budget ${kb(route.budget)}${over ? ', OVER' : ''})`;
    const mark = route.bundle === 'public' ? 'P' : ' ';
    console.log(`  ${mark} ${route.path.padEnd(60)} ${kb(route.gzipJs).padStart(9)}${budget}`);
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
