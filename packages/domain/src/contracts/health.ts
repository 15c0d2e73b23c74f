import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({
    applied: z.number().int(),
    latest: z.string().nullable(),
  }),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** `/api/health/` while the database cannot be reached: a 503 a load balancer can act on. */
export const healthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: z.literal('unavailable'),
  version: z.string(),
});
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
