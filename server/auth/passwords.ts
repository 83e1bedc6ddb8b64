import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 30 ms here).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (no such user) it still verifies against a
 * dummy one, so a wrong email and a wrong password take the same time.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await argon2.verify(hash ?? (await dummyHash), password).catch(() => false);
  return hash !== undefined && ok;
}
