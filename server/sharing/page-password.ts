// A page's password as a visitor tries it: the passwords that open the page, and each guess counted
// and paced as a login's is, so a password under attack answers ever slower.
import { LoginPacer, loginDelayMs } from '../auth/login-pacer';
import { hashGate, verifyPassword } from '../auth/passwords';
import { addressKey, takeAttempt, type CounterStore } from '../auth/rate-limit';
import type { AppConfig } from '../config';
import { projectKey, type PageTarget } from './access';

/** The failed guesses of one page's password: a page that has one, never just a name in a form. */
const passwordKey = (page: PageTarget) =>
  `page-password:page:${page.portfolioId}\n${projectKey(page.projectId)}`;

/** A password that opens a page: the page's own, or its portfolio's. */
export type Lock = { page: PageTarget; hash: string };

/** The page's own password, or its portfolio's (which opens its case studies too). */
export function locksOf(
  rules: Map<string, { passwordHash: string | null }>,
  target: PageTarget,
): Lock[] {
  const { portfolioId, projectId } = target;
  return [target, ...(projectId === undefined ? [] : [{ portfolioId }])].flatMap((page) => {
    const hash = rules.get(projectKey(page.projectId))?.passwordHash;
    return hash ? [{ page, hash }] : [];
  });
}

/**
 * A visitor's password tried against a page's locks: the lock it opens, or undefined; 429 (an
 * HttpError) when the address or a password tried has had too many guesses. One pacer per app.
 */
export function pagePasswords(counters: CounterStore, config: Pick<AppConfig, 'authRateLimit'>) {
  const pacer = new LoginPacer();

  return async function open(address: string, locks: Lock[], password: string) {
    // As login: attempts per address (an IPv6 /64 as one) in a window, and a password under attack
    // answers ever slower. Counted against the passwords checked, never the page the form names.
    const limit = config.authRateLimit;
    const ip = `page-password:ip:${addressKey(address)}`;
    const guessed = locks.map(({ page }) => passwordKey(page));
    let opened: (typeof locks)[number] | undefined;
    await takeAttempt(counters, limit, ip);
    const failures = await Promise.all(
      guessed.map((key) => counters.increment(key, limit.windowMs)),
    );
    const most = Math.max(...failures);
    try {
      // In the line of the password most under attack.
      await pacer.wait(guessed[failures.indexOf(most)]!, loginDelayMs(most, limit.max));
      hashGate.admit();
    } catch (error) {
      // Turned away before its check: not counted as a failure.
      await Promise.all([ip, ...guessed].map((key) => counters.release(key)));
      throw error;
    }
    for (const lock of locks)
      if (!opened && (await verifyPassword(lock.hash, password))) opened = lock;
    if (!opened) return undefined;
    // The right password clears its own record; another one checked only gets this attempt back.
    const right = passwordKey(opened.page);
    await Promise.all([
      counters.release(ip),
      counters.reset(right),
      ...guessed.filter((key) => key !== right).map((key) => counters.release(key)),
    ]);
    return opened;
  };
}
