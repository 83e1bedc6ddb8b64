// `npm start` on a fresh clone: build the browser app once when there is no (complete) build yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const staticDir = path.resolve(process.env.STATIC_DIR || 'dist');
// The build's last step writes the bundle report: without it, a step after vite's failed.
if (!existsSync(path.join(staticDir, '.vite', 'bundle-report.json'))) {
  console.log(`No build in ${staticDir}: building the app first (npm run build)...`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
