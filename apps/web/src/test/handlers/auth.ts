import { notAuthenticatedErrorSchema } from '@costeo/domain/contracts/errors';
import { answer } from './respond.ts';

/** A 401 exactly as the API sends it for an expired access token (DESIGN.md §4). */
export function tokenNotValid() {
  return answer(
    notAuthenticatedErrorSchema,
    { detail: 'El token no es válido o ha expirado', code: 'token_not_valid' },
    401,
  );
}
