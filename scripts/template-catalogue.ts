// Prints the template gallery's list as JSON: the browser build runs it (templateCatalogue in
// scripts/template-assets.ts) under the asset hooks, since the registry imports styles and pictures.
import { templateCatalogue } from '../templates/catalogue';

process.stdout.write(JSON.stringify(templateCatalogue()));
