import type Decimal from 'decimal.js';
import { sortAllergens, type AllergenCode } from './allergens.ts';
import { dec, type DecimalInput } from './decimal.ts';
import type { RecipeGraph, RecipeInput, RecipeLineInput } from './recipe-graph.ts';
import { computeExtraCosts, computeMargins, recipeStatus } from './recipe-margins.ts';
import {
  LINE_WARNINGS,
  MAX_LINE_COST,
  NO_LINES_WARNING,
  type CostOptions,
  type LineBreakdown,
  type RecipeCost,
  type RecipeCoster,
} from './recipe-cost-model.ts';
import {
  ingredientLineCost,
  lineRatio,
  prepareProduct,
  unitConversion,
  type PreparedProduct,
} from './recipe-line-costs.ts';
import { DomainRuleError } from './rule-error.ts';
import { convertQuantity, UNITS } from './units.ts';

interface LineResult {
  line: LineBreakdown;
  allergens: readonly AllergenCode[];
  complete: boolean;
}

const ZERO = dec(0);
const HUNDRED = dec(100);
const ONE = dec(1);

/**
 * The version of the costing rules this engine applies. Raise it whenever a rule changes what a
 * recipe costs (2: a line counted in ud or docena takes no merma, decision 022; 3: the food cost
 * computed as cost × (100 + VAT) / PVP, exact where cost / net price was not): every stored figure
 * carries the version it was computed with, and the server re-costs older ones at start-up.
 */
export const COSTING_RULES_VERSION = 3;

/**
 * A cost engine over one graph. Every sub-recipe is costed once however many recipes use it, so
 * a page of recipes sharing elaboraciones costs each elaboración once (memoised by id).
 */
export function createRecipeCoster(graph: RecipeGraph, options: CostOptions = {}): RecipeCoster {
  const lineDetail = options.lineDetail ?? true;
  /** Whether the recipe being costed gets its line detail (a set names the recipes that do). */
  const wantsDetail = (recipe: RecipeInput) =>
    typeof lineDetail === 'boolean' ? lineDetail : recipe.id !== null && lineDetail.has(recipe.id);
  let detail = true;
  const memo = new Map<number, RecipeCost>(options.known ?? []);
  const inProgress = new Set<number>();
  const products = new Map<number, PreparedProduct | null>();
  let cycleHits = 0;
  // Decimals are immutable: each distinct quantity or percentage text ("250.000", "10.00") is
  // parsed once per costing, not once per line (a re-cost of 1 000 recipes reads 40 000 lines).
  const parsed = new Map<string, Decimal>();
  const decimal = (value: DecimalInput): Decimal => {
    if (typeof value !== 'string') return dec(value);
    let known = parsed.get(value);
    if (known === undefined) {
      known = dec(value);
      parsed.set(value, known);
    }
    return known;
  };

  function costById(recipeId: number): RecipeCost | null {
    const cached = memo.get(recipeId);
    if (cached) return cached;
    const recipe = graph.recipes.get(recipeId);
    if (!recipe) return null;
    const hitsBefore = cycleHits;
    const result = costInput(recipe);
    // A cost that met a cycle depends on where the walk started (and on a draft being edited):
    // it is not kept. Cycles are refused on save, so this is the rare path. Only elaboraciones
    // are kept: only they can be named by a line (the API refuses others), and keeping every dish
    // of a 1 000-recipe re-cost alive with its lines until the end costs more in garbage
    // collection than the costing itself (a dish asked for twice is simply costed twice).
    if (cycleHits === hitsBefore && recipe.isSubrecipe) memo.set(recipeId, result);
    return result;
  }

  function costInput(recipe: RecipeInput): RecipeCost {
    if (!Number.isInteger(recipe.servings) || recipe.servings < 1) {
      throw new DomainRuleError('servings', 'Las raciones deben ser un número entero mayor que 0.');
    }
    if (recipe.id !== null) inProgress.add(recipe.id);
    // A sub-recipe met on a line is costed with its own setting and gives this one back.
    const outer = detail;
    detail = wantsDetail(recipe);
    try {
      return assemble(
        recipe,
        recipe.lines.map((line, index) => costLine(line, index + 1)),
      );
    } finally {
      detail = outer;
      if (recipe.id !== null) inProgress.delete(recipe.id);
    }
  }

  function costLine(input: RecipeLineInput, position: number): LineResult {
    const line: LineBreakdown = {
      position,
      lineId: input.id ?? null,
      kind: 'ingredient',
      refId: null,
      name: '',
      unit: input.unit,
      netQuantity: decimal(input.quantity),
      grossQuantity: null,
      unitCost: null,
      cost: null,
      costSharePct: null,
      warning: null,
    };
    if (line.netQuantity.isNegative() || !line.netQuantity.isFinite()) {
      throw new DomainRuleError('quantity', 'La cantidad no puede ser negativa.');
    }
    const productId = input.ingredientInstanceId ?? null;
    const subRecipeId = input.subRecipeId ?? null;
    if ((productId === null) === (subRecipeId === null)) {
      return flagged(line, LINE_WARNINGS.noReference);
    }
    const result =
      productId !== null
        ? costIngredientLine(line, productId)
        : costSubRecipeLine(line, subRecipeId as number);
    if (result.line.cost?.greaterThan(MAX_LINE_COST)) {
      result.line.cost = null;
      return { ...flagged(result.line, LINE_WARNINGS.costOutOfRange), allergens: result.allergens };
    }
    return result;
  }

  function costIngredientLine(line: LineBreakdown, productId: number): LineResult {
    line.refId = productId;
    const product = preparedProduct(productId);
    if (!product) return flagged(line, LINE_WARNINGS.unknownProduct);
    const { allergens } = product.facts;
    line.name = product.facts.name;
    const conversion = unitConversion(product, line.unit);
    if (detail) line.grossQuantity = line.netQuantity.dividedBy(lineRatio(product, line.unit));
    if (!conversion.ok) return { ...flagged(line, conversion.reason), allergens };
    const { unitCost, usableUnitCost } = conversion;
    if (unitCost === null || usableUnitCost === null) {
      return { ...flagged(line, LINE_WARNINGS.noPrice), allergens };
    }
    line.unitCost = unitCost;
    line.cost = ingredientLineCost(
      product,
      { sameKind: conversion.sameKind, usableUnitCost },
      line.netQuantity,
      line.unit,
    );
    if (unitCost.isZero()) return { ...flagged(line, LINE_WARNINGS.zeroPrice), allergens };
    return { line, allergens, complete: true };
  }

  function preparedProduct(productId: number): PreparedProduct | null {
    let prepared = products.get(productId);
    if (prepared === undefined) {
      const facts = graph.products.get(productId);
      prepared = facts ? prepareProduct(facts) : null;
      products.set(productId, prepared);
    }
    return prepared;
  }

  function costSubRecipeLine(line: LineBreakdown, subRecipeId: number): LineResult {
    line.kind = 'sub_recipe';
    line.refId = subRecipeId;
    line.grossQuantity = line.netQuantity;
    const sub = graph.recipes.get(subRecipeId);
    if (!sub) return flagged(line, LINE_WARNINGS.unknownSubRecipe);
    line.name = sub.name;
    if (inProgress.has(subRecipeId)) {
      cycleHits += 1;
      return flagged(line, LINE_WARNINGS.cycle(sub.name));
    }
    const subCost = costById(subRecipeId) as RecipeCost;
    const allergens = subCost.allergens;
    const { costPerYieldUnit, yieldUnit } = subCost;
    if (costPerYieldUnit === null || yieldUnit === null) {
      return { ...flagged(line, LINE_WARNINGS.noYield(sub.name)), allergens };
    }
    if (UNITS[line.unit].kind !== UNITS[yieldUnit].kind) {
      const warning = LINE_WARNINGS.yieldUnitMismatch(line.unit, sub.name, yieldUnit);
      return { ...flagged(line, warning), allergens };
    }
    const inYieldUnits = convertQuantity(line.netQuantity, line.unit, yieldUnit);
    const perUnit = convertQuantity(1, line.unit, yieldUnit);
    if (!inYieldUnits.ok || !perUnit.ok) throw new Error('same-kind conversion cannot fail');
    line.unitCost = perUnit.value.times(costPerYieldUnit);
    line.cost = inYieldUnits.value.times(costPerYieldUnit);
    if (!subCost.costComplete) {
      return { ...flagged(line, LINE_WARNINGS.incompleteSubRecipe(sub.name)), allergens };
    }
    return { line, allergens, complete: true };
  }

  function assemble(recipe: RecipeInput, results: LineResult[]): RecipeCost {
    let ingredientsCost = ZERO;
    let complete = results.length > 0;
    const warnings: string[] = [];
    const allergens = new Set<AllergenCode>();
    for (const { line, allergens: lineAllergens, complete: lineComplete } of results) {
      if (line.cost !== null) ingredientsCost = ingredientsCost.plus(line.cost);
      if (!lineComplete) complete = false;
      if (line.warning !== null) warnings.push(lineWarning(line));
      for (const code of lineAllergens) allergens.add(code);
    }
    if (results.length === 0) warnings.push(NO_LINES_WARNING);
    const extraCosts = computeExtraCosts(recipe.extraCosts, recipe.servings, ingredientsCost);
    const extraCostsTotal = extraCosts.reduce((sum, extra) => sum.plus(extra.cost), ZERO);
    const totalCost = ingredientsCost.plus(extraCostsTotal);
    const costPerServing = totalCost.dividedBy(recipe.servings);
    const saleVatPct = decimal(recipe.saleVatPct ?? graph.defaults.saleVatPct);
    const targetFoodCostPct = decimal(recipe.targetFoodCostPct ?? graph.defaults.targetFoodCostPct);
    const salePrice = recipe.salePrice === null ? null : decimal(recipe.salePrice);
    const margins = computeMargins({ costPerServing, salePrice, saleVatPct, targetFoodCostPct });
    const lines = results.map((result) => result.line);
    // One division for all the shares.
    const percentPerEuro = !detail || totalCost.isZero() ? null : HUNDRED.dividedBy(totalCost);
    for (const item of lines) item.costSharePct = shareOf(item.cost, percentPerEuro);
    for (const item of extraCosts) item.costSharePct = shareOf(item.cost, percentPerEuro);
    const yieldQuantity = recipe.yieldQuantity === null ? null : decimal(recipe.yieldQuantity);
    const costPerYieldUnit =
      yieldQuantity !== null && yieldQuantity.greaterThan(0) && recipe.yieldUnit !== null
        ? totalCost.dividedBy(yieldQuantity)
        : null;
    return {
      recipeId: recipe.id,
      name: recipe.name,
      servings: recipe.servings,
      baseServings: recipe.servings,
      scaleFactor: ONE,
      lines,
      extraCosts,
      ingredientsCost,
      extraCostsTotal,
      totalCost,
      costPerServing,
      salePrice,
      saleVatPct,
      targetFoodCostPct,
      ...margins,
      yieldQuantity,
      yieldUnit: recipe.yieldUnit,
      costPerYieldUnit,
      costComplete: complete,
      warnings,
      allergens: sortAllergens(allergens),
      status: recipeStatus({
        costComplete: complete,
        marginPct: margins.marginPct,
        targetFoodCostPct,
      }),
    };
  }

  return { costRecipeById: costById, costRecipe: costInput };
}

function flagged(line: LineBreakdown, warning: string): LineResult {
  line.warning = warning;
  return { line, allergens: [], complete: false };
}

/** "Leche: Falta la densidad…", or "Línea 3: …" for a line whose product no longer exists. */
function lineWarning(line: LineBreakdown): string {
  return `${line.name === '' ? `Línea ${line.position}` : line.name}: ${line.warning ?? ''}`;
}

function shareOf(cost: Decimal | null, percentPerEuro: Decimal | null): Decimal | null {
  return cost === null || percentPerEuro === null ? null : cost.times(percentPerEuro);
}

/** The cost of one recipe (a stored one or a draft) against a graph; see {@link createRecipeCoster}. */
export function costRecipe(
  graph: RecipeGraph,
  recipe: RecipeInput,
  options: CostOptions = {},
): RecipeCost {
  return createRecipeCoster(graph, options).costRecipe(recipe);
}
