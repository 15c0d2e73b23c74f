import {
  MAX_NEEDS_MENUS,
  MAX_NEEDS_RANGE_DAYS,
  type EventsNeedsAnswer,
  type EventsNeedsQuery,
  type NeededEvent,
} from '@costeo/domain/contracts/menu-needs';
import { eventsNeeds as eventsNeedsOf } from '@costeo/domain/menu-needs';
import type { ExplosionMenu } from '@costeo/domain/recipe-explosion';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { graphOf, menuOf, needsAnswer, purchasesOf } from './menus-needs.ts';
import {
  createMenuNeedsReadModel,
  type EventsNeedsRows,
  type MenuNeedsRows,
  type NeedsSelection,
} from './menus-needs.read-model.ts';

/*
 * `GET /api/menus/needs/?date_from=&date_to=` or `?menus=1,2` (issue 37 point 2): the needs of
 * several events, each at its own guests, summed before they are said in purchase formats; the
 * selection and the events are shared with the day's production sheet (menus-production.ts).
 */

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
