import argon2 from 'argon2';
import { availableParallelism } from 'node:os';
import { AUTH_MESSAGES } from '../../model/user';
import { HttpError } from '../errors';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 30 ms here).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most `limit` hashes at once, at most `maxWaiting` in line; beyond that a request is turned away
 * at once with 429, so a flood of logins can't queue minutes of work or take every core from readers.
 */
export class HashGate {
  private running = 0;
  private waiting: Array<() => void> = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {}

  /** Turns a request away before any other work when its hash would not find a place in line. */
  admit() {
    if (this.running >= this.limit && this.waiting.length >= this.maxWaiting)
      throw new HttpError(429, AUTH_MESSAGES.tooManyRequests, { 'Retry-After': '2' });
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.admit();
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` only drops when nobody waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

// One core stays free for everything else (page reads, health, the database on PGlite), and one of
// libuv's 4 worker threads for files and compression.
export const hashGate = new HashGate(Math.max(1, Math.min(availableParallelism() - 1, 3)), 64);

export function hashPassword(password: string): Promise<string> {
  return hashGate.run(() => argon2.hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (no such user) it still verifies against a
 * dummy one, so a wrong email and a wrong password take the same time.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= argon2.hash('not-a-real-password', OPTIONS);
  const against = hash ?? (await dummyHash);
  const ok = await hashGate.run(() => argon2.verify(against, password).catch(() => false));
  return hash !== undefined && ok;
}
