import { z } from 'zod';
import { decimalString, isoDateTime } from './common.ts';

export const USERNAME_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const usernameSchema = z
  .string({ error: 'Este campo es obligatorio.' })
  .trim()
  .min(3, 'El nombre de usuario debe tener al menos 3 caracteres.')
  .max(USERNAME_MAX, `El nombre de usuario no puede tener más de ${USERNAME_MAX} caracteres.`)
  .regex(
    /^[\w.@+-]+$/,
    'El nombre de usuario solo puede contener letras, números y los caracteres @ . + - _',
  );

export const passwordSchema = z
  .string({ error: 'Este campo es obligatorio.' })
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`)
  .max(PASSWORD_MAX, `La contraseña no puede tener más de ${PASSWORD_MAX} caracteres.`)
  .refine((value) => !/^\d+$/.test(value), 'La contraseña no puede ser solo numérica.');

export const tokenObtainRequestSchema = z.object({
  username: z.string({ error: 'Este campo es obligatorio.' }).min(1, 'Este campo es obligatorio.'),
  password: z.string({ error: 'Este campo es obligatorio.' }).min(1, 'Este campo es obligatorio.'),
});
export type TokenObtainRequest = z.infer<typeof tokenObtainRequestSchema>;

export const tokenPairSchema = z.object({
  access: z.string(),
  refresh: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const tokenRefreshRequestSchema = z.object({
  refresh: z.string({ error: 'Este campo es obligatorio.' }).min(1, 'Este campo es obligatorio.'),
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

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  business_name: z.string(),
  date_joined: isoDateTime,
  settings: userSettingsSchema,
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

export const profileUpdateRequestSchema = z
  .object({
    business_name: z.string().trim().max(200),
    email: z.email({ error: 'Introduce una dirección de correo electrónico válida.' }).max(254),
    sale_vat_pct: decimalString({ places: 2, min: 0, max: 100 }),
    target_food_cost_pct: decimalString({ places: 2, min: 1, max: 100 }),
  })
  .partial();
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateRequestSchema>;
