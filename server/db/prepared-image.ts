import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A new embedded database spends seconds in PostgreSQL's initdb; loading a prepared copy of an
// empty, migrated one takes a fraction of that. The copy is a cache: rebuilt whenever it is missing.

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const imagesFolder = path.join(projectRoot, 'node_modules', '.cache', 'folio-pglite');

/** One image per PGlite version and set of migrations: a new migration or upgrade makes a new one. */
function imageFile() {
  const pglitePackage = path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json');
  const pgliteVersion = (JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string })
    .version;
  const hash = createHash('sha256').update(pgliteVersion);
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (/\.(sql|json)$/.test(name))
      hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return path.join(imagesFolder, `empty-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/** Makes the prepared image if there is none yet; answers where it is (undefined if it can't be kept). */
export async function prepareImage(): Promise<string | undefined> {
  const file = imageFile();
  if (existsSync(file)) return file;
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const image = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    mkdirSync(imagesFolder, { recursive: true });
    // Written aside and renamed: processes starting together never read half an image.
    const partial = `${file}.${randomUUID()}.partial`;
    writeFileSync(partial, image);
    renameSync(partial, file);
    return file;
  } catch {
    return undefined; // a read-only install: every new database runs initdb instead
  } finally {
    await client.close();
  }
}

/**
 * PostgreSQL's 128 MB of shared buffers are resident from the start in PGlite's memory; one embedded
 * database serving one process needs far fewer (at rest: about 75 MB less with 32 MB, 16 MB less
 * again with 16 MB; saves as fast).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The embedded database (in memory, or in a data directory), a new one made from the image. */
export async function createPglite(dataDir?: string): Promise<PGlite> {
  const fresh = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const file = fresh ? await prepareImage() : undefined;
  // PGlite makes its own folder but not the ones above it (a DATA_DIR not made yet).
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const startParams = PGLITE_START_PARAMS;
  if (!file)
    return dataDir ? PGlite.create(dataDir, { startParams }) : PGlite.create({ startParams });
  const loadDataDir = new Blob([readFileSync(file)]);
  return dataDir
    ? PGlite.create(dataDir, { loadDataDir, startParams })
    : PGlite.create({ loadDataDir, startParams });
}
