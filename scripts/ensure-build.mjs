// `npm start` on a fresh clone: build the browser app once when there is no (complete) build yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const staticDir = path.resolve(process.env.STATIC_DIR || 'dist');
// The build's last step writes the bundle report: without it, a step after vite's failed.
const built =
  existsSync(path.join(staticDir, '.vite', 'bundle-report.json')) &&
  existsSync('dist-server/main.mjs');
if (!built) {
  console.log(
    `No complete build in ${staticDir} and dist-server/: building it first (npm run build)...`,
  );
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
