// `npm run template:check [--static] [id|folder...]`: checks one, several or all templates and says what to fix.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TemplateRegistry } from '../../templates/registry';
import type { TemplateDefinition } from '../../templates/types';
import { checkTemplate, formatReport, problemJson, type Problem } from './checks';
import { templateFolders, writeDiscovered } from '../discover-templates';
import { loadTemplateFolder, TEMPLATES_DIR } from './load';
import { REPO_ROOT, shown } from './problems';
import { SCHEMA_SNAPSHOT } from './schema-versions';

const USAGE = `Usage: npm run template:check -- [--static] [--json] [id or folder ...]

Checks every template (or the ones named, by id, alias or folder) and says what to fix: each finding
with its file, its rule and level, and the heading of templates/README.md that explains the fix.
  --static   skip the browser part (build, then the layout and accessibility checks in Chromium)
  --json     print the findings as JSON for editors and CI (the static and rendering rules; the
             browser part reports through Playwright's own output, so it implies --static)`;
const FLAGS = ['--static', '--json'];

type Target = { name: string; folder: string; template?: TemplateDefinition; problems: Problem[] };

async function main(argv: string[]): Promise<number> {
  const started = performance.now();
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const unknownFlag = argv.find((arg) => arg.startsWith('-') && !FLAGS.includes(arg));
  if (unknownFlag) {
    console.error(`Unknown option ${unknownFlag}.\n\n${USAGE}`);
    return 2;
  }
  const json = argv.includes('--json');
  const staticOnly = argv.includes('--static') || json;
  const names = argv.filter((arg) => !arg.startsWith('-'));

  writeDiscovered();
  let registry: TemplateRegistry;
  try {
    ({ templates: registry } = await import('../../templates/index'));
  } catch (error) {
    console.error(
      `✗ templates/index.ts cannot be loaded: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\nFix that first: nothing else can be checked.`,
    );
    return 1;
  }

  const targets = await targetsFor(names, registry);
  if (!targets) return 1;

  let problemCount = 0;
  const found: { template: string; problems: ReturnType<typeof problemJson>[] }[] = [];
  for (const target of targets) {
    const problems = target.template
      ? [
          ...target.problems,
          ...(await checkTemplate(target.template, target.folder, registry, {
            recordSchemas: true,
          })),
        ]
      : target.problems;
    problemCount += problems.length;
    if (json) found.push({ template: target.name, problems: problems.map(problemJson) });
    else console.log(formatReport(target.name, problems));
  }
  if (json) {
    console.log(JSON.stringify({ templates: found }, null, 2));
    return problemCount > 0 ? 1 : 0;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const checked = `${targets.length} template${targets.length === 1 ? '' : 's'}`;
  if (problemCount > 0) {
    console.log(
      `\n${problemCount} problem${problemCount === 1 ? '' : 's'} in ${checked} (${seconds} s).${staticOnly ? '' : ' Fix them, then run this again for the browser checks (layout at 375/768/1280 px, accessibility).'}`,
    );
    return 1;
  }
  console.log(`\nStatic checks passed for ${checked} (${seconds} s).`);
  if (staticOnly) return 0;
  const ids = targets.flatMap((target) => (target.template ? [target.template.id] : []));
  return browserChecks(ids);
}

/** What to check: every folder and registered template, or the ones named. Undefined after an error. */
async function targetsFor(
  names: string[],
  registry: TemplateRegistry,
): Promise<Target[] | undefined> {
  if (names.length === 0)
    return Promise.all(templateFolders().map(({ id, folder }) => targetOf(folder, id)));
  const targets: Target[] = [];
  for (const name of names) {
    const folder = folderFor(name, registry);
    if (!folder) {
      const known = registry.list().map((template) => template.id);
      console.error(
        `✗ ${name}: there is no template of that name (no templates/${name}/ folder, no id or alias "${name}"). Templates: ${known.join(', ')}.`,
      );
      return undefined;
    }
    const target = await targetOf(folder);
    // A folder outside templates/ (a fixture) is checked as if registered after the built-in ones.
    if (target.template && !registry.find(target.template.id) && !isInside(TEMPLATES_DIR, folder)) {
      const { TemplateRegistry } = await import('../../templates/registry');
      const scratch = new TemplateRegistry();
      for (const template of registry.list()) scratch.register(template);
      scratch.register(target.template);
      const problems = await checkTemplate(target.template, folder, scratch);
      targets.push({ ...target, template: undefined, problems: [...target.problems, ...problems] });
      continue;
    }
    targets.push(target);
  }
  return targets;
}

const isInside = (parent: string, child: string) =>
  !path.relative(parent, child).startsWith('..') && !path.isAbsolute(path.relative(parent, child));

/** The folder a command-line name means: a folder path, a folder in templates/, or an id or alias. */
function folderFor(name: string, registry: TemplateRegistry): string | undefined {
  const asPath = path.resolve(name);
  if (name.includes('/') && existsSync(asPath) && statSync(asPath).isDirectory()) return asPath;
  const inTemplates = path.join(TEMPLATES_DIR, name);
  if (/^[\w-]+$/.test(name) && existsSync(inTemplates)) return inTemplates;
  const id = registry.find(name)?.id;
  return templateFolders().find((found) => found.id === id)?.folder;
}

async function targetOf(folder: string, id?: string): Promise<Target> {
  const loaded = await loadTemplateFolder(folder);
  const name = id ?? (isInside(TEMPLATES_DIR, folder) ? path.basename(folder) : shown(folder));
  return 'template' in loaded
    ? { name, folder, template: loaded.template, problems: [] }
    : { name, folder, problems: [{ rule: 'loads', ...loaded.problem }] };
}

/** The Chromium part: the builder canvas against the published page, and axe, for these templates. */
function browserChecks(ids: string[]): number {
  const built = currentBuild();
  const outDir = built ?? 'dist-template-check';
  const run = (command: string, args: string[], env: Record<string, string> = {}) => {
    console.log(
      `\n$ ${[...Object.entries(env).map(([k, v]) => `${k}=${v}`), command, ...args].join(' ')}`,
    );
    return spawnSync(command, args, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    }).status;
  };
  try {
    if (run('node', ['scripts/ensure-chromium.mjs']) !== 0) return 1;
    if (built)
      console.log(`\nUsing the build in ${built}/: nothing it is built from changed since.`);
    else if (
      run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']) !== 0
    ) {
      console.log('\n✗ The build failed: see its output above.');
      return 1;
    }
    const status = run('npx', ['playwright', 'test', 'tests/e2e/template-layout.spec.ts'], {
      STATIC_DIR: outDir,
      TEMPLATE_IDS: ids.join(','),
    });
    console.log(
      status === 0
        ? `\n✓ Browser checks passed for ${ids.join(', ')}.`
        : '\n✗ The browser checks found problems: see the report above.',
    );
    return status === 0 ? 0 : 1;
  } finally {
    if (!built) rmSync(path.join(REPO_ROOT, outDir), { recursive: true, force: true });
  }
}

// What `npm run build` reads: a change to any of these after the build makes it stale.
const BUILD_INPUTS = [
  'src',
  'editor',
  'renderer',
  'templates',
  'model',
  'public',
  'scripts/chunk-modules.ts',
  'scripts/precompress.ts',
  'scripts/template-assets.ts',
  'scripts/discover-templates.ts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** `dist` when `npm run build` made it after the last change to what it is built from. */
function currentBuild(): string | undefined {
  const manifest = path.join(REPO_ROOT, 'dist/.vite/manifest.json');
  if (!existsSync(manifest)) return undefined;
  const builtAt = statSync(manifest).mtimeMs;
  const changedAfter = (entry: string): boolean => {
    const full = path.join(REPO_ROOT, entry);
    if (!existsSync(full)) return false;
    const stat = statSync(full);
    if (!stat.isDirectory()) return stat.mtimeMs > builtAt;
    return readdirSync(full, { recursive: true, withFileTypes: true }).some(
      (file) =>
        file.isFile() &&
        // The shapes this check records are read by the check alone, never built.
        file.name !== SCHEMA_SNAPSHOT &&
        statSync(path.join(file.parentPath, file.name)).mtimeMs > builtAt,
    );
  };
  // A package's folder may lie outside the project (installed from npm or linked from elsewhere).
  const packages = templateFolders().map(({ folder }) => path.relative(REPO_ROOT, folder));
  return [...BUILD_INPUTS, ...packages].some(changedAfter) ? undefined : 'dist';
}

process.exitCode = await main(process.argv.slice(2));
