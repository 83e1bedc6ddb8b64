import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/passwords';

// npm 11 runs only the install scripts package.json allows (allowScripts): argon2's builds or picks
// its native binding. This proves the passwords are hashed by that binding, not by anything else.
describe('argon2', () => {
  it('hashes with its native binding, loaded from node_modules/argon2', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    const require = createRequire(import.meta.url);
    const argon2Dir = path.dirname(require.resolve('argon2/package.json'));
    const bindings = Object.keys(require.cache).filter(
      (file) => file.startsWith(argon2Dir) && file.endsWith('.node'),
    );
    expect(bindings, 'argon2 loaded a compiled .node binding').toHaveLength(1);
  });
});
