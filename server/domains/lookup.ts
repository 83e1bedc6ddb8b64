import { lookup as systemLookup, Resolver } from 'node:dns/promises';

/**
 * The DNS questions domain verification asks. A name without such records answers [] (not an
 * error); a DNS that cannot be reached throws. Tests hand in their own (server/app.ts dependencies).
 */
export interface DomainLookup {
  /** The TXT records at a name, each as its strings. */
  txt(name: string): Promise<string[][]>;
  /** The names a CNAME at this name points to (lower-case, without a trailing dot). */
  cname(name: string): Promise<string[]>;
  /** The IPv4 addresses the name reaches, following CNAMEs. */
  a(name: string): Promise<string[]>;
}

/** Answers that mean "no such record", not "DNS failed". */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN', 'ENOTIMP']);

async function orNone<T>(question: Promise<T[]>): Promise<T[]> {
  try {
    return await question;
  } catch (error) {
    if (ABSENT.has((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw error;
  }
}

/** The system's DNS servers, through Node's resolver; each question gives up after a few seconds. */
export function systemDomainLookup(): DomainLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  return {
    txt: (name) => orNone(resolver.resolveTxt(name)),
    cname: async (name) =>
      (await orNone(resolver.resolveCname(name))).map((target) =>
        target.toLowerCase().replace(/\.$/, ''),
      ),
    // The system's own lookup (hosts file, then DNS), as a browser would reach the name.
    a: async (name) =>
      (await orNone(systemLookup(name, { all: true, family: 4 }))).map((found) => found.address),
  };
}
