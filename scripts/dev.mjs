// `npm run dev`: the API with reload on change, and Vite with hot reload proxying /api to it.
import { spawn, spawnSync } from 'node:child_process';

// A template folder added since `npm ci` is registered before either server reads the registry.
spawnSync(process.execPath, ['--import', 'tsx', 'scripts/discover-templates.ts'], {
  stdio: 'inherit',
});

const apiPort = process.env.API_PORT || '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      STATIC_DIR: './dist-none',
      NODE_ENV: process.env.NODE_ENV || 'development',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
