import { schemaResolver, type FormErrors } from '@mantine/form';
import { registerRequestSchema, type Profile } from '@costeo/domain/contracts/auth';
import { getErrorDetail, getFieldErrors, NON_FIELD_ERRORS_KEY } from '../../../lib/api-errors.ts';
import { saveTokens } from '../../../lib/token-storage.ts';
import { registerAccount } from '../../../api/auth/register-account.ts';

// What the registration form needs once it is submitted. The form imports this module on demand
// (and warms it up on the first focus), so /registro draws without axios and zod (issue 7).

export const REGISTER_ERROR_FALLBACK = 'No se ha podido crear la cuenta. Inténtalo de nuevo.';
export const PASSWORD_MISMATCH_MESSAGE = 'Las contraseñas no coinciden.';

export interface RegisterFormValues {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
  business_name: string;
}

/** Fields the server may name in a 400; anything else goes to the Alert. */
const SERVER_FIELDS = ['username', 'email', 'password', 'business_name'] as const;

const validateRequest = schemaResolver(registerRequestSchema, { sync: true });

/** The contract's checks and the repeated password, in Spanish (empty when the values are valid). */
export function validateRegistration(values: RegisterFormValues): FormErrors {
  const errors = validateRequest(values);
  if (values.password_confirm !== values.password) {
    errors.password_confirm = PASSWORD_MISMATCH_MESSAGE;
  }
  return errors;
}

/** POST /api/register/ and store the tokens of the 201 answer; its `user` is the profile. */
export async function registerAndStoreTokens(values: RegisterFormValues): Promise<Profile> {
  // The schema trims the texts and drops password_confirm.
  const response = await registerAccount(registerRequestSchema.parse(values));
  saveTokens({ access: response.access, refresh: response.refresh });
  return response.user;
}

/** Splits a DRF 400 into per-field errors and the text for the Alert. */
export function splitServerErrors(error: unknown): { fields: FormErrors; alert: string | null } {
  const fields: FormErrors = {};
  const general: string[] = [];
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    if ((SERVER_FIELDS as readonly string[]).includes(field)) fields[field] = message;
    else if (field !== NON_FIELD_ERRORS_KEY) general.push(message);
    else general.unshift(message);
  }
  const detail = getErrorDetail(error);
  if (detail) general.push(detail);
  const hasFieldErrors = Object.keys(fields).length > 0;
  const alert =
    general.length > 0 ? general.join(' ') : hasFieldErrors ? null : REGISTER_ERROR_FALLBACK;
  return { fields, alert };
}
