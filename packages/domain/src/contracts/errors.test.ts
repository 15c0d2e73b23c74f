import { describe, expect, it } from 'vitest';
import {
  CODED_ERRORS,
  ERROR_CODES,
  ERROR_STATUS,
  errorBodySchema,
  featureNotAvailableErrorSchema,
  planRefusalSchema,
  quotaExceededErrorSchema,
  validationErrorSchema,
} from './errors.ts';

describe('error contract (DESIGN.md §4)', () => {
  it('every code has a status; 403 for both plan refusals, 429 for throttling', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    expect(ERROR_STATUS.quota_exceeded).toBe(403);
    expect(ERROR_STATUS.feature_not_available).toBe(403);
    expect(ERROR_STATUS.not_authenticated).toBe(401);
    expect(ERROR_STATUS.not_found).toBe(404);
    expect(ERROR_STATUS.throttled).toBe(429);
    expect(CODED_ERRORS).not.toContain('not_found');
  });

  it('a 403 quota_exceeded names resource, limit and plan', () => {
    const body = {
      detail: 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.',
      code: 'quota_exceeded',
      resource: 'ingredient_instances',
      limit: 50,
      plan: 'free',
    };
    expect(quotaExceededErrorSchema.parse(body)).toEqual(body);
    expect(planRefusalSchema.parse(body).code).toBe('quota_exceeded');
    expect(quotaExceededErrorSchema.safeParse({ ...body, plan: 'gold' }).success).toBe(false);
  });

  it('a 403 feature_not_available names feature and required_plan', () => {
    const body = {
      detail: 'Esta funcionalidad requiere un plan Pro o superior.',
      code: 'feature_not_available',
      feature: 'price_history',
      required_plan: 'pro',
    };
    expect(featureNotAvailableErrorSchema.parse(body)).toEqual(body);
    expect(planRefusalSchema.safeParse({ detail: 'No', code: 'permission_denied' }).success).toBe(
      false,
    );
  });

  it('a 400 is {field: [messages]} with non_field_errors', () => {
    expect(
      validationErrorSchema.safeParse({ name: ['Obligatorio.'], non_field_errors: ['No.'] })
        .success,
    ).toBe(true);
    expect(validationErrorSchema.safeParse({ name: 'Obligatorio.' }).success).toBe(false);
  });

  it('every body the API sends is one of the contract', () => {
    for (const body of [
      { detail: 'No encontrado.' },
      { detail: 'Las credenciales no son válidas.', code: 'token_not_valid' },
      { detail: 'Demasiadas peticiones.', code: 'throttled', retry_after: 60 },
      { price: ['Introduce un número válido.'] },
    ]) {
      expect(errorBodySchema.safeParse(body).success).toBe(true);
    }
    expect(errorBodySchema.safeParse('boom').success).toBe(false);
  });
});
