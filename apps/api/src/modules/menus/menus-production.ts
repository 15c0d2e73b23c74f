import { MAX_NEEDS_MENUS } from '@costeo/domain/contracts/menu-needs';
import type {
  DayProductionAnswer,
  MenuProductionAnswer,
  ProductionLineAnswer,
} from '@costeo/domain/contracts/menu-production';
import { toQuantity } from '@costeo/domain/decimal';
import {
  eventsProductionSheet,
  productionSheet,
  type ProductionLine,
  type ProductionSheet,
} from '@costeo/domain/production-sheet';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { assertFewEnough, eventsOf } from './menus-events-needs.ts';
import { graphOf, headcountOf, menuOf } from './menus-needs.ts';
import { createMenuNeedsReadModel } from './menus-needs.read-model.ts';

/*
 * `GET /api/menus/{id}/production/?guests=N` (issue 37 point 6): the needs' read model (with the
 * recipes' preparation text) and its graph → the domain's `productionSheet` → the answer, rounded
 * once (quantities 3 places). Pro and Business like the needs (issue 37 point 7): the plan is
 * checked before anything is read. The PDF (exports) renders this answer.
 */

function lineAnswer(line: ProductionLine): ProductionLineAnswer {
  return {
    kind: line.kind,
    id: line.refId,
    name: line.name,
    quantity: toQuantity(line.quantity),
    unit: line.unit,
    text: line.text,
    gross_text: line.grossText,
  };
}

/** The domain's sheet as the answer, rounded once (quantities 3 places). */
function sheetAnswer(sheet: ProductionSheet): Omit<MenuProductionAnswer, 'menu'> {
  return {
    guests: sheet.guests,
    elaboraciones: sheet.elaboraciones.map((item) => ({
      id: item.recipeId,
      name: item.name,
      batches: item.batches,
      yield_quantity: toQuantity(item.yieldQuantity),
      unit: item.unit,
      quantity: toQuantity(item.quantity),
      text: item.text,
      lines: item.lines.map(lineAnswer),
      steps: item.steps,
    })),
    dishes: sheet.dishes.map((dish) => ({
      id: dish.recipeId,
      name: dish.name,
      servings: dish.servings,
      planned_servings: toQuantity(dish.plannedServings),
      text: dish.text,
      lines: dish.lines.map(lineAnswer),
      steps: dish.steps,
    })),
    complete: sheet.warnings.length === 0,
    warnings: sheet.warnings,
  };
}

export function createMenuProductionQuery(deps: {
  db: Db;
  entitlements: Pick<EntitlementsService, 'assertFeature'>;
}) {
  const { db, entitlements } = deps;
  const readModel = createMenuNeedsReadModel(db);

  /** The sheet of the owner's menu for `guests` (else the event's headcount); 404 if not theirs. */
  return async function production(
    ownerId: number,
    menuId: number,
    guests?: number,
  ): Promise<MenuProductionAnswer> {
    await entitlements.assertFeature(ownerId, 'price_history');
    const rows = await readModel.load(ownerId, menuId, { instructions: true });
    if (!rows) throw AppError.notFound();
    const headcount = headcountOf(rows, guests);
    const instructions = new Map(rows.recipes.map((recipe) => [recipe[0], recipe[6] ?? '']));
    const sheet = productionSheet({
      menu: menuOf(rows),
      guests: headcount,
      graph: graphOf(rows),
      instructions,
    });
    return {
      menu: {
        id: rows.menu.id,
        name: rows.menu.name,
        kind: rows.menu.kind,
        event_date: rows.menu.event_date,
      },
      ...sheetAnswer(sheet),
    };
  };
}

export type MenuProductionQuery = ReturnType<typeof createMenuProductionQuery>;

/**
 * `GET /api/menus/production/?date=`: the sheet of every event of that day (the domain's
 * `eventsProductionSheet`: each event's dishes in whole raciones, the elaboraciones batched once
 * for all), with the events listed. Pro and Business, checked before anything is read.
 */
export function createDayProductionQuery(deps: {
  db: Db;
  entitlements: Pick<EntitlementsService, 'assertFeature'>;
}) {
  const { db, entitlements } = deps;
  const readModel = createMenuNeedsReadModel(db);

  return async function dayProduction(ownerId: number, date: string): Promise<DayProductionAnswer> {
    await entitlements.assertFeature(ownerId, 'price_history');
    const selection = { from: date, to: date };
    const rows = await readModel.loadMany(ownerId, selection, {
      instructions: true,
      limit: MAX_NEEDS_MENUS + 1,
    });
    assertFewEnough(rows, 'date');
    const { events, answered, warnings } = eventsOf(rows, selection);
    const instructions = new Map(rows.recipes.map((recipe) => [recipe[0], recipe[6] ?? '']));
    const sheet = eventsProductionSheet({ events, graph: graphOf(rows), instructions });
    const answer = sheetAnswer(sheet);
    return {
      date,
      events: answered,
      ...answer,
      complete: answer.complete && warnings.length === 0,
      warnings: [...warnings, ...answer.warnings],
    };
  };
}

export type DayProductionQueryFn = ReturnType<typeof createDayProductionQuery>;
