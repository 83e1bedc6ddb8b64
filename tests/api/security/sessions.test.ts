import { eq } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import {
  createHmac,
  createSign,
  generateKeyPairSync,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { describeEachDatabase, type TestDatabase } from '../helpers';
import {
  type Call,
  type Doc,
  EXPIRED,
  type Headers,
  NO_TOKEN,
  type User,
  bearer,
  expectError,
  logIn,
  ownerAndStranger,
  send,
  signUp,
} from './fixtures';

describeEachDatabase('tokens that must not open any route', (database: TestDatabase) => {
  const { world, ownerState, protectedCalls } = ownerAndStranger(database);
  let app: FastifyInstance;
  let owner: User;
  let stranger: User;
  let draft: Doc;
  beforeAll(() => void ({ app, owner, stranger, draft } = world));

  describe('tokens', () => {
    const claimsOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        sub: string;
        sid: string;
        iat: number;
        exp: number;
      };
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    /** A JWT signed with HMAC over the given header, whatever algorithm the header names. */
    const hmacToken = (
      header: object,
      claims: object,
      key: string | Buffer,
      hash: 'sha256' | 'sha384' = 'sha256',
    ) => {
      const data = `${encode(header)}.${encode(claims)}`;
      return `${data}.${createHmac(hash, key).update(data).digest('base64url')}`;
    };
    const rsaToken = (header: object, claims: object, key: KeyObject) => {
      const data = `${encode(header)}.${encode(claims)}`;
      return `${data}.${createSign('RSA-SHA256').update(data).sign(key).toString('base64url')}`;
    };

    let badTokens: Array<[string, string]>;
    beforeAll(async () => {
      const secret = app.config.jwtSecret;
      const claims = claimsOf(owner.token);
      const [header, , signature] = owner.token.split('.');
      const fresh = {
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 3600,
      };

      const ended = await logIn(app, owner);
      await send(app, { method: 'POST', url: '/api/auth/logout' }, bearer(ended));
      const victim = await signUp(app, 'Gone Person');
      await app.db.delete(users).where(eq(users.id, victim.id));

      const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const attackerJwk = attacker.publicKey.export({ format: 'jwk' });
      badTokens = [
        ['the token of a session ended by logout', ended],
        ['the token of a deleted user', victim.token],
        [
          'another user id under the original signature',
          [header, encode({ ...claims, sub: stranger.id }), signature].join('.'),
        ],
        [
          'another session id under the original signature',
          [header, encode({ ...claims, sid: claimsOf(stranger.token).sid }), signature].join('.'),
        ],
        [
          'a signed token pairing another user with the owner’s session',
          hmacToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: stranger.id }, secret),
        ],
        [
          'a signed token for a session that never existed',
          hmacToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, sid: randomUUID() }, secret),
        ],
        [
          'a signed token whose ids are not ids',
          hmacToken({ alg: 'HS256' }, { ...fresh, sub: "' or '1'='1", sid: 'x' }, secret),
        ],
        [
          'alg RS256 in the header over an HMAC made with the secret',
          hmacToken({ alg: 'RS256', typ: 'JWT' }, claims, secret),
        ],
        ['alg HS384 with the same secret', hmacToken({ alg: 'HS384' }, claims, secret, 'sha384')],
        [
          'a kid naming an empty file, signed with an empty key',
          hmacToken({ alg: 'HS256', kid: '../../../../../../dev/null' }, claims, Buffer.alloc(0)),
        ],
        [
          'a jku naming an attacker’s key set',
          hmacToken(
            { alg: 'HS256', kid: 'attacker', jku: 'https://attacker.example/jwks.json' },
            claims,
            'attacker-secret-attacker-secret-00',
          ),
        ],
        [
          'an attacker’s public key embedded as jwk',
          rsaToken({ alg: 'RS256', jwk: attackerJwk }, claims, attacker.privateKey),
        ],
        [
          'an x5u naming an attacker’s certificate',
          rsaToken(
            { alg: 'RS256', x5u: 'https://attacker.example/cert.pem' },
            claims,
            attacker.privateKey,
          ),
        ],
      ];
    });

    it('refuses each tampered, ended or orphaned token on every protected route, and changes nothing', async () => {
      const before = await ownerState();
      for (const [kind, token] of badTokens) {
        for (const [route, call] of Object.entries(protectedCalls())) {
          const response = await send(app, call, bearer(token));
          expect(response.statusCode, `${kind} on ${route}`).toBe(401);
          expectError(response, 401, EXPIRED);
        }
        // Nor does it make its bearer the owner of an unpublished case study.
        const study = await send(
          app,
          { method: 'GET', url: `/api/portfolios/${draft.id}/case-studies/project-1` },
          bearer(token),
        );
        expect(study.statusCode, kind).toBe(404);
      }
      expect(await ownerState()).toEqual(before);
    });

    it('ignores kid and jku headers: the key is the server’s, whatever a token names', async () => {
      const claims = claimsOf(owner.token);
      const decorated = hmacToken(
        { alg: 'HS256', typ: 'JWT', kid: 'attacker', jku: 'https://attacker.example/jwks.json' },
        claims,
        app.config.jwtSecret,
      );
      const me = await send(app, { method: 'GET', url: '/api/auth/me' }, bearer(decorated));
      expect(me.statusCode).toBe(200);
      expect(me.json().data.user.id).toBe(owner.id);
    });

    it('takes the token only from the Authorization Bearer header', async () => {
      const token = owner.token;
      const withQuery = (url: string, query: string) =>
        `${url}${url.includes('?') ? '&' : '?'}${query}`;
      for (const [route, call] of Object.entries(protectedCalls())) {
        const attempts: Array<[string, Call, Headers]> = [
          ['?token=', { ...call, url: withQuery(call.url, `token=${token}`) }, {}],
          ['?access_token=', { ...call, url: withQuery(call.url, `access_token=${token}`) }, {}],
          ['a cookie', call, { cookie: `token=${token}; access_token=${token}; jwt=${token}` }],
          ['x-access-token', call, { 'x-access-token': token, 'x-auth-token': token }],
          ['no scheme', call, { authorization: token }],
          ['another scheme', call, { authorization: `Token ${token}` }],
          [
            'Basic with the right password',
            call,
            {
              authorization: `Basic ${Buffer.from(`${owner.email}:${owner.password}`).toString('base64')}`,
            },
          ],
          ['two tokens', call, { authorization: `Bearer ${token} ${token}` }],
        ];
        for (const [kind, attempt, headers] of attempts) {
          const response = await send(app, attempt, headers);
          expect(response.statusCode, `${kind} on ${route}`).toBe(401);
          expectError(response, 401, NO_TOKEN);
        }
      }
      // The same token in the header does open the routes.
      expect((await send(app, { method: 'GET', url: '/api/auth/me' }, owner.auth)).statusCode).toBe(
        200,
      );
    });
  });
});
