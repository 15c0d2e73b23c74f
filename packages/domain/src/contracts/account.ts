import { z } from 'zod';
import { PASSWORD_MAX } from './auth-limits.ts';

/**
 * GET /api/account/export/: the whole account as one JSON document, the same one the CLI's
 * `export-account` writes (every table by SQL name, rows by SQL column name, ids as stored).
 */
export const accountExportSchema = z.object({
  format: z.literal('costeo-account-export'),
  version: z.literal(1),
  exported_at: z.string(),
  user: z.record(z.string(), z.unknown()),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  catalog: z.record(z.string(), z.unknown()),
});
export type AccountExportDocument = z.infer<typeof accountExportSchema>;

/** POST /api/account/delete/: the password again, so a stolen access token cannot delete the account. */
export const accountDeleteRequestSchema = z.object({
  password: z
    .string({ error: 'Este campo es obligatorio.' })
    .min(1, 'Este campo es obligatorio.')
    .max(PASSWORD_MAX, `Asegúrate de que este campo no tenga más de ${PASSWORD_MAX} caracteres.`),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;

export const WRONG_ACCOUNT_PASSWORD = 'La contraseña no es correcta.';
