import { describe, expect, it } from 'vitest';
import { costRecipe, createRecipeCoster } from './cost-engine.ts';
import type { RecipeCost } from './recipe-cost-model.ts';
import { scaleRecipeCost } from './recipe-scaling.ts';
import { toMoney, toPercent, toQuantity, toUnitPrice } from './decimal.ts';
import type { ExtraCostInput } from './recipe-graph.ts';
import { DomainRuleError } from './rule-error.ts';
import {
  acceptanceGraph,
  graphOf,
  ONION,
  ONION_SOUP,
  product,
  productFromPurchase,
  recipe,
  uses,
} from './test/recipe-fixtures.ts';

function costOf(id: number, graph = acceptanceGraph()): RecipeCost {
  const result = createRecipeCoster(graph).costRecipeById(id);
  if (!result) throw new Error(`no recipe ${id}`);
  return result;
}

describe('issue 8 acceptance: onion soup with a 2 l stock', () => {
  const soup = costOf(20);

  it('costs the batch and the serving exactly', () => {
    expect(soup.ingredientsCost.toString()).toBe('2.25');
    expect(soup.extraCostsTotal.toString()).toBe('0');
    expect(soup.totalCost.toString()).toBe('2.25');
    expect(soup.costPerServing.toString()).toBe('0.5625');
    // Money is rounded only at the edge: 2 places.
    expect(toMoney(soup.costPerServing)).toBe('0.56');
  });

  it('gives net price, food cost, margin and suggested PVP from exact values', () => {
    expect(toMoney(soup.netSalePrice!)).toBe('8.00');
    expect(soup.foodCostPct!.toString()).toBe('7.03125');
    expect(toPercent(soup.foodCostPct!)).toBe('7.03');
    expect(toMoney(soup.marginPerServing!)).toBe('7.44');
    expect(toPercent(soup.marginPct!)).toBe('92.97');
    expect(soup.suggestedSalePrice.toString()).toBe('2.0625');
    expect(toMoney(soup.suggestedSalePrice)).toBe('2.06');
    expect(soup.costComplete).toBe(true);
    expect(soup.warnings).toEqual([]);
    expect(soup.status).toBe('profitable');
  });

  it('shows gross and net quantities, unit costs and shares per line', () => {
    const [onion, stock] = soup.lines;
    expect(onion).toMatchObject({ position: 1, kind: 'ingredient', name: 'Cebolla', unit: 'kg' });
    expect(toQuantity(onion!.netQuantity)).toBe('1.000');
    expect(toQuantity(onion!.grossQuantity!)).toBe('1.250');
    expect(toUnitPrice(onion!.unitCost!)).toBe('1.2000');
    expect(toMoney(onion!.cost!)).toBe('1.50');
    expect(toPercent(onion!.costSharePct!)).toBe('66.67');
    expect(stock).toMatchObject({
      kind: 'sub_recipe',
      refId: 10,
      name: 'Fondo oscuro',
      unit: 'ml',
    });
    expect(toQuantity(stock!.grossQuantity!)).toBe('500.000');
    expect(toUnitPrice(stock!.unitCost!)).toBe('0.0015');
    expect(stock!.cost!.toString()).toBe('0.75');
    expect(toPercent(stock!.costSharePct!)).toBe('33.33');
    expect(stock!.warning).toBeNull();
  });

  it('costs the stock per yield unit: batch cost / yield', () => {
    const stock = costOf(10);
    expect(stock.costPerYieldUnit!.toString()).toBe('1.5');
    expect(stock.yieldUnit).toBe('l');
  });
});

describe('issue 9 acceptance: the same soup with extra costs', () => {
  const extras: ExtraCostInput[] = [
    { id: 1, name: 'Mano de obra', costType: 'fixed', amount: '1.00' },
    { id: 2, name: 'Envase', costType: 'per_serving', amount: '0.25' },
    { id: 3, name: 'Energía', costType: 'percentage', amount: '10' },
  ];
  const soup = costRecipe(acceptanceGraph(), { ...ONION_SOUP, extraCosts: extras });

  it('adds fixed per batch, per serving × servings and % of ingredients cost', () => {
    expect(soup.extraCosts.map((extra) => extra.cost.toString())).toEqual(['1', '1', '0.225']);
    expect(soup.extraCostsTotal.toString()).toBe('2.225');
    expect(soup.totalCost.toString()).toBe('4.475');
    expect(soup.costPerServing.toString()).toBe('1.11875');
    expect(toMoney(soup.costPerServing)).toBe('1.12');
    expect(toPercent(soup.foodCostPct!)).toBe('13.98');
  });

  it('shares of lines and extra costs add up to 100 % of the total', () => {
    const shares = [...soup.lines, ...soup.extraCosts].map((item) => item.costSharePct!);
    expect(
      shares
        .reduce((sum, share) => sum.plus(share))
        .toDecimalPlaces(20)
        .toString(),
    ).toBe('100');
  });

  it("a sub-recipe's own extra costs are part of its cost per yield unit", () => {
    const graph = acceptanceGraph();
    const stock = graph.recipes.get(10)!;
    const withLabour = graphOf(
      [...graph.products.values()],
      [
        { ...stock, extraCosts: [{ name: 'Mano de obra', costType: 'fixed', amount: '1' }] },
        ONION_SOUP,
      ],
    );
    // (3.00 + 1.00) / 2 l = 2.00 €/l → 500 ml cost 1.00.
    expect(costOf(20, withLabour).lines[1]!.cost!.toString()).toBe('1');
  });
});

describe('merma divides by the yield (DOMAIN.md §1 trap)', () => {
  it.each([
    ['0', '1.000', '1.20'],
    ['20', '1.250', '1.50'],
    ['40', '1.667', '2.00'],
    ['11', '1.124', '1.35'],
  ])('1 kg of onion net, merma %s: gross %s kg, %s €', (waste, gross, cost) => {
    const onion = { ...ONION, wastePct: waste };
    const result = costRecipe(graphOf([onion]), recipe(null, 'R', { lines: [uses(1, '1', 'kg')] }));
    expect(toQuantity(result.lines[0]!.grossQuantity!)).toBe(gross);
    expect(toMoney(result.lines[0]!.cost!)).toBe(cost);
  });

  it('at 20 % the factor is 1.25 (not 1.20), at 40 % 1.667 (not 1.40)', () => {
    const factor = (waste: string) =>
      costRecipe(
        graphOf([{ ...ONION, wastePct: waste }]),
        recipe(null, 'R', { lines: [uses(1, '1', 'kg')] }),
      ).ingredientsCost.dividedBy('1.2');
    expect(factor('20').toString()).toBe('1.25');
    expect(factor('40').toDecimalPlaces(3).toString()).toBe('1.667');
  });
});

describe('units across kinds', () => {
  const oil = productFromPurchase(3, 'Aceite de oliva', {
    purchaseQuantity: '5',
    purchaseUnit: 'l',
    purchasePrice: '30.00',
    wastePct: '0',
    baseUnit: 'ml',
    density: '0.916',
  });
  const eggs = productFromPurchase(4, 'Huevo L', {
    purchaseQuantity: '30',
    purchaseUnit: 'ud',
    purchasePrice: '4.00',
    wastePct: '12',
    baseUnit: 'ud',
    unitWeight: '65',
  });

  it('costs oil by the spoon and by weight through the density', () => {
    const result = costRecipe(
      graphOf([oil]),
      recipe(null, 'R', { lines: [uses(3, '2', 'cucharada'), uses(3, '916', 'g')] }),
    );
    // 30 ml → 0.18 €; 916 g = 1000 ml → 6.00 €.
    expect(result.lines.map((line) => line.cost!.toString())).toEqual(['0.18', '6']);
    expect(result.costComplete).toBe(true);
  });

  it('costs eggs by the dozen as whole eggs and by weight through the unit weight, after merma', () => {
    const result = costRecipe(
      graphOf([eggs]),
      recipe(null, 'R', { lines: [uses(4, '1', 'docena'), uses(4, '130', 'g')] }),
    );
    // A dozen is 12 whole eggs, no merma (decision 022): 12 × 0.1333… € = 1.60 € (was 1.82 €, 12 / 0.88).
    // 130 g of cleaned egg = 2 ud / 0.88 → 0.3030 €: merma applies to mass.
    expect(toMoney(result.lines[0]!.cost!)).toBe('1.60');
    expect(toMoney(result.lines[1]!.cost!)).toBe('0.30');
  });
});

describe('warnings: no silent fallbacks (DOMAIN.md §2)', () => {
  const milk = product(5, 'Leche', { baseUnit: 'g', unitCost: '0.001' });
  const lemon = product(6, 'Limón', { baseUnit: 'g', unitCost: '0.002' });
  const water = product(7, 'Agua', { baseUnit: 'ml', unitCost: '0' });
  const saffron = product(8, 'Azafrán', { unitCost: null });

  function single(line: ReturnType<typeof uses>) {
    return costRecipe(graphOf([milk, lemon, water, saffron]), recipe(null, 'R', { lines: [line] }));
  }

  it.each([
    [uses(5, '200', 'ml'), 'Falta la densidad para convertir ml a g', 'Leche'],
    [uses(6, '2', 'ud'), 'Falta el peso por unidad para convertir ud a g', 'Limón'],
    [uses(8, '1', 'g'), 'El ingrediente no tiene precio.', 'Azafrán'],
    [uses(99, '1', 'g'), 'El ingrediente no existe.', 'Línea 1'],
  ])('%o → %s, no cost, cost incomplete', (line, warning, label) => {
    const result = single(line);
    expect(result.lines[0]!.warning).toBe(warning);
    expect(result.lines[0]!.cost).toBeNull();
    expect(result.costComplete).toBe(false);
    expect(result.status).toBe('incomplete');
    expect(result.warnings).toEqual([`${label}: ${warning}`]);
  });

  it('a zero price costs 0 and says so', () => {
    const result = single(uses(7, '250', 'ml'));
    expect(result.lines[0]!.cost!.toString()).toBe('0');
    expect(result.lines[0]!.warning).toBe(
      'El ingrediente tiene precio de compra 0: la línea cuesta 0.',
    );
    expect(result.costComplete).toBe(false);
  });

  it('a line naming neither or both a product and a sub-recipe is flagged', () => {
    const neither = single({ quantity: '1', unit: 'g' });
    const both = single({ ingredientInstanceId: 5, subRecipeId: 10, quantity: '1', unit: 'g' });
    for (const result of [neither, both]) {
      expect(result.lines[0]!.warning).toBe(
        'La línea debe llevar un ingrediente o una elaboración.',
      );
      expect(result.costComplete).toBe(false);
    }
  });

  it('a recipe without lines is not a cost of 0', () => {
    const result = costRecipe(graphOf([]), recipe(null, 'Vacía'));
    expect(result.totalCost.toString()).toBe('0');
    expect(result.costComplete).toBe(false);
    expect(result.warnings).toEqual([
      'La receta no tiene ingredientes: su coste no está completo.',
    ]);
  });

  it('the flagged line keeps the others costed and its allergens counted', () => {
    const cream = product(9, 'Nata', { allergens: ['leche'], unitCost: '0.004' });
    const result = costRecipe(
      graphOf([cream, ONION]),
      recipe(null, 'R', { lines: [uses(9, '100', 'ml'), uses(1, '1', 'kg')] }),
    );
    expect(result.ingredientsCost.toString()).toBe('1.5');
    expect(result.allergens).toEqual(['leche']);
    expect(result.lines[0]!.costSharePct).toBeNull();
    expect(result.lines[1]!.costSharePct!.toString()).toBe('100');
  });

  it('refuses servings below 1 and negative quantities', () => {
    const graph = graphOf([ONION]);
    expect(() => costRecipe(graph, recipe(null, 'R', { servings: 0 }))).toThrow(DomainRuleError);
    expect(() => costRecipe(graph, recipe(null, 'R', { lines: [uses(1, '-1', 'kg')] }))).toThrow(
      DomainRuleError,
    );
  });
});

describe('scaleRecipeCost: N servings', () => {
  const soup = costOf(20);

  it('multiplies quantities and costs by N / servings, keeps per-serving figures', () => {
    const ten = scaleRecipeCost(soup, 10);
    expect(ten.servings).toBe(10);
    expect(ten.baseServings).toBe(4);
    expect(ten.scaleFactor.toString()).toBe('2.5');
    expect(ten.lines.map((line) => line.netQuantity.toString())).toEqual(['2.5', '1250']);
    expect(toQuantity(ten.lines[0]!.grossQuantity!)).toBe('3.125');
    expect(ten.lines.map((line) => line.cost!.toString())).toEqual(['3.75', '1.875']);
    expect(ten.totalCost.toString()).toBe('5.625');
    expect(ten.costPerServing.toString()).toBe('0.5625');
    expect(ten.foodCostPct!.toString()).toBe(soup.foodCostPct!.toString());
    expect(ten.lines[0]!.unitCost!.toString()).toBe(soup.lines[0]!.unitCost!.toString());
  });

  it('scaling a scaled view is relative to what it shows', () => {
    const back = scaleRecipeCost(scaleRecipeCost(soup, 10), 4);
    expect(back.totalCost.toString()).toBe('2.25');
    expect(back.scaleFactor.toString()).toBe('1');
  });

  it('refuses 0 servings', () => {
    expect(() => scaleRecipeCost(soup, 0)).toThrow(DomainRuleError);
  });
});
