import { LIBRARY_MESSAGES } from '../../model/images';
import type { CounterStore } from '../auth/rate-limit';
import { HttpError } from '../errors';

export type UploadLimits = {
  /** Uploads one user may have in progress at once: a gallery's worth (six images). */
  concurrentPerUser: number;
  /** Uploads one user may start per window. */
  perWindow: number;
  windowMs: number;
  /** What a refused concurrent upload is told to wait: about one upload's processing time. */
  busyRetryAfterSeconds: number;
};

export const UPLOAD_LIMITS: UploadLimits = {
  concurrentPerUser: 6,
  perWindow: 30,
  windowMs: 60_000,
  busyRetryAfterSeconds: 3,
};

/**
 * Admits an upload or refuses it with 429 and Retry-After: too many of the user's uploads in progress
 * (counted in this process), or too many started this minute (counted in the shared CounterStore, so
 * in Redis across processes when REDIS_URL is set).
 */
export class UploadLimiter {
  private active = new Map<string, number>();

  constructor(
    private counters: CounterStore,
    readonly limits: UploadLimits = UPLOAD_LIMITS,
  ) {}

  /** Resolves with the function that ends the upload's turn; call it once the upload is answered. */
  async admit(userId: string): Promise<() => void> {
    const { concurrentPerUser, perWindow, windowMs, busyRetryAfterSeconds } = this.limits;
    const running = this.active.get(userId) ?? 0;
    if (running >= concurrentPerUser) {
      throw new HttpError(429, LIBRARY_MESSAGES.tooManyAtOnce(concurrentPerUser), {
        'Retry-After': String(busyRetryAfterSeconds),
      });
    }
    // Taken before the first await, so uploads arriving together cannot all see a free place.
    this.active.set(userId, running + 1);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const left = (this.active.get(userId) ?? 1) - 1;
      if (left > 0) this.active.set(userId, left);
      else this.active.delete(userId);
    };
    try {
      const key = `upload:${userId}`;
      if ((await this.counters.increment(key, windowMs)) > perWindow) {
        // A refused attempt does not count: the user may upload again as soon as the window ends.
        await this.counters.release(key);
        const seconds = Math.max(1, Math.ceil((await this.counters.resetIn(key)) / 1000));
        throw new HttpError(429, LIBRARY_MESSAGES.tooManyPerMinute(perWindow, seconds), {
          'Retry-After': String(seconds),
        });
      }
    } catch (error) {
      end();
      throw error;
    }
    return end;
  }
}
