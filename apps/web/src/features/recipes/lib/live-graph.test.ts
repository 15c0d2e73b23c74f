import { describe, expect, it } from 'vitest';
import type { RecipeListItem } from '@costeo/domain/contracts/recipes';
import { costRecipe } from '@costeo/domain/cost-engine';
import { LINE_WARNINGS } from '@costeo/domain/recipe-cost-model';
import { formatRecipeCostFields } from '@costeo/domain/recipe-cost-format';
import { onionProduct } from '../../../test/ingredients-fixtures.ts';
import { buildLiveGraph, recipeInputFromDraft } from './live-graph.ts';
import type { RecipeDraft } from './recipe-draft.ts';

const DEFAULTS = { saleVatPct: '10', targetFoodCostPct: '30' };

/** The fondo of issue 8: 2 l from lines costing 3,00 € → 1,50 €/l. */
function fondo(overrides: Partial<RecipeListItem> = {}): RecipeListItem {
  return {
    id: 10,
    name: 'Fondo blanco',
    category: '',
    servings: 1,
    sale_price: null,
    sale_vat_pct: null,
    target_food_cost_pct: null,
    is_subrecipe: true,
    yield_quantity: '2.000',
    yield_unit: 'l',
    created_at: '2026-03-15T12:00:00Z',
    updated_at: '2026-03-15T12:00:00Z',
    photo_updated_at: null,
    ingredients_cost: '3.00',
    extra_costs_total: '0.00',
    total_cost: '3.00',
    cost_per_serving: '3.00',
    net_sale_price: null,
    margin_per_serving: null,
    margin_pct: null,
    food_cost_pct: null,
    suggested_sale_price: '11.00',
    effective_sale_vat_pct: '10.00',
    effective_target_food_cost_pct: '30.00',
    cost_per_yield_unit: '1.5000',
    cost_complete: true,
    status: 'no_price',
    warnings: [],
    allergens: ['leche'],
    scaling: null,
    lines_count: 1,
    ...overrides,
  };
}

function draft(lines: RecipeDraft['lines']): RecipeDraft {
  return {
    name: 'Sopa de cebolla',
    category: '',
    description: '',
    servings: '4',
    salePrice: '8,80',
    saleVatPct: '',
    targetFoodCostPct: '',
    isSubrecipe: false,
    yieldQuantity: '',
    yieldUnit: null,
    finalWeight: '',
    instructions: '',
    lines,
  };
}

const ONION_LINE = {
  key: 'a',
  ingredientInstance: 1,
  subRecipe: null,
  name: 'Cebolla',
  quantity: '1',
  unit: 'kg' as const,
  note: '',
};
const FONDO_LINE = {
  key: 'b',
  ingredientInstance: null,
  subRecipe: 10,
  name: 'Fondo blanco',
  quantity: '500',
  unit: 'ml' as const,
  note: '',
};

describe('live graph: the engine over product facts and elaboración figures', () => {
  it('issue 8 acceptance: 2,25 € of ingredients, 0,56 € per serving, food cost 7,03 %, suggested 2,06 €', () => {
    const graph = buildLiveGraph([onionProduct()], [fondo()], DEFAULTS);
    const cost = costRecipe(
      graph,
      recipeInputFromDraft(11, draft([ONION_LINE, FONDO_LINE]), 4, []),
    );
    const figures = formatRecipeCostFields(cost);
    expect(figures).toMatchObject({
      ingredients_cost: '2.25',
      cost_per_serving: '0.56',
      net_sale_price: '8.00',
      food_cost_pct: '7.03',
      margin_per_serving: '7.44',
      margin_pct: '92.97',
      suggested_sale_price: '2.06',
      cost_complete: true,
      allergens: ['leche'],
    });
    expect(cost.lines[1]?.cost?.toFixed(2)).toBe('0.75');
  });

  it('an elaboración whose cost is incomplete flags the line that uses it, keeping what is known', () => {
    const graph = buildLiveGraph([onionProduct()], [fondo({ cost_complete: false })], DEFAULTS);
    const cost = costRecipe(graph, recipeInputFromDraft(11, draft([FONDO_LINE]), 4, []));
    expect(cost.lines[0]?.warning).toBe(LINE_WARNINGS.incompleteSubRecipe('Fondo blanco'));
    expect(cost.lines[0]?.cost?.toFixed(2)).toBe('0.75');
    expect(cost.costComplete).toBe(false);
  });

  it('an elaboración without a yield is said on the line', () => {
    const graph = buildLiveGraph(
      [],
      [fondo({ yield_quantity: null, yield_unit: null, cost_per_yield_unit: null })],
      DEFAULTS,
    );
    const cost = costRecipe(graph, recipeInputFromDraft(11, draft([FONDO_LINE]), 4, []));
    expect(cost.lines[0]?.warning).toBe(LINE_WARNINGS.noYield('Fondo blanco'));
  });

  it('a quantity still being typed counts as 0; servings not yet a number keep the last good value', () => {
    const graph = buildLiveGraph([onionProduct()], [], DEFAULTS);
    const typing = { ...draft([{ ...ONION_LINE, quantity: '1,' }]), servings: '' };
    const cost = costRecipe(graph, recipeInputFromDraft(11, typing, 4, []));
    expect(cost.servings).toBe(4);
    expect(cost.ingredientsCost.toFixed(2)).toBe('0.00');
  });
});
