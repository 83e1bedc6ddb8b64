// `npm start` on a fresh clone: build the browser app once when there is no build yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const staticDir = path.resolve(process.env.STATIC_DIR || 'dist');
if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.log(`No build in ${staticDir}: building the app first (npm run build)...`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
