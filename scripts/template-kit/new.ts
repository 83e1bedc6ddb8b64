// `npm run template:new <id>`: scaffolds a working template in templates/<id>/; the registry finds it.
import path from 'node:path';
import { REPO_ROOT } from './problems';
import { writeDiscovered } from '../discover-templates';
import { refuseId, scaffoldTemplate } from './scaffold';

writeDiscovered();
const { listTemplates } = await import('../../templates/index');
const [id, ...extra] = process.argv.slice(2).filter((arg) => arg !== '--');
const templatesDir = path.join(REPO_ROOT, 'templates');
const refusal =
  extra.length > 0
    ? 'Give one id: npm run template:new my-folio'
    : refuseId(id, templatesDir, listTemplates());

if (refusal || !id) {
  console.error(`✗ ${refusal}`);
  process.exitCode = 1;
} else {
  const made = await scaffoldTemplate(
    id,
    templatesDir,
    listTemplates().map((template) => template.rootClass),
  );
  const shown = (file: string) => path.relative(REPO_ROOT, file).split(path.sep).join('/');
  console.log(
    `✓ Created ${shown(made.folder)}/ (${made.files.length} files), root class .${made.rootClass}:`,
  );
  for (const file of made.files) console.log(`    ${shown(file)}`);
  writeDiscovered();
  console.log(`
Next steps:
  1. Nothing to register: the registry finds every folder in templates/ (templates/discovered.ts).
  2. Check it:            npm run template:check -- ${id}   (under a minute, Chromium included)
  3. Look at it:          npm run dev, then open /template-preview/${id} at 375, 768 and 1280 px
  4. Make it yours:       content.ts (defaults), sections/*.tsx (markup), style.css (every selector starts with .${made.rootClass}),
                          styling.ts (colours and fonts), assets/ (pictures, served at /templates/${id}/)
  5. Replace assets/preview.svg with a 1280×800 screenshot of the preview page for the template gallery.
See templates/README.md for the whole contract.`);
}
