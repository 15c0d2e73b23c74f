import {
  deliveryNoteInputSchema,
  deliveryNoteListSchema,
  deliveryNoteResultSchema,
  deliveryNoteSchema,
  type DeliveryNote,
  type DeliveryNoteLine,
  type DeliveryNoteListItem,
  type DeliveryNoteResult,
} from '@costeo/domain/contracts/purchases';
import type { AffectedMenu, AffectedRecipe } from '@costeo/domain/contracts/supplier-invoices';
import type { Supplier, SupplierOverview } from '@costeo/domain/contracts/suppliers';
import { dec, toMoney, toQuantity, toUnitPrice } from '@costeo/domain/decimal';
import type { PlanCode } from '@costeo/domain/plans';
import { isUnitCode, UNITS } from '@costeo/domain/units';
import { http, type HttpResponse } from 'msw';
import type { z } from 'zod';
import { DELIVERY_NOTE_PREVIEW_URL, DELIVERY_NOTES_URL } from '../../api/urls.ts';
import {
  deliveryOverview,
  HUEVOS,
  savedNotes,
  TORTILLA_IMPACT,
} from '../delivery-notes-fixtures.ts';
import { server } from '../server.ts';
import { serveIngredients } from './ingredients.ts';
import { answer, answerError, bodyOf, idOf, notFound, queryParam } from './respond.ts';

type Input = z.output<typeof deliveryNoteInputSchema>;

interface DeliveryNotesOptions {
  plan?: PlanCode;
  /** The owner's suppliers (Frutas García and Makro unless given). */
  suppliers?: Supplier[];
  /** Frutas García's screen (supplier 1): its products, last bought first. */
  overview?: SupplierOverview;
  /** The albaranes already saved (the list); two unless given. */
  notes?: DeliveryNoteListItem[];
  /** The dishes and menus whose cost moves, given the products whose price changes. */
  impact?: (changed: number[]) => { recipes: AffectedRecipe[]; menus: AffectedMenu[] };
  /**
   * A refusal the server answers instead (the API's shapes: `{lines: ["Línea 3: …"]}`,
   * `{date: […]}`); null: price the albarán.
   */
  refuse?: (body: Input, kind: 'preview' | 'save') => ReturnType<typeof HttpResponse.json> | null;
}

/** By default the eggs' price moves the tortilla past its target. */
function defaultImpact(changed: number[]) {
  return { recipes: changed.includes(HUEVOS.id) ? [TORTILLA_IMPACT] : [], menus: [] };
}

/**
 * The albaranes typed by hand over the test's store, priced as the API's ledger prices them (issue
 * 32): a line in formats is that many purchase formats, a line in a unit is converted within its
 * kind (another kind is refused on its line, as a product without a unit weight is); a new price is
 * the price of one format. Saving keeps the albarán in the list and its detail.
 */
export function serveDeliveryNotes(options: DeliveryNotesOptions = {}) {
  const overview = options.overview ?? deliveryOverview();
  const served = serveIngredients({
    plan: options.plan,
    suppliers: options.suppliers,
    supplierOverviews: { 1: overview },
  });
  const notes: DeliveryNote[] = (options.notes ?? savedNotes()).map((note) => ({
    ...note,
    notes: '',
    lines: [],
  }));
  const impactOf = options.impact ?? defaultImpact;
  let nextId = 100;

  const price = (body: Input): DeliveryNoteResult | Response => {
    if (body.supplier !== overview.supplier.id) {
      return answerError(400, { supplier: ['El proveedor no existe.'] });
    }
    const lines: DeliveryNoteLine[] = [];
    for (const [index, line] of body.lines.entries()) {
      const number = index + 1;
      const product = overview.products.find((p) => p.id === line.ingredient_instance);
      if (!product || !isUnitCode(product.purchase_unit) || !isUnitCode(product.base_unit)) {
        return answerError(400, { lines: [`Línea ${String(number)}: el producto no existe.`] });
      }
      const format = dec(product.purchase_quantity).times(UNITS[product.purchase_unit].factor);
      let base = dec(line.quantity).times(format);
      if (line.unit !== 'format') {
        if (UNITS[line.unit].kind !== UNITS[product.base_unit].kind) {
          return answerError(400, {
            lines: [
              `Línea ${String(number)}: Falta el peso por unidad para convertir ${line.unit} a ${product.base_unit}`,
            ],
          });
        }
        base = dec(line.quantity).times(UNITS[line.unit].factor);
      }
      const perBase =
        line.new_price === null ? dec(product.unit_cost) : dec(line.new_price).div(format);
      lines.push({
        line: number,
        ingredient_instance: product.id,
        product_name: product.name,
        quantity: toQuantity(dec(line.quantity)),
        unit: line.unit,
        new_price: line.new_price,
        quantity_base: toQuantity(base),
        base_unit: product.base_unit,
        price_per_base_unit: toUnitPrice(perBase),
        previous_price_per_base_unit: toUnitPrice(dec(product.unit_cost)),
        price_changed: !perBase.equals(dec(product.unit_cost)),
        net_amount: toMoney(base.times(perBase)),
      });
    }
    const changed = lines.filter((l) => l.price_changed).map((l) => l.ingredient_instance ?? 0);
    const available = served.state.plan !== 'free';
    const impact = available ? impactOf(changed) : { recipes: [], menus: [] };
    return {
      note: null,
      lines,
      total_net: toMoney(lines.reduce((sum, l) => sum.plus(l.net_amount), dec(0))),
      prices_changed: changed.length,
      impact_available: available,
      affected_recipes: impact.recipes,
      affected_menus: impact.menus,
    };
  };

  server.use(
    http.post(DELIVERY_NOTE_PREVIEW_URL, async ({ request }) => {
      const body = await bodyOf(request, deliveryNoteInputSchema);
      const refused = options.refuse?.(body, 'preview');
      if (refused) return refused;
      const result = price(body);
      return result instanceof Response ? result : answer(deliveryNoteResultSchema, result);
    }),
    http.post(DELIVERY_NOTES_URL, async ({ request }) => {
      const body = await bodyOf(request, deliveryNoteInputSchema);
      const refused = options.refuse?.(body, 'save');
      if (refused) return refused;
      const result = price(body);
      if (result instanceof Response) return result;
      const note: DeliveryNote = {
        id: nextId++,
        supplier: overview.supplier.id,
        supplier_name: overview.supplier.name,
        number: body.number.trim(),
        date: body.date,
        total_net: result.total_net,
        lines_count: result.lines.length,
        created_at: '2026-11-29T08:00:00Z',
        notes: body.notes,
        lines: result.lines,
      };
      notes.unshift(note);
      return answer(deliveryNoteResultSchema, { ...result, note }, 201);
    }),
    http.get(DELIVERY_NOTES_URL, ({ request }) => {
      const page = Number(queryParam(request, 'page') ?? 1);
      const size = Number(queryParam(request, 'page_size') ?? 25);
      const results = notes.slice((page - 1) * size, page * size).map((note) => ({
        id: note.id,
        supplier: note.supplier,
        supplier_name: note.supplier_name,
        number: note.number,
        date: note.date,
        total_net: note.total_net,
        lines_count: note.lines_count,
        created_at: note.created_at,
      }));
      return answer(deliveryNoteListSchema, {
        count: notes.length,
        next: page * size < notes.length ? `${DELIVERY_NOTES_URL}?page=${String(page + 1)}` : null,
        previous: page > 1 ? `${DELIVERY_NOTES_URL}?page=${String(page - 1)}` : null,
        results,
      });
    }),
    http.get(`${DELIVERY_NOTES_URL}:id(\\d+)/`, ({ params }) => {
      const note = notes.find((candidate) => candidate.id === idOf(params));
      return note ? answer(deliveryNoteSchema, note) : notFound();
    }),
  );
  return { ...served, notes };
}
