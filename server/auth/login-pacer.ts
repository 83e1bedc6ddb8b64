import { AUTH_MESSAGES } from '../../model/user';
import { HttpError } from '../errors';

/** The longest wait before a login's check: under the browser's 10 s request time-out. */
export const MAX_LOGIN_DELAY_MS = 5_000;
/** Logins of one email that may wait their turn at once; more are turned away. */
export const LOGIN_LINE = 4;

/**
 * How long a login for an email waits before its password is checked: nothing up to `max` recent
 * failures, then 250 ms doubling with each one more, at most 5 s.
 */
export function loginDelayMs(attempts: number, max: number) {
  if (attempts <= max) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, 250 * 2 ** Math.min(attempts - max - 1, 20));
}

/**
 * Logins of an email under attack take turns, one per delay, so guesses sent in parallel from many
 * addresses are no faster than one at a time; the right password still gets in at its turn. Turns
 * are kept in this process (each process paces its own share).
 */
export class LoginPacer {
  private lines = new Map<string, { nextTurn: number; waiting: number }>();

  /** Waits for this login's turn, or throws 429 when `LOGIN_LINE` logins are already waiting. */
  async wait(email: string, delayMs: number) {
    if (delayMs === 0) return;
    const now = Date.now();
    const line = this.lines.get(email) ?? { nextTurn: now, waiting: 0 };
    if (line.waiting >= LOGIN_LINE) {
      const seconds = Math.max(1, Math.ceil((line.nextTurn - now) / 1000));
      throw new HttpError(429, AUTH_MESSAGES.tooManyRequests, { 'Retry-After': String(seconds) });
    }
    line.nextTurn = Math.max(now, line.nextTurn) + delayMs;
    line.waiting += 1;
    this.lines.set(email, line);
    try {
      await new Promise((resolve) => setTimeout(resolve, line.nextTurn - now));
    } finally {
      line.waiting -= 1;
      if (line.waiting === 0) this.lines.delete(email);
    }
  }
}
