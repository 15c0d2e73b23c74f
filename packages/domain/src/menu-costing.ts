import type Decimal from 'decimal.js';
import { sortAllergens, type AllergenCode } from './allergens.ts';
import { dec, type DecimalInput } from './decimal.ts';
import {
  computeMargins,
  foodCostPct,
  netSalePrice,
  RECIPE_STATUS_LABELS,
  RECIPE_STATUSES,
  recipeStatus,
  suggestedSalePrice,
  type RecipeStatus,
} from './recipe-margins.ts';
import { DomainRuleError } from './rule-error.ts';

/*
 * The costing of a menu (issue 18): a carta, a menú del día or an event, from its dishes' stored
 * figures (cost per serving, PVP, allergens). Exact decimals throughout; the caller rounds for the
 * answer (money 2 places, percentages 2 places), so 4.755 € per cover reads 4,76 € and the food
 * cost computed from it is 38,74 %, not the food cost of a rounded cost.
 */

const HUNDRED = dec(100);

export type MenuKind = 'carta' | 'menu_del_dia' | 'evento';
/** `one`: each guest picks one item (shares of the guests); `all`: every item is served. */
export type SectionChoice = 'one' | 'all';
export type MenuExtraType = 'fixed' | 'per_person';

export interface MenuDish {
  /** The recipe's stored cost per serving; null when it has none (no lines costed yet). */
  costPerServing: DecimalInput | null;
  /** False when a line of the recipe could not be costed. */
  costComplete: boolean;
  /** The dish's own PVP (VAT included), for the carta. */
  salePrice: DecimalInput | null;
  saleVatPct: DecimalInput;
  targetFoodCostPct: DecimalInput;
  allergens: readonly AllergenCode[];
}

export interface MenuItemInput {
  name: string;
  dish: MenuDish;
  /** Servings of the dish per cover (default 1). */
  servingsPerCover: DecimalInput;
  /** % of the guests choosing it in a `one` section; null in every item: equal shares. */
  expectedSharePct: DecimalInput | null;
}

export interface MenuSectionInput {
  name: string;
  choice: SectionChoice;
  items: readonly MenuItemInput[];
}

export interface MenuExtraInput {
  name: string;
  costType: MenuExtraType;
  amount: DecimalInput;
}

export interface MenuInput {
  kind: MenuKind;
  /** VAT included; required for `menu_del_dia` and `evento`. */
  pricePerPerson: DecimalInput | null;
  saleVatPct: DecimalInput;
  targetFoodCostPct: DecimalInput;
  /** An event's headcount (or another one to try). */
  guests: number | null;
  sections: readonly MenuSectionInput[];
  extras: readonly MenuExtraInput[];
}

export interface MenuItemFigures {
  name: string;
  /** Recipe cost per serving × servings per cover; null when the recipe has no cost. */
  costPerCover: Decimal | null;
  /** The share used (equal shares when none was given); null in an `all` section. */
  sharePct: Decimal | null;
  allergens: AllergenCode[];
  /** A carta's dish: its own PVP, food cost and margin (null without a PVP). */
  salePrice: Decimal | null;
  foodCostPct: Decimal | null;
  marginPerServing: Decimal | null;
  belowTarget: boolean;
}

export interface MenuSectionFigures {
  name: string;
  choice: SectionChoice;
  items: MenuItemFigures[];
  /** Σ share × item cost (`one`), Σ items (`all`). */
  costExpected: Decimal;
  /** The dearest item (`one`), Σ items (`all`). */
  costWorst: Decimal;
}

export interface EventFigures {
  guests: number;
  extrasTotal: Decimal;
  /** Expected cost per cover × guests + extras. */
  totalCost: Decimal;
  revenueNet: Decimal;
  marginTotal: Decimal;
  /** margin / revenue × 100; null when the revenue is 0. */
  marginPct: Decimal | null;
  vatTotal: Decimal;
  totalWithVat: Decimal;
}

export interface MenuFigures {
  sections: MenuSectionFigures[];
  costPerCoverExpected: Decimal;
  costPerCoverWorst: Decimal;
  netPricePerPerson: Decimal | null;
  foodCostPctExpected: Decimal | null;
  foodCostPctWorst: Decimal | null;
  marginPerCoverExpected: Decimal | null;
  /** Net price − the worst cost per cover (every guest picks the dearest dish). */
  marginPerCoverWorst: Decimal | null;
  /** The expected cost at the target food cost, VAT added. */
  suggestedPricePerPerson: Decimal;
  /** The union of the dishes' allergens (EU-14, in the regulation's order). */
  allergens: AllergenCode[];
  costComplete: boolean;
  warnings: string[];
  /** A carta: the mean food cost of its dishes with a PVP, and how many are above their target. */
  carta: { averageFoodCostPct: Decimal | null; dishesBelowTarget: number } | null;
  /** An event: the totals for its headcount. */
  event: EventFigures | null;
}

/** Equal shares of 100 in 2 places that add up to exactly 100 (the first ones take the cents). */
export function equalShares(count: number): string[] {
  if (count <= 0) return [];
  const cents = 10_000;
  const base = Math.floor(cents / count);
  const extra = cents - base * count;
  return Array.from({ length: count }, (_, index) =>
    dec(base + (index < extra ? 1 : 0))
      .dividedBy(100)
      .toFixed(2),
  );
}

/** The shares of a `one` section, checked: given in every item and adding up to 100, or none. */
function sectionShares(section: MenuSectionInput): Decimal[] {
  const given = section.items.map((item) => item.expectedSharePct);
  if (given.every((share) => share === null)) {
    return section.items.map(() => HUNDRED.dividedBy(section.items.length));
  }
  const shares = given.map((share) => (share === null ? null : dec(share)));
  if (shares.some((share) => share === null || share.isNegative() || share.greaterThan(100))) {
    throw new DomainRuleError(
      'sections',
      `En «${section.name}» cada plato necesita su porcentaje (entre 0 y 100), o ninguno.`,
    );
  }
  const total = shares.reduce<Decimal>((sum, share) => sum.plus(share ?? 0), dec(0));
  if (!total.equals(HUNDRED)) {
    throw new DomainRuleError(
      'sections',
      `Los porcentajes de «${section.name}» suman ${total.toFixed()} %, y deben sumar 100 %.`,
    );
  }
  return shares.map((share) => share ?? dec(0));
}

function itemFigures(item: MenuItemInput, share: Decimal | null, kind: MenuKind): MenuItemFigures {
  const servings = dec(item.servingsPerCover);
  if (!servings.isFinite() || servings.lessThanOrEqualTo(0)) {
    throw new DomainRuleError(
      'sections',
      `«${item.name}»: las raciones por cubierto deben ser > 0.`,
    );
  }
  const costPerServing = item.dish.costPerServing === null ? null : dec(item.dish.costPerServing);
  const dishMargins =
    kind === 'carta' && costPerServing !== null && item.dish.salePrice !== null
      ? computeMargins({
          costPerServing,
          salePrice: item.dish.salePrice,
          saleVatPct: item.dish.saleVatPct,
          targetFoodCostPct: item.dish.targetFoodCostPct,
        })
      : null;
  const foodCostPct = dishMargins?.foodCostPct ?? null;
  return {
    name: item.name,
    costPerCover: costPerServing === null ? null : costPerServing.times(servings),
    sharePct: share,
    allergens: sortAllergens(item.dish.allergens),
    salePrice: item.dish.salePrice === null ? null : dec(item.dish.salePrice),
    foodCostPct,
    marginPerServing: dishMargins?.marginPerServing ?? null,
    belowTarget: foodCostPct !== null && foodCostPct.greaterThan(item.dish.targetFoodCostPct),
  };
}

function sectionFigures(section: MenuSectionInput, kind: MenuKind): MenuSectionFigures {
  const shares = section.choice === 'one' ? sectionShares(section) : null;
  const items = section.items.map((item, index) =>
    itemFigures(item, shares?.[index] ?? null, kind),
  );
  const costs = items.map((item) => item.costPerCover ?? dec(0));
  const sum = costs.reduce((total, cost) => total.plus(cost), dec(0));
  if (section.choice === 'all' || items.length === 0) {
    return { name: section.name, choice: section.choice, items, costExpected: sum, costWorst: sum };
  }
  const expected = costs.reduce(
    (total, cost, index) => total.plus(cost.times(shares?.[index] ?? 0).dividedBy(HUNDRED)),
    dec(0),
  );
  const worst = costs.reduce((max, cost) => (cost.greaterThan(max) ? cost : max), dec(0));
  return {
    name: section.name,
    choice: section.choice,
    items,
    costExpected: expected,
    costWorst: worst,
  };
}

function eventFigures(
  input: MenuInput,
  costPerCover: Decimal,
  netPrice: Decimal | null,
): EventFigures | null {
  if (input.kind !== 'evento' || input.guests === null || input.pricePerPerson === null)
    return null;
  const guests = input.guests;
  if (!Number.isInteger(guests) || guests <= 0) {
    throw new DomainRuleError('guests', 'El número de invitados debe ser un entero mayor que 0.');
  }
  const extrasTotal = input.extras.reduce((total, extra) => {
    const amount = dec(extra.amount);
    if (!amount.isFinite() || amount.isNegative()) {
      throw new DomainRuleError('extras', `«${extra.name}»: el importe no puede ser negativo.`);
    }
    return total.plus(extra.costType === 'per_person' ? amount.times(guests) : amount);
  }, dec(0));
  const totalCost = costPerCover.times(guests).plus(extrasTotal);
  const revenueNet = (netPrice ?? dec(0)).times(guests);
  const totalWithVat = dec(input.pricePerPerson).times(guests);
  const marginTotal = revenueNet.minus(totalCost);
  return {
    guests,
    extrasTotal,
    totalCost,
    revenueNet,
    marginTotal,
    // 100 − food cost of the whole event, without dividing by a net revenue with no exact decimal.
    marginPct: revenueNet.isZero()
      ? null
      : HUNDRED.minus(foodCostPct(totalCost, totalWithVat, input.saleVatPct) ?? HUNDRED),
    vatTotal: totalWithVat.minus(revenueNet),
    totalWithVat,
  };
}

/** The figures of a menu (issue 18 point 2). */
export function costMenu(input: MenuInput): MenuFigures {
  if (input.kind !== 'carta' && input.pricePerPerson === null) {
    throw new DomainRuleError('price_per_person', 'Indica el precio por persona (IVA incluido).');
  }
  const sections = input.sections.map((section) => sectionFigures(section, input.kind));
  const costPerCoverExpected = sections.reduce(
    (total, section) => total.plus(section.costExpected),
    dec(0),
  );
  const costPerCoverWorst = sections.reduce(
    (total, section) => total.plus(section.costWorst),
    dec(0),
  );
  const margins = computeMargins({
    costPerServing: costPerCoverExpected,
    salePrice: input.pricePerPerson,
    saleVatPct: input.saleVatPct,
    targetFoodCostPct: input.targetFoodCostPct,
  });
  const netPrice =
    input.pricePerPerson === null ? null : netSalePrice(input.pricePerPerson, input.saleVatPct);
  const worstFoodCost =
    input.pricePerPerson === null
      ? null
      : foodCostPct(costPerCoverWorst, input.pricePerPerson, input.saleVatPct);

  const items = input.sections.flatMap((section) => section.items);
  // A menu with no dishes has no food cost or margin to speak of (issue 31: it said "Rentable"
  // at 0,00 %): its figures are unknown, and its status says "Sin platos".
  const hasDishes = items.length > 0;
  const figures = sections.flatMap((section) => section.items);
  const warnings: string[] = [];
  for (const item of items) {
    if (item.dish.costPerServing === null || !item.dish.costComplete) {
      warnings.push(`«${item.name}» tiene el coste incompleto.`);
    }
    if (input.kind === 'carta' && item.dish.salePrice === null) {
      warnings.push(`«${item.name}» no tiene PVP.`);
    }
  }
  const priced = figures.filter((item) => item.foodCostPct !== null);
  const carta =
    input.kind === 'carta'
      ? {
          averageFoodCostPct:
            priced.length === 0
              ? null
              : priced
                  .reduce((total, item) => total.plus(item.foodCostPct ?? 0), dec(0))
                  .dividedBy(priced.length),
          dishesBelowTarget: figures.filter((item) => item.belowTarget).length,
        }
      : null;

  return {
    sections,
    costPerCoverExpected,
    costPerCoverWorst,
    netPricePerPerson: netPrice,
    foodCostPctExpected: hasDishes ? margins.foodCostPct : null,
    foodCostPctWorst: hasDishes ? worstFoodCost : null,
    marginPerCoverExpected: hasDishes ? margins.marginPerServing : null,
    marginPerCoverWorst: hasDishes && netPrice !== null ? netPrice.minus(costPerCoverWorst) : null,
    suggestedPricePerPerson: suggestedSalePrice(
      costPerCoverExpected,
      input.targetFoodCostPct,
      input.saleVatPct,
    ),
    allergens: sortAllergens(new Set(figures.flatMap((item) => item.allergens))),
    costComplete: items.every(
      (item) => item.dish.costPerServing !== null && item.dish.costComplete,
    ),
    warnings,
    carta,
    event: eventFigures(input, costPerCoverExpected, netPrice),
  };
}

/** A dish's energy per serving (its declaration's, exact); null when its declaration is incomplete. */
export interface DishEnergy {
  kj: DecimalInput;
  kcal: DecimalInput;
}

export interface EnergyItemInput {
  servingsPerCover: DecimalInput;
  /** The share used in a `one` section (as `costMenu` answers it); null in an `all` section. */
  sharePct: Decimal | null;
  energy: DishEnergy | null;
}

export interface EnergyPerCover {
  kj: Decimal;
  kcal: Decimal;
}

/**
 * Energy per cover (issue 21): each item's energy per serving × servings per cover; a section
 * where every guest gets every item adds them, one where each guest picks one weighs them by the
 * shares, like the expected cost. The menu's is null when a dish's energy is unknown (never a
 * figure that leaves a dish out) and on a carta, where a guest's cover is not defined.
 */
export function menuEnergy(
  kind: MenuKind,
  sections: readonly { choice: SectionChoice; items: readonly EnergyItemInput[] }[],
): { items: (EnergyPerCover | null)[][]; perCover: EnergyPerCover | null } {
  let known = kind !== 'carta' && sections.some((section) => section.items.length > 0);
  let kj = dec(0);
  let kcal = dec(0);
  const items = sections.map((section) =>
    section.items.map((item) => {
      if (item.energy === null) {
        known = false;
        return null;
      }
      const servings = dec(item.servingsPerCover);
      const perCover = {
        kj: dec(item.energy.kj).times(servings),
        kcal: dec(item.energy.kcal).times(servings),
      };
      const weight = section.choice === 'all' ? dec(1) : dec(item.sharePct ?? 0).dividedBy(HUNDRED);
      kj = kj.plus(perCover.kj.times(weight));
      kcal = kcal.plus(perCover.kcal.times(weight));
      return perCover;
    }),
  );
  return { items, perCover: known ? { kj, kcal } : null };
}

/** A menu's badge: the recipes' (Rentable, Margen bajo…), and "Sin platos" before its first dish. */
export const MENU_STATUSES = [...RECIPE_STATUSES, 'no_dishes'] as const;
export type MenuStatus = (typeof MENU_STATUSES)[number];

/** The badge's words: the recipes' ones, and "Sin platos". */
export function menuStatusLabel(status: MenuStatus): string {
  return status === 'no_dishes' ? 'Sin platos' : RECIPE_STATUS_LABELS[status];
}

/** The badge from a food cost, as a recipe's (DOMAIN.md §2); a menu with no dishes has none. */
export function menuStatus(input: {
  dishes: number;
  costComplete: boolean;
  foodCostPct: Decimal | null;
  targetFoodCostPct: DecimalInput;
}): MenuStatus {
  if (input.dishes === 0) return 'no_dishes';
  const status: RecipeStatus = recipeStatus({
    costComplete: input.costComplete,
    marginPct: input.foodCostPct === null ? null : dec(100).minus(input.foodCostPct),
    targetFoodCostPct: input.targetFoodCostPct,
  });
  return status;
}
