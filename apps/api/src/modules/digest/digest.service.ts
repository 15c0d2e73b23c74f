import { dec, toMoney, toPercent } from '@costeo/domain/decimal';
import { REFERENCE_UNIT, referencePrice } from '@costeo/domain/ingredient-costs';
import type { Db } from '../../db/client.ts';
import type { CostingService } from '../costing/costing.service.ts';
import type { MailQueue } from '../mail/mail.service.ts';
import type { SalesFeedService } from '../sales/sales-feed.service.ts';
import {
  composeDigest,
  type ComposedMail,
  type DigestPriceChange,
  type DigestRecipe,
} from './digest.compose.ts';
import { createDigestReadModel, type DigestRecipient } from './digest.read-model.ts';
import { lastFullWeek, type DigestWeek } from './digest.week.ts';

/** Accounts worked out per run of the loop (each in its own short transaction). */
export const DIGEST_BATCH = 25;

const HUNDRED = dec(100);

/**
 * The weekly digest (issue 22, decision 032). For the week that ended, every account with a
 * confirmed address that did not turn it off: the products whose price changed, and the recipes
 * that those changes moved above their food cost target — costed by the costing module's what-if
 * (the same engine as a save) at the prices before the week and at today's. Nothing changed for
 * the worse: no mail.
 */
export function createDigestService(deps: {
  db: Db;
  costing: Pick<CostingService, 'whatIfProductCosts' | 'recipesReachedBy'>;
  mail: MailQueue;
  /** The till's sales (issue 33): the week's theoretical use of each product. */
  sales: Pick<SalesFeedService, 'useOf'>;
  now: () => Date;
  /** Where the mail's links point (PUBLIC_URL, else the server's own address). */
  linksBase: string;
  /** An account whose digest could not be worked out (logged by the server). */
  onError?: (error: unknown, ownerId: number) => void;
}) {
  const { db, costing, mail, sales, now, linksBase } = deps;

  /** The week's price changes of an account, per kg, l or ud. */
  async function weekChanges(ownerId: number, week: DigestWeek) {
    const rows = await createDigestReadModel(db).priceChanges(ownerId, week.from, week.to);
    return rows.map((row) => {
      const before = dec(row.oldUnitCost);
      const after = dec(row.newUnitCost);
      const change: DigestPriceChange = {
        productId: row.productId,
        name: row.name,
        referenceUnit: REFERENCE_UNIT[row.baseUnit].unit,
        oldPrice: referencePrice(before, row.baseUnit),
        newPrice: referencePrice(after, row.baseUnit),
        changePct: before.isZero()
          ? null
          : toPercent(after.minus(before).dividedBy(before).times(HUNDRED)),
        source: row.source,
      };
      return { change, oldUnitCost: row.oldUnitCost, newUnitCost: row.newUnitCost };
    });
  }

  /**
   * What the week's price rises cost a week at its sales (issue 33): Σ over the products whose
   * price rose of the week's theoretical use (base units, from the imported sales) × (new − old
   * cost per base unit), as the use itself is valued. Null without sales in the week or when the
   * rises cost nothing.
   */
  async function weeklyCostOfRises(
    ownerId: number,
    week: DigestWeek,
    changes: Awaited<ReturnType<typeof weekChanges>>,
  ): Promise<string | null> {
    const rises = changes.filter((item) => dec(item.newUnitCost).greaterThan(item.oldUnitCost));
    if (rises.length === 0) return null;
    const use = await sales.useOf(ownerId, { date_from: week.firstDay, date_to: week.lastDay });
    if (!use) return null;
    const quantities = new Map(use.products.map((p) => [p.ingredient_instance, p.quantity]));
    const total = rises.reduce((sum, item) => {
      const quantity = quantities.get(item.change.productId);
      if (quantity === undefined) return sum;
      return sum.plus(dec(quantity).times(dec(item.newUnitCost).minus(item.oldUnitCost)));
    }, dec(0));
    return total.greaterThanOrEqualTo('0.005') ? toMoney(total) : null;
  }

  /**
   * The recipes (dishes, not elaboraciones) above their target now and not at the week's start
   * prices, each with the changes behind it: one what-if for all the week's prices, then one query
   * for the recipes each product reaches (directly or through an elaboración).
   */
  async function fallenRecipes(
    ownerId: number,
    changes: Awaited<ReturnType<typeof weekChanges>>,
  ): Promise<DigestRecipe[]> {
    const oldCosts = new Map(changes.map((item) => [item.change.productId, item.oldUnitCost]));
    const all = await costing.whatIfProductCosts(db, ownerId, oldCosts);
    // `before` is today (the stored figures), `after` the week's start prices.
    const fallen = all.filter(
      (recipe) =>
        !recipe.isSubrecipe &&
        recipe.before.status === 'low_margin' &&
        recipe.after.status === 'profitable',
    );
    if (fallen.length === 0) return [];
    // The changes behind each dish: the products that reach it (one query).
    const reached = await costing.recipesReachedBy(ownerId, [...oldCosts.keys()]);
    const behind = (recipeId: number) =>
      changes
        .filter(({ change }) => reached.get(change.productId)?.includes(recipeId))
        .map(({ change }) => change);
    return fallen
      .map(({ id, before: today, after: weekStart }) => ({
        id,
        name: today.name,
        foodCostPct: toPercent(today.foodCostPct ?? dec(0)),
        foodCostPctBefore: toPercent(weekStart.foodCostPct ?? dec(0)),
        targetFoodCostPct: toPercent(today.targetFoodCostPct),
        costPerServing: toMoney(today.costPerServing),
        costPerServingBefore: toMoney(weekStart.costPerServing),
        salePrice: toMoney(today.salePrice ?? dec(0)),
        suggestedSalePrice: toMoney(today.suggestedSalePrice),
        changes: behind(id),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);
  }

  /** The digest of one account for `week`, or null when nothing fell below target. */
  async function digestFor(
    recipient: DigestRecipient,
    week: DigestWeek,
  ): Promise<ComposedMail | null> {
    const changes = await weekChanges(recipient.id, week);
    if (changes.length === 0) return null;
    const recipes = await fallenRecipes(recipient.id, changes);
    if (recipes.length === 0) return null;
    return composeDigest({
      businessName: recipient.businessName.trim(),
      week,
      recipes,
      changes: changes.map((item) => item.change),
      weeklyCostOfRises: await weeklyCostOfRises(recipient.id, week, changes),
      linksBase,
    });
  }

  return {
    digestFor,

    /**
     * Works out the digests due: before Monday 08:00 nothing; then a batch of the accounts not
     * done for the week that ended. Each account in one transaction that claims it and queues
     * its mail, so with several instances each digest is worked out and sent once. Returns how
     * many accounts were done (0: none left, or not yet time).
     */
    async runDue(): Promise<{ done: number; queued: number }> {
      const at = now();
      const week = lastFullWeek(at);
      if (at < week.sendAfter) return { done: 0, queued: 0 };
      const due = await createDigestReadModel(db).dueRecipients(week.key, DIGEST_BATCH);
      let queued = 0;
      let done = 0;
      for (const recipient of due) {
        let composed: ComposedMail | null = null;
        try {
          composed = await digestFor(recipient, week);
        } catch (error) {
          // One account that cannot be worked out must not hold up the others week after week:
          // it is reported and marked done (no mail) for this week.
          deps.onError?.(error, recipient.id);
        }
        const claimed = await db.transaction(async (tx) => {
          if (
            !(await createDigestReadModel(tx).claim(recipient.id, week.key, composed !== null, at))
          ) {
            return false;
          }
          if (composed) {
            await mail.enqueue(
              {
                to: recipient.email,
                subject: composed.subject,
                text: composed.text,
                html: composed.html,
                kind: 'weekly_digest',
                dedupeKey: `digest:${recipient.id}:${week.key}`,
              },
              tx,
            );
          }
          return true;
        });
        if (!claimed) continue;
        done += 1;
        if (composed) queued += 1;
      }
      return { done, queued };
    },
  };
}

export type DigestService = ReturnType<typeof createDigestService>;
