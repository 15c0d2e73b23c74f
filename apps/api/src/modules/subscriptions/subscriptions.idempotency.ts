import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';

export type IdempotentEndpoint = 'subscription.upgrade' | 'subscription.cancel';

function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Runs `action` once per Idempotency-Key, inside `tx`: a repeated key replays the first answer
 * (read back through the response's contract), the same key with another body is a 400.
 * Claim, then fill: the key's row is inserted before `action` runs and given its answer after,
 * in the same transaction. A concurrent request with the key (from any instance) waits on the
 * unique index until that transaction ends, then replays its answer; if it failed and rolled
 * back, the key is free and the waiting request runs the action itself. `action` takes the
 * subscription lock, so the lock order is always key, then subscription row (no deadlock).
 */
export async function runIdempotent<T>(
  tx: Db,
  request: {
    userId: number;
    endpoint: IdempotentEndpoint;
    key: string | undefined;
    body: unknown;
    /** The response's contract schema. */
    response: { parse: (value: unknown) => T };
  },
  action: () => Promise<T>,
): Promise<T> {
  const { userId, endpoint, key, body } = request;
  if (!key) return action();
  const repository = createSubscriptionsRepository(tx);
  const hash = requestHash(body);
  const row = { userId, endpoint, key };
  if (await repository.claimIdempotencyKey({ ...row, requestHash: hash })) {
    const result = await action();
    await repository.fillIdempotencyKey(row, { statusCode: 200, response: result });
    return result;
  }
  const stored = await repository.findIdempotencyKey(userId, endpoint, key);
  if (!stored) throw new Error('idempotency key neither claimed nor found');
  if (stored.requestHash !== hash) {
    throw new AppError(
      'validation',
      'Esta clave de idempotencia ya se usó con una petición distinta.',
    );
  }
  // Claimed but not answered: only visible if claim and fill ever ran in separate transactions.
  if (stored.response === null) {
    throw new AppError(
      'conflict',
      'Esta petición ya se está procesando. Inténtalo de nuevo en unos segundos.',
    );
  }
  return request.response.parse(stored.response);
}
