import { execFile, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, waitForHealth } from '../../scripts/support/server-process';
import { expect, signUpInBrowser, test, openRunning } from './fixtures';

// A template author's promise: a new template is its folder, or a package and one config line, and
// nothing else. A scratch copy of the project gets tests/fixtures/packages/postcard linked as the
// package @pc/postcard and misfit as templates/misfit; its build, server and test lists must know both.

const run = promisify(execFile);
const FIXTURES = path.resolve('tests/fixtures/packages');

/** The project as a fresh clone has it (tracked and new files, nothing ignored), node_modules linked. */
async function scratchCopy() {
  const root = mkdtempSync(path.join(tmpdir(), 'folio-package-'));
  const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    try {
      cpSync(file, path.join(root, file));
    } catch {
      // listed but deleted in the working tree
    }
  }
  // Our packages as npm ci links them, with the workspaces (the SDK, Atelier) the scratch copy's own.
  mkdirSync(path.join(root, 'node_modules'));
  const workspaces = (JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces: string[] })
    .workspaces;
  const scopes = new Set(workspaces.map((folder) => packageName(folder).split('/')[0]!));
  for (const entry of readdirSync('node_modules'))
    if (!scopes.has(entry))
      symlinkSync(path.resolve('node_modules', entry), path.join(root, 'node_modules', entry));
  for (const folder of workspaces) linkPackage(root, packageName(folder), path.join(root, folder));
  return root;
}

const packageName = (folder: string) =>
  (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name: string }).name;

/** node_modules/<name> pointing at `folder`, as `npm install <folder>` makes it. */
function linkPackage(root: string, name: string, folder: string) {
  const link = path.join(root, 'node_modules', name);
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(folder, link, 'dir');
}

const cleanEnv = () =>
  Object.fromEntries(
    ['PATH', 'HOME', 'CI', 'LANG', 'PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD'].flatMap((name) =>
      process.env[name] === undefined ? [] : [[name, process.env[name]!]],
    ),
  );

/** A fixture copied into templates/<id>/: found there, with no line anywhere else. */
function addFolder(root: string, id: string) {
  cpSync(path.join(FIXTURES, id), path.join(root, 'templates', id), { recursive: true });
}

/**
 * A fixture as a package linked from its folder, as a workspace (templates/studio/) or
 * `npm install <folder>` links it, and the one config line naming it.
 */
function addPackage(root: string, id: string, name: string) {
  const folder = path.join(root, 'templates', id);
  cpSync(path.join(FIXTURES, id), folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', type: 'module', exports: { '.': './index.tsx' } }),
  );
  linkPackage(root, name, folder);
  const manifest = path.join(root, 'package.json');
  const project = JSON.parse(readFileSync(manifest, 'utf8')) as { folio: { templates: string[] } };
  project.folio.templates.push(name);
  writeFileSync(manifest, JSON.stringify(project, null, 2));
}

test('a template added as a folder, or installed as a package named in one config line (its own font included), is in the gallery, the builder, the published page and every registry-driven test; the unchanged scaffold passes its own check', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const root = await scratchCopy();
  // A failed command fails the test with what it printed.
  const inScratch = (command: string, args: string[], env: Record<string, string> = {}) =>
    run(command, args, {
      cwd: root,
      // A clean environment: the scratch copy's test runners are not workers of this one.
      env: { ...cleanEnv(), ...env },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: Error & { stdout?: string; stderr?: string }) => {
      throw Object.assign(new Error(`${error.message}\n${error.stdout}\n${error.stderr}`), {
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? '',
      });
    });
  let server: ReturnType<typeof spawn> | undefined;
  try {
    // Two fixtures, one build: misfit is laid out unlike its page in the builder, and must be caught.
    const registry = readFileSync(path.join(root, 'templates/index.ts'), 'utf8');
    addPackage(root, 'postcard', '@pc/postcard');
    addFolder(root, 'misfit');
    // And a template exactly as the scaffold makes it, unchanged: it must pass its own check.
    await inScratch('npm', ['run', '--silent', 'template:new', '--', 'scaffolded']);
    expect(readFileSync(path.join(root, 'templates/index.ts'), 'utf8')).toBe(registry);
    await inScratch('npm', ['run', '--silent', 'build']);

    // Every registry-driven test lists the new template without anyone editing a test.
    const e2e = (await inScratch('npx', ['playwright', 'test', '--list'])).stdout;
    for (const spec of [
      'templates.spec.ts',
      'template-layout.spec.ts',
      'template-journey.spec.ts',
      'a11y.spec.ts',
      'xss.spec.ts',
      'bundle.spec.ts',
    ])
      expect(
        e2e.split('\n').some((line) => line.includes(spec) && line.includes('postcard')),
        `${spec} lists postcard`,
      ).toBe(true);
    const unit = (
      await inScratch('npx', [
        'vitest',
        'list',
        'tests/unit/routes.test.tsx',
        'tests/unit/template-contract.test.tsx',
        'tests/unit/template-check.test.ts',
      ])
    ).stdout;
    for (const file of ['routes.test.tsx', 'template-contract.test.tsx', 'template-check.test.ts'])
      expect(
        unit.split('\n').some((line) => line.includes(file) && line.includes('postcard')),
        `${file} lists postcard`,
      ).toBe(true);

    // The author's check, on the build just made: postcard and the scaffold pass in Node and in
    // Chromium, and a template whose builder canvas is laid out unlike its page fails, named and sized.
    const check = await inScratch('npm', [
      'run',
      '--silent',
      'template:check',
      '--',
      'postcard',
      'misfit',
      'scaffolded',
    ]).then(
      () => ({ failed: false, output: '' }),
      (error: { stdout: string; stderr: string }) => ({
        failed: true,
        output: `${error.stdout}${error.stderr}`,
      }),
    );
    expect(check.failed, 'template:check misfit fails').toBe(true);
    expect(check.output).toContain('Using the build in dist/');
    expect(check.output).toMatch(
      /misfit at \d+px: .*hero.* in the builder and \d+px on the published page/,
    );
    const layoutTests = (id: string, mark: string) =>
      check.output.split('\n').filter((line) => line.includes(mark) && line.includes(`› ${id}:`));
    expect(layoutTests('postcard', '✓').length, check.output).toBeGreaterThanOrEqual(2);
    expect(layoutTests('postcard', '✘'), check.output).toEqual([]);
    expect(layoutTests('scaffolded', '✓').length, check.output).toBeGreaterThanOrEqual(2);
    expect(layoutTests('scaffolded', '✘'), check.output).toEqual([]);
    expect(layoutTests('misfit', '✘').length, check.output).toBeGreaterThan(0);
    const port = await freePort();
    server = spawn(process.execPath, ['server/start.mjs'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(root, 'data'),
        STATIC_DIR: 'dist',
        LOG_LEVEL: 'warn',
        EXIT_WITH_PID: String(process.pid),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server!.on('exit', resolve));
    await waitForHealth(port, exited);

    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    await openRunning(page, '/templates');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Postcard', exact: true }) });
    await expect(card.getByText('Fixture', { exact: true })).toBeVisible();
    const picture = card.getByRole('img');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto('/template-preview/greetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Postcard Person' })).toBeVisible();

    await signUpInBrowser(page, 'Pia Postcard');
    await page.goto('/portfolio-builder/new?template=postcard');
    await page.getByLabel('Your name').fill('Pia Postcard');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Complete' }).click();
    const headline = page.locator('.pc-name');
    await expect(headline).toHaveText('Pia Postcard');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish Your Portfolio' });
    const slug = `postcard-${Date.now().toString(36)}`;
    await dialog.getByLabel('Your portfolio address').fill(slug);
    await dialog.getByRole('button', { name: 'Publish Portfolio' }).click();
    await expect(dialog).toBeHidden();

    const visitor = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      javaScriptEnabled: false,
    });
    const published = await visitor.newPage();
    const response = await published.goto(`/portfolio/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(published.getByRole('heading', { level: 1 })).toHaveText('Pia Postcard');
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist/.vite/manifest.json'), 'utf8'));
    const sheet = `/${manifest['templates/postcard/style.css'].file}`;
    // Its own sheet, carried in the page as every template's is.
    const css = readFileSync(path.join(root, 'dist', sheet), 'utf8');
    expect(
      await published
        .locator('style')
        .evaluateAll((styles, own) => styles.some((style) => style.textContent === own), css),
    ).toBe(true);
    expect(
      await published.locator('.pc').evaluate((frame) => getComputedStyle(frame).backgroundColor),
    ).toBe('rgb(246, 241, 231)');
    // Its own font, a file in its folder and nothing else, is what the page's words are drawn in.
    await expect
      .poll(() =>
        published.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts]
            .filter((face) => face.family.replace(/["']/g, '') === 'Postcard Serif')
            .map((face) => face.status);
        }),
      )
      .toEqual(['loaded']);
    await visitor.close();
    await context.close();
  } finally {
    server?.kill('SIGTERM');
    rmSync(root, { recursive: true, force: true });
  }
});
