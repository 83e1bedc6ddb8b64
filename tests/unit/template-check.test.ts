// @vitest-environment node
// Server rendering is only proven without a DOM: the checks bring their own jsdom for the browser part.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listTemplates, templates } from '../../templates';
import { TemplateRegistry } from '../../templates/registry';
import type { SketchId } from '../../templates/shared/sketches';
import type { TemplateDefinition } from '../../templates/types';
import {
  checkDeclarations,
  checkDefinition,
  checkTemplate,
  formatProblem,
  type Problem,
} from '../../scripts/template-kit/checks';
import { checkStylesheet } from '../../scripts/template-kit/css';
import { checkListsDeclared } from '../../scripts/template-kit/lists';
import { checkTheme } from '../../scripts/template-kit/theme';
import { contrastRatio, parseHex } from '../../scripts/template-kit/contrast';
import { filesUnder } from '../../scripts/template-kit/files';
import { checkImports } from '../../scripts/template-kit/imports';
import { loadTemplateFolder } from '../../scripts/template-kit/load';
import { RULES } from '../../scripts/template-kit/problems';
import {
  checkSchemaVersions,
  SCHEMA_SNAPSHOT,
  schemaSnapshot,
} from '../../scripts/template-kit/schema-versions';
import { refuseId, rootClassFor, scaffoldTemplate } from '../../scripts/template-kit/scaffold';
import {
  discoveredModule,
  discoverTemplates,
  templateFolders,
} from '../../scripts/discover-templates';

const FIXTURES = path.resolve('tests/fixtures/templates');

/** A fixture's definition, registered after the built-in templates in a registry of its own. */
async function fixture(name: string) {
  const folder = path.join(FIXTURES, name);
  const loaded = await loadTemplateFolder(folder);
  if (!('template' in loaded)) throw new Error(formatProblem(loaded.problem));
  const registry = new TemplateRegistry();
  for (const template of listTemplates()) registry.register(template);
  registry.register(loaded.template);
  return { template: loaded.template, folder, registry };
}

async function problemsOf(name: string): Promise<Problem[]> {
  const { template, folder, registry } = await fixture(name);
  return checkTemplate(template, folder, registry);
}

describe('template:check on a broken template', { timeout: 60_000 }, () => {
  it('names the file and line that reads window while rendering, and says to use an effect', async () => {
    const problems = await problemsOf('window-at-render');
    expect(problems.map(formatProblem)).toEqual([
      'tests/fixtures/templates/window-at-render/sections/Hero.tsx:7: reads `window` while rendering (ReferenceError: window is not defined). Move it into an effect or an event handler. [error server-render: templates/README.md#server-render]',
    ]);
  });

  it('asks for the hero and the contact section when both are missing', async () => {
    const problems = await problemsOf('missing-required');
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'tests/fixtures/templates/missing-required/index.tsx',
        message: 'has no hero section',
        fix: expect.stringContaining('add a hero section'),
      }),
      expect.objectContaining({
        file: 'tests/fixtures/templates/missing-required/index.tsx',
        message: 'has no contact section',
        fix: expect.stringContaining('add a contact section'),
      }),
    ]);
  });

  it('names a sample image that is not in assets/', async () => {
    const problems = await problemsOf('missing-image');
    expect(problems.map(formatProblem)).toEqual([
      'tests/fixtures/templates/missing-image/index.tsx: `image` in the hero defaults is /templates/missing-image/portrait.svg, but tests/fixtures/templates/missing-image/assets/portrait.svg does not exist. Add the file to tests/fixtures/templates/missing-image/assets/ or correct the address. [error assets: templates/README.md#assets]',
    ]);
  });

  it('names an unscoped selector with its line, and the scoped one to write instead', async () => {
    const problems = await problemsOf('unscoped-css');
    expect(problems).toEqual([
      {
        rule: 'scoped-styles',
        file: 'tests/fixtures/templates/unscoped-css/style.css',
        line: 13,
        message: expect.stringContaining('the selector `h2` is not scoped to the template'),
        fix: expect.stringContaining('`.fx h2`'),
      },
    ]);
  });

  it('names an import from another template, found in the source, with the way out', async () => {
    const problems = await problemsOf('imports-echelon');
    expect(problems).toEqual([
      {
        rule: 'imports',
        file: 'tests/fixtures/templates/imports-echelon/index.tsx',
        line: 13,
        message: expect.stringMatching(
          /^imports `\.\.\/\.\.\/\.\.\/\.\.\/templates\/echelon\/content` from templates\/echelon\/: a template never imports another template/,
        ),
        fix: expect.stringContaining('move it to templates/shared/'),
      },
    ]);
  });

  it('names a section whose shape changed while the version stayed, with the version and migration to add', async () => {
    const problems = await problemsOf('schema-change');
    expect(problems).toEqual([
      {
        rule: 'schema-version',
        file: 'tests/fixtures/templates/schema-change/index.tsx',
        message:
          "the hero section's shape changed since version 1 was recorded, but version is still 1",
        fix: expect.stringContaining('Raise version to 2 and add a migration to the hero section'),
      },
    ]);
  });

  it('takes a new version of a changed shape only with its migration, then records the new shape', async () => {
    const { template } = await fixture('schema-change');
    const folder = mkdtempSync(path.join(tmpdir(), 'schema-version-'));
    try {
      cpSync(
        path.join(FIXTURES, 'schema-change', SCHEMA_SNAPSHOT),
        path.join(folder, SCHEMA_SNAPSHOT),
      );
      const bumped = { ...template, version: 2 };
      expect(checkSchemaVersions(bumped, folder, { record: true })).toEqual([
        expect.objectContaining({
          message: "the hero section's shape changed from version 1 to 2 without a migration",
        }),
      ]);
      const migration = {
        to: 2,
        name: 'a description',
        migrate: (old: Record<string, unknown>) => old,
      };
      const migrated: TemplateDefinition = {
        ...bumped,
        sections: {
          ...bumped.sections,
          hero: { ...bumped.sections.hero!, migrations: [migration] },
        },
      };
      expect(checkSchemaVersions(migrated, folder, { record: true })).toEqual([]);
      const recorded = JSON.parse(readFileSync(path.join(folder, SCHEMA_SNAPSHOT), 'utf8'));
      expect(recorded).toEqual(schemaSnapshot(migrated));
      expect(recorded.version).toBe(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('has the shapes of every built-in template recorded at their version', () => {
    for (const template of listTemplates()) {
      const recorded = JSON.parse(
        readFileSync(path.join('templates', template.id, SCHEMA_SNAPSHOT), 'utf8'),
      );
      expect(recorded, template.id).toEqual(schemaSnapshot(template));
    }
  });

  it('names a theme default outside its own range and a palette whose words do not read', () => {
    const echelon = listTemplates().find((template) => template.theme)!;
    const theme = echelon.theme!;
    const planted: TemplateDefinition = {
      ...echelon,
      theme: {
        ...theme,
        spacing: { ...theme.spacing, value: theme.spacing.max + theme.spacing.step },
        palettes: [
          ...theme.palettes,
          {
            id: 'fog',
            name: 'Fog',
            colors: {
              ...theme.palettes[0]!.colors,
              background: '#ffffff',
              surface: '#ffffff',
              muted: '#bbbbbb',
            },
          },
        ],
      },
    };
    const problems = checkTheme(planted, 'templates/x/styling.ts');
    expect(problems.map((problem) => problem.message)).toEqual([
      `theme.spacing starts at ${theme.spacing.max + theme.spacing.step}, outside its own range ${theme.spacing.min}–${theme.spacing.max}`,
      "the Fog palette's muted colour #bbbbbb on its background colour #ffffff has a contrast of 1.92:1, under 4.5:1",
      "the Fog palette's muted colour #bbbbbb on its surface colour #ffffff has a contrast of 1.92:1, under 4.5:1",
    ]);
    for (const template of listTemplates()) expect(checkTheme(template, template.id)).toEqual([]);
  });

  it('names a heading level the sample page skips, in the section that skips it', async () => {
    const problems = await problemsOf('heading-skip');
    expect(problems).toEqual([
      {
        rule: 'heading-order',
        file: 'tests/fixtures/templates/heading-skip/sections/Contact.tsx',
        message: 'an h4 in the contact section follows an h1: a heading level is skipped',
        fix: expect.stringContaining('Use an h2 there'),
      },
    ]);
  });

  it("names HTML written as a string into the page, with its line and the kit's way instead", async () => {
    const problems = await problemsOf('raw-html');
    expect(problems).toEqual([
      {
        rule: 'raw-html',
        file: 'tests/fixtures/templates/raw-html/sections/Hero.tsx',
        line: 10,
        message: expect.stringContaining('writes HTML as a string (`dangerouslySetInnerHTML`)'),
        fix: expect.stringContaining("kit's Text"),
      },
      {
        rule: 'editable-text',
        file: 'tests/fixtures/templates/raw-html/sections/Hero.tsx',
        message:
          "the hero section shows `subtitle` without the kit's Text, so the builder cannot edit it in place",
        fix: expect.stringContaining('<Text path="subtitle"'),
      },
    ]);
  });

  it('names a schema field the section never draws, with the way to draw it or drop it', async () => {
    const problems = await problemsOf('unrendered-field');
    expect(problems).toEqual([
      {
        rule: 'fields-drawn',
        file: 'tests/fixtures/templates/unrendered-field/sections/Hero.tsx',
        message: expect.stringContaining(
          "the hero section's schema has `tagline`, which the section never draws",
        ),
        fix: expect.stringContaining('<Text path="tagline"'),
      },
    ]);
  });

  it('names an element drawn empty on the page setup makes from a name alone', async () => {
    const problems = await problemsOf('empty-after-setup');
    expect(problems).toEqual([
      {
        rule: 'after-setup',
        file: 'tests/fixtures/templates/empty-after-setup/sections/Hero.tsx',
        message: 'after setup the hero section draws an empty <p class="fx-role">',
        fix: expect.stringContaining('only when mode is "edit" or it has content'),
      },
    ]);
  });

  it('names words written into a component, with their line and how to make them editable', async () => {
    const problems = await problemsOf('fixed-words');
    expect(problems).toEqual([
      {
        rule: 'editable-text',
        file: 'tests/fixtures/templates/fixed-words/sections/Contact.tsx',
        line: 10,
        message:
          'the contact section shows "I answer every message." written into its code: a designer cannot edit or remove it in the builder',
        fix: expect.stringContaining('`…_label`'),
      },
    ]);
  });

  it('names a font fetched from another server, with its line and where to keep it instead', async () => {
    const problems = await problemsOf('external-font');
    expect(problems).toEqual([
      {
        rule: 'external-urls',
        file: 'tests/fixtures/templates/external-font/style.css',
        line: 2,
        message: expect.stringContaining('fetches https://fonts.googleapis.com/css2?family=Inter'),
        fix: expect.stringContaining('subset woff2 in assets/'),
      },
    ]);
  });

  it('names an alias that another template already answers to, with both templates, without throwing', async () => {
    const { template, folder, registry } = await fixture('alias-clash');
    expect(registry.get('swiss').id).toBe('echelon');
    const problems = await checkTemplate(template, folder, registry);
    expect(problems.map(formatProblem)).toEqual([
      'tests/fixtures/templates/alias-clash/index.tsx: the alias "swiss" is already a name of echelon (templates/echelon/), so it opens echelon, not alias-clash. Remove "swiss" from alias-clash\'s aliases, or choose another. [error names: templates/README.md#names]',
    ]);
  });

  it('names the kit, a shared part or model/ reached by path, and points to the SDK instead', () => {
    mkdirSync('test-results', { recursive: true });
    const folder = mkdtempSync(path.resolve('test-results', 'by-path-'));
    try {
      const up = path.relative(folder, process.cwd()).split(path.sep).join('/');
      writeFileSync(
        path.join(folder, 'index.tsx'),
        [
          `import { useKit } from '${up}/templates/kit';`,
          `import { safeHref } from '${up}/model/rules';`,
          "import { BriefForm } from '@folio/template-sdk';",
          "import { Frame } from './Frame';",
        ].join('\n'),
      );
      expect(
        checkImports(folder).map((problem) => [problem.line, problem.message, problem.fix]),
      ).toEqual([
        [
          1,
          expect.stringContaining("outside the template's folder"),
          expect.stringContaining("Import it from '@folio/template-sdk'"),
        ],
        [
          2,
          expect.stringContaining("outside the template's folder"),
          expect.stringContaining("Import it from '@folio/template-sdk'"),
        ],
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says when a template is not registered', async () => {
    const { template, folder } = await fixture('missing-image');
    const problems = await checkTemplate(template, folder, templates, { render: false });
    expect(problems).toContainEqual(
      expect.objectContaining({
        message: 'missing-image is not registered',
        fix: expect.stringContaining('package.json\'s "folio.templates"'),
      }),
    );
  });
});

describe('template:check on the registered templates', { timeout: 60_000 }, () => {
  it('checks for two callers at once, as the preview asks, each finding what one alone finds', async () => {
    const template = listTemplates()[0]!;
    const folder = templateFolders().find((found) => found.id === template.id)!.folder;
    const both = await Promise.all([
      checkTemplate(template, folder, templates),
      checkTemplate(template, folder, templates),
    ]);
    expect(both.map((problems) => problems.map(formatProblem))).toEqual([[], []]);
  });

  it.each(listTemplates().map((template) => [template.id, template] as const))(
    '%s has no problems',
    async (id, template: TemplateDefinition) => {
      const problems = await checkTemplate(
        template,
        templateFolders().find((found) => found.id === id)!.folder,
        templates,
      );
      expect(problems.map(formatProblem)).toEqual([]);
    },
  );
});

describe('the CSS scope rule', () => {
  const selectorsFlagged = (css: string) =>
    checkStylesheet('templates/x/style.css', css, 'mf').map(
      (problem) => /`([^`]+)`/.exec(problem.message)?.[1],
    );

  it('accepts the root class, its own prefixed classes, fonts, animations and wrapped rules', () => {
    expect(
      selectorsFlagged(`
        @import '@fontsource-variable/inter';
        @font-face { font-family: X; src: url(x.woff2); }
        @keyframes mf-fade { from { opacity: 0 } 50% { opacity: .5 } to { opacity: 1 } }
        .mf, .mf *, .mf-nav a, .mf.mf--dark > p, .mf_x::before { color: red }
        @media (min-width: 768px) { .mf h2 { color: red } }
        @supports (display: grid) { .mf-grid { display: grid } }
        .mf { & a { color: red } }
      `),
    ).toEqual([]);
  });

  it('refuses :root, element, foreign-class and descendant-first selectors, one by one', () => {
    expect(
      selectorsFlagged(`
        :root { --x: 1 }
        body { margin: 0 }
        h2, .mf h3 { color: red }
        .lightbox { position: fixed }
        .mfx { color: red }
        html .mf { color: red }
        @media print { a { color: black } }
      `),
    ).toEqual([':root', 'body', 'h2', '.lightbox', '.mfx', 'html .mf', 'a']);
  });
});

describe('the contrast rule', () => {
  it('follows the WCAG formula', () => {
    expect(contrastRatio(parseHex('#000')!, parseHex('#fff')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHex('#777777')!, parseHex('#ffffff')!)).toBeCloseTo(4.48, 2);
    expect(parseHex('red')).toBeUndefined();
  });

  it('names the pair under 4.5:1, with its ratio', async () => {
    const { template, folder } = await fixture('unscoped-css');
    const pale = {
      ...template,
      styling: { ...template.styling, colors: { ...template.styling.colors, muted: '#999999' } },
    };
    const problems = await checkTemplate(pale, folder, new TemplateRegistry().register(pale), {
      render: false,
    });
    expect(problems.filter((problem) => problem.file.endsWith('index.tsx'))).toEqual([
      {
        rule: 'contrast',
        file: 'tests/fixtures/templates/unscoped-css/index.tsx',
        message:
          'the muted colour #999999 on the background colour #ffffff has a contrast of 2.85:1, under the 4.5:1 that body text needs (WCAG AA)',
        fix: 'Make styling.colors.muted darker or styling.colors.background lighter.',
      },
      expect.objectContaining({
        message: expect.stringContaining(
          '#999999 on the surface colour #f5f5f5 has a contrast of 2.61:1',
        ),
      }),
    ]);
  });
});

/** What the TypeScript compiler, with the project's settings, says about these files. */
function typeErrors(files: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.resolve('tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${diagnostic.file?.fileName}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
    );
}

/**
 * A throwaway copy of the repository's layout (links to model/, templates/'s modules, node_modules and
 * the configs) with a real templates/ folder to scaffold into: the checkout itself is never touched,
 * so a lint or build running beside the test never sees a half-made template.
 */
function sandbox() {
  const root = mkdtempSync(path.join(tmpdir(), 'template-kit-'));
  for (const name of ['model', 'node_modules', 'package.json', 'tsconfig.json', 'eslint.config.js'])
    symlinkSync(path.resolve(name), path.join(root, name));
  const templatesDir = path.join(root, 'templates');
  mkdirSync(templatesDir);
  for (const entry of readdirSync('templates'))
    symlinkSync(path.resolve('templates', entry), path.join(templatesDir, entry));
  return { root, templatesDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

describe('template:new', () => {
  it('refuses a bad id, a taken id or alias, and an existing folder, saying why', () => {
    const existing = listTemplates();
    const templatesDir = path.resolve('templates');
    expect(refuseId(undefined, templatesDir, existing)).toMatch(/Give the new template an id/);
    expect(refuseId('My_Folio', templatesDir, existing)).toMatch(/not a valid template id/);
    expect(refuseId('echelon', templatesDir, existing)).toMatch(/already exists/);
    expect(refuseId('swiss', templatesDir, existing)).toBe(
      '"swiss" is already an alias of echelon (templates/echelon/index.tsx): choose another id.',
    );
    expect(refuseId('shared', templatesDir, existing)).toMatch(/reserved/);
    expect(refuseId('my-folio', templatesDir, existing)).toBeUndefined();
  });

  it('finds a template as a folder with an index or as a package named in package.json, and nothing else', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'folio-discover-'));
    const write = (file: string, text = '') => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('templates/paper/index.tsx');
    write('templates/ink/index.ts');
    write('templates/shared/fields.ts');
    write('templates/sdk/index.ts');
    write('templates/sdk/package.json', '{}');
    write('templates/drafts/notes.md');
    // An installed package, found by its name alone; its id is the name's last part.
    write('node_modules/@north/atelier/index.js');
    write('package.json', JSON.stringify({ folio: { templates: ['@north/atelier'] } }));
    expect(discoverTemplates(root)).toEqual(['./ink', './paper', '@north/atelier']);
    expect(templateFolders(root)).toEqual([
      { id: 'ink', folder: path.join(root, 'templates/ink') },
      { id: 'paper', folder: path.join(root, 'templates/paper') },
      { id: 'atelier', folder: realpathSync(path.join(root, 'node_modules/@north/atelier')) },
    ]);
    expect(discoveredModule(discoverTemplates(root))).toContain(
      "import template2 from '@north/atelier';",
    );
  });

  it('registers exactly what it finds: every folder and package is a template of the registry, under its id', () => {
    expect(
      templateFolders()
        .map((found) => found.id)
        .sort(),
    ).toEqual(
      listTemplates()
        .map((template) => template.id)
        .sort(),
    );
    // Atelier comes as a workspace package, the others as folders.
    expect(discoverTemplates()).toContain('@folio-templates/studio');
    expect(readFileSync('templates/discovered.ts', 'utf8')).toBe(
      discoveredModule(discoverTemplates()),
    );
  });

  it('derives a short root class that no other template owns', () => {
    expect(rootClassFor('my-folio', ['ech', 'lum'])).toBe('mf');
    expect(rootClassFor('paper', ['ech', 'lum'])).toBe('pap');
    expect(rootClassFor('echo', ['ech', 'lum'])).toBe('echo');
    expect(rootClassFor('mf', ['mf'])).toBe('mfx');
  });

  it('scaffolds a template that passes every check, compiles, lints and is commented in every file', async () => {
    const id = 'my-folio';
    const { root, templatesDir, remove } = sandbox();
    try {
      expect(refuseId(id, templatesDir, listTemplates())).toBeUndefined();
      const made = await scaffoldTemplate(
        id,
        templatesDir,
        listTemplates().map((template) => template.rootClass),
      );
      expect(made.exportName).toBe('myFolio');
      const relative = made.files.map((file) => path.relative(made.folder, file)).sort();
      expect(relative).toEqual(
        expect.arrayContaining([
          'index.tsx',
          'content.ts',
          'Frame.tsx',
          'styling.ts',
          'style.css',
          'sections/Hero.tsx',
          'sections/About.tsx',
          'sections/Work.tsx',
          'sections/Contact.tsx',
          'assets/preview.svg',
        ]),
      );
      for (const file of filesUnder(made.folder)) {
        const first = readFileSync(file, 'utf8').split('\n')[0]!;
        expect(first, file).toMatch(/^(\/\/ |\/\* |<!-- )\S/);
      }

      const loaded = await loadTemplateFolder(made.folder);
      if (!('template' in loaded)) throw new Error(formatProblem(loaded.problem));
      expect(loaded.template.rootClass).toBe(made.rootClass);
      const registry = new TemplateRegistry();
      for (const template of listTemplates()) registry.register(template);
      registry.register(loaded.template);
      const problems = await checkTemplate(loaded.template, made.folder, registry);
      expect(problems.map(formatProblem)).toEqual([]);

      const code = made.files.filter((file) => /\.tsx?$/.test(file));
      expect(typeErrors(code)).toEqual([]);
      const linted = await new ESLint({ cwd: root }).lintFiles([made.folder]);
      expect(linted).toHaveLength(code.length);
      expect(linted.flatMap((result) => result.messages.map((m) => m.message))).toEqual([]);
    } finally {
      remove();
    }
  }, 180_000);
});

describe('template:check on a list the section does not declare', () => {
  it('names the section, the list and the limit to add', () => {
    for (const template of listTemplates()) {
      const [type, section] = Object.entries(template.sections).find(
        ([, definition]) => Object.keys(definition.lists ?? {}).length > 0,
      )!;
      const [path] = Object.keys(section.lists!);
      const undeclared: TemplateDefinition = {
        ...template,
        sections: { ...template.sections, [type]: { ...section, lists: {} } },
      };
      const found = checkListsDeclared(undeclared, `templates/${template.id}`).map(formatProblem);
      expect(found, template.id).toContain(
        `templates/${template.id}/index.tsx: the ${type} section draws a list at \`${path}\` that its \`lists\` does not declare. Add \`lists: { '${path}': { maxItems: N } }\` with the schema's limit: without it the builder lets a designer add items the server then refuses.`,
      );
      expect(checkListsDeclared(template, `templates/${template.id}`), template.id).toEqual([]);
    }
  });
});

describe('template:check on a list of objects not built with listOf', () => {
  it('says the list drops hiddenOn, and how to keep it', () => {
    for (const template of listTemplates()) {
      const [type, section, path] = Object.entries(template.sections).flatMap(
        ([type, definition]) =>
          Object.keys(definition.lists ?? {})
            .filter((path) => {
              const items = (definition.defaults as Record<string, unknown>)[path];
              return Array.isArray(items) && items[0] instanceof Object;
            })
            .map((path) => [type, definition, path] as const),
      )[0]!;
      // A bare array that reads the items but forgets `hiddenOn`, as a hand-made item shape would.
      const bare = (section.schema as z.ZodObject).extend({
        [path]: z
          .array(z.record(z.string(), z.unknown()))
          .transform((items) => items.map(({ hiddenOn: _dropped, ...kept }) => kept)),
      });
      const dropping: TemplateDefinition = {
        ...template,
        sections: { ...template.sections, [type]: { ...section, schema: bare } },
      };
      const found = checkDeclarations(dropping, `templates/${template.id}`).map(formatProblem);
      expect(found, template.id).toContain(
        `templates/${template.id}/content.ts: the ${type} section's list \`${path}\` drops \`hiddenOn\` from its items. Build the list with \`listOf\` from templates/shared/sections.ts: it lets a designer hide an item on phones or on desktop.`,
      );
      expect(checkDeclarations(template, `templates/${template.id}`), template.id).toEqual([]);
    }
  });
});

describe('template:check on a section whose layouts are wrong', () => {
  it('names an unknown sketch and an id used twice, and passes every registered template', () => {
    for (const template of listTemplates()) {
      const [type, section] = Object.entries(template.sections).find(
        ([, definition]) => (definition.variants?.length ?? 0) >= 2,
      )!;
      const [first, second] = section.variants!;
      const wrong: TemplateDefinition = {
        ...template,
        sections: {
          ...template.sections,
          [type]: {
            ...section,
            variants: [
              first!,
              { ...second!, id: first!.id },
              { ...second!, id: 'doodle', sketch: 'doodle' as SketchId },
            ],
          },
        },
      };
      const found = checkDefinition(wrong, `templates/${template.id}`).map(formatProblem);
      expect(found, template.id).toEqual([
        `templates/${template.id}/index.tsx: the ${type} section's variant 2 ("${first!.id}") repeats an id of an earlier variant. Give each variant of a section its own id: the page stores the id.`,
        expect.stringMatching(
          new RegExp(
            `^templates/${template.id}/index.tsx: the ${type} section's variant 3 \\("doodle"\\) names the sketch "doodle", which does not exist\\. Pick one of grid, `,
          ),
        ),
      ]);
      expect(checkDefinition(template, `templates/${template.id}`), template.id).toEqual([]);
    }
  });
});

describe("the check's findings for editors and CI", () => {
  it('give each rule a level and a heading in the guide that explains it', () => {
    const guide = readFileSync('templates/README.md', 'utf8');
    for (const rule of Object.keys(RULES)) expect(guide, rule).toContain(`\n### ${rule}\n`);
  });

  it('print as JSON with --json: rule, level, file, message, fix and guide, exit code 1', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        './server/register-asset-hooks.ts',
        'scripts/template-kit/check.ts',
        '--json',
        'tests/fixtures/templates/missing-image',
      ],
      { encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(1);
    const { templates: found } = JSON.parse(run.stdout) as {
      templates: { template: string; problems: Record<string, unknown>[] }[];
    };
    expect(found).toEqual([
      {
        template: 'tests/fixtures/templates/missing-image',
        problems: expect.arrayContaining([
          {
            rule: 'assets',
            level: 'error',
            file: 'tests/fixtures/templates/missing-image/index.tsx',
            message: expect.stringContaining('portrait.svg does not exist'),
            fix: expect.stringContaining('Add the file'),
            guide: 'templates/README.md#assets',
          },
        ]),
      },
    ]);
  }, 60_000);
});
