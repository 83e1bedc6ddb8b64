import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  apiClient,
  freePort,
  startServer as start,
  waitForHealth,
  type ServerProcess,
} from '../../scripts/support/server-process';
import { createPostgresDatabase, postgresUnavailable } from './helpers';
import { multipart, noisyPng } from './upload-helpers';

const running: ServerProcess[] = [];
const startServer = (env: Record<string, string>) => {
  const server = start(env);
  running.push(server);
  return server;
};

afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
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
      'TRUST_PROXY',
      'yes please',
      'Invalid configuration: TRUST_PROXY must be true, false or a comma-separated list of proxy addresses (CIDR allowed) (got "yes please")',
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

  it('makes a data directory that does not exist yet, its parents too, when the secret is given', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'folio-new-')), 'var', 'folio');
    const port = await freePort();
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
    });
    expect(await waitForHealth(port, server.exited, server.output)).toEqual({
      status: 'ok',
      database: 'pglite',
    });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('loads its image library (libvips, 6 MB) with the first upload, not at start', async () => {
    const port = await freePort();
    const server = startServer({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'folio-rest-')),
      PORT: String(port),
    });
    await waitForHealth(port, server.exited, server.output);
    const loaded = () => readFileSync(`/proc/${server.child.pid}/maps`, 'utf8').includes('libvips');
    expect(loaded()).toBe(false);

    const origin = `http://127.0.0.1:${port}`;
    const signup = await apiClient(origin)('POST', '/api/auth/signup', {
      name: 'Designer',
      email: `${randomUUID()}@example.com`,
      password: 'secret123',
    });
    const image = multipart(await noisyPng(1));
    const uploaded = await fetch(`${origin}/api/upload/single`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signup.body.data.token}`, ...image.headers },
      body: image.payload,
    });
    expect(uploaded.status).toBe(201);
    expect(loaded()).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
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
