import type {
  AffectedMenu,
  AffectedRecipe,
  InvoicePreview,
} from '@costeo/domain/contracts/supplier-invoices';
import { dec, toMoney, toPercent } from '@costeo/domain/decimal';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CostingService } from '../costing/costing.service.ts';
import type { MenusService } from '../menus/menus.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';

export type PriceImpact = Pick<
  InvoicePreview,
  'impact_available' | 'affected_recipes' | 'affected_menus'
>;

const money = (value: { toFixed(): string } | null) =>
  value === null ? null : toMoney(dec(value.toFixed()));
const percent = (value: { toFixed(): string } | null) =>
  value === null ? null : toPercent(dec(value.toFixed()));

/**
 * What new costs per base unit do to the dishes and menus (issue 19, issue 32): costing's what-if
 * (the real engine, nothing written) and the menus' own costing of the dishes that moved. The one
 * answer of an invoice's and an albarán's preview and apply: each recipe's cost, margin and food
 * cost before and after, whether it crosses its target, and the sale price that keeps it. On the
 * plans with price history (the same rule as the history); others get `impact_available: false`.
 */
export function createPriceImpactService(deps: {
  db: Db;
  entitlements: EntitlementsService;
  costing: CostingService;
  menus: MenusService;
}) {
  const { db, entitlements, costing, menus } = deps;
  return {
    async impactOf(ownerId: number, newCosts: ReadonlyMap<number, string>): Promise<PriceImpact> {
      try {
        await entitlements.assertFeature(ownerId, 'price_history');
      } catch (error) {
        if (error instanceof AppError && error.status === 403) {
          return { impact_available: false, affected_recipes: [], affected_menus: [] };
        }
        throw error;
      }
      if (newCosts.size === 0) {
        return { impact_available: true, affected_recipes: [], affected_menus: [] };
      }
      const recipes = await costing.whatIfProductCosts(db, ownerId, newCosts);
      const moved = recipes.filter(
        (recipe) => !dec(recipe.before.costPerServing).equals(recipe.after.costPerServing),
      );
      const affectedRecipes: AffectedRecipe[] = moved.map(({ id, isSubrecipe, before, after }) => {
        const marginChange =
          before.marginPerServing === null || after.marginPerServing === null
            ? null
            : dec(after.marginPerServing).minus(before.marginPerServing);
        const pctChange =
          before.marginPct === null || after.marginPct === null
            ? null
            : dec(after.marginPct).minus(before.marginPct);
        const target = dec(after.targetFoodCostPct);
        const crosses =
          !isSubrecipe &&
          after.foodCostPct !== null &&
          dec(after.foodCostPct).greaterThan(target) &&
          (before.foodCostPct === null || !dec(before.foodCostPct).greaterThan(target));
        return {
          id,
          name: after.name,
          is_subrecipe: isSubrecipe,
          old_cost_per_serving: toMoney(dec(before.costPerServing)),
          new_cost_per_serving: toMoney(dec(after.costPerServing)),
          old_margin_per_serving: money(before.marginPerServing),
          new_margin_per_serving: money(after.marginPerServing),
          margin_change: marginChange === null ? null : toMoney(marginChange),
          old_margin_pct: percent(before.marginPct),
          new_margin_pct: percent(after.marginPct),
          margin_pct_change: pctChange === null ? null : toPercent(pctChange),
          old_food_cost_pct: percent(before.foodCostPct),
          new_food_cost_pct: percent(after.foodCostPct),
          target_food_cost_pct: toPercent(target),
          crosses_target: crosses,
          suggested_sale_price: isSubrecipe ? null : money(after.suggestedSalePrice),
        };
      });
      const dishes = new Map(
        moved.map((recipe) => [
          recipe.id,
          {
            costPerServing: dec(recipe.after.costPerServing).toFixed(),
            costComplete: recipe.after.costComplete,
          },
        ]),
      );
      const menusMoved = await menus.impactOf(ownerId, dishes);
      const affectedMenus: AffectedMenu[] = menusMoved.map(({ before, after }) => ({
        id: before.id,
        name: before.name,
        kind: before.kind,
        old_cost_per_cover: before.cost_per_cover_expected,
        new_cost_per_cover: after.cost_per_cover_expected,
        old_food_cost_pct: before.food_cost_pct_expected ?? before.average_food_cost_pct,
        new_food_cost_pct: after.food_cost_pct_expected ?? after.average_food_cost_pct,
        old_margin_per_cover: before.margin_per_cover_expected,
        new_margin_per_cover: after.margin_per_cover_expected,
      }));
      return {
        impact_available: true,
        affected_recipes: affectedRecipes,
        affected_menus: affectedMenus,
      };
    },
  };
}

export type PriceImpactService = ReturnType<typeof createPriceImpactService>;
