import type {
  ParLevel,
  StockPlace,
  StockPlacePar,
  StorageArea,
  StorageAreaDetail,
  StorageAreaInput,
  StockPlacesInput,
} from '@costeo/domain/contracts/stock';
import { dec, toQuantity } from '@costeo/domain/decimal';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import {
  createStockReadModel,
  type StockProductRow,
  type StockRecipeRow,
} from './stock.read-model.ts';
import {
  createStockRepository,
  type StockPlaceRow,
  type StorageAreaRow,
} from './stock.repository.ts';
import { productBase, recipeBase } from './stock.units.ts';

const NAME_TAKEN = 'Ya tienes una zona con ese nombre.';

/** The violated unique constraint's name, looking through Drizzle's wrapping error. */
function uniqueViolation(error: unknown): string | null {
  const wrapped = error as { cause?: { code?: string; constraint?: string } };
  const pgError = wrapped.cause ?? (error as { code?: string; constraint?: string });
  return pgError.code === '23505' ? (pgError.constraint ?? '') : null;
}

function toArea(row: StorageAreaRow, itemsCount: number): StorageArea {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    items_count: itemsCount,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The places as a sheet names them: each product by its name and base unit, each elaboración by
 * its name and yield unit (two queries whatever the number).
 */
export async function describePlaces(
  db: Db,
  ownerId: number,
  places: readonly Pick<StockPlaceRow, 'instanceId' | 'recipeId'>[],
) {
  const read = createStockReadModel(db);
  const productIds = [
    ...new Set(places.flatMap((p) => (p.instanceId === null ? [] : [p.instanceId]))),
  ];
  const recipeIds = [...new Set(places.flatMap((p) => (p.recipeId === null ? [] : [p.recipeId])))];
  const [products, recipes] = await Promise.all([
    read.products(ownerId, productIds),
    read.recipes(ownerId, recipeIds),
  ]);
  return {
    products: new Map(products.map((row) => [row.id, row])),
    recipes: new Map(recipes.map((row) => [row.id, row])),
  };
}

/** Storage areas and the places on their shelves (issue 34 point 1). */
export function createStorageAreasService(deps: {
  db: Db;
  entitlements: EntitlementsService;
  now: () => Date;
}) {
  const { db, entitlements, now } = deps;
  const repository = createStockRepository(db);

  async function detail(ownerId: number, id: number): Promise<StorageAreaDetail> {
    const area = await repository.area(ownerId, id);
    if (!area) throw AppError.notFound();
    const places = await repository.places(ownerId, [id]);
    const named = await describePlaces(db, ownerId, places);
    const items: StockPlace[] = places.map((place) => {
      const product = place.instanceId === null ? undefined : named.products.get(place.instanceId);
      const recipe = place.recipeId === null ? undefined : named.recipes.get(place.recipeId);
      return {
        id: place.id,
        ingredient_instance: place.instanceId,
        recipe: place.recipeId,
        name: product?.name ?? recipe?.name ?? '',
        base_unit: product?.baseUnit ?? recipe?.yieldUnit ?? 'ud',
        position: place.position,
        par_level: parLevelOf(place, product, recipe),
      };
    });
    return { ...toArea(area, items.length), items };
  }

  /** The name is free for this owner (another area of theirs may not have it, case aside). */
  async function assertNameFree(ownerId: number, name: string, exceptId: number | null) {
    const taken = await repository.areaNamed(ownerId, name);
    if (taken && taken.id !== exceptId) throw AppError.field('name', NAME_TAKEN);
  }

  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) === 'storage_areas_owner_name_key')
        throw AppError.field('name', NAME_TAKEN);
      throw error;
    }
  }

  return {
    async list(ownerId: number): Promise<StorageArea[]> {
      const rows = await repository.areas(ownerId);
      return rows.map((row) => toArea(row, row.itemsCount));
    },

    detail,

    /** `seed`: the demo's seed, on the free plan, which reads stock but does not write it. */
    async create(
      ownerId: number,
      input: StorageAreaInput,
      options: { seed?: boolean } = {},
    ): Promise<StorageAreaDetail> {
      if (!options.seed) await entitlements.assertFeature(ownerId, 'price_history');
      const name = input.name.trim();
      await assertNameFree(ownerId, name, null);
      const row = await guarded(() => repository.insertArea(ownerId, name, now()));
      return { ...toArea(row, 0), items: [] };
    },

    async rename(ownerId: number, id: number, input: StorageAreaInput): Promise<StorageAreaDetail> {
      await entitlements.assertFeature(ownerId, 'price_history');
      if (!(await repository.area(ownerId, id))) throw AppError.notFound();
      const name = input.name.trim();
      await assertNameFree(ownerId, name, id);
      await guarded(() => repository.renameArea(ownerId, id, name, now()));
      return detail(ownerId, id);
    },

    async remove(ownerId: number, id: number): Promise<void> {
      await entitlements.assertFeature(ownerId, 'price_history');
      if (!(await repository.deleteArea(ownerId, id))) throw AppError.notFound();
    },

    /** Every area of the owner, once, in the new order. */
    async order(ownerId: number, areaIds: readonly number[]): Promise<StorageArea[]> {
      await entitlements.assertFeature(ownerId, 'price_history');
      const areas = await repository.areas(ownerId);
      const known = new Set(areas.map((area) => area.id));
      const given = new Set(areaIds);
      if (
        given.size !== areaIds.length ||
        given.size !== known.size ||
        areaIds.some((id) => !known.has(id))
      ) {
        throw AppError.field('areas', 'Indica todas tus zonas, cada una una vez.');
      }
      await db.transaction((tx) => createStockRepository(tx).orderAreas(ownerId, areaIds, now()));
      const rows = await repository.areas(ownerId);
      return rows.map((row) => toArea(row, row.itemsCount));
    },

    /** An area's shelves, in order: products and elaboraciones of the owner only. */
    async setItems(
      ownerId: number,
      id: number,
      input: StockPlacesInput,
      options: { seed?: boolean } = {},
    ): Promise<StorageAreaDetail> {
      if (!options.seed) await entitlements.assertFeature(ownerId, 'price_history');
      if (!(await repository.area(ownerId, id))) throw AppError.notFound();
      const items = input.items.map((item) => ({
        instanceId: item.ingredient_instance ?? null,
        recipeId: item.recipe ?? null,
      }));
      const keys = new Set(items.map((item) => `${item.instanceId}:${item.recipeId}`));
      if (keys.size !== items.length)
        throw AppError.field('items', 'Un producto o elaboración está dos veces en la zona.');
      const named = await describePlaces(db, ownerId, items);
      for (const item of items) {
        if (item.instanceId !== null && !named.products.has(item.instanceId))
          throw AppError.field('items', 'El producto no existe.');
        if (item.recipeId !== null) {
          const recipe = named.recipes.get(item.recipeId);
          if (!recipe) throw AppError.field('items', 'La elaboración no existe.');
          if (!recipe.isSubrecipe)
            throw AppError.field(
              'items',
              `«${recipe.name}» no es una elaboración: solo se guardan en stock productos y elaboraciones.`,
            );
        }
      }
      // The shelves are put in again in their new order: each keeps the par level it had.
      const before = await repository.places(ownerId, [id]);
      const pars = new Map(
        before.map((place) => [
          `${place.instanceId}:${place.recipeId}`,
          { parQuantity: place.parQuantity, parUnit: place.parUnit },
        ]),
      );
      await db.transaction(async (tx) => {
        const inTx = createStockRepository(tx);
        await inTx.replacePlaces(
          ownerId,
          id,
          items.map((item) => ({ ...item, ...pars.get(`${item.instanceId}:${item.recipeId}`) })),
        );
        await inTx.touchArea(ownerId, id, now());
      });
      return detail(ownerId, id);
    },

    /**
     * A place's par level (issue 37): in purchase formats or any unit the product converts to (an
     * elaboración in a unit of its yield's kind); null clears it.
     */
    async setPar(
      ownerId: number,
      areaId: number,
      placeId: number,
      input: StockPlacePar,
      options: { seed?: boolean } = {},
    ): Promise<StockPlace> {
      if (!options.seed) await entitlements.assertFeature(ownerId, 'price_history');
      const place = (await repository.places(ownerId, [areaId])).find((p) => p.id === placeId);
      if (!place) throw AppError.notFound();
      const par = input.par_level;
      if (par) {
        const named = await describePlaces(db, ownerId, [place]);
        const product =
          place.instanceId === null ? undefined : named.products.get(place.instanceId);
        const recipe = place.recipeId === null ? undefined : named.recipes.get(place.recipeId);
        // Refused in Spanish when the unit does not fit the item.
        if (product)
          productBase(product, dec(par.quantity), par.unit, 'par_level', 'fijar el nivel par de');
        else if (recipe) recipeBase(recipe, dec(par.quantity), par.unit, 'par_level', 'mide');
      }
      await repository.setPar(
        ownerId,
        areaId,
        placeId,
        par ? { quantity: par.quantity, unit: par.unit } : null,
      );
      await repository.touchArea(ownerId, areaId, now());
      const area = await detail(ownerId, areaId);
      const updated = area.items.find((item) => item.id === placeId);
      if (!updated) throw AppError.notFound();
      return updated;
    },
  };
}

/** A place's par level as read: as typed, and in the item's base or yield unit when it converts. */
function parLevelOf(
  place: StockPlaceRow,
  product: StockProductRow | undefined,
  recipe: StockRecipeRow | undefined,
): ParLevel | null {
  if (place.parQuantity === null || place.parUnit === null) return null;
  let base: string | null = null;
  try {
    const quantity = dec(place.parQuantity);
    if (product)
      base = toQuantity(
        productBase(product, quantity, place.parUnit, 'par_level', 'medir').quantity,
      );
    else if (recipe)
      base = toQuantity(recipeBase(recipe, quantity, place.parUnit, 'par_level', 'mide').quantity);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  return { quantity: place.parQuantity, unit: place.parUnit, base_quantity: base };
}

export type StorageAreasService = ReturnType<typeof createStorageAreasService>;
