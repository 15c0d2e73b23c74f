import { describe, expect, it } from 'vitest';
import {
  FEATURE_NOT_AVAILABLE_BODY,
  QUOTA_EXCEEDED_BODY,
  axiosErrorWith,
} from '../test/axios-error.ts';
import {
  getErrorDetail,
  getFeatureNotAvailable,
  getFieldErrors,
  getQuotaExceeded,
} from './api-errors.ts';

describe('api-errors: the one reader of the error contract (DESIGN.md §4)', () => {
  it('a 403 quota_exceeded reads with its resource, limit and plan', () => {
    expect(getQuotaExceeded(axiosErrorWith(403, QUOTA_EXCEEDED_BODY))).toEqual(QUOTA_EXCEEDED_BODY);
    expect(getFeatureNotAvailable(axiosErrorWith(403, QUOTA_EXCEEDED_BODY))).toBeNull();
  });

  it("SPEC §5: a 403 feature_not_available reads with the server's message and the plan it asks for", () => {
    const refusal = getFeatureNotAvailable(axiosErrorWith(403, FEATURE_NOT_AVAILABLE_BODY));
    expect(refusal?.detail).toBe('Esta funcionalidad requiere un plan Pro o superior.');
    expect(refusal?.required_plan).toBe('pro');
    expect(getQuotaExceeded(axiosErrorWith(403, FEATURE_NOT_AVAILABLE_BODY))).toBeNull();
  });

  it('other errors are no plan refusal', () => {
    const others = [
      axiosErrorWith(403, { detail: 'No', code: 'permission_denied' }),
      axiosErrorWith(400, { name: ['Obligatorio.'] }),
      // The right code with a body that breaks the contract is not trusted.
      axiosErrorWith(403, { ...QUOTA_EXCEEDED_BODY, limit: 'cincuenta' }),
      axiosErrorWith(400, QUOTA_EXCEEDED_BODY),
      new Error('boom'),
    ];
    for (const error of others) {
      expect(getQuotaExceeded(error)).toBeNull();
      expect(getFeatureNotAvailable(error)).toBeNull();
    }
  });

  it('a 400 reads field by field, non_field_errors included', () => {
    expect(
      getFieldErrors(
        axiosErrorWith(400, {
          name: ['Obligatorio.', 'Demasiado largo.'],
          non_field_errors: ['No.'],
        }),
      ),
    ).toEqual({ name: 'Obligatorio. Demasiado largo.', non_field_errors: 'No.' });
    expect(getFieldErrors(axiosErrorWith(403, { name: ['Obligatorio.'] }))).toEqual({});
    expect(getFieldErrors(axiosErrorWith(400, { detail: 'JSON mal formado.' }))).toEqual({});
  });

  it('{detail} reads from any error; none when empty or absent', () => {
    expect(getErrorDetail(axiosErrorWith(404, { detail: 'No encontrado.' }))).toBe(
      'No encontrado.',
    );
    expect(getErrorDetail(axiosErrorWith(500, { detail: ' ' }))).toBeNull();
    expect(getErrorDetail(axiosErrorWith(400, { name: ['Obligatorio.'] }))).toBeNull();
    expect(getErrorDetail(new Error('boom'))).toBeNull();
  });
});
