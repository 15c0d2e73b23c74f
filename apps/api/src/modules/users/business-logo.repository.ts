import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessLogos, users } from '../../db/schema/users.ts';

export interface StoredLogo {
  image: Buffer;
  width: number;
  height: number;
}

/**
 * The logo row of an account and `users.logo_updated_at`, written together in the caller's
 * transaction, so the profile never says there is a logo that is not there.
 */
export function createBusinessLogoRepository(db: Db) {
  const mark = (ownerId: number, at: Date | null) =>
    db.update(users).set({ logoUpdatedAt: at }).where(eq(users.id, ownerId));

  return {
    async save(ownerId: number, logo: StoredLogo, at: Date): Promise<void> {
      await mark(ownerId, at);
      await db
        .insert(businessLogos)
        .values({ ownerId, ...logo, updatedAt: at })
        .onConflictDoUpdate({ target: businessLogos.ownerId, set: { ...logo, updatedAt: at } });
    },

    async remove(ownerId: number): Promise<boolean> {
      await mark(ownerId, null);
      const removed = await db
        .delete(businessLogos)
        .where(eq(businessLogos.ownerId, ownerId))
        .returning({ ownerId: businessLogos.ownerId });
      return removed.length > 0;
    },

    async find(ownerId: number): Promise<{ bytes: Buffer; updatedAt: Date } | undefined> {
      const [row] = await db
        .select({ bytes: businessLogos.image, updatedAt: businessLogos.updatedAt })
        .from(businessLogos)
        .where(eq(businessLogos.ownerId, ownerId));
      return row;
    },
  };
}
