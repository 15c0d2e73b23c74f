import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type {
  AffectedMenu,
  AffectedRecipe,
  InvoiceApply,
  InvoiceHeader,
  InvoiceLineDecision,
  InvoicePreview,
  InvoicePreviewLine,
  LastPurchase,
  PdfColumns,
  Purchases,
  SupplierInvoice,
  SupplierInvoiceListItem,
} from '@costeo/domain/contracts/supplier-invoices';
import { SUPPLIER_INVOICE_MAX_BYTES } from '@costeo/domain/contracts/supplier-invoices';
import { dec, toMoney, toPercent, toQuantity, toUnitPrice } from '@costeo/domain/decimal';
import type { ReadInvoice } from '@costeo/domain/supplier-invoice';
import { normalizeSearch } from '@costeo/domain/text';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { CostingService } from '../costing/costing.service.ts';
import type { DefinitionsService } from '../ingredients/ingredient-definitions.service.ts';
import type {
  PriceListChoice,
  PriceListRow,
  PriceListService,
} from '../ingredients/ingredient-price-list.service.ts';
import type { MenusService } from '../menus/menus.service.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { money, previewFigures, priceLine, type PricedLine } from './supplier-invoices.lines.ts';
import { closestProducts, matchInvoiceLines, supplierKeyOf } from './supplier-invoices.match.ts';
import {
  createSupplierInvoicesRepository,
  type StoredInvoiceLineRow,
  type StoredInvoiceRow,
} from './supplier-invoices.repository.ts';

/** What reading a file gives: a whole invoice, or a PDF whose columns must be confirmed. */
export type InvoiceReading =
  | { type: 'invoice'; invoice: ReadInvoice }
  | {
      type: 'pdf-table';
      /** The header read from the PDF (supplier, number, date) with no lines yet. */
      invoice: ReadInvoice;
      rows: string[][];
      guessed: PdfColumns | null;
    };

/** Reads a file in the worker pool; with `columns`, a PDF's table becomes lines. */
export type InvoiceReader = (
  ownerId: number,
  file: { fileName: string; bytes: Uint8Array },
  columns: PdfColumns | null,
) => Promise<InvoiceReading>;

const DATE_ES = new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC' });
const dateEs = (day: string) => DATE_ES.format(new Date(`${day}T00:00:00Z`));

function decode(base64: string): Uint8Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw AppError.field('content_base64', 'El archivo está vacío.');
  if (bytes.length > SUPPLIER_INVOICE_MAX_BYTES) {
    throw AppError.field('content_base64', 'El archivo supera el máximo de 5 MB.');
  }
  return new Uint8Array(bytes);
}

function headerOf(invoice: ReadInvoice): InvoiceHeader {
  // "A2026-" + "0153" → "A2026-0153"; "A" + "153" → "A-153".
  const series = invoice.series ?? '';
  const joiner = series === '' || /[^\p{L}\p{N}]$/u.test(series) ? '' : '-';
  const number = invoice.number ? `${series}${joiner}${invoice.number}` : '';
  if (!invoice.supplier.name && !invoice.supplier.taxId) {
    throw AppError.field('content_base64', 'La factura no dice quién es el proveedor.');
  }
  if (!number) throw AppError.field('content_base64', 'La factura no tiene número.');
  if (!invoice.issueDate) throw AppError.field('content_base64', 'La factura no tiene fecha.');
  return {
    format: invoice.format,
    kind: invoice.kind,
    supplier_name: invoice.supplier.name ?? invoice.supplier.taxId ?? '',
    supplier_tax_id: invoice.supplier.taxId ?? '',
    number,
    issue_date: invoice.issueDate,
    currency: invoice.currency ?? 'EUR',
    total_net: money(invoice.totals.net),
    total_vat: money(invoice.totals.vat),
    total: money(invoice.totals.total),
  };
}

/** "Factura A-123 de Hortalizas García, 12/11/2026": the price history's source. */
function sourceOf(header: InvoiceHeader): string {
  const kind = header.kind === 'credit_note' ? 'Abono' : 'Factura';
  return `${kind} ${header.number} de ${header.supplier_name}, ${dateEs(header.issue_date)}`;
}

/**
 * Supplier invoices (issue 19): read in the worker pool, matched to the owner's products (the
 * supplier's learned codes, then name and supplier), previewed with what the new prices do to
 * recipes and menus (costing's and menus' what-ifs: nothing written), applied through the
 * ingredients module's price-list run (history, re-cost, quota) with the invoice, its lines and
 * the learned codes stored in the same transaction.
 */
export function createSupplierInvoicesService(deps: {
  db: Db;
  read: InvoiceReader;
  priceLists: PriceListService;
  definitions: DefinitionsService;
  entitlements: EntitlementsService;
  costing: CostingService;
  menus: MenusService;
  now: () => Date;
}) {
  const { db, read, priceLists, definitions, entitlements, costing, menus, now } = deps;
  const repository = createSupplierInvoicesRepository(db);

  /** Catalog definitions for a line: its first words, then fewer (sizes and formats left out). */
  async function catalogCandidates(ownerId: number, description: string) {
    const words = normalizeSearch(description)
      .split(' ')
      .filter((word) => word.length >= 3 && !/\d/.test(word));
    const overlap = (name: string) =>
      normalizeSearch(name)
        .split(' ')
        .filter((word) => words.includes(word)).length;
    for (let length = Math.min(3, words.length); length > 0; length -= 1) {
      const found = await definitions.suggestions(ownerId, words.slice(0, length).join(' '));
      // The one sharing most words with the line first: "Pechuga de pollo" for "pechuga de pollo
      // fileteada", before "Pechuga de pavo".
      if (found.length > 0) {
        return [...found].sort((a, b) => overlap(b.name) - overlap(a.name)).slice(0, 2);
      }
    }
    return [];
  }

  async function understand(
    ownerId: number,
    request: { file_name: string; content_base64: string; pdf_columns: PdfColumns | null },
  ) {
    const bytes = decode(request.content_base64);
    const file = { fileName: request.file_name, bytes };
    let reading = await read(ownerId, file, request.pdf_columns);
    if (reading.type === 'pdf-table') {
      // A PDF of a supplier whose columns were confirmed before: read with them.
      const supplier = reading.invoice.supplier;
      const known = await repository.pdfLayout(
        ownerId,
        supplierKeyOf(supplier.taxId ?? '', supplier.name ?? ''),
      );
      if (known) reading = await read(ownerId, file, known as PdfColumns);
    }
    const header = headerOf(reading.invoice);
    const supplierKey = supplierKeyOf(header.supplier_tax_id, header.supplier_name);
    return { reading, header, supplierKey };
  }

  async function linesOf(ownerId: number, invoice: ReadInvoice, supplierKey: string) {
    const [products, learned] = await Promise.all([
      priceLists.products(ownerId),
      repository.learnedCodes(ownerId, supplierKey),
    ]);
    const lines = invoice.lines.map((line, index) => ({
      number: index + 1,
      read: line,
      priced: priceLine(line),
    }));
    const matches = matchInvoiceLines(
      lines.map((line) => ({
        line: line.number,
        code: line.read.code ?? '',
        description: line.read.description,
      })),
      invoice.supplier.name ?? '',
      learned,
      products,
    );
    return { products, lines, matches };
  }

  return {
    async preview(
      ownerId: number,
      request: {
        file_name: string;
        content_base64: string;
        pdf_columns: PdfColumns | null;
        decisions: InvoiceLineDecision[];
      },
    ): Promise<InvoicePreview> {
      const { reading, header, supplierKey } = await understand(ownerId, request);
      const appliedAt = await repository.appliedAt(ownerId, supplierKey, header.number);
      if (reading.type === 'pdf-table') {
        return {
          invoice: header,
          already_applied_at: appliedAt?.toISOString() ?? null,
          needs_columns: true,
          pdf_table: { rows: reading.rows, guessed_columns: reading.guessed },
          lines: [],
          impact_available: false,
          affected_recipes: [],
          affected_menus: [],
        };
      }
      const { products, lines, matches } = await linesOf(ownerId, reading.invoice, supplierKey);
      const byId = new Map(products.map((product) => [product.id, product]));
      const closest = closestProducts(products);
      const decisions = new Map(request.decisions.map((decision) => [decision.line, decision]));
      for (const [line, decision] of decisions) {
        if (line > lines.length) {
          throw AppError.field('decisions', `La factura no tiene línea ${line}.`);
        }
        if (decision.ingredient_instance !== null && !byId.has(decision.ingredient_instance)) {
          throw AppError.field('decisions', `Línea ${line}: el producto no existe.`);
        }
      }
      const previewLines: InvoicePreviewLine[] = [];
      const newCosts = new Map<number, string>();
      for (const line of lines) {
        const automatic = matches.get(line.number) ?? {
          productId: null,
          matchedBy: 'none' as const,
        };
        // The chef's decision replaces the match: another product (shown as matched by none, the
        // chef's own choice), a new product or skipping the line (no price changes).
        const decision = decisions.get(line.number);
        const match = decision
          ? { productId: decision.ingredient_instance, matchedBy: 'none' as const }
          : automatic;
        const product = match.productId === null ? undefined : byId.get(match.productId);
        const figures = previewFigures(
          line.priced,
          product ? { unitCost: product.unitCost, baseUnit: product.baseUnit } : null,
        );
        if (product && figures.problem === null && line.priced.pricePerBaseUnit) {
          newCosts.set(product.id, line.priced.pricePerBaseUnit.toFixed());
        }
        const candidates =
          automatic.productId === null
            ? [
                ...closest(line.read.description).map((found) => ({
                  kind: 'product' as const,
                  id: found.id,
                  name: found.name,
                })),
                ...(await catalogCandidates(ownerId, line.read.description)).map((found) => ({
                  kind: 'definition' as const,
                  id: found.id,
                  name: found.name,
                })),
              ]
            : [];
        previewLines.push({
          line: line.number,
          code: line.read.code ?? '',
          description: line.read.description,
          quantity: toQuantity(dec(line.read.quantity)),
          unit_of_measure: line.read.unitOfMeasure?.code ?? '',
          unit_price: toUnitPrice(dec(line.read.unitPrice)),
          discount_total: discountTotal(line.read),
          vat_pct: line.read.vatPct === null ? null : toPercent(dec(line.read.vatPct)),
          line_total: money(line.read.lineTotal),
          pack_quantity: line.priced.pack?.quantity ?? null,
          pack_unit: line.priced.pack?.unit ?? null,
          base_unit: line.priced.baseUnit,
          match: {
            ingredient_instance: product?.id ?? null,
            name: product?.name ?? null,
            matched_by: product ? match.matchedBy : 'none',
          },
          candidates,
          ...figures,
        });
      }
      const impact = await impactOf(ownerId, newCosts);
      return {
        invoice: header,
        already_applied_at: appliedAt?.toISOString() ?? null,
        needs_columns: false,
        pdf_table: null,
        lines: previewLines,
        ...impact,
      };
    },

    async apply(
      ownerId: number,
      request: {
        file_name: string;
        content_base64: string;
        pdf_columns: PdfColumns | null;
        decisions: InvoiceLineDecision[];
      },
    ): Promise<InvoiceApply> {
      const { reading, header, supplierKey } = await understand(ownerId, request);
      if (reading.type === 'pdf-table') {
        throw AppError.field(
          'pdf_columns',
          'Indica las columnas de la tabla de este PDF (código, descripción, cantidad, precio…).',
        );
      }
      const refuseIfApplied = async (tx: Db = db) => {
        const appliedAt = await createSupplierInvoicesRepository(tx).appliedAt(
          ownerId,
          supplierKey,
          header.number,
        );
        if (appliedAt) {
          throw AppError.field(
            'non_field_errors',
            `Esta factura ya se aplicó el ${dateEs(appliedAt.toISOString().slice(0, 10))}.`,
          );
        }
      };
      await refuseIfApplied();
      const { products, lines, matches } = await linesOf(ownerId, reading.invoice, supplierKey);
      const byId = new Map(products.map((product) => [product.id, product]));
      const decisions = new Map(request.decisions.map((decision) => [decision.line, decision]));
      for (const line of decisions.keys()) {
        if (line > lines.length) {
          throw AppError.field('decisions', `La factura no tiene línea ${line}.`);
        }
      }

      const rows: PriceListRow[] = [];
      const choices = new Map<number, PriceListChoice>();
      const planned = new Map<
        number,
        { decision: 'update' | 'create' | 'skip'; line: (typeof lines)[number] }
      >();
      for (const line of lines) {
        const decision = decisions.get(line.number);
        const matched = matches.get(line.number)?.productId ?? null;
        // Credit notes return goods: they change no price unless the chef says so.
        const defaultProduct = reading.invoice.kind === 'credit_note' ? null : matched;
        const productId = decision ? decision.ingredient_instance : defaultProduct;
        const create = decision?.create ?? false;
        if (decision?.skip || (!create && productId === null)) {
          planned.set(line.number, { decision: 'skip', line });
          continue;
        }
        if (!line.priced.pack) {
          throw AppError.field(
            'decisions',
            `Línea ${line.number}: ${line.priced.problem ?? 'no se puede leer su precio.'} Omítela para aplicar el resto.`,
          );
        }
        if (productId !== null) {
          const product = byId.get(productId);
          if (!product) {
            throw AppError.field('decisions', `Línea ${line.number}: el producto no existe.`);
          }
          if (product.baseUnit !== line.priced.baseUnit) {
            throw AppError.field(
              'decisions',
              `Línea ${line.number}: se compra en ${line.priced.baseUnit} y «${product.name}» se cuenta en ${product.baseUnit}.`,
            );
          }
        }
        rows.push({
          row: line.number,
          name:
            productId !== null
              ? (byId.get(productId)?.name ?? line.read.description)
              : line.read.description.slice(0, 150),
          supplier: header.supplier_name.slice(0, 150),
          brand: null,
          purchaseQuantity: line.priced.pack.quantity,
          purchaseUnit: line.priced.pack.unit,
          purchasePrice: line.priced.pack.price,
          wastePct: null,
          messages: [],
        });
        choices.set(
          line.number,
          productId !== null
            ? { product: productId }
            : { definition: decision?.definition ?? null },
        );
        planned.set(line.number, { decision: productId !== null ? 'update' : 'create', line });
      }

      const at = now();
      let invoiceId = 0;
      await priceLists.run(ownerId, rows, choices, true, {
        source: sourceOf(header),
        within: async (tx, results) => {
          // Again inside the transaction: two applies of one invoice at once store one.
          await refuseIfApplied(tx);
          const failed = results.filter(
            (result) => !['update', 'unchanged', 'create'].includes(result.action),
          );
          if (failed.length > 0) {
            const [first] = failed;
            throw AppError.field(
              'decisions',
              `Línea ${first?.row}: ${first?.messages[0] ?? 'no se puede aplicar.'}`,
            );
          }
          const productOf = new Map(
            results.map((result) => [result.row, result.product?.id ?? null]),
          );
          const txRepository = createSupplierInvoicesRepository(tx);
          invoiceId = await txRepository.insert(
            ownerId,
            {
              supplierKey,
              supplierName: header.supplier_name.slice(0, 200),
              supplierTaxId: header.supplier_tax_id,
              number: header.number.slice(0, 60),
              issueDate: header.issue_date,
              format: header.format,
              kind: header.kind,
              currency: header.currency.slice(0, 3),
              totalNet: header.total_net,
              totalVat: header.total_vat,
              total: header.total,
              fileName: request.file_name,
              appliedAt: at,
            },
            lines.map((line) => {
              const plan = planned.get(line.number);
              const instanceId =
                plan?.decision === 'skip' ? null : (productOf.get(line.number) ?? null);
              const previous = instanceId === null ? undefined : byId.get(instanceId);
              return {
                position: line.number,
                code: (line.read.code ?? '').slice(0, 60),
                description: line.read.description.slice(0, 300),
                quantity: toQuantity(dec(line.read.quantity)),
                unitOfMeasure: (line.read.unitOfMeasure?.code ?? '').slice(0, 40),
                unitPrice: dec(line.read.unitPrice).toDecimalPlaces(6).toFixed(6),
                discountTotal: discountTotal(line.read),
                vatPct: line.read.vatPct,
                lineTotal: money(line.read.lineTotal),
                ingredientInstanceId: instanceId,
                decision: plan?.decision ?? 'skip',
                pricePerBaseUnit:
                  line.priced.pricePerBaseUnit?.toDecimalPlaces(12).toFixed(12) ?? null,
                baseUnit: line.priced.baseUnit,
                previousUnitCost: plan?.decision === 'update' ? (previous?.unitCost ?? null) : null,
              };
            }),
          );
          await txRepository.learnCodes(
            ownerId,
            supplierKey,
            lines.flatMap((line) => {
              const id = productOf.get(line.number);
              const code = line.read.code ?? '';
              return code && id && planned.get(line.number)?.decision !== 'skip'
                ? [{ code: code.slice(0, 60), instanceId: id }]
                : [];
            }),
          );
          if (header.format === 'pdf' && request.pdf_columns) {
            await txRepository.savePdfLayout(ownerId, supplierKey, request.pdf_columns, at);
          }
        },
      });
      const stored = await repository.find(ownerId, invoiceId);
      if (!stored) throw new Error('applied invoice not found');
      const invoice = toInvoice(stored.invoice, stored.lines);
      const count = (decision: string) =>
        invoice.lines.filter((line) => line.decision === decision).length;
      return {
        invoice,
        updated: count('update'),
        created: count('create'),
        skipped: count('skip'),
      };
    },

    async list(
      ownerId: number,
      query: PaginationQuery,
    ): Promise<{ count: number; results: SupplierInvoiceListItem[] }> {
      const { count, rows } = await repository.list(ownerId, pageWindow(query));
      return { count, results: rows.map((row) => toListItem(row, row.linesCount)) };
    },

    /** Spend per supplier and per month over the last `months` (plan feature price_history). */
    async purchases(ownerId: number, months: number): Promise<Purchases> {
      await entitlements.assertFeature(ownerId, 'price_history');
      const today = now();
      const first = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (months - 1), 1),
      );
      const since = first.toISOString().slice(0, 10);
      const { bySupplier, byMonth } = await repository.purchases(ownerId, since);
      const spent = new Map(byMonth.map((row) => [row.month, row.net]));
      const monthsList = Array.from({ length: months }, (_, index) => {
        const day = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + index, 1));
        return day.toISOString().slice(0, 7);
      });
      return {
        since,
        by_supplier: bySupplier.map((row) => ({
          supplier_name: row.supplierName,
          supplier_tax_id: row.supplierTaxId,
          invoices_count: row.invoices,
          total_net: toMoney(dec(row.net)),
        })),
        by_month: monthsList.map((month) => ({
          month,
          total_net: toMoney(dec(spent.get(month) ?? '0')),
        })),
      };
    },

    /** The product's last purchase on an applied invoice (plan feature price_history). */
    async lastPurchase(ownerId: number, instanceId: number): Promise<LastPurchase> {
      await entitlements.assertFeature(ownerId, 'price_history');
      const row = await repository.lastPurchase(ownerId, instanceId);
      if (!row) return { purchase: null };
      return {
        purchase: {
          invoice: row.invoiceId,
          number: row.number,
          supplier_name: row.supplierName,
          issue_date: row.issueDate,
          quantity: row.quantity,
          unit_of_measure: row.unitOfMeasure,
          line_total: row.lineTotal,
          price_per_base_unit:
            row.pricePerBaseUnit === null ? null : toUnitPrice(dec(row.pricePerBaseUnit)),
          base_unit: row.baseUnit,
        },
      };
    },

    async get(ownerId: number, id: number): Promise<SupplierInvoice> {
      const stored = await repository.find(ownerId, id);
      if (!stored) throw AppError.notFound();
      return toInvoice(stored.invoice, stored.lines);
    },
  };

  /** Recipes and menus the new costs move (plan feature price_history, as the price history). */
  async function impactOf(
    ownerId: number,
    newCosts: ReadonlyMap<number, string>,
  ): Promise<Pick<InvoicePreview, 'impact_available' | 'affected_recipes' | 'affected_menus'>> {
    try {
      await entitlements.assertFeature(ownerId, 'price_history');
    } catch (error) {
      if (error instanceof AppError && error.status === 403) {
        return { impact_available: false, affected_recipes: [], affected_menus: [] };
      }
      throw error;
    }
    const recipes = await costing.whatIfProductCosts(db, ownerId, newCosts);
    const moved = recipes.filter(
      (recipe) => !dec(recipe.before.costPerServing).equals(recipe.after.costPerServing),
    );
    const affectedRecipes: AffectedRecipe[] = moved.map((recipe) => {
      const { before, after } = recipe;
      const marginChange =
        before.marginPerServing === null || after.marginPerServing === null
          ? null
          : dec(after.marginPerServing).minus(before.marginPerServing);
      const pctChange =
        before.marginPct === null || after.marginPct === null
          ? null
          : dec(after.marginPct).minus(before.marginPct);
      return {
        id: recipe.id,
        name: after.name,
        is_subrecipe: recipe.isSubrecipe,
        old_cost_per_serving: toMoney(dec(before.costPerServing)),
        new_cost_per_serving: toMoney(dec(after.costPerServing)),
        old_margin_per_serving:
          before.marginPerServing === null ? null : toMoney(dec(before.marginPerServing)),
        new_margin_per_serving:
          after.marginPerServing === null ? null : toMoney(dec(after.marginPerServing)),
        margin_change: marginChange === null ? null : toMoney(marginChange),
        old_margin_pct: before.marginPct === null ? null : toPercent(dec(before.marginPct)),
        new_margin_pct: after.marginPct === null ? null : toPercent(dec(after.marginPct)),
        margin_pct_change: pctChange === null ? null : toPercent(pctChange),
      };
    });
    const dishes = new Map(
      moved.map((recipe) => [
        recipe.id,
        {
          costPerServing: dec(recipe.after.costPerServing).toFixed(),
          costComplete: recipe.after.costComplete,
        },
      ]),
    );
    const menusMoved = await menus.impactOf(ownerId, dishes);
    const affectedMenus: AffectedMenu[] = menusMoved.map(({ before, after }) => ({
      id: before.id,
      name: before.name,
      kind: before.kind,
      old_cost_per_cover: before.cost_per_cover_expected,
      new_cost_per_cover: after.cost_per_cover_expected,
      old_food_cost_pct: before.food_cost_pct_expected ?? before.average_food_cost_pct,
      new_food_cost_pct: after.food_cost_pct_expected ?? after.average_food_cost_pct,
      old_margin_per_cover: before.margin_per_cover_expected,
      new_margin_per_cover: after.margin_per_cover_expected,
    }));
    return {
      impact_available: true,
      affected_recipes: affectedRecipes,
      affected_menus: affectedMenus,
    };
  }
}

function discountTotal(line: ReadInvoice['lines'][number]): string {
  const gross = dec(line.quantity).times(line.unitPrice);
  const charges = line.charges.reduce((sum, charge) => sum.plus(charge.amount ?? 0), dec(0));
  const discount = gross.plus(charges).minus(line.lineTotal);
  return toMoney(discount.abs().lessThan('0.005') ? dec(0) : discount);
}

function toListItem(row: StoredInvoiceRow, linesCount: number): SupplierInvoiceListItem {
  return {
    id: row.id,
    format: row.format,
    kind: row.kind,
    supplier_name: row.supplierName,
    supplier_tax_id: row.supplierTaxId,
    number: row.number,
    issue_date: row.issueDate,
    currency: row.currency,
    total_net: row.totalNet,
    total_vat: row.totalVat,
    total: row.total,
    applied_at: row.appliedAt.toISOString(),
    file_name: row.fileName,
    lines_count: linesCount,
  };
}

function toInvoice(row: StoredInvoiceRow, lines: StoredInvoiceLineRow[]): SupplierInvoice {
  return {
    ...toListItem(row, lines.length),
    lines: lines.map((line) => ({
      line: line.position,
      code: line.code,
      description: line.description,
      quantity: line.quantity,
      unit_of_measure: line.unitOfMeasure,
      unit_price: toUnitPrice(dec(line.unitPrice)),
      discount_total: line.discountTotal,
      vat_pct: line.vatPct,
      line_total: line.lineTotal,
      decision: line.decision,
      ingredient_instance: line.ingredientInstanceId,
      price_per_base_unit:
        line.pricePerBaseUnit === null ? null : toUnitPrice(dec(line.pricePerBaseUnit)),
      base_unit: line.baseUnit,
      previous_price_per_base_unit:
        line.previousUnitCost === null ? null : toUnitPrice(dec(line.previousUnitCost)),
    })),
  };
}

export type SupplierInvoicesService = ReturnType<typeof createSupplierInvoicesService>;
export type { PricedLine };
