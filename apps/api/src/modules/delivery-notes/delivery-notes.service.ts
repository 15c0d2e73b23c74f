import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type {
  DeliveryNote,
  DeliveryNoteInput,
  DeliveryNoteLine,
  DeliveryNoteListItem,
  DeliveryNoteResult,
} from '@costeo/domain/contracts/purchases';
import { dec, toMoney, toQuantity, toUnitPrice } from '@costeo/domain/decimal';
import type { z } from 'zod';
import type { deliveryNoteInputSchema } from '@costeo/domain/contracts/purchases';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type {
  Ledger,
  LedgerEntry,
  LedgerOutcome,
  LedgerSource,
} from '../ingredients/ingredient-ledger.service.ts';
import type { PriceImpactService } from '../supplier-invoices/price-impact.service.ts';
import type { SuppliersService } from '../suppliers/suppliers.service.ts';
import {
  createDeliveryNotesRepository,
  type DeliveryNoteLineRow,
  type DeliveryNoteRow,
} from './delivery-notes.repository.ts';

type Input = z.output<typeof deliveryNoteInputSchema>;
export type { DeliveryNoteInput };

const DATE_ES = new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC' });
const dateEs = (day: string) => DATE_ES.format(new Date(`${day}T00:00:00Z`));

/**
 * The albarán typed by hand (issue 32), an adapter of the ingredients ledger: the supplier, the
 * day, and lines of product, quantity received (in purchase formats or a unit) and, when it
 * changed, the price of one format. The preview and the save run the same plan through the
 * ledger (the preview without writing), with the margin impact of the new prices.
 */
export function createDeliveryNotesService(deps: {
  db: Db;
  ledger: Ledger;
  suppliers: SuppliersService;
  impact: PriceImpactService;
  now: () => Date;
}) {
  const { db, ledger, suppliers, impact, now } = deps;
  const repository = createDeliveryNotesRepository(db);

  async function plan(ownerId: number, input: Input) {
    const supplier = await suppliers.findOwned(db, ownerId, input.supplier);
    if (!supplier) throw AppError.field('supplier', 'El proveedor no existe.');
    const tomorrow = new Date(now().getTime() + 86_400_000).toISOString().slice(0, 10);
    if (input.date > tomorrow) throw AppError.field('date', 'La fecha no puede ser futura.');
    const products = new Map((await ledger.products(db, ownerId)).map((p) => [p.id, p]));
    const priced = new Map<number, number>();
    const entries: LedgerEntry[] = input.lines.map((line, index) => {
      const number = index + 1;
      const product = products.get(line.ingredient_instance);
      if (!product) throw AppError.field('lines', `Línea ${number}: el producto no existe.`);
      if (line.new_price !== null) {
        const earlier = priced.get(product.id);
        if (earlier !== undefined) {
          throw AppError.field(
            'lines',
            `Línea ${number}: «${product.name}» ya tiene precio nuevo en la línea ${earlier}; ponlo en una sola línea.`,
          );
        }
        priced.set(product.id, number);
      }
      return {
        ref: number,
        target: { product },
        price: line.new_price,
        received: { quantity: line.quantity, unit: line.unit },
      };
    });
    const number = input.number.trim();
    const source: LedgerSource = {
      kind: 'delivery_note',
      reference: `Albarán${number ? ` ${number}` : ''} de ${supplier.name}, ${dateEs(input.date)}`,
      documentId: null,
      supplier: { id: supplier.id, name: supplier.name },
      date: input.date,
    };
    const { outcomes } = await db.transaction((tx) =>
      ledger.record(tx, ownerId, entries, source, { write: false }),
    );
    refuseFailed(outcomes);
    const newCosts = new Map<number, string>();
    for (const outcome of outcomes) {
      if (outcome.priceChanged && outcome.productId !== null) {
        newCosts.set(outcome.productId, dec(outcome.unitCost ?? '0').toFixed());
      }
    }
    return { supplier, entries, source, outcomes, newCosts, products };
  }

  function linesOf(input: Input, outcomes: readonly LedgerOutcome[]): DeliveryNoteLine[] {
    return outcomes.map((outcome, index) => {
      const line = input.lines[index];
      if (!line || !outcome.purchase) throw new Error('delivery line without a purchase');
      return {
        line: outcome.ref,
        ingredient_instance: outcome.productId,
        product_name: outcome.name,
        quantity: toQuantity(dec(line.quantity)),
        unit: line.unit,
        new_price: line.new_price,
        quantity_base: toQuantity(dec(outcome.purchase.quantity)),
        base_unit: outcome.baseUnit ?? 'ud',
        price_per_base_unit: toUnitPrice(dec(outcome.purchase.pricePerBaseUnit)),
        previous_price_per_base_unit:
          outcome.previousUnitCost === null ? null : toUnitPrice(dec(outcome.previousUnitCost)),
        price_changed: outcome.priceChanged,
        net_amount: outcome.purchase.netAmount,
      };
    });
  }

  const totalOf = (lines: readonly DeliveryNoteLine[]) =>
    toMoney(lines.reduce((sum, line) => sum.plus(line.net_amount), dec(0)));

  return {
    /** What saving would record and what it does to the margins; writes nothing. */
    async preview(ownerId: number, input: Input): Promise<DeliveryNoteResult> {
      const planned = await plan(ownerId, input);
      const lines = linesOf(input, planned.outcomes);
      return {
        note: null,
        lines,
        total_net: totalOf(lines),
        prices_changed: planned.outcomes.filter((o) => o.priceChanged).length,
        ...(await impact.impactOf(ownerId, planned.newCosts)),
      };
    },

    /** Records the albarán: purchases and new prices through the ledger, in one transaction. */
    async create(ownerId: number, input: Input): Promise<DeliveryNoteResult> {
      const planned = await plan(ownerId, input);
      const shown = await impact.impactOf(ownerId, planned.newCosts);
      const lines = linesOf(input, planned.outcomes);
      const at = now();
      const noteId = await db.transaction(async (tx) => {
        const txRepository = createDeliveryNotesRepository(tx);
        const id = await txRepository.insert(ownerId, {
          supplierId: planned.supplier.id,
          supplierName: planned.supplier.name,
          number: input.number.trim(),
          deliveredOn: input.date,
          notes: input.notes,
          totalNet: totalOf(lines),
          createdAt: at,
        });
        const { outcomes } = await ledger.record(
          tx,
          ownerId,
          planned.entries,
          { ...planned.source, documentId: id },
          { write: true },
        );
        refuseFailed(outcomes);
        const written = linesOf(input, outcomes);
        await txRepository.insertLines(
          ownerId,
          id,
          written.map((line, index) => ({
            position: line.line,
            instanceId: line.ingredient_instance,
            productName: line.product_name.slice(0, 150),
            quantity: line.quantity,
            unit: line.unit as DeliveryNoteLineRow['unit'],
            newPrice: input.lines[index]?.new_price ?? null,
            quantityBase: line.quantity_base,
            baseUnit: line.base_unit as DeliveryNoteLineRow['baseUnit'],
            previousUnitCost: outcomes[index]?.previousUnitCost ?? null,
            priceChanged: line.price_changed,
            pricePerBaseUnit: outcomes[index]?.purchase?.pricePerBaseUnit ?? '0',
            netAmount: line.net_amount,
          })),
        );
        await txRepository.setTotal(ownerId, id, totalOf(written));
        return id;
      });
      const stored = await repository.find(ownerId, noteId);
      if (!stored) throw new Error('saved delivery note not found');
      return {
        note: toNote(stored.note, stored.lines),
        lines,
        total_net: totalOf(lines),
        prices_changed: planned.outcomes.filter((o) => o.priceChanged).length,
        ...shown,
      };
    },

    async list(
      ownerId: number,
      filters: { supplierId?: number },
      query: PaginationQuery,
    ): Promise<{ count: number; results: DeliveryNoteListItem[] }> {
      const { count, rows } = await repository.list(ownerId, filters, pageWindow(query));
      return { count, results: rows.map((row) => toListItem(row, row.linesCount)) };
    },

    async get(ownerId: number, id: number): Promise<DeliveryNote> {
      const stored = await repository.find(ownerId, id);
      if (!stored) throw AppError.notFound();
      return toNote(stored.note, stored.lines);
    },
  };
}

function refuseFailed(outcomes: readonly LedgerOutcome[]) {
  const failed = outcomes.find((o) => o.action === 'error' || o.action === 'over_quota');
  if (failed) {
    throw AppError.field(
      'lines',
      `Línea ${failed.ref}: ${failed.message ?? 'no se puede registrar.'}`,
    );
  }
}

function toListItem(row: DeliveryNoteRow, linesCount: number): DeliveryNoteListItem {
  return {
    id: row.id,
    supplier: row.supplierId,
    supplier_name: row.supplierName,
    number: row.number,
    date: row.deliveredOn,
    total_net: toMoney(dec(row.totalNet)),
    lines_count: linesCount,
    created_at: row.createdAt.toISOString(),
  };
}

function toNote(row: DeliveryNoteRow, lines: readonly DeliveryNoteLineRow[]): DeliveryNote {
  return {
    ...toListItem(row, lines.length),
    notes: row.notes,
    lines: lines.map((line) => ({
      line: line.position,
      ingredient_instance: line.instanceId,
      product_name: line.productName,
      quantity: toQuantity(dec(line.quantity)),
      unit: line.unit,
      new_price: line.newPrice === null ? null : dec(line.newPrice).toFixed(4),
      quantity_base: toQuantity(dec(line.quantityBase)),
      base_unit: line.baseUnit,
      price_per_base_unit: toUnitPrice(dec(line.pricePerBaseUnit)),
      previous_price_per_base_unit:
        line.previousUnitCost === null ? null : toUnitPrice(dec(line.previousUnitCost)),
      price_changed: line.priceChanged,
      net_amount: toMoney(dec(line.netAmount)),
    })),
  };
}

export type DeliveryNotesService = ReturnType<typeof createDeliveryNotesService>;
