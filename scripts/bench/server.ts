// The production server that the groups needing one share: in its own process, as `npm start` runs
// it, on a fresh database, with the API client and a sign-up at hand.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { apiClient, startProductionServer } from '../support/server-process';
import { STATIC_COPY } from './page';

/** The production server in its own process, as `npm start` runs it, on a fresh database. */
export async function startServer(env: Record<string, string> = {}) {
  if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'ignore' });
  // The static server serves the files present when it starts: the page's copy is filled in later.
  for (const suffix of ['', '.gz', '.br']) writeFileSync(`dist/${STATIC_COPY}${suffix}`, '');
  const server = await startProductionServer(env);
  const { origin } = server;
  const call = apiClient(origin);
  return {
    origin,
    call,
    /** A new designer's token and public user. */
    async signUp(name: string) {
      const answer = await call('POST', '/api/auth/signup', {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}@example.com`,
        password: 'bench-password',
      });
      return answer.body.data as { token: string; user: Record<string, unknown> };
    },
    stop: server.stop,
  };
}
