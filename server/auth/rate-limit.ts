import type { Redis } from 'ioredis';
import { isIPv6 } from 'node:net';
import { AUTH_MESSAGES } from '../../model/user';
import { HttpError } from '../errors';

/** Counters that expire after a window: in memory for one process, in Redis for several. */
export interface CounterStore {
  /** The current count for a key (0 when absent or expired). */
  count(key: string): Promise<number>;
  /** Adds one; the window starts at the first increment. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Gives one back within the current window (never below zero, never starting a window). */
  release(key: string): Promise<void>;
  /** Milliseconds until the key's window ends (0 when it has none). */
  resetIn(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /**
   * A value every process agrees on until `ttlMs` has passed: the first caller's `value` is kept,
   * later callers get that one (the analytics' daily salt).
   */
  claim(key: string, value: string, ttlMs: number): Promise<string>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private counters = new Map<string, { count: number; resetAt: number }>();
  private values = new Map<string, { value: string; resetAt: number }>();
  private sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async count(key: string) {
    const counter = this.counters.get(key);
    return counter && counter.resetAt > Date.now() ? counter.count : 0;
  }

  async increment(key: string, windowMs: number) {
    const now = Date.now();
    const counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      this.counters.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    counter.count += 1;
    return counter.count;
  }

  async release(key: string) {
    const counter = this.counters.get(key);
    if (counter && counter.count > 0) counter.count -= 1;
  }

  async resetIn(key: string) {
    const counter = this.counters.get(key);
    return counter ? Math.max(0, counter.resetAt - Date.now()) : 0;
  }

  async reset(key: string) {
    this.counters.delete(key);
  }

  async claim(key: string, value: string, ttlMs: number) {
    const now = Date.now();
    const held = this.values.get(key);
    if (held && held.resetAt > now) return held.value;
    this.values.set(key, { value, resetAt: now + ttlMs });
    return value;
  }

  async close() {
    clearInterval(this.sweeper);
  }

  private sweep() {
    const now = Date.now();
    for (const [key, counter] of this.counters)
      if (counter.resetAt <= now) this.counters.delete(key);
    for (const [key, held] of this.values) if (held.resetAt <= now) this.values.delete(key);
  }
}

export class RedisCounterStore implements CounterStore {
  // Imported here, not at the top: a single process counting in memory never loads the client.
  private client: Promise<Redis>;

  constructor(url: string, prefix = 'folio:rl:') {
    this.client = import('ioredis').then(
      ({ Redis }) => new Redis(url, { maxRetriesPerRequest: 2, keyPrefix: prefix }),
    );
  }

  async count(key: string) {
    const redis = await this.client;
    return Number((await redis.get(key)) ?? 0);
  }

  async increment(key: string, windowMs: number) {
    const redis = await this.client;
    const [, [, count]] = (await redis
      .multi()
      .set(key, 0, 'PX', windowMs, 'NX')
      .incr(key)
      .exec()) as [[null, unknown], [null, number]];
    return count;
  }

  async release(key: string) {
    const redis = await this.client;
    // One step, so another process's increment in between is never lost.
    await redis.eval(
      "local n = tonumber(redis.call('get', KEYS[1]) or '0') if n > 0 then redis.call('decr', KEYS[1]) end",
      1,
      key,
    );
  }

  async resetIn(key: string) {
    const redis = await this.client;
    return Math.max(0, await redis.pttl(key));
  }

  async reset(key: string) {
    const redis = await this.client;
    await redis.del(key);
  }

  async claim(key: string, value: string, ttlMs: number) {
    const redis = await this.client;
    const [, [, held]] = (await redis
      .multi()
      .set(key, value, 'PX', ttlMs, 'NX')
      .get(key)
      .exec()) as [[null, unknown], [null, string | null]];
    return held ?? value;
  }

  async close() {
    const redis = await this.client;
    await redis.quit();
  }
}

export function createCounterStore(redisUrl: string | undefined): CounterStore {
  return redisUrl ? new RedisCounterStore(redisUrl) : new MemoryCounterStore();
}

/**
 * Takes one attempt from each key's window before the work starts, so parallel requests cannot all
 * pass one check; 429, saying when to try again, when any window is used up.
 */
export async function takeAttempt(
  counters: CounterStore,
  { max, windowMs }: { max: number; windowMs: number },
  ...keys: string[]
) {
  const counts = await Promise.all(keys.map((key) => counters.increment(key, windowMs)));
  const limited = keys.filter((_, index) => counts[index]! > max);
  if (limited.length === 0) return;
  // Retry-After tells a client when the last of its used-up windows ends.
  const waits = await Promise.all(limited.map((key) => counters.resetIn(key)));
  const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
  throw new HttpError(429, AUTH_MESSAGES.tooManyRequests, { 'Retry-After': String(seconds) });
}

/**
 * Who a per-address limit counts: an IPv4 address, or an IPv6 address's /64 network, since one
 * subscriber is handed a whole /64 and could otherwise take a fresh address for every request.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A dotted IPv4 tail (64:ff9b::192.0.2.1) stands for two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
