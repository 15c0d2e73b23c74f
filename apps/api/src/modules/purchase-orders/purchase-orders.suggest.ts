import type { MenuListItem } from '@costeo/domain/contracts/menus';
import type {
  SuggestedOrderLine,
  SuggestedOrders,
  SuggestedOrdersQuery,
} from '@costeo/domain/contracts/purchase-orders';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { dec, toMoney, toQuantity } from '@costeo/domain/decimal';
import {
  addDays,
  cutoffPassed,
  deliversOn,
  isoWeekday,
  nextDeliveryAfter,
  orderCutoffOf,
  servedByDelivery,
  suggestOrderLine,
} from '@costeo/domain/purchase-orders';
import Decimal from 'decimal.js';
import { AppError } from '../../lib/app-error.ts';
import type { MenusService } from '../menus/menus.service.ts';
import type { StockService } from '../stock/stock.service.ts';
import type { SupplierInvoicesService } from '../supplier-invoices/supplier-invoices.service.ts';
import type { SuppliersService } from '../suppliers/suppliers.service.ts';
import { madridClock } from './purchase-orders.clock.ts';
import type { OrderProductRow, PurchaseOrdersReadModel } from './purchase-orders.read-model.ts';

/*
 * The suggested orders of a delivery day (issue 37 point 3, DOMAIN.md §13), one per supplier that
 * delivers that weekday (a supplier without delivery days: any day): each of its products with a
 * par level or a need, par − expected stock now + the needs of the menus and events its delivery
 * serves, in whole purchase formats rounded up (the domain's `suggestOrderLine`). The menus are
 * the ones asked for (`?menus=`), else the events dated from the delivery day to the furthest
 * next delivery; an event with a date counts only in the orders whose delivery serves it (on or
 * after this delivery, before that supplier's next one), a menu without one in every order.
 */

export interface SuggestDeps {
  suppliers: Pick<SuppliersService, 'list'>;
  stock: Pick<StockService, 'positions'>;
  menus: Pick<MenusService, 'get' | 'list' | 'needs'>;
  codes: Pick<SupplierInvoicesService, 'supplierCodes'>;
  readModel: PurchaseOrdersReadModel;
  now: () => Date;
}

interface Demand {
  id: number;
  name: string;
  kind: string;
  guests: number;
  eventDate: string | null;
  /** Gross quantity per product, in its base unit. */
  products: Map<number, Decimal>;
}

const ZERO = dec(0);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');
/** Past this many pages of 100 events, older ones are not looked at. */
const MAX_EVENT_PAGES = 5;

/** A menu's needs for its own guests, through the menus service (which checks the plan). */
async function demandOf(
  menus: SuggestDeps['menus'],
  ownerId: number,
  menu: Pick<MenuListItem, 'id' | 'name' | 'kind' | 'guests' | 'event_date'>,
): Promise<Demand> {
  if (menu.guests === null) {
    throw AppError.field(
      'menus',
      `«${menu.name}» no tiene comensales: indícalos en el menú para contar sus necesidades.`,
    );
  }
  const needs = await menus.needs(ownerId, menu.id, menu.guests);
  const products = new Map<number, Decimal>();
  for (const group of needs.suppliers) {
    for (const product of group.products) products.set(product.id, dec(product.quantity));
  }
  return {
    id: menu.id,
    name: menu.name,
    kind: menu.kind,
    guests: menu.guests,
    eventDate: menu.kind === 'evento' ? menu.event_date : null,
    products,
  };
}

/** The menus asked for, each the owner's (another's or none: 400 on `menus`). */
async function askedDemands(deps: SuggestDeps, ownerId: number, ids: readonly number[]) {
  const menus = await Promise.all(
    ids.map(async (id) => {
      try {
        return await deps.menus.get(ownerId, id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') {
          throw AppError.field('menus', `El menú ${id} no existe.`);
        }
        throw error;
      }
    }),
  );
  return Promise.all(menus.map((menu) => demandOf(deps.menus, ownerId, menu)));
}

/** The owner's events dated from `from` to `to`, with guests (those without are said). */
async function datedDemands(
  deps: SuggestDeps,
  ownerId: number,
  from: string,
  to: string,
  warnings: string[],
) {
  const found: MenuListItem[] = [];
  // Latest first, undated last: stop at the first event before `from` or without a date.
  for (let page = 1; page <= MAX_EVENT_PAGES; page += 1) {
    const { count, results } = await deps.menus.list(ownerId, {
      page,
      page_size: 100,
      kind: 'evento',
      ordering: '-event_date',
    });
    for (const menu of results) {
      if (menu.event_date !== null && menu.event_date >= from && menu.event_date <= to) {
        found.push(menu);
      }
    }
    const last = results.at(-1)?.event_date ?? null;
    if (page * 100 >= count || last === null || last < from) break;
  }
  const withGuests = found.filter((menu) => {
    if (menu.guests !== null) return true;
    warnings.push(`«${menu.name}» no tiene invitados: sus necesidades no se cuentan.`);
    return false;
  });
  return Promise.all(withGuests.reverse().map((menu) => demandOf(deps.menus, ownerId, menu)));
}

function lineOf(
  product: OrderProductRow,
  position: { par: Decimal | null; expected: Decimal | null; countedOn: string | null },
  needs: Decimal,
  code: string,
  warnings: string[],
): SuggestedOrderLine | null {
  const suggestion = suggestOrderLine({
    product: {
      name: product.name,
      baseUnit: product.baseUnit,
      purchaseQuantity: product.purchaseQuantity,
      purchaseUnit: product.purchaseUnit,
      purchasePrice: product.purchasePrice,
      density: product.density,
      unitWeight: product.unitWeight,
    },
    par: position.par,
    expected: position.expected,
    needs,
  });
  if (!suggestion.ok) {
    warnings.push(suggestion.reason);
    return null;
  }
  if (suggestion.formats === 0) return null;
  return {
    ingredient_instance: product.id,
    name: product.name,
    supplier_code: code,
    base_unit: product.baseUnit,
    format_name: suggestion.formatName,
    formats: suggestion.formats,
    text: suggestion.text,
    par: position.par === null ? null : toQuantity(position.par),
    expected: toQuantity(position.expected ?? ZERO),
    counted_on: position.countedOn,
    needs: toQuantity(needs),
    to_cover: toQuantity(suggestion.toCover),
    unit_price: dec(product.purchasePrice).toFixed(4),
    amount: toMoney(suggestion.amount),
  };
}

export function createSuggestOrders(deps: SuggestDeps) {
  return async function suggest(
    ownerId: number,
    query: SuggestedOrdersQuery,
  ): Promise<SuggestedOrders> {
    const day = query.delivery_date;
    const warnings: string[] = [];
    const delivering = (await deps.suppliers.list(ownerId, {})).filter((supplier) =>
      deliversOn(supplier.delivery_days, day),
    );
    const nextOf = new Map<number, string>(
      delivering.map((supplier) => [supplier.id, nextDeliveryAfter(supplier.delivery_days, day)]),
    );
    const furthest = [...nextOf.values()].sort().at(-1) ?? addDays(day, 1);
    const demands = query.menus
      ? await askedDemands(deps, ownerId, query.menus)
      : await datedDemands(deps, ownerId, day, addDays(furthest, -1), warnings);

    const neededIds = [...new Set(demands.flatMap((demand) => [...demand.products.keys()]))];
    const now = madridClock(deps.now());
    const [positions, products] = await Promise.all([
      deps.stock.positions(ownerId, now.day, neededIds),
      deps.readModel.products(ownerId, {
        supplierIds: delivering.map((supplier) => supplier.id),
        productIds: neededIds,
      }),
    ]);
    warnings.push(...positions.warnings);
    for (const product of products.filter((p) => p.supplierId === null).sort(byName)) {
      if (demands.some((demand) => demand.products.has(product.id))) {
        warnings.push(`«${product.name}» no tiene proveedor: no entra en ningún pedido.`);
      }
    }

    const counted = new Set<number>();
    const orders = [];
    for (const supplier of delivering) {
      const next = nextOf.get(supplier.id) ?? addDays(day, 1);
      const served = demands.filter(
        (demand) => demand.eventDate === null || servedByDelivery(demand.eventDate, day, next),
      );
      const own = products.filter((product) => product.supplierId === supplier.id).sort(byName);
      const codes = await deps.codes.supplierCodes(
        ownerId,
        { taxId: supplier.tax_id, names: [supplier.name, ...supplier.aliases] },
        own.map((product) => product.id),
      );
      const lines: SuggestedOrderLine[] = [];
      for (const product of own) {
        const position = positions.products.get(product.id) ?? {
          par: null,
          expected: null,
          countedOn: null,
        };
        const needs = served.reduce(
          (sum, demand) => sum.plus(demand.products.get(product.id) ?? ZERO),
          ZERO,
        );
        if (position.par === null && !needs.greaterThan(0)) continue;
        const line = lineOf(product, position, needs, codes.get(product.id) ?? '', warnings);
        if (line) lines.push(line);
      }
      if (lines.length === 0) continue;
      for (const demand of served) counted.add(demand.id);
      orders.push(orderOf(supplier, day, next, now, served, lines));
    }
    for (const demand of demands) {
      if (!counted.has(demand.id) && demand.eventDate !== null) {
        warnings.push(
          `«${demand.name}» (${demand.eventDate}) no cae en ningún reparto de este día: cuenta en el pedido de un reparto posterior.`,
        );
      }
    }
    return {
      delivery_date: day,
      weekday: isoWeekday(day),
      menus: demands.map((demand) => ({
        id: demand.id,
        name: demand.name,
        kind: demand.kind,
        guests: demand.guests,
        event_date: demand.eventDate,
      })),
      suppliers: orders,
      warnings,
    };
  };
}

function orderOf(
  supplier: Supplier,
  day: string,
  next: string,
  now: { day: string; time: string },
  served: readonly Demand[],
  lines: SuggestedOrderLine[],
) {
  return {
    supplier: {
      id: supplier.id,
      name: supplier.name,
      email: supplier.email,
      phone: supplier.phone,
    },
    delivery_days: supplier.delivery_days,
    order_cutoff: supplier.order_cutoff,
    order_cutoff_day: orderCutoffOf(day, supplier.order_cutoff)?.day ?? null,
    cutoff_passed: cutoffPassed(now, day, supplier.order_cutoff),
    next_delivery_date: next,
    menus: served.map((demand) => demand.id),
    lines,
    total: toMoney(lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0))),
  };
}
