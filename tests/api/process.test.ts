import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase, postgresUnavailable } from './helpers';

const tsx = path.resolve('node_modules/.bin/tsx');
const running: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(tsx, ['server/index.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'info',
      STATIC_DIR: './no-build',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(port: number, exited: Promise<unknown>) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (let attempt = 0; attempt < 200 && !stopped; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return (await response.json()) as { status: string; database: string };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server never answered /api/health');
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

describe('starting the server', () => {
  it.each([
    [
      'PORT',
      'abc',
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc")',
    ],
    [
      'PORT',
      '70000',
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "70000")',
    ],
    [
      'DATABASE_URL',
      'mysql://db/app',
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// connection URL (got "mysql://db/app")',
    ],
    [
      'JWT_SECRET',
      'short',
      'Invalid configuration: JWT_SECRET must be at least 32 characters long (got "short")',
    ],
    [
      'FORM_ENDPOINT',
      'ftp://forms',
      'Invalid configuration: FORM_ENDPOINT must be an http(s):// URL (got "ftp://forms")',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
  ])('stops on a bad %s with one line naming it', async (name, value, message) => {
    const server = startServer({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'folio-cfg-')),
      [name]: value,
    });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(message);
  });

  it('runs on a fresh data directory, keeps its JWT secret, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-run-'));
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect(await waitForHealth(port, first.exited)).toEqual({ status: 'ok', database: 'pglite' });

    const secretFile = path.join(dataDir, 'jwt-secret');
    const secret = readFileSync(secretFile, 'utf8');
    expect(secret.trim().length).toBeGreaterThanOrEqual(32);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output().stdout).toContain('"msg":"closed"');

    // The same directory opens again: the database was closed cleanly and the secret is reused.
    const second = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect(await waitForHealth(port, second.exited)).toEqual({ status: 'ok', database: 'pglite' });
    expect(readFileSync(secretFile, 'utf8')).toBe(secret);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 60_000);

  it.skipIf(postgresUnavailable)(
    'uses PostgreSQL when DATABASE_URL is set',
    async () => {
      const database = await createPostgresDatabase();
      try {
        const port = await freePort();
        const server = startServer({
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'folio-pg-')),
          PORT: String(port),
          DATABASE_URL: database.url,
        });
        expect(await waitForHealth(port, server.exited)).toEqual({
          status: 'ok',
          database: 'postgres',
        });
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        await database.drop();
      }
    },
    60_000,
  );
});
