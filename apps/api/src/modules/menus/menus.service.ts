import type { PaginationQuery } from '@costeo/domain/contracts/common';
import {
  duplicateMenuName,
  menuIssues,
  MENU_KINDS,
  type Menu,
  type MenuDish,
  type MenuInputData,
  type MenuListItem,
  type MenuListQuery,
  type MenuPatch,
} from '@costeo/domain/contracts/menus';
import { normalizeSearch } from '@costeo/domain/text';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { CostingService } from '../costing/costing.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { toMenu, toMenuDish, toMenuListItem } from './menus.figures.ts';
import { toContent, toInputData, toRow } from './menus.mappers.ts';
import { createEventsNeedsQuery } from './menus-events-needs.ts';
import { createMenuNeedsQuery } from './menus-needs.ts';
import { createDayProductionQuery, createMenuProductionQuery } from './menus-production.ts';
import { createMenusReadModel, menuOrderBy, type StoredMenu } from './menus.read-model.ts';
import { createMenusRepository } from './menus.repository.ts';

/** DRF's PrimaryKeyRelatedField message: the same for a missing id and another owner's. */
const missing = (id: number) => `Clave primaria "${id}" inválida - objeto no existe.`;
const notADish = (name: string) =>
  `«${name}» es una elaboración, no un plato: un menú sirve platos (recetas que no son elaboraciones).`;

/**
 * Menus (issue 18): owner-scoped, written whole (sections with their dishes, extras), costed on
 * every read from the dishes' stored figures (menus.read-model.ts), so a product's new price
 * reaches every menu at once with nothing to re-cost.
 */
export function createMenusService(deps: {
  db: Db;
  now: () => Date;
  /** Each dish's energy per serving, from its nutrition declaration (issue 21). */
  nutrition: Pick<CostingService, 'servingEnergy'>;
  /** The needs and the production sheet are Pro's and Business's (issue 37 point 7). */
  entitlements: Pick<EntitlementsService, 'assertFeature'>;
}) {
  const { db, now, nutrition, entitlements } = deps;
  const readModel = createMenusReadModel(db);
  const needs = createMenuNeedsQuery({ db, entitlements });
  const production = createMenuProductionQuery({ db, entitlements });
  const eventsNeeds = createEventsNeedsQuery({ db, entitlements });
  const dayProduction = createDayProductionQuery({ db, entitlements });

  /** The menu's answer, with its dishes' energy read in one statement. */
  async function answer(ownerId: number, menu: StoredMenu, guests?: number): Promise<Menu> {
    const ids = menu.sections.flatMap((section) => section.items.map((item) => item.dish.id));
    return toMenu(menu, await nutrition.servingEnergy(ownerId, ids), guests);
  }

  async function stored(ownerId: number, id: number): Promise<StoredMenu> {
    const menu = await readModel.find(ownerId, id);
    if (!menu) throw AppError.notFound();
    return menu;
  }

  /** The dishes must be the owner's recipes and not elaboraciones (400 on the item, as lines). */
  async function checkDishes(tx: Db, ownerId: number, data: MenuInputData): Promise<void> {
    const ids = [...new Set(data.sections.flatMap((s) => s.items.map((item) => item.recipe)))];
    const dishes = new Map(
      (await createMenusReadModel(tx).dishesForWrite(tx, ownerId, ids)).map((dish) => [
        dish.id,
        dish,
      ]),
    );
    const missingErrors: FieldErrors = {};
    const kindErrors: FieldErrors = {};
    data.sections.forEach((section, sectionIndex) => {
      section.items.forEach((item, index) => {
        const key = `sections.${sectionIndex}.items.${index}.recipe`;
        const dish = dishes.get(item.recipe);
        if (!dish) missingErrors[key] = [missing(item.recipe)];
        else if (dish.isSubrecipe) kindErrors[key] = [notADish(dish.name)];
      });
    });
    if (Object.keys(missingErrors).length > 0) throw AppError.validation(missingErrors);
    if (Object.keys(kindErrors).length > 0) throw AppError.validation(kindErrors);
  }

  async function write(tx: Db, ownerId: number, id: number | null, data: MenuInputData) {
    await checkDishes(tx, ownerId, data);
    const repository = createMenusRepository(tx);
    const at = now();
    const menuId =
      id === null
        ? await repository.insert(ownerId, { ...toRow(data), updatedAt: at }, at)
        : (await repository.update(ownerId, id, { ...toRow(data), updatedAt: at }), id);
    await repository.replaceContent(ownerId, menuId, toContent(data));
    return menuId;
  }

  return {
    async list(
      ownerId: number,
      query: PaginationQuery & MenuListQuery,
    ): Promise<{ count: number; results: MenuListItem[] }> {
      const { count, menus } = await readModel.list(
        ownerId,
        {
          search: query.search ? normalizeSearch(query.search) : undefined,
          kind: query.kind && MENU_KINDS.includes(query.kind) ? query.kind : undefined,
          orderBy: menuOrderBy(query.ordering),
        },
        pageWindow(query),
      );
      return { count, results: menus.map(toMenuListItem) };
    },

    /**
     * What to buy and prepare for the menu and `guests` (else the event's headcount): products
     * in purchase formats by supplier, elaboraciones in batches (issue 37 point 2).
     */
    needs,

    /**
     * What the kitchen prepares for the menu and `guests` (else the event's headcount): the
     * elaboraciones in batches, deepest first, then the dishes, lines scaled, with their steps
     * (issue 37 point 6).
     */
    production,

    /**
     * The needs of the events dated in a range (`date_from`, `date_to`), or of the menus asked
     * (`menus`), each at its own guests: summed, then in formats and batches (issue 37 point 2).
     */
    eventsNeeds,

    /** The production sheet of every event of a day, with the events listed (issue 37 point 6). */
    dayProduction,

    /** The menu with its figures; `guests` re-quotes an event for another headcount. */
    async get(ownerId: number, id: number, guests?: number): Promise<Menu> {
      return answer(ownerId, await stored(ownerId, id), guests);
    },

    async create(ownerId: number, data: MenuInputData): Promise<Menu> {
      const id = await db.transaction((tx) => write(tx, ownerId, null, data));
      return answer(ownerId, await stored(ownerId, id));
    },

    /** PUT: the menu, its sections and extras replaced whole. */
    async update(ownerId: number, id: number, data: MenuInputData): Promise<Menu> {
      await db.transaction(async (tx) => {
        if (!(await createMenusRepository(tx).lock(ownerId, id))) throw AppError.notFound();
        await write(tx, ownerId, id, data);
      });
      return answer(ownerId, await stored(ownerId, id));
    },

    /** PATCH: only the sent fields; `sections` / `extras`, when sent, are written whole. */
    async patch(ownerId: number, id: number, patch: MenuPatch): Promise<Menu> {
      await db.transaction(async (tx) => {
        if (!(await createMenusRepository(tx).lock(ownerId, id))) throw AppError.notFound();
        const before = await createMenusReadModel(tx).find(ownerId, id);
        if (!before) throw AppError.notFound();
        const merged: MenuInputData = { ...toInputData(before), ...patch };
        const issues = menuIssues(merged);
        if (issues.length > 0) {
          const errors: FieldErrors = {};
          for (const issue of issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
          throw AppError.validation(errors);
        }
        await write(tx, ownerId, id, merged);
      });
      return answer(ownerId, await stored(ownerId, id));
    },

    async remove(ownerId: number, id: number): Promise<void> {
      const deleted = await createMenusRepository(db).delete(ownerId, id);
      if (!deleted) throw AppError.notFound();
    },

    /** A copy with its sections, dishes and extras, named "{name} (copia)" unless a name is given. */
    async duplicate(ownerId: number, id: number, name?: string): Promise<Menu> {
      const copyId = await db.transaction(async (tx) => {
        const source = await createMenusReadModel(tx).find(ownerId, id);
        if (!source) throw AppError.notFound();
        const data = toInputData(source);
        return write(tx, ownerId, null, { ...data, name: name ?? duplicateMenuName(data.name) });
      });
      return answer(ownerId, await stored(ownerId, copyId));
    },

    /** The owner's dishes for the editor's search, with their exact stored figures. */
    async dishes(ownerId: number, search: string | undefined): Promise<MenuDish[]> {
      const rows = await readModel.searchDishes(
        ownerId,
        search ? normalizeSearch(search) : undefined,
      );
      return rows.map(toMenuDish);
    },

    /**
     * What new dish figures would do to the owner's menus (a supplier invoice's preview): every
     * menu serving one of the dishes, with its figures as they are and as they would be. Nothing
     * is written; the same costing as every read.
     */
    async impactOf(
      ownerId: number,
      dishes: ReadonlyMap<number, { costPerServing: string | null; costComplete: boolean }>,
    ): Promise<{ before: MenuListItem; after: MenuListItem }[]> {
      const menus = await readModel.serving(ownerId, [...dishes.keys()]);
      return menus.map((menu) => {
        const changed: StoredMenu = {
          ...menu,
          sections: menu.sections.map((section) => ({
            ...section,
            items: section.items.map((item) => {
              const figures = dishes.get(item.dish.id);
              return figures ? { ...item, dish: { ...item.dish, ...figures } } : item;
            }),
          })),
        };
        return { before: toMenuListItem(menu), after: toMenuListItem(changed) };
      });
    },

    /**
     * Gives an event its quote number the first time its quote is issued, and keeps it (decision
     * 036): consecutive per owner and `year` (the year of issue in Spain), never given twice.
     * The caller tells the answer cache the account changed. 404 when not the owner's event.
     */
    async issueQuote(ownerId: number, id: number, year: number): Promise<void> {
      const issued = await db.transaction((tx) =>
        createMenusRepository(tx).issueQuote(ownerId, id, year, now()),
      );
      if (!issued) throw AppError.notFound();
    },

    /** How many menus the owner has. */
    count: (ownerId: number) => createMenusRepository(db).count(ownerId),
  };
}

export type MenusService = ReturnType<typeof createMenusService>;
