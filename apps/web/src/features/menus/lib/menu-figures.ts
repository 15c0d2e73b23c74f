import type {
  Menu,
  MenuDish as DishAnswer,
  MenuFiguresAnswer,
} from '@costeo/domain/contracts/menus';
import { sectionSharesIssue } from '@costeo/domain/contracts/menus';
import { dec, toMoney, toPercent, type Dec as Decimal } from '@costeo/domain/decimal';
import {
  costMenu,
  menuStatus,
  type MenuDish,
  type MenuFigures,
  type MenuExtraInput,
  type MenuKind,
  type MenuSectionInput,
  type MenuStatus,
} from '@costeo/domain/menu-costing';
import { DEFAULT_COST_SETTINGS } from '@costeo/domain/recipe-graph';
import { DomainRuleError } from '@costeo/domain/rule-error';
import { decimalInputError, parseDecimalInput } from '../../../lib/decimal-input.ts';
import { hasPricePerPerson, parseGuests, sectionForRules, type MenuDraft } from './menu-draft.ts';

/*
 * The menu's figures as the chef edits (issue 18): the draft through the domain's `costMenu`, the
 * same engine (and the same exact dish costs) the API answers with, rounded as the contract rounds
 * them. Once saved, the screen shows the API's own answer, which has the same shape.
 */

/** An item's figures, as `menuItemSchema` carries them. */
export interface ItemFiguresView {
  cost_per_cover: string | null;
  share_pct: string | null;
  sale_price: string | null;
  food_cost_pct: string | null;
  margin_per_serving: string | null;
  below_target: boolean;
}

export interface SectionFiguresView {
  cost_expected: string;
  cost_worst: string;
  items: ItemFiguresView[];
}

/** What the screen shows: the figures of a menu answer (the API's) or of the draft (live). */
export type MenuFiguresView = MenuFiguresAnswer & { sections: SectionFiguresView[] };

/** The profile's defaults as far as the saved menu tells them (as Detalle de Receta does). */
export function menuProfileDefaults(
  menu: Pick<
    Menu,
    | 'sale_vat_pct'
    | 'effective_sale_vat_pct'
    | 'target_food_cost_pct'
    | 'effective_target_food_cost_pct'
  >,
) {
  return {
    saleVatPct:
      menu.sale_vat_pct === null
        ? menu.effective_sale_vat_pct
        : String(DEFAULT_COST_SETTINGS.saleVatPct),
    targetFoodCostPct:
      menu.target_food_cost_pct === null
        ? menu.effective_target_food_cost_pct
        : String(DEFAULT_COST_SETTINGS.targetFoodCostPct),
  };
}

/** A dish answer as the engine reads it (the stored exact cost, so live equals saved). */
export function engineDish(dish: DishAnswer): MenuDish {
  return {
    costPerServing: dish.cost_per_serving_exact,
    costComplete: dish.cost_complete,
    salePrice: dish.sale_price,
    saleVatPct: dish.effective_sale_vat_pct,
    targetFoodCostPct: dish.effective_target_food_cost_pct,
    allergens: dish.allergens,
  };
}

const money = (value: Decimal | null) => (value === null ? null : toMoney(value));
const percent = (value: Decimal | null) => (value === null ? null : toPercent(value));

function statusOf(
  dishes: number,
  costComplete: boolean,
  foodCost: Decimal | null,
  target: string,
): MenuStatus {
  return menuStatus({ dishes, costComplete, foodCostPct: foodCost, targetFoodCostPct: target });
}

interface FormatContext {
  kind: MenuKind;
  saleVatPct: string;
  targetFoodCostPct: string;
  /** A menú del día or an event without its price yet: no food cost, margin or revenue. */
  priceMissing: boolean;
  /** The dishes in order (ids and names), for `dishes_below_target`. */
  dishes: { id: number; name: string }[];
}

/** The engine's figures rounded as the contract carries them (money 2 places, % 2 places). */
export function formatMenuFigures(figures: MenuFigures, context: FormatContext): MenuFiguresView {
  const { kind, priceMissing } = context;
  const priced = !priceMissing;
  const carta = figures.carta;
  const event = figures.event;
  const foodCost =
    kind === 'carta' ? (carta?.averageFoodCostPct ?? null) : figures.foodCostPctExpected;
  const itemFigures = figures.sections.flatMap((section) => section.items);
  return {
    cost_per_cover_expected: toMoney(figures.costPerCoverExpected),
    cost_per_cover_worst: toMoney(figures.costPerCoverWorst),
    net_price_per_person: priced ? money(figures.netPricePerPerson) : null,
    food_cost_pct_expected: priced ? percent(figures.foodCostPctExpected) : null,
    food_cost_pct_worst: priced ? percent(figures.foodCostPctWorst) : null,
    margin_per_cover_expected: priced ? money(figures.marginPerCoverExpected) : null,
    margin_per_cover_worst: priced ? money(figures.marginPerCoverWorst) : null,
    suggested_price_per_person: toMoney(figures.suggestedPricePerPerson),
    effective_sale_vat_pct: toPercent(dec(context.saleVatPct)),
    effective_target_food_cost_pct: toPercent(dec(context.targetFoodCostPct)),
    status: statusOf(
      itemFigures.length,
      figures.costComplete,
      priced ? foodCost : null,
      context.targetFoodCostPct,
    ),
    status_worst:
      kind === 'carta' || itemFigures.length === 0
        ? null
        : statusOf(
            itemFigures.length,
            figures.costComplete,
            priced ? figures.foodCostPctWorst : null,
            context.targetFoodCostPct,
          ),
    allergens: figures.allergens,
    cost_complete: figures.costComplete,
    warnings: figures.warnings,
    average_food_cost_pct: carta ? percent(carta.averageFoodCostPct) : null,
    dishes_below_target: itemFigures.flatMap((item, index) => {
      const dish = context.dishes[index];
      return item.belowTarget && dish ? [dish] : [];
    }),
    quote_guests: event?.guests ?? null,
    extras_total: event ? toMoney(event.extrasTotal) : null,
    total_cost: event ? toMoney(event.totalCost) : null,
    revenue_net: event && priced ? toMoney(event.revenueNet) : null,
    margin_total: event && priced ? toMoney(event.marginTotal) : null,
    margin_pct: event && priced ? percent(event.marginPct) : null,
    vat_total: event && priced ? toMoney(event.vatTotal) : null,
    total_with_vat: event && priced ? toMoney(event.totalWithVat) : null,
    sections: figures.sections.map((section) => ({
      cost_expected: toMoney(section.costExpected),
      cost_worst: toMoney(section.costWorst),
      items: section.items.map((item) => ({
        cost_per_cover: money(item.costPerCover),
        share_pct: percent(item.sharePct),
        sale_price: money(item.salePrice),
        food_cost_pct: percent(item.foodCostPct),
        margin_per_serving: money(item.marginPerServing),
        below_target: item.belowTarget,
      })),
    })),
  };
}

export type LiveMenuFigures =
  { figures: MenuFiguresView; problem: null } | { figures: null; problem: string };

const FIX_FIELDS = 'Corrige los campos marcados para ver las cifras.';

/** A typed decimal for the engine: "" → the fallback, a bad text → undefined. */
function typedDecimal(text: string, fallback: string | null): string | null | undefined {
  if (text.trim() === '') return fallback;
  if (decimalInputError(text)) return undefined;
  return parseDecimalInput(text)?.toString();
}

/**
 * The draft's figures, or why there are none yet: a share rule broken (the contract's message,
 * naming the section) or a field that is not a number.
 */
export function liveMenuFigures(
  draft: MenuDraft,
  defaults: { saleVatPct: string; targetFoodCostPct: string },
): LiveMenuFigures {
  for (const section of draft.sections) {
    const issue = sectionSharesIssue(sectionForRules(section));
    if (issue) return { figures: null, problem: issue };
  }
  const saleVatPct = typedDecimal(draft.saleVatPct, defaults.saleVatPct);
  const targetFoodCostPct = typedDecimal(draft.targetFoodCostPct, defaults.targetFoodCostPct);
  const price = hasPricePerPerson(draft.kind) ? typedDecimal(draft.pricePerPerson, null) : null;
  if (saleVatPct == null || targetFoodCostPct == null || price === undefined) {
    return { figures: null, problem: FIX_FIELDS };
  }
  const priceMissing = hasPricePerPerson(draft.kind) && price === null;
  const sections: MenuSectionInput[] = [];
  for (const section of draft.sections) {
    const items = [];
    for (const item of section.items) {
      const servings = typedDecimal(item.servingsPerCover, null);
      const share = section.choice === 'one' ? typedDecimal(item.share, null) : null;
      if (servings == null || share === undefined) return { figures: null, problem: FIX_FIELDS };
      items.push({
        name: item.dish.name,
        dish: engineDish(item.dish),
        servingsPerCover: servings,
        expectedSharePct: share,
      });
    }
    sections.push({ name: section.name, choice: section.choice, items });
  }
  const guests = draft.kind === 'evento' ? parseGuests(draft.guests) : null;
  const extras: MenuExtraInput[] = [];
  if (draft.kind === 'evento') {
    for (const extra of draft.extras) {
      const amount = typedDecimal(extra.amount, null);
      if (amount == null) return { figures: null, problem: FIX_FIELDS };
      extras.push({ name: extra.name, costType: extra.costType, amount });
    }
  }
  try {
    const figures = costMenu({
      kind: draft.kind,
      // Without a price yet the costs still show; food cost, margin and revenue wait for it.
      pricePerPerson: priceMissing ? '0' : price,
      saleVatPct,
      targetFoodCostPct,
      guests,
      sections,
      extras,
    });
    return {
      figures: formatMenuFigures(figures, {
        kind: draft.kind,
        saleVatPct,
        targetFoodCostPct,
        priceMissing,
        dishes: draft.sections.flatMap((section) =>
          section.items.map((item) => ({ id: item.recipe, name: item.dish.name })),
        ),
      }),
      problem: null,
    };
  } catch (error) {
    if (error instanceof DomainRuleError) return { figures: null, problem: error.message };
    throw error;
  }
}
