// Part of the build: a prepared empty database, so a first `npm start` skips PostgreSQL's initdb.
import { prepareImage } from '../server/db/prepared-image';

const file = await prepareImage();
console.log(
  file ? `Prepared database image: ${file}` : 'No database image kept (read-only install)',
);
