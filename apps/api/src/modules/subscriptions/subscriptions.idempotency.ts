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
 * The caller locks the subscription row first, so concurrent requests with one key queue there.
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
  const stored = await repository.findIdempotencyKey(userId, endpoint, key);
  if (stored) {
    if (stored.requestHash !== hash) {
      throw new AppError(
        'validation',
        'Esta clave de idempotencia ya se usó con una petición distinta.',
      );
    }
    return request.response.parse(stored.response);
  }
  const result = await action();
  await repository.insertIdempotencyKey({
    userId,
    endpoint,
    key,
    requestHash: hash,
    statusCode: 200,
    response: result,
  });
  return result;
}
