import {
  MAX_NEEDS_MENUS,
  MAX_NEEDS_RANGE_DAYS,
  type EventsNeedsAnswer,
  type EventsNeedsQuery,
  type MenuNeedsAnswer,
  type MenuNeedsProduct,
  type NeededEvent,
} from '@costeo/domain/contracts/menu-needs';
import { toMoney, toQuantity } from '@costeo/domain/decimal';
import {
  eventsNeeds as eventsNeedsOf,
  menuNeeds,
  type MenuNeeds,
  type NeedsPurchase,
  type ProductNeed,
} from '@costeo/domain/menu-needs';
import type { SectionChoice } from '@costeo/domain/menu-costing';
import type { ExplosionMenu } from '@costeo/domain/recipe-explosion';
import {
  DEFAULT_COST_SETTINGS,
  type ProductFacts,
  type RecipeGraph,
  type RecipeInput,
  type RecipeLineInput,
} from '@costeo/domain/recipe-graph';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import {
  createMenuNeedsReadModel,
  type EventsNeedsRows,
  type MenuNeedsRows,
  type NeedsSelection,
} from './menus-needs.read-model.ts';

/*
 * `GET /api/menus/{id}/needs/?guests=N` (issue 37 point 2): the read model's rows → the domain's
 * `menuNeeds` → the answer, rounded once (quantities 3 places, money 2). Pro and Business
 * (issue 37 point 7): the plan is checked before anything is read, as every gated read.
 */

/** The graph the engine reads (shared with the production sheet, menus-production.ts). */
export function graphOf(rows: Pick<MenuNeedsRows, 'lines' | 'recipes' | 'products'>): RecipeGraph {
  const linesByRecipe = new Map<number, RecipeLineInput[]>();
  for (const [id, recipeId, ingredientInstanceId, subRecipeId, quantity, unit] of rows.lines) {
    const list = linesByRecipe.get(recipeId) ?? [];
    list.push({ id, ingredientInstanceId, subRecipeId, quantity, unit });
    linesByRecipe.set(recipeId, list);
  }
  const recipes = new Map<number, RecipeInput>();
  for (const [id, name, servings, isSubrecipe, yieldQuantity, yieldUnit] of rows.recipes) {
    recipes.set(id, {
      id,
      name,
      servings,
      salePrice: null,
      saleVatPct: null,
      targetFoodCostPct: null,
      isSubrecipe,
      yieldQuantity,
      yieldUnit,
      lines: linesByRecipe.get(id) ?? [],
      extraCosts: [],
    });
  }
  const products = new Map<number, ProductFacts>();
  for (const [id, name, baseUnit, unitCost, wastePct, density, unitWeight] of rows.products) {
    products.set(id, {
      id,
      name,
      baseUnit,
      unitCost,
      wastePct,
      density,
      unitWeight,
      allergens: [],
    });
  }
  return { products, recipes, defaults: DEFAULT_COST_SETTINGS };
}

function purchasesOf(rows: Pick<MenuNeedsRows, 'products'>): Map<number, NeedsPurchase> {
  const purchases = new Map<number, NeedsPurchase>();
  for (const product of rows.products) {
    const [id, , , , , , , purchaseQuantity, purchaseUnit, purchasePrice] = product;
    const [supplierId, supplierName] = [product[10], product[11]];
    purchases.set(id, { purchaseQuantity, purchaseUnit, purchasePrice, supplierId, supplierName });
  }
  return purchases;
}

type NeedsItem = ExplosionMenu['sections'][number]['items'][number];

/** The menu's sections in order (the items come in section order, each with its section's id). */
export function menuOf(rows: Pick<MenuNeedsRows, 'menu' | 'items'>): ExplosionMenu {
  const sections = new Map<number, { name: string; choice: SectionChoice; items: NeedsItem[] }>();
  for (const [
    sectionId,
    name,
    choice,
    recipeId,
    servingsPerCover,
    expectedSharePct,
  ] of rows.items) {
    let section = sections.get(sectionId);
    if (!section) {
      section = { name, choice, items: [] };
      sections.set(sectionId, section);
    }
    section.items.push({ recipeId, servingsPerCover, expectedSharePct });
  }
  return { name: rows.menu.name, sections: [...sections.values()] };
}

function productAnswer(need: ProductNeed): MenuNeedsProduct {
  return {
    id: need.productId,
    name: need.name,
    base_unit: need.baseUnit,
    quantity: toQuantity(need.quantity),
    quantity_text: need.quantityText,
    purchase_quantity: toQuantity(need.purchaseQuantity),
    purchase_unit: need.purchaseUnit,
    format_name: need.formatName,
    formats: need.formats,
    formats_quantity: need.boughtQuantity === null ? null : toQuantity(need.boughtQuantity),
    text: need.text,
    cost: need.cost === null ? null : toMoney(need.cost),
    formats_cost: need.formatsCost === null ? null : toMoney(need.formatsCost),
  };
}

/** The domain's figures as the answer, rounded once (quantities 3 places, money 2). */
function needsAnswer(figures: MenuNeeds): Omit<MenuNeedsAnswer, 'menu'> {
  return {
    guests: figures.guests,
    suppliers: figures.suppliers.map((group) => ({
      id: group.supplierId,
      name: group.supplierName,
      products: group.products.map(productAnswer),
      cost: toMoney(group.cost),
      formats_cost: toMoney(group.formatsCost),
    })),
    elaboraciones: figures.elaboraciones.map((need) => ({
      id: need.recipeId,
      name: need.name,
      quantity: toQuantity(need.quantity),
      unit: need.unit,
      yield_quantity: toQuantity(need.yieldQuantity),
      batches: need.batches,
      text: need.text,
    })),
    dishes: figures.dishes.map((dish) => ({
      id: dish.recipeId,
      name: dish.name,
      servings: toQuantity(dish.servings),
    })),
    cost: toMoney(figures.cost),
    formats_cost: toMoney(figures.formatsCost),
    complete: figures.complete,
    warnings: figures.warnings,
  };
}

/** `?guests=N`, else the event's headcount; 400 on `guests` when there is neither. */
export function headcountOf(rows: MenuNeedsRows, guests: number | undefined): number {
  const headcount = guests ?? rows.menu.guests;
  if (headcount === null) {
    throw AppError.field('guests', 'Indica el número de comensales (?guests=N).');
  }
  return headcount;
}

export function createMenuNeedsQuery(deps: {
  db: Db;
  entitlements: Pick<EntitlementsService, 'assertFeature'>;
}) {
  const { db, entitlements } = deps;
  const readModel = createMenuNeedsReadModel(db);

  /** The needs of the owner's menu for `guests` (else the event's headcount); 404 if not theirs. */
  return async function needs(
    ownerId: number,
    menuId: number,
    guests?: number,
  ): Promise<MenuNeedsAnswer> {
    await entitlements.assertFeature(ownerId, 'price_history');
    const rows = await readModel.load(ownerId, menuId);
    if (!rows) throw AppError.notFound();
    const headcount = headcountOf(rows, guests);
    const figures = menuNeeds({
      menu: menuOf(rows),
      guests: headcount,
      graph: graphOf(rows),
      purchases: purchasesOf(rows),
    });
    return {
      menu: { id: rows.menu.id, name: rows.menu.name, kind: rows.menu.kind },
      ...needsAnswer(figures),
    };
  };
}

export type MenuNeedsQuery = ReturnType<typeof createMenuNeedsQuery>;

// ---------- the needs of several events (issue 37 point 2) ----------

const DAY_MS = 86_400_000;

/**
 * The menus `?menus=` names, or the range `date_from`–`date_to`: both days, in order, at most
 * MAX_NEEDS_RANGE_DAYS days (both included). 400 on the field otherwise, in Spanish.
 */
export function selectionOf(query: EventsNeedsQuery): NeedsSelection {
  const { date_from: from, date_to: to, menus } = query;
  if (menus !== undefined) {
    if (from !== undefined || to !== undefined) {
      throw AppError.field(
        'menus',
        'Indica un rango de fechas o una lista de menús, no las dos cosas.',
      );
    }
    return { menuIds: menus };
  }
  if (from === undefined && to === undefined) {
    throw AppError.field(
      'date_from',
      'Indica el rango de fechas (date_from y date_to) o los menús (?menus=1,2).',
    );
  }
  if (from === undefined) throw AppError.field('date_from', 'Indica la fecha inicial del rango.');
  if (to === undefined) throw AppError.field('date_to', 'Indica la fecha final del rango.');
  if (to < from) {
    throw AppError.field('date_to', 'La fecha final no puede ser anterior a la inicial.');
  }
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_NEEDS_RANGE_DAYS) {
    throw AppError.field(
      'date_to',
      `El rango no puede pasar de ${MAX_NEEDS_RANGE_DAYS} días: acórtalo.`,
    );
  }
  return { from, to };
}

/**
 * The explosion input of each menu read (its own guests), the events answered, and the warnings
 * of the ones left out. A menu asked by id without guests is a 400 on `menus` (it cannot be
 * counted); an event of a range without them is left out and said. Shared with the day's sheet.
 */
export function eventsOf(
  rows: EventsNeedsRows,
  selection: NeedsSelection,
): {
  events: { menu: ExplosionMenu; guests: number }[];
  answered: NeededEvent[];
  warnings: string[];
} {
  const itemsOf = new Map<number, MenuNeedsRows['items']>();
  for (const [menuId, ...item] of rows.items) {
    const list = itemsOf.get(menuId) ?? [];
    list.push(item);
    itemsOf.set(menuId, list);
  }
  let menus = rows.menus;
  if ('menuIds' in selection) {
    const found = new Map(menus.map((menu) => [menu.id, menu]));
    const missing = selection.menuIds.find((id) => !found.has(id));
    // Another account's menu is not read: said exactly as one that does not exist.
    if (missing !== undefined) throw AppError.field('menus', `El menú ${missing} no existe.`);
    menus = selection.menuIds.map((id) => found.get(id)).filter((menu) => menu !== undefined);
  }
  const events: { menu: ExplosionMenu; guests: number }[] = [];
  const answered: NeededEvent[] = [];
  const warnings: string[] = [];
  for (const menu of menus) {
    if (menu.guests === null) {
      if ('menuIds' in selection) {
        throw AppError.field(
          'menus',
          `«${menu.name}» no tiene comensales: indícalos en el menú para contar sus necesidades.`,
        );
      }
      warnings.push(`«${menu.name}» no tiene invitados: sus necesidades no se cuentan.`);
      continue;
    }
    events.push({
      menu: menuOf({ menu, items: itemsOf.get(menu.id) ?? [] }),
      guests: menu.guests,
    });
    answered.push({
      id: menu.id,
      name: menu.name,
      kind: menu.kind,
      event_date: menu.event_date,
      guests: menu.guests,
    });
  }
  return { events, answered, warnings };
}

/** Too many events in the range: 400 on `date_to` (the range is what the chef shortens). */
export function assertFewEnough(rows: EventsNeedsRows, field: 'date_to' | 'date') {
  if (rows.menus.length > MAX_NEEDS_MENUS) {
    throw AppError.field(
      field,
      field === 'date'
        ? `Ese día tiene más de ${MAX_NEEDS_MENUS} eventos: la hoja no puede reunirlos todos.`
        : `Hay más de ${MAX_NEEDS_MENUS} eventos en ese rango: acórtalo.`,
    );
  }
}

export function createEventsNeedsQuery(deps: {
  db: Db;
  entitlements: Pick<EntitlementsService, 'assertFeature'>;
}) {
  const { db, entitlements } = deps;
  const readModel = createMenuNeedsReadModel(db);

  /**
   * `GET /api/menus/needs/`: the needs of the owner's events in a range, or of the menus asked,
   * each at its own guests, summed before they are said in formats and batches (the domain's
   * `eventsNeeds`). Pro and Business, checked before anything is read.
   */
  return async function eventsNeeds(
    ownerId: number,
    query: EventsNeedsQuery,
  ): Promise<EventsNeedsAnswer> {
    await entitlements.assertFeature(ownerId, 'price_history');
    const selection = selectionOf(query);
    const rows = await readModel.loadMany(ownerId, selection, { limit: MAX_NEEDS_MENUS + 1 });
    assertFewEnough(rows, 'date_to');
    const { events, answered, warnings } = eventsOf(rows, selection);
    const figures = eventsNeedsOf({
      events,
      graph: graphOf(rows),
      purchases: purchasesOf(rows),
    });
    const answer = needsAnswer(figures);
    return {
      ...answer,
      warnings: [...warnings, ...answer.warnings],
      complete: answer.complete && warnings.length === 0,
      date_from: 'from' in selection ? selection.from : null,
      date_to: 'to' in selection ? selection.to : null,
      events: answered,
    };
  };
}

export type EventsNeedsQueryFn = ReturnType<typeof createEventsNeedsQuery>;
