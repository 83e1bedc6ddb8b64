import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // Stops accepting connections, waits for requests in flight, then closes the database (onClose).
  const timer = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s: exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close();
  app.log.info('closed');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// A test runner that starts the server names itself, so a run killed outright leaves no server behind.
const watchedPid = Number(process.env.EXIT_WITH_PID);
if (Number.isInteger(watchedPid) && watchedPid > 0) {
  setInterval(() => {
    try {
      process.kill(watchedPid, 0);
    } catch {
      void shutdown('parent gone');
    }
  }, 1000).unref();
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`database: ${app.databaseKind}; open http://localhost:${config.port}`);
