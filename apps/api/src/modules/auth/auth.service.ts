import type { TokenPair, TokenRefreshResponse } from '@costeo/domain/contracts/auth';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UsersService } from '../users/users.service.ts';
import { createAuthRepository } from './auth.repository.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { tokenNotValid, type TokenSigner } from './tokens.ts';

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** The 6th failure for one username inside the window is refused. */
  maxFailuresPerUsername: 5,
  /** The 21st failure from one IP inside the window is refused. */
  maxFailuresPerIp: 20,
};

export const BAD_CREDENTIALS = 'La combinación de credenciales no tiene una cuenta activa';

function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 150);
}

export function createAuthService(deps: {
  db: Db;
  tokens: TokenSigner;
  users: UsersService;
  now?: () => Date;
}) {
  const { db, tokens, users } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createAuthRepository(db);

  async function issuePair(userId: number, parentJti: string | null, tx: Db = db) {
    const access = await tokens.issue('access', userId);
    const refresh = await tokens.issue('refresh', userId);
    await createAuthRepository(tx).insertRefreshToken({
      jti: refresh.jti,
      userId,
      parentJti,
      expiresAt: refresh.expiresAt,
    });
    return { access: access.token, refresh: refresh.token };
  }

  async function assertNotThrottled(key: string, ip: string): Promise<void> {
    const since = new Date(now().getTime() - LOGIN_THROTTLE.windowMs);
    const checks = [
      { column: 'username' as const, key, max: LOGIN_THROTTLE.maxFailuresPerUsername },
      { column: 'ip' as const, key: ip, max: LOGIN_THROTTLE.maxFailuresPerIp },
    ];
    for (const check of checks) {
      const { failures, oldest } = await repository.countFailures(check.column, check.key, since);
      if (failures >= check.max && oldest) {
        const waitMs = oldest.getTime() + LOGIN_THROTTLE.windowMs - now().getTime();
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw new AppError(
          'throttled',
          `Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
          { headers: { 'Retry-After': String(seconds) }, extra: { retry_after: seconds } },
        );
      }
    }
  }

  return {
    issuePair: (userId: number, tx?: Db) => issuePair(userId, null, tx),

    /** POST /api/token/: same answer and similar time for an unknown user and a wrong password. */
    async login(username: string, password: string, ip: string): Promise<TokenPair> {
      const key = usernameKey(username);
      await assertNotThrottled(key, ip);
      const user = await users.findForLogin(username.trim());
      const valid = user
        ? user.isActive && (await verifyPassword(user.passwordHash, password))
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await repository.recordLoginFailure(key, ip, now());
        await repository.deleteFailuresBefore(new Date(now().getTime() - LOGIN_THROTTLE.windowMs));
        throw new AppError('authentication_failed', BAD_CREDENTIALS, {
          headers: { 'WWW-Authenticate': 'Bearer realm="api"' },
        });
      }
      await repository.clearUsernameFailures(key);
      await users.recordLogin(user.id);
      return issuePair(user.id, null);
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
        await txRepository.revokeRefreshToken(row.jti, 'rotated', now());
        return { kind: 'ok' as const, pair: await issuePair(row.userId, row.jti, tx) };
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

    /** Bearer authentication of every protected request: returns the user id. */
    async authenticate(accessToken: string): Promise<number> {
      const claims = await tokens.verify(accessToken, 'access');
      const user = await users.getActiveUser(claims.user_id);
      if (!user) throw tokenNotValid('Usuario no encontrado o inactivo.');
      return user.id;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
