import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error.ts';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  user_id: number;
  jti: string;
  iat: number;
  exp: number;
  /** The user's token version when issued (absent on tokens issued before it existed: 0). */
  ver: number;
}

export interface IssueOptions {
  /** The user's current token version (users.token_version). */
  version: number;
  /** The token expires no later than this (a refresh family's absolute end). */
  notAfter?: Date;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export interface TokenSigner {
  issue(type: TokenType, userId: number, options: IssueOptions): Promise<IssuedToken>;
  /** Verifies signature (HS256 only), expiry and type; any failure is 401 `token_not_valid`. */
  verify(token: string, expected: TokenType): Promise<TokenClaims>;
}

export function tokenNotValid(detail = 'El token no es válido o ha expirado.'): AppError {
  return new AppError('token_not_valid', detail, {
    headers: { 'WWW-Authenticate': 'Bearer realm="api"' },
  });
}

/** How many verified tokens {@link createTokenSigner} remembers (oldest forgotten first). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** JWTs shaped like djangorestframework-simplejwt's, so a DRF client works unchanged. */
export function createTokenSigner(options: {
  secret: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  now?: () => number;
}): TokenSigner {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? Date.now;
  const lifetimeSeconds: Record<TokenType, number> = {
    access: options.accessTokenMinutes * 60,
    refresh: options.refreshTokenDays * 24 * 60 * 60,
  };
  /**
   * Tokens whose signature and claims were checked, by their exact text: every request of a session
   * presents the same access token, and the HMAC check (WebCrypto, asynchronous) is a fixed cost of
   * each one. A remembered token is still refused once expired, and the caller's checks against the
   * database (user active, token version) run on every request as before.
   */
  const verified = new Map<string, TokenClaims>();

  return {
    async issue(type, userId, { version, notAfter }) {
      const jti = randomUUID().replaceAll('-', '');
      const iat = Math.floor(now() / 1000);
      const cap = notAfter ? Math.floor(notAfter.getTime() / 1000) : Number.POSITIVE_INFINITY;
      const exp = Math.min(iat + lifetimeSeconds[type], cap);
      const token = await new SignJWT({ token_type: type, user_id: userId, jti, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },

    async verify(token, expected) {
      const known = verified.get(token);
      // jose's rule: expired when exp <= now (whole seconds).
      if (known && known.token_type === expected && known.exp > Math.floor(now() / 1000)) {
        return known;
      }
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        }));
      } catch {
        throw tokenNotValid();
      }
      const { token_type, user_id, jti, iat, exp, ver = 0 } = payload;
      if (
        (token_type !== 'access' && token_type !== 'refresh') ||
        token_type !== expected ||
        typeof user_id !== 'number' ||
        !Number.isInteger(user_id) ||
        typeof jti !== 'string' ||
        typeof iat !== 'number' ||
        typeof exp !== 'number' ||
        typeof ver !== 'number'
      ) {
        throw tokenNotValid('El token no es del tipo esperado.');
      }
      const claims: TokenClaims = Object.freeze({ token_type, user_id, jti, iat, exp, ver });
      if (verified.size >= VERIFIED_TOKENS_KEPT) {
        const oldest = verified.keys().next();
        if (!oldest.done) verified.delete(oldest.value);
      }
      verified.set(token, claims);
      return claims;
    },
  };
}
