import type { BaseUnit } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { weeklyDigests } from '../../db/schema/digest.ts';
import {
  ingredientDefinitions,
  ingredientInstances,
  ingredientPriceHistory,
} from '../../db/schema/ingredients.ts';
import { users } from '../../db/schema/users.ts';

/*
 * The digest's reader (issue 22, decision 032): the accounts due a digest (users), the week's
 * price changes (ingredients' price history) and the claim of an account for a week (its own
 * table). Declared as a read model in eslint.config.js and docs/ARCHITECTURE.md.
 */

/** An account a digest may go to: active, opted in, with a confirmed address. */
export interface DigestRecipient {
  id: number;
  email: string;
  businessName: string;
}

/** A product whose price at the end of the week differs from its price before it. */
export interface WeekPriceChange {
  productId: number;
  name: string;
  baseUnit: BaseUnit;
  /** Cost per base unit before the week (the last price recorded before it). */
  oldUnitCost: string;
  /** Cost per base unit at the end of the week (the last price recorded in it). */
  newUnitCost: string;
  /** Where the last price came from ("Factura A-123 de …", an import), '' for an edit. */
  source: string;
  changedAt: Date;
}

export function createDigestReadModel(db: Db) {
  return {
    /** Accounts not yet done for `week`, a batch at a time (lowest id first). */
    dueRecipients(week: string, limit: number): Promise<DigestRecipient[]> {
      return queryRows<DigestRecipient>(
        db,
        sql`select u.id, u.email, u.business_name as "businessName"
            from ${users} u
            where u.is_active and not u.digest_opt_out and u.email_verified_at is not null
              and u.email <> ''
              and not exists (select 1 from ${weeklyDigests} w
                              where w.owner_id = u.id and w.week = ${week})
            order by u.id
            limit ${limit}`,
      );
    },

    /**
     * Claims the account for the week: true when this transaction inserted the row (another
     * instance's transaction waits on it, then finds it and gives up).
     */
    async claim(ownerId: number, week: string, sent: boolean, at: Date): Promise<boolean> {
      const rows = await queryRows<{ owner_id: number }>(
        db,
        sql`insert into ${weeklyDigests} (owner_id, week, sent, done_at)
            values (${ownerId}, ${week}, ${sent}, ${at})
            on conflict do nothing
            returning owner_id`,
      );
      return rows.length > 0;
    },

    /**
     * The products whose price changed between `from` and `to`: the last price recorded before
     * `from` against the last one recorded before `to`. A product created in the week has no
     * price before it, so no change.
     */
    async priceChanges(ownerId: number, from: Date, to: Date): Promise<WeekPriceChange[]> {
      const rows = await queryRows<Omit<WeekPriceChange, 'changedAt'> & { changedAt: string }>(
        db,
        sql`select i.id as "productId", i.name, d.base_unit as "baseUnit",
                   before.unit_cost::text as "oldUnitCost", last.unit_cost::text as "newUnitCost",
                   last.source, last.changed_at as "changedAt"
            from ${ingredientInstances} i
            join ${ingredientDefinitions} d on d.id = i.definition_id
            join lateral (
              select h.unit_cost, h.source, h.changed_at from ${ingredientPriceHistory} h
              where h.owner_id = ${ownerId} and h.instance_id = i.id
                and h.changed_at >= ${from} and h.changed_at < ${to}
              order by h.changed_at desc, h.id desc limit 1
            ) last on true
            join lateral (
              select h.unit_cost from ${ingredientPriceHistory} h
              where h.owner_id = ${ownerId} and h.instance_id = i.id and h.changed_at < ${from}
              order by h.changed_at desc, h.id desc limit 1
            ) before on true
            where i.owner_id = ${ownerId} and before.unit_cost <> last.unit_cost
            order by i.name, i.id`,
      );
      return rows.map((row) => ({ ...row, changedAt: new Date(row.changedAt) }));
    },
  };
}

export type DigestReadModel = ReturnType<typeof createDigestReadModel>;
