// Real server processes on loopback, for the tests and scripts that kill, restart or multiply them.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_BUNDLE } from '../bundle-server';

export type ServerProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => { stdout: string; stderr: string };
};

/**
 * The server as `npm start` runs it (the bundle `npm run build` or the API tests' setup made), in one
 * Node process, with only the given environment plus PATH and HOME.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  if (!existsSync(SERVER_BUNDLE))
    throw new Error(`No server bundle at ${SERVER_BUNDLE}: run npm run build first.`);
  const child = spawn(process.execPath, ['server/start.mjs'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'info',
      STATIC_DIR: './no-build',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

export async function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits for /api/health to answer ok, as long as a busy machine needs (3 minutes at most); throws
 * at once if the process exits first, with its exit code and the end of what it wrote.
 */
export async function waitForHealth(
  port: number,
  exited: Promise<number | null>,
  output?: () => { stdout: string; stderr: string },
  timeoutMs = 180_000,
) {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (exitCode === undefined && Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return (await response.json()) as { status: string; database: string };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { stdout = '', stderr = '' } = output?.() ?? {};
  const said = `${stderr}${stdout}`.trim().split('\n').slice(-10).join('\n');
  const why =
    exitCode === undefined
      ? `did not answer /api/health on port ${port} within ${timeoutMs / 1000} s`
      : `exited with code ${exitCode} before answering /api/health`;
  throw new Error(
    `The server did not start: it ${why}.${said ? `\nIts last output:\n${said}` : ''}`,
  );
}

/** A small JSON client for one server: `call('PUT', '/api/portfolios/1', body, token)`. */
export function apiClient(origin: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, as JSON
  return async function call<T = { success: boolean; message?: string; data?: any }>(
    method: string,
    url: string,
    body?: unknown,
    token?: string,
  ) {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}

/**
 * The production build served as `npm start` serves it, on loopback, a fresh data directory and a
 * generous sign-up limit (benchmarks sign up many designers), for the benchmark and the load test.
 */
export async function startProductionServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'folio-run-')),
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const started = performance.now();
  const { database } = await waitForHealth(port, server.exited, server.output);
  return {
    origin: `http://127.0.0.1:${port}`,
    database,
    /** From the spawn to the first healthy answer, on a fresh data directory. */
    startMs: performance.now() - started,
    pid: server.child.pid!,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}
