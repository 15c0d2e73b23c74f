import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type {
  TillItem,
  TillItemPatch,
  TillItemsQuery,
  tillItemPatchSchema,
} from '@costeo/domain/contracts/sales';
import { dec } from '@costeo/domain/decimal';
import { canConvert, type UnitCode } from '@costeo/domain/units';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { closestByName } from '../../lib/closest-names.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { createSalesReadModel, type TillItemReadRow } from './sales.read-model.ts';
import { createSalesRepository } from './sales.repository.ts';

type Patch = z.output<typeof tillItemPatchSchema>;
export type { TillItemPatch };

function toTillItem(row: TillItemReadRow, suggestions: TillItem['suggestions'] = []): TillItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    link: row.link,
    recipe: row.recipeId,
    recipe_name: row.recipeName,
    menu: row.menuId,
    menu_name: row.menuName,
    ingredient_instance: row.instanceId,
    ingredient_instance_name: row.instanceName,
    quantity: row.quantity === null ? null : dec(row.quantity).toFixed(3),
    unit: row.unit,
    units: dec(row.units).toFixed(3),
    net_revenue: dec(row.netRevenue).toFixed(2),
    last_sold_on: row.lastSoldOn,
    suggestions,
  };
}

/**
 * The till's items (issue 33): each distinct code or name of the till, linked once to a dish, a
 * menu, a product sold as it is (with its quantity per unit sold) or marked as not food. An item
 * not linked yet is offered the dishes whose names are closest to it.
 */
export function createSalesItemsService(deps: {
  db: Db;
  entitlements: EntitlementsService;
  now: () => Date;
}) {
  const { db, entitlements, now } = deps;
  const repository = createSalesRepository(db);
  const read = createSalesReadModel(db);

  async function suggester(ownerId: number) {
    const closest = closestByName(await read.dishes(ownerId));
    return (row: TillItemReadRow) =>
      row.link === 'none'
        ? closest(row.name).map((dish) => ({ recipe: dish.id, name: dish.name }))
        : [];
  }

  /** The link the patch asks for, checked against the owner's dishes, menus and products. */
  async function linkOf(ownerId: number, patch: Patch) {
    const none = {
      recipeId: null,
      menuId: null,
      instanceId: null,
      quantity: null,
      unit: null,
      notFood: false,
    };
    if (patch.recipe !== undefined && patch.recipe !== null) {
      if (!(await read.ownsRecipe(ownerId, patch.recipe))) {
        throw AppError.field('recipe', 'La receta no existe.');
      }
      return { ...none, recipeId: patch.recipe };
    }
    if (patch.menu !== undefined && patch.menu !== null) {
      if (!(await read.ownsMenu(ownerId, patch.menu))) {
        throw AppError.field('menu', 'El menú no existe.');
      }
      return { ...none, menuId: patch.menu };
    }
    if (patch.ingredient_instance !== undefined && patch.ingredient_instance !== null) {
      const product = await read.product(ownerId, patch.ingredient_instance);
      if (!product) throw AppError.field('ingredient_instance', 'El producto no existe.');
      const unit: UnitCode = patch.unit ?? product.baseUnit;
      if (!canConvert(unit, product.baseUnit, product)) {
        throw AppError.field(
          'unit',
          `«${product.name}» no se puede medir en ${unit}: falta su densidad o su peso por unidad.`,
        );
      }
      return { ...none, instanceId: product.id, quantity: patch.quantity ?? null, unit };
    }
    if (patch.not_food === true) return { ...none, notFood: true };
    return none;
  }

  return {
    async list(
      ownerId: number,
      query: TillItemsQuery,
      page: PaginationQuery,
    ): Promise<{ count: number; results: TillItem[] }> {
      const [found, suggest] = await Promise.all([
        read.items(ownerId, query, pageWindow(page)),
        suggester(ownerId),
      ]);
      return {
        count: found.count,
        results: found.rows.map((row) => toTillItem(row, suggest(row))),
      };
    },

    async get(ownerId: number, id: number): Promise<TillItem> {
      const row = await read.item(ownerId, id);
      if (!row) throw AppError.notFound();
      return toTillItem(row, (await suggester(ownerId))(row));
    },

    /** Links the item (or leaves it unlinked): every later sale of it follows the link. */
    async update(
      ownerId: number,
      id: number,
      patch: Patch,
      options: { seed?: boolean } = {},
    ): Promise<TillItem> {
      // Linking is a Pro and Business feature (issue 33); the demo's seed links on the free plan.
      if (!options.seed) await entitlements.assertFeature(ownerId, 'price_history');
      if (!(await repository.itemById(ownerId, id))) throw AppError.notFound();
      await repository.setLink(ownerId, id, await linkOf(ownerId, patch), now());
      return this.get(ownerId, id);
    },
  };
}

export type SalesItemsService = ReturnType<typeof createSalesItemsService>;
