import { schemaResolver } from '@mantine/form';
import {
  tokenObtainRequestSchema,
  type Profile,
  type TokenObtainRequest,
} from '@costeo/domain/contracts/auth';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { saveTokens } from '../../../lib/token-storage.ts';
import { getProfileOrLog } from '../../../api/auth/get-profile.ts';
import { obtainToken } from '../../../api/auth/obtain-token.ts';

// What the login form needs once it is submitted. The form imports this module on demand (and
// warms it up on the first focus), so /login draws without axios and zod (issue 7, performance).

/** The contract's checks, in Spanish, as Mantine form errors (empty when the values are valid). */
export const validateCredentials = schemaResolver(tokenObtainRequestSchema, { sync: true });

/**
 * SPEC.md §4: POST /api/token/, store both tokens, then load the profile with them. A failed
 * profile load is only logged (SPEC.md §8) and gives null; a failed login throws.
 */
export async function logIn(credentials: TokenObtainRequest): Promise<Profile | null> {
  saveTokens(await obtainToken(credentials));
  return getProfileOrLog();
}

/** The server's `detail` of a failed login, or null (the form then shows its fallback). */
export function readLoginError(error: unknown): string | null {
  return getErrorDetail(error);
}
