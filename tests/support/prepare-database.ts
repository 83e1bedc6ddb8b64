import { prepareImage } from '../../server/db/prepared-image';

/** Vitest's global setup: the prepared empty database every test file's PGlite starts from. */
export default async function setup() {
  await prepareImage();
}
