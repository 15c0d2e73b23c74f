import type { MenuEngineering } from '@costeo/domain/contracts/analytics';
import { toMoney, toPercent } from '@costeo/domain/decimal';
import {
  classifyMenu,
  MENU_QUADRANT_ACTIONS,
  MENU_QUADRANT_LABELS,
  type MenuItemInput,
} from '@costeo/domain/menu-engineering';
import type { DishRow } from './analytics.repository.ts';

export interface Period {
  start: string;
  end: string;
}

/** The calendar month (UTC) of `at`: the period shown before any sales were entered. */
export function currentMonth(at: Date): Period {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return {
    start: iso(new Date(Date.UTC(year, month, 1))),
    end: iso(new Date(Date.UTC(year, month + 1, 0))),
  };
}

/**
 * The classification of one period's dishes (domain `classifyMenu`) from their stored figures:
 * contribution margin = net sale price − cost per serving, both the engine's exact figures.
 * Recipes without a PVP or with an incomplete cost cannot be placed and are listed apart.
 */
export function toMenuEngineering(
  period: Period,
  sales: readonly { recipeId: number; unitsSold: number }[],
  recipes: readonly DishRow[],
  unitsSource: MenuEngineering['units_source'] = 'typed',
): MenuEngineering {
  const byId = new Map(recipes.map((row) => [row.id, row]));
  const inputs: MenuItemInput[] = [];
  const excluded: MenuEngineering['excluded'] = [];
  for (const sale of sales) {
    const recipe = byId.get(sale.recipeId);
    if (!recipe) continue;
    if (!recipe.costComplete) {
      excluded.push({ id: recipe.id, name: recipe.name, reason: 'Coste incompleto' });
    } else if (recipe.netSalePrice === null) {
      excluded.push({ id: recipe.id, name: recipe.name, reason: 'Sin PVP' });
    } else {
      inputs.push({
        id: recipe.id,
        name: recipe.name,
        unitsSold: sale.unitsSold,
        netSalePrice: recipe.netSalePrice,
        costPerServing: recipe.costPerServing,
      });
    }
  }
  const result = classifyMenu(inputs);
  return {
    period_start: period.start,
    period_end: period.end,
    units_source: unitsSource,
    total_units: result.totalUnits,
    total_contribution: toMoney(result.totalContribution),
    average_contribution_margin:
      result.averageContributionMargin === null ? null : toMoney(result.averageContributionMargin),
    popularity_threshold_pct:
      result.popularityThresholdPct === null ? null : toPercent(result.popularityThresholdPct),
    items: result.items.map((item) => ({
      recipe: item.id,
      name: item.name,
      units_sold: item.unitsSold,
      net_sale_price: toMoney(item.netSalePrice),
      cost_per_serving: toMoney(item.costPerServing),
      contribution_margin: toMoney(item.contributionMargin),
      popularity_pct: toPercent(item.popularityPct),
      total_contribution: toMoney(item.totalContribution),
      quadrant: item.quadrant,
      quadrant_label: MENU_QUADRANT_LABELS[item.quadrant],
      action: MENU_QUADRANT_ACTIONS[item.quadrant],
    })),
    excluded,
  };
}
