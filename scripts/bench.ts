// `npm run bench`: the product's performance figures, printed as one table and kept as JSON so runs
// can be compared. Targets are stated beside each figure; nothing here fails a build.
import '../server/register-asset-hooks';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../server/chromium';
import { createPostgresDatabase } from './support/postgres';
import { benchAnalytics } from './bench/analytics';
import { benchBuilder } from './bench/builder';
import { benchEditor } from './bench/editor';
import { benchEditorScale } from './bench/editor-scale';
import { benchFairness } from './bench/fairness';
import { benchHistory } from './bench/history';
import { benchMarketing } from './bench/lighthouse';
import { benchPublishedPage, STATIC_COPY } from './bench/page';
import { benchPdf } from './bench/pdf';
import { benchPortfolioList } from './bench/portfolio-list';
import { benchSaves } from './bench/saves';
import { startServer } from './bench/server';
import type { RecordFigure, Row } from './bench/shared';
import { benchStart } from './bench/start';
import { benchStatic } from './bench/static';
import { benchThemes } from './bench/themes';
import { benchTransfer } from './bench/transfer';
import { benchUploads } from './bench/uploads';

const rows: Row[] = [];
const results: Record<string, number> = {};
const record: RecordFigure = (key, value, row) => {
  results[key] = value;
  if (row) rows.push(row);
};

// `npm run bench -- editor saves` runs only those groups; no names runs them all.
const groups = [
  'start',
  'uploads',
  'transfer',
  'history',
  'page',
  'pdf',
  'marketing',
  'themes',
  'editor',
  'builder',
  'saves',
  'fairness',
  'analytics',
  'list',
  'static',
] as const;
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !groups.includes(name as never));
if (unknown.length)
  throw new Error(`Unknown groups ${unknown.join(', ')}: use ${groups.join(', ')}`);
const runs = (group: (typeof groups)[number]) => chosen.length === 0 || chosen.includes(group);

if (runs('start')) await benchStart(record);
if (runs('uploads')) await benchUploads(record);
if (runs('transfer')) await benchTransfer(record);
if (runs('history')) await benchHistory(record);
if (runs('analytics')) await benchAnalytics(record);
if (runs('static')) await benchStatic(record);
// The production server is started only for the groups that use it.
const serverGroups = [
  'page',
  'pdf',
  'marketing',
  'themes',
  'editor',
  'builder',
  'saves',
  'fairness',
  'list',
] as const;
if (serverGroups.some(runs)) {
  const server = await startServer();
  try {
    if (runs('page')) await benchPublishedPage(server, record);
    if (runs('pdf')) await benchPdf(server, record);
    if (runs('marketing'))
      await benchMarketing(server.origin, record, { path: chromiumPath, args: chromiumArgs });
    if (runs('themes'))
      await benchThemes(server, record, chromium, { path: chromiumPath, args: chromiumArgs });
    if (runs('editor')) {
      await benchEditor(server, record);
      await benchEditorScale(server, record, chromium, { path: chromiumPath, args: chromiumArgs });
    }
    if (runs('builder'))
      await benchBuilder(server, record, chromium, { path: chromiumPath, args: chromiumArgs });
    if (runs('saves')) await benchSaves(server, record, 'PGlite');
    if (runs('fairness')) await benchFairness(server, record);
    if (runs('list')) await benchPortfolioList(server, record);
  } finally {
    await server.stop();
    for (const suffix of ['', '.gz', '.br'])
      rmSync(`dist/${STATIC_COPY}${suffix}`, { force: true });
  }
}
const database = runs('saves')
  ? await createPostgresDatabase().catch((error: Error) => {
      console.warn(`No PostgreSQL for the save figures: ${error.message}`);
    })
  : undefined;
if (database) {
  const onPostgres = await startServer({ DATABASE_URL: database.url });
  try {
    await benchSaves(onPostgres, record, 'PostgreSQL');
  } finally {
    await onPostgres.stop();
    await database.drop();
  }
}

const widths = [0, 1, 2].map((column) =>
  Math.max(
    ...rows.map((row) => [row.figure, row.value, row.compared][column]!.length),
    ['Figure', 'Value', 'Compared with'][column]!.length,
  ),
);
const line = (cells: string[]) =>
  cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ');
console.log(line(['Figure', 'Value', 'Compared with']));
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
for (const row of rows) console.log(line([row.figure, row.value, row.compared]));

mkdirSync('bench-results', { recursive: true });
const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2),
);
console.log(`\nWritten to ${file}`);
