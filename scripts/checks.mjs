// Runs the static checks side by side: each of lint, types and format runs on one core, so together
// they take about as long as the slowest. Each one's output is printed whole, in the order named.
// Usage: node scripts/checks.mjs "lint" "typecheck" "template:check -- --static"
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);

function run(script) {
  const started = Date.now();
  const child = spawn(`npm run --silent ${script}`, { shell: true, env: process.env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({ script, code, output, seconds: (Date.now() - started) / 1000 }),
    ),
  );
}

const results = await Promise.all(scripts.map(run));
for (const { script, code, output, seconds } of results) {
  const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
  console.log(`\n> ${script}: ${verdict} in ${seconds.toFixed(1)} s`);
  if (code !== 0 || output.trim())
    process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
