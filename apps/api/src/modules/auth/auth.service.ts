import type {
  ChangePasswordRequest,
  TokenPair,
  TokenRefreshResponse,
} from '@costeo/domain/contracts/auth';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { NewUserInput, UsersService } from '../users/users.service.ts';
import { createAuthRepository } from './auth.repository.ts';
import { verifyAgainstDummy, verifyPassword } from '../users/passwords.ts';
import { createThrottle, LOGIN_THROTTLE } from './throttle.ts';
import { tokenNotValid, type TokenSigner } from './tokens.ts';

export { LOGIN_THROTTLE };

export const BAD_CREDENTIALS = 'La combinación de credenciales no tiene una cuenta activa';

/** However often it is rotated, a refresh-token family ends this long after its login. */
export const REFRESH_FAMILY_MAX_MS = 30 * 24 * 60 * 60 * 1000;

function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 150);
}

/** What a token pair is issued from. */
interface TokenOwner {
  id: number;
  tokenVersion: number;
}

export interface AuthOptions {
  /** REGISTRATION_LIMIT_PER_HOUR; 0 means no limit. */
  registrationLimitPerHour?: number;
}

export function createAuthService(deps: {
  db: Db;
  tokens: TokenSigner;
  users: UsersService;
  now?: () => Date;
  options?: AuthOptions;
}) {
  const { db, tokens, users } = deps;
  const now = deps.now ?? (() => new Date());
  const registrationLimit = deps.options?.registrationLimitPerHour ?? 0;
  const repository = createAuthRepository(db);
  const throttle = createThrottle(repository, now);

  /** A pair for a user; `family` continues a rotation chain (its start bounds the lifetime). */
  async function issuePair(
    user: TokenOwner,
    family: { parentJti: string; startedAt: Date } | null,
    tx: Db = db,
  ): Promise<TokenPair> {
    const startedAt = family?.startedAt ?? now();
    const version = user.tokenVersion;
    const access = await tokens.issue('access', user.id, { version });
    const refresh = await tokens.issue('refresh', user.id, {
      version,
      notAfter: new Date(startedAt.getTime() + REFRESH_FAMILY_MAX_MS),
    });
    await createAuthRepository(tx).insertRefreshToken({
      jti: refresh.jti,
      userId: user.id,
      parentJti: family?.parentJti ?? null,
      familyStartedAt: startedAt,
      expiresAt: refresh.expiresAt,
    });
    return { access: access.token, refresh: refresh.token };
  }

  /** Revokes every refresh token and makes earlier access tokens unusable; returns the version. */
  async function revokeEverything(userId: number, version?: number): Promise<number> {
    const current = version ?? (await users.revokeAccessTokens(userId));
    await repository.revokeAllForUser(userId, 'logout_all', now());
    return current;
  }

  return {
    issuePair: (user: TokenOwner, tx?: Db) => issuePair(user, null, tx),

    /**
     * POST /api/token/: same answer and similar time for an unknown user and a wrong password.
     * The attempt is stored as a failure before the password is checked (see createThrottle).
     */
    async login(username: string, password: string, ip: string): Promise<TokenPair> {
      const key = usernameKey(username);
      await throttle.beginLoginAttempt(key, ip);
      const user = await users.findForLogin(username.trim());
      const valid = user
        ? user.isActive && (await verifyPassword(user.passwordHash, password))
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await throttle.purgeBefore(now());
        throw new AppError('authentication_failed', BAD_CREDENTIALS, {
          headers: { 'WWW-Authenticate': 'Bearer realm="api"' },
        });
      }
      await throttle.loginSucceeded(key, ip);
      await users.recordLogin(user.id);
      return issuePair(user, null);
    },

    /** POST /api/register/: at most `registrationLimitPerHour` accounts per IP and hour. */
    async register(input: NewUserInput, ip: string) {
      const attempt = await throttle.beginRegistration(ip, registrationLimit);
      let user: Awaited<ReturnType<UsersService['createUser']>>;
      try {
        user = await users.createUser(input);
      } catch (error) {
        // Only accounts actually created count against the limit.
        if (attempt !== null) await repository.deleteRegistration(attempt);
        throw error;
      }
      return { user, ...(await issuePair(user, null)) };
    },

    /**
     * Rotation: the presented refresh token is revoked and a new pair issued from it. A token that
     * was already rotated is a replay (stolen or double-used): everything issued from it is revoked.
     */
    async refresh(refreshToken: string): Promise<TokenRefreshResponse> {
      const claims = await tokens.verify(refreshToken, 'refresh');
      // Read before the transaction: on PGlite a query outside an open transaction waits for it.
      const user = await users.getActiveUser(claims.user_id);
      const outcome = await db.transaction(async (tx) => {
        const txRepository = createAuthRepository(tx);
        const row = await txRepository.lockRefreshToken(claims.jti);
        if (!row || row.userId !== claims.user_id) return { kind: 'unknown' as const };
        if (row.revokedAt) {
          if (row.revokeReason === 'rotated') {
            await txRepository.revokeDescendants(row.jti, now());
            return { kind: 'replayed' as const };
          }
          return { kind: 'revoked' as const };
        }
        if (!user) return { kind: 'inactive' as const };
        // Issued before a logout everywhere or a password change that raced with this refresh.
        if (claims.ver !== user.tokenVersion) return { kind: 'revoked' as const };
        if (now().getTime() >= row.familyStartedAt.getTime() + REFRESH_FAMILY_MAX_MS) {
          return { kind: 'unknown' as const };
        }
        await txRepository.revokeRefreshToken(row.jti, 'rotated', now());
        const family = { parentJti: row.jti, startedAt: row.familyStartedAt };
        return { kind: 'ok' as const, pair: await issuePair(user, family, tx) };
      });
      switch (outcome.kind) {
        case 'ok':
          return outcome.pair;
        case 'inactive':
          throw tokenNotValid('Usuario no encontrado o inactivo.');
        case 'unknown':
          throw tokenNotValid();
        case 'replayed':
        case 'revoked':
          throw tokenNotValid('El token está en la lista negra.');
      }
    },

    /** POST /api/token/blacklist/: logout. */
    async blacklist(refreshToken: string): Promise<void> {
      const claims = await tokens.verify(refreshToken, 'refresh');
      const row = await repository.lockRefreshToken(claims.jti);
      if (!row || row.userId !== claims.user_id) throw tokenNotValid();
      if (row.revokedAt) throw tokenNotValid('El token está en la lista negra.');
      await repository.revokeRefreshToken(row.jti, 'blacklisted', now());
    },

    /** POST /api/profile/logout_all/: every session of the user ends, this one included. */
    async logoutAll(userId: number): Promise<void> {
      await revokeEverything(userId);
    },

    /**
     * POST /api/profile/change_password/: every earlier token stops working; the answer is a
     * new pair so this session goes on. Wrong old passwords are throttled on their own counter,
     * so they never lock the login (decision 019).
     */
    async changePassword(
      userId: number,
      request: ChangePasswordRequest,
      ip: string,
    ): Promise<TokenPair> {
      const profile = await users.getProfile(userId);
      const attempt = await throttle.beginPasswordCheck(usernameKey(profile.username), ip);
      let version: number;
      try {
        version = await users.changePassword(userId, request.old_password, request.new_password);
      } catch (error) {
        // Only a wrong old password is a failed attempt; a refused new one is not.
        const wrongOld = error instanceof AppError && 'old_password' in error.body;
        if (!wrongOld) await repository.deleteLoginFailure(attempt);
        throw error;
      }
      await repository.deleteLoginFailure(attempt);
      await revokeEverything(userId, version);
      return issuePair({ id: userId, tokenVersion: version }, null);
    },

    /**
     * Re-authentication before an irreversible action (deleting the account): a wrong password
     * is a 400 on `field` and counts on the password change's throttle, never the login's.
     */
    async confirmPassword(
      userId: number,
      password: string,
      ip: string,
      wrong: { field: string; message: string },
    ): Promise<void> {
      const profile = await users.getProfile(userId);
      const attempt = await throttle.beginPasswordCheck(usernameKey(profile.username), ip);
      if (!(await users.checkPassword(userId, password))) {
        throw AppError.field(wrong.field, wrong.message);
      }
      await repository.deleteLoginFailure(attempt);
    },

    /**
     * Bearer authentication of every protected request: who sends it, and the version of their
     * data (the answer cache's key, decision 025).
     */
    async authenticate(accessToken: string): Promise<{ userId: number; dataVersion: string }> {
      const claims = await tokens.verify(accessToken, 'access');
      const user = await users.getActiveAuthState(claims.user_id);
      if (!user) throw tokenNotValid('Usuario no encontrado o inactivo.');
      if (claims.ver !== user.tokenVersion) throw tokenNotValid();
      return { userId: user.id, dataVersion: user.dataVersion };
    },

    /** The account's data changed: answers cached under its old version are not served again. */
    touchData(userId: number): Promise<void> {
      return users.touchData(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
