import { z } from 'zod';
import { LEFTOVERS_NOTICE_MAX } from '../leftovers-notice.ts';
import { normalizeTaxId, taxIdProblem } from '../tax-id.ts';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from './auth-limits.ts';
import { decimalString, isoDateTime } from './common.ts';
import { paymentTermsInput, quoteDepositPctInput, quoteValidityDaysInput } from './quote-terms.ts';

export { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX };

export const usernameSchema = z
  .string({ error: 'Este campo es obligatorio.' })
  .trim()
  .min(3, 'El nombre de usuario debe tener al menos 3 caracteres.')
  .max(USERNAME_MAX, `El nombre de usuario no puede tener más de ${USERNAME_MAX} caracteres.`)
  .regex(
    /^[\w.@+-]+$/,
    'El nombre de usuario solo puede contener letras, números y los caracteres @ . + - _',
  );

/** Django's password validators' messages (es), so the API and the forms say the same thing. */
export const PASSWORD_MESSAGES = {
  tooShort: `Esta contraseña es demasiado corta. Debe contener al menos ${PASSWORD_MIN} caracteres.`,
  tooLong: `Esta contraseña es demasiado larga. No puede tener más de ${PASSWORD_MAX} caracteres.`,
  numeric: 'Esta contraseña es completamente numérica.',
  common: 'Esta contraseña es demasiado común.',
  similarTo: (what: string) => `La contraseña es demasiado similar a la de ${what}.`,
} as const;

/**
 * The checks that need no context. Similarity to the username or e-mail and the list of common
 * passwords are checked by the API (the list is a data file there).
 */
export const passwordSchema = z
  .string({ error: 'Este campo es obligatorio.' })
  .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong)
  .refine((value) => !/^\d+$/.test(value), PASSWORD_MESSAGES.numeric);

/** Refresh tokens are ~300 characters; anything far longer is not one of ours. */
export const REFRESH_TOKEN_MAX = 2048;
const requiredString = (max: number, tooLong: string) =>
  z
    .string({ error: 'Este campo es obligatorio.' })
    .min(1, 'Este campo es obligatorio.')
    .max(max, tooLong);

export const tokenObtainRequestSchema = z.object({
  username: requiredString(
    USERNAME_MAX,
    `Asegúrate de que este campo no tenga más de ${USERNAME_MAX} caracteres.`,
  ),
  password: requiredString(
    PASSWORD_MAX,
    `Asegúrate de que este campo no tenga más de ${PASSWORD_MAX} caracteres.`,
  ),
});
export type TokenObtainRequest = z.infer<typeof tokenObtainRequestSchema>;

export const tokenPairSchema = z.object({
  access: z.string(),
  refresh: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const tokenRefreshRequestSchema = z.object({
  refresh: requiredString(
    REFRESH_TOKEN_MAX,
    `Asegúrate de que este campo no tenga más de ${REFRESH_TOKEN_MAX} caracteres.`,
  ),
});
export type TokenRefreshRequest = z.infer<typeof tokenRefreshRequestSchema>;

/** With rotation on, a refresh also returns a new refresh token; clients store it when present. */
export const tokenRefreshResponseSchema = z.object({
  access: z.string(),
  refresh: z.string().optional(),
});
export type TokenRefreshResponse = z.infer<typeof tokenRefreshResponseSchema>;

export const tokenBlacklistRequestSchema = tokenRefreshRequestSchema;

export const userSettingsSchema = z.object({
  sale_vat_pct: z.string().describe('IVA de venta por defecto (%)'),
  target_food_cost_pct: z.string().describe('Food cost objetivo por defecto (%)'),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** The business as its documents name it (issue 31, Mi perfil "Datos del negocio"). */
export const businessDetailsSchema = z.object({
  legal_name: z.string().describe('Razón social'),
  /** NIF, NIE or CIF, normalised ("B12345674"); '' = not given. */
  tax_id: z.string(),
  address: z.string(),
  phone: z.string(),
  /** The address printed on the documents; '' = the account's e-mail. */
  email: z.string(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** An event quote's terms unless the event says others (Mi perfil; decision 036). */
export const quoteDefaultsSchema = z.object({
  validity_days: z.number().int(),
  /** Deposit (señal) asked on the total with VAT, %; "0.00" = none. */
  deposit_pct: z.string(),
  payment_terms: z.string(),
});
export type QuoteDefaults = z.infer<typeof quoteDefaultsSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  business_name: z.string(),
  date_joined: isoDateTime,
  settings: userSettingsSchema,
  /** Whether `email` was confirmed through the link mailed to it (issue 22). */
  email_verified: z.boolean(),
  /** Whether the weekly digest of margins is mailed (to a confirmed address; issue 22). */
  weekly_digest: z.boolean(),
  business: businessDetailsSchema,
  quote_defaults: quoteDefaultsSchema,
  /** The logo's version (`GET /api/profile/logo/?v=…`); null: no logo. */
  logo_updated_at: isoDateTime.nullable(),
  /**
   * Whether the carta and menú del día PDFs tell diners they may take home what they did not eat
   * (Ley 1/2025, art. 8; issue 35 point 5).
   */
  leftovers_notice: z.boolean(),
  /** The notice's wording; '' = the default (LEFTOVERS_NOTICE_DEFAULT). */
  leftovers_notice_text: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: z.email({ error: 'Introduce una dirección de correo electrónico válida.' }).max(254),
  password: passwordSchema,
  business_name: z.string().trim().max(200).optional().default(''),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  user: profileSchema,
  access: z.string(),
  refresh: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const EMAIL_INVALID = 'Introduce una dirección de correo electrónico válida.';
export const PHONE_INVALID =
  'Introduce un teléfono válido: entre 9 y 15 cifras, con prefijo si quieres (p. ej. +34 910 123 456).';

/** A NIF, NIE or CIF with its control character checked; '' allowed; stored normalised. */
export const taxIdInput = z
  .string()
  .max(30, 'Asegúrate de que este campo no tenga más de 30 caracteres.')
  .transform((value, ctx) => {
    const problem = taxIdProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return normalizeTaxId(value);
  });

/** A phone as people write it ("+34 910 12 34 56", "(91) 012-3456"): 9 to 15 digits; '' allowed. */
export const phoneInput = z
  .string()
  .trim()
  .max(30, 'Asegúrate de que este campo no tenga más de 30 caracteres.')
  .refine((value) => {
    if (value === '') return true;
    if (!/^\+?[\d\s().-]+$/.test(value)) return false;
    const digits = value.replace(/\D/g, '').length;
    return digits >= 9 && digits <= 15;
  }, PHONE_INVALID);

const emailFormat = z.email();

/** An e-mail for the documents, or '' (the account's). */
export const optionalEmailInput = z
  .string()
  .trim()
  .max(254, 'Asegúrate de que este campo no tenga más de 254 caracteres.')
  .refine((value) => value === '' || emailFormat.safeParse(value).success, EMAIL_INVALID);

export const profileUpdateRequestSchema = z
  .object({
    business_name: z.string().trim().max(200),
    email: z.email({ error: 'Introduce una dirección de correo electrónico válida.' }).max(254),
    sale_vat_pct: decimalString({ places: 2, min: 0, max: 100 }),
    target_food_cost_pct: decimalString({ places: 2, min: 1, max: 100 }),
    /** Required when `email` changes (ASVS: re-authenticate before changing the account's e-mail). */
    current_password: z.string().max(PASSWORD_MAX),
    /** false turns the weekly digest off ("Mi perfil"). */
    weekly_digest: z.boolean(),
    /** The business's details for its documents (issue 31); '' clears one. */
    legal_name: z
      .string()
      .trim()
      .max(200, 'Asegúrate de que este campo no tenga más de 200 caracteres.'),
    tax_id: taxIdInput,
    address: z
      .string()
      .trim()
      .max(300, 'Asegúrate de que este campo no tenga más de 300 caracteres.'),
    phone: phoneInput,
    business_email: optionalEmailInput,
    quote_validity_days: quoteValidityDaysInput,
    quote_deposit_pct: quoteDepositPctInput,
    quote_payment_terms: paymentTermsInput,
    /** The leftovers notice on the carta and menú del día (issue 35 point 5). */
    leftovers_notice: z.boolean(),
    /** Its wording; '' prints the default. */
    leftovers_notice_text: z
      .string()
      .trim()
      .max(
        LEFTOVERS_NOTICE_MAX,
        `Asegúrate de que este campo no tenga más de ${LEFTOVERS_NOTICE_MAX} caracteres.`,
      ),
  })
  .partial();
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateRequestSchema>;

/** POST /api/profile/change_password/: answers a fresh pair; every earlier token stops working. */
export const changePasswordRequestSchema = z.object({
  old_password: requiredString(
    PASSWORD_MAX,
    `Asegúrate de que este campo no tenga más de ${PASSWORD_MAX} caracteres.`,
  ),
  new_password: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = tokenPairSchema;
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** POST /api/profile/logout_all/: empty body both ways. */
export const logoutAllResponseSchema = z.object({});

/** POST /api/password-reset/: the address (or username) of the account; the answer never tells. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: 'Este campo es obligatorio.' })
    .trim()
    .min(1, 'Este campo es obligatorio.')
    .max(254, 'Asegúrate de que este campo no tenga más de 254 caracteres.'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The same answer whether or not an account has that address. */
export const PASSWORD_RESET_SENT =
  'Si existe una cuenta con esos datos, te hemos enviado un correo con un enlace para elegir una contraseña nueva. El enlace caduca en 1 hora.';

export const passwordResetResponseSchema = z.object({ detail: z.string() });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** Reset tokens are 43 characters (32 random bytes, base64url). */
export const PASSWORD_RESET_TOKEN_MAX = 200;

/** POST /api/password-reset/confirm/: the link's token and the new password (registration rules). */
export const passwordResetConfirmSchema = z.object({
  token: requiredString(
    PASSWORD_RESET_TOKEN_MAX,
    `Asegúrate de que este campo no tenga más de ${PASSWORD_RESET_TOKEN_MAX} caracteres.`,
  ),
  new_password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const PASSWORD_RESET_DONE = 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.';
export const PASSWORD_RESET_INVALID_LINK =
  'El enlace no es válido: puede que ya se haya usado o que haya caducado. Pide uno nuevo.';

/** POST /api/email-verification/confirm/: the token of the link mailed after a registration or an e-mail change. */
export const emailVerificationConfirmSchema = z.object({
  token: requiredString(
    PASSWORD_RESET_TOKEN_MAX,
    `Asegúrate de que este campo no tenga más de ${PASSWORD_RESET_TOKEN_MAX} caracteres.`,
  ),
});
export type EmailVerificationConfirm = z.infer<typeof emailVerificationConfirmSchema>;

export const EMAIL_VERIFIED = 'Tu correo electrónico está confirmado. ¡Gracias!';
export const EMAIL_VERIFICATION_INVALID_LINK =
  'El enlace no es válido: puede que haya caducado o que la dirección de la cuenta haya cambiado. Pide uno nuevo desde Costeo.';
export const EMAIL_VERIFICATION_SENT =
  'Te hemos enviado un correo con un enlace para confirmar tu dirección.';
