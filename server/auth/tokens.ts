import { jwtVerify, SignJWT } from 'jose';
import { isUuid } from '../db/ids';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type TokenClaims = { userId: string; sessionId: string };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(secret: string, claims: TokenClaims, expiresAt: Date) {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/** The claims of a valid token, or undefined for a malformed, tampered, unsigned or expired one. */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | undefined> {
  try {
    // HS256 only: "none" and every other algorithm are refused.
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    // Ids go straight into uuid columns: anything else is a forged or foreign token, not a query error.
    if (!isUuid(payload.sub) || !isUuid(payload.sid)) return undefined;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}
