import type { MenuNeedsAnswer, MenuNeedsProduct } from '@costeo/domain/contracts/menu-needs';
import { toMoney, toQuantity } from '@costeo/domain/decimal';
import {
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
import { createMenuNeedsReadModel, type MenuNeedsRows } from './menus-needs.read-model.ts';

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

export function purchasesOf(rows: Pick<MenuNeedsRows, 'products'>): Map<number, NeedsPurchase> {
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
export function needsAnswer(figures: MenuNeeds): Omit<MenuNeedsAnswer, 'menu'> {
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
