import { describe, expect, it } from 'vitest';
import {
  recipeCostAnalysisSchema,
  recipeCostFieldsSchema,
  recipeRequestSchema,
} from './contracts/recipes.ts';
import { costRecipe, createRecipeCoster } from './cost-engine.ts';
import {
  formatCostAnalysis,
  formatRecipeCostFields,
  recipeInputFromData,
} from './recipe-cost-format.ts';
import { scaleRecipeCost } from './recipe-scaling.ts';
import { acceptanceGraph, ONION_SOUP } from './test/recipe-fixtures.ts';

const soup = () => createRecipeCoster(acceptanceGraph()).costRecipeById(20)!;

describe('formatRecipeCostFields: the API edge of the acceptance case', () => {
  it('rounds money to 2 places and percentages from exact values', () => {
    const fields = formatRecipeCostFields(soup());
    expect(fields).toEqual({
      ingredients_cost: '2.25',
      extra_costs_total: '0.00',
      total_cost: '2.25',
      cost_per_serving: '0.56',
      net_sale_price: '8.00',
      margin_per_serving: '7.44',
      margin_pct: '92.97',
      food_cost_pct: '7.03',
      suggested_sale_price: '2.06',
      effective_sale_vat_pct: '10.00',
      effective_target_food_cost_pct: '30.00',
      cost_per_yield_unit: null,
      cost_complete: true,
      status: 'profitable',
      warnings: [],
      allergens: [],
      scaling: null,
    });
    expect(recipeCostFieldsSchema.parse(fields)).toEqual(fields);
  });

  it('gives issue 9 figures with extra costs', () => {
    const withExtras = costRecipe(acceptanceGraph(), {
      ...ONION_SOUP,
      extraCosts: [
        { name: 'Mano de obra', costType: 'fixed', amount: '1.00' },
        { name: 'Envase', costType: 'per_serving', amount: '0.25' },
        { name: 'Energía', costType: 'percentage', amount: '10' },
      ],
    });
    expect(formatRecipeCostFields(withExtras)).toMatchObject({
      extra_costs_total: '2.23',
      total_cost: '4.48',
      cost_per_serving: '1.12',
      food_cost_pct: '13.98',
    });
  });

  it('marks a scaled view', () => {
    expect(formatRecipeCostFields(scaleRecipeCost(soup(), 10)).scaling).toEqual({
      servings: 10,
      base_servings: 4,
      factor: '2.500000',
    });
    expect(formatRecipeCostFields(soup(), { scaled: true }).scaling).toEqual({
      servings: 4,
      base_servings: 4,
      factor: '1.000000',
    });
  });
});

describe('formatCostAnalysis', () => {
  it('lists every line and extra cost with its share, and matches the contract', () => {
    const analysis = formatCostAnalysis(20, soup(), [101, 102]);
    expect(recipeCostAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis.lines).toEqual([
      {
        id: 101,
        position: 1,
        kind: 'ingredient',
        name: 'Cebolla',
        unit: 'kg',
        net_quantity: '1.000',
        gross_quantity: '1.250',
        unit_cost: '1.2000',
        cost: '1.50',
        cost_share_pct: '66.67',
        warning: null,
      },
      {
        id: 102,
        position: 2,
        kind: 'sub_recipe',
        name: 'Fondo oscuro',
        unit: 'ml',
        net_quantity: '500.000',
        gross_quantity: '500.000',
        unit_cost: '0.0015',
        cost: '0.75',
        cost_share_pct: '33.33',
        warning: null,
      },
    ]);
    expect(analysis.margins).toMatchObject({
      sale_price: '8.80',
      sale_vat_pct: '10.00',
      target_food_cost_pct: '30.00',
      status: 'profitable',
    });
    expect(analysis.scaling).toEqual({ servings: 4, base_servings: 4, factor: '1.000000' });
  });

  it('says why a line has no cost', () => {
    const graph = acceptanceGraph();
    const cost = costRecipe(graph, {
      ...ONION_SOUP,
      lines: [{ subRecipeId: 10, quantity: '1', unit: 'kg' }],
    });
    const analysis = formatCostAnalysis(20, cost, [7]);
    expect(analysis.lines[0]).toMatchObject({
      cost: null,
      unit_cost: null,
      warning:
        'La unidad kg no se puede convertir a la unidad de rendimiento de «Fondo oscuro» (l).',
    });
    expect(analysis.cost_complete).toBe(false);
    expect(analysis.margins.status).toBe('incomplete');
  });
});

describe('recipeInputFromData', () => {
  it('costs a parsed payload as the stored recipe, the profile VAT when none is sent', () => {
    const data = recipeRequestSchema.parse({
      name: 'Sopa de cebolla',
      servings: 4,
      sale_price: '8.80',
      lines: [
        { ingredient_instance: 1, quantity: '1', unit: 'kg' },
        { sub_recipe: 10, quantity: '500', unit: 'ml' },
      ],
    });
    const fields = formatRecipeCostFields(
      costRecipe(acceptanceGraph(), recipeInputFromData(null, data)),
    );
    expect(fields).toMatchObject({
      cost_per_serving: '0.56',
      food_cost_pct: '7.03',
      suggested_sale_price: '2.06',
    });
  });
});
