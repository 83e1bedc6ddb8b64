import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The one-way imports of DESIGN.md: src -> editor/renderer -> templates -> model; server -> renderer, templates, model.
const forbidden = (target, from, why) => ({ target, from, message: why });
export const boundaryZones = [
  forbidden(
    './model',
    ['./templates', './editor', './renderer', './src', './server'],
    'model/ imports nothing of ours.',
  ),
  forbidden(
    './templates',
    ['./editor', './renderer', './src', './server'],
    'templates/ imports only model/.',
  ),
  forbidden(
    './editor',
    ['./renderer', './src', './server'],
    'editor/ imports only templates/ and model/.',
  ),
  forbidden(
    './renderer',
    ['./editor', './src', './server'],
    'renderer/ imports only templates/ and model/: a public page ships no editor code.',
  ),
  forbidden('./src', ['./server'], 'The browser app never imports server code.'),
  forbidden(
    './server',
    ['./src', './editor'],
    'server/ imports only renderer/, templates/ and model/.',
  ),
  forbidden(
    ['./server/!(routes)/**', './server/!(app).ts', './scripts/**'],
    ['./server/routes'],
    "Only server/app.ts mounts the route files: what a visitor's page draws is in server/pages/.",
  ),
  forbidden(
    './scripts',
    ['./tests'],
    'scripts/ never imports tests/: helpers both use live in scripts/support/.',
  ),
];

// Each template folder is a package of its own: templates/<id>/ imports its own files, packages and
// @folio/template-sdk (templates/sdk/), never another template, templates/shared/ or model/ directly
// (shared/, sdk/ and setup/ are the registry's own folders, not templates),
// so it can move to an npm package unchanged. The folders are read at lint time: a new one is covered.
const templateIds = readdirSync(new URL('./templates/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['shared', 'sdk', 'setup'].includes(entry.name))
  .map((entry) => entry.name);
const throughSdk = (id) =>
  `templates/${id}/ imports only its own files, packages and @folio/template-sdk, so it can move to a package of its own: import it from '@folio/template-sdk' (templates/sdk/index.ts), or copy what another template has into this folder.`;
export const templateZones = templateIds.flatMap((id) => [
  {
    target: `./templates/${id}`,
    from: './templates',
    except: [`./${id}`, './sdk'],
    message: throughSdk(id),
  },
  { target: `./templates/${id}`, from: './model', message: throughSdk(id) },
]);

const noCraft = {
  name: '@craftjs/core',
  message: 'Only editor/ may use Craft.js: templates and public pages render without it.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-template-check/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'tests/lint/fixtures/',
      // A template folder that only compiles once copied into templates/ (template-package.spec.ts).
      'tests/fixtures/packages/',
      'dist-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...templateZones] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // One way to do each job: these helpers live once, in the layer that owns them.
      'no-restricted-syntax': [
        'error',
        ...['escapeHtml'].flatMap((name) =>
          [`VariableDeclarator[id.name='${name}']`, `FunctionDeclaration[id.name='${name}']`].map(
            (selector) => ({
              selector,
              message: `${name} is in model/html.ts: import it from there.`,
            }),
          ),
        ),
      ],
    },
  },
  {
    files: ['model/html.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['model/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
              message: 'model/ has no React.',
            },
            {
              group: ['node:*', 'fastify', 'pg', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'model/ has no Node or server APIs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['templates/**', 'renderer/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noCraft], patterns: [{ group: ['@craftjs/*'], message: noCraft.message }] },
      ],
    },
  },
);
