import type {
  InvoiceHeader,
  InvoiceLineDecision,
  InvoicePreviewLine,
  InvoiceSupplier,
  InvoiceScan,
  InvoiceSupplierChoice,
  PdfColumns,
  ScanCorrection,
} from '@costeo/domain/contracts/supplier-invoices';
import { SUPPLIER_INVOICE_MAX_BYTES } from '@costeo/domain/contracts/supplier-invoices';
import { dec, toPercent, toQuantity, toUnitPrice } from '@costeo/domain/decimal';
import { productNameFromDescription } from '@costeo/domain/purchase-format';
import type { ReadInvoice } from '@costeo/domain/supplier-invoice';
import { normalizeSearch } from '@costeo/domain/text';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type {
  DefinitionRow,
  DefinitionsService,
} from '../ingredients/ingredient-definitions.service.ts';
import type {
  Ledger,
  LedgerEntry,
  LedgerOutcome,
} from '../ingredients/ingredient-ledger.service.ts';
import type { SuppliersService } from '../suppliers/suppliers.service.ts';
import { money, previewFigures, priceLine, type PricedLine } from './supplier-invoices.lines.ts';
import { discountTotal, headerOf, sourceOf } from './supplier-invoices.mappers.ts';
import { closestProducts, matchInvoiceLines, supplierKeyOf } from './supplier-invoices.match.ts';
import { createSupplierInvoicesRepository } from './supplier-invoices.repository.ts';

/** Photos of one document, all within the file's limit (issue 36). */
const PHOTOS_TOO_LARGE =
  'Las fotos superan juntas el máximo de 5 MB: hazlas con menos resolución o sube menos páginas.';

/** What reading a file gives: a whole invoice, or a PDF whose columns must be confirmed. */
export type InvoiceReading =
  | { type: 'invoice'; invoice: ReadInvoice; scan?: InvoiceScan }
  | {
      type: 'pdf-table';
      /** A photo or a scan read by OCR (issue 36): its lines to check and their rows' images. */
      scan?: InvoiceScan;
      /** The header read from the PDF (supplier, number, date) with no lines yet. */
      invoice: ReadInvoice;
      rows: string[][];
      guessed: PdfColumns | null;
    };

/** Reads a file in the worker pool; with `columns`, a PDF's table becomes lines. */
export type InvoiceReader = (
  ownerId: number,
  file: { fileName: string; bytes: Uint8Array; more?: readonly Uint8Array[] },
  columns: PdfColumns | null,
  corrections?: readonly ScanCorrection[],
) => Promise<InvoiceReading>;

export interface InvoiceRequest {
  file_name: string;
  content_base64: string;
  pdf_columns: PdfColumns | null;
  /** Photos of the next pages of a photographed document (issue 36). */
  more_photos_base64?: string[];
  /** The chef's figures for lines of a photo (issue 36). */
  scan_corrections?: ScanCorrection[];
  decisions: InvoiceLineDecision[];
  supplier: InvoiceSupplierChoice;
}

export interface PlanDeps {
  db: Db;
  read: InvoiceReader;
  ledger: Ledger;
  definitions: DefinitionsService;
  suppliers: SuppliersService;
  decode: (base64: string) => Uint8Array;
}

/** A line planned: what apply does with it, and what the review shows. */
export interface PlannedLine {
  number: number;
  read: ReadInvoice['lines'][number];
  priced: PricedLine;
  decision: 'update' | 'create' | 'skip';
  /** A product on a definition of the owner's own, made on apply (packaging, cleaning). */
  ownDefinition: { name: string } | null;
  preview: InvoicePreviewLine;
}

/**
 * An invoice read, its supplier identified, its lines matched and run through the ledger without
 * writing (issue 32): the one plan the preview shows and the apply records, so both report the
 * same prices and the same margin impact.
 */
export async function planInvoice(
  deps: PlanDeps,
  ownerId: number,
  request: InvoiceRequest,
  options: { candidates: boolean },
) {
  const { db, read, ledger, definitions, suppliers } = deps;
  const repository = createSupplierInvoicesRepository(db);
  const bytes = deps.decode(request.content_base64);
  const more = (request.more_photos_base64 ?? []).map((photo) => deps.decode(photo));
  const size = more.reduce((sum, photo) => sum + photo.byteLength, bytes.byteLength);
  if (more.length > 0 && size > SUPPLIER_INVOICE_MAX_BYTES) {
    throw AppError.field('more_photos_base64', PHOTOS_TOO_LARGE);
  }
  const file = { fileName: request.file_name, bytes, more };
  const corrections = request.scan_corrections ?? [];
  let reading = await read(ownerId, file, request.pdf_columns, corrections);
  if (reading.type === 'pdf-table') {
    // A PDF of a supplier whose columns were confirmed before: read with them.
    const { taxId, name } = reading.invoice.supplier;
    const known = await repository.pdfLayout(ownerId, supplierKeyOf(taxId ?? '', name ?? ''));
    if (known) reading = await read(ownerId, file, known as PdfColumns, corrections);
  }
  const header = headerOf(reading.invoice);
  const supplierKey = supplierKeyOf(header.supplier_tax_id, header.supplier_name);
  const supplier = await identifySupplier(suppliers, db, ownerId, header, request.supplier);
  if (reading.type === 'pdf-table') {
    return { type: 'pdf-table' as const, reading, header, supplierKey, supplier };
  }
  const invoice = reading.invoice;

  const [products, learned] = await Promise.all([
    ledger.products(db, ownerId),
    repository.learnedCodes(ownerId, supplierKey),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
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
    { id: supplier.id, names: [header.supplier_name, supplier.name ?? ''] },
    learned,
    products,
  );
  const decisions = new Map(request.decisions.map((decision) => [decision.line, decision]));
  for (const [line, decision] of decisions) {
    if (line > lines.length) {
      throw AppError.field('decisions', `La factura no tiene línea ${line}.`);
    }
    if (decision.ingredient_instance !== null && !byId.has(decision.ingredient_instance)) {
      throw AppError.field('decisions', `Línea ${line}: el producto no existe.`);
    }
    if (decision.definition !== null) {
      try {
        await definitions.getVisible(ownerId, decision.definition);
      } catch {
        throw AppError.field('decisions', `Línea ${line}: el ingrediente del catálogo no existe.`);
      }
    }
  }

  const closest = closestProducts(products);
  const planned: PlannedLine[] = [];
  const entries: LedgerEntry[] = [];
  const problems = new Map<number, string>();
  for (const line of lines) {
    const automatic = matches.get(line.number) ?? { productId: null, matchedBy: 'none' as const };
    const decision = decisions.get(line.number);
    // Credit notes return goods: they change no price unless the chef says so.
    const matched = invoice.kind === 'credit_note' ? null : automatic.productId;
    const productId = decision ? decision.ingredient_instance : matched;
    const create = decision?.create ?? false;
    const skip = decision?.skip === true || (!create && productId === null);
    const product = productId === null ? undefined : byId.get(productId);
    const shown = decision ? { productId, matchedBy: 'none' as const } : automatic;
    const shownProduct = shown.productId === null ? undefined : byId.get(shown.productId);
    const figures = previewFigures(
      line.priced,
      shownProduct ? { unitCost: shownProduct.unitCost, baseUnit: shownProduct.baseUnit } : null,
    );
    const candidates =
      options.candidates && automatic.productId === null
        ? [
            ...closest(line.read.description).map((found) => ({
              kind: 'product' as const,
              id: found.id,
              name: found.name,
            })),
            ...(await catalogCandidates(definitions, ownerId, line.read.description)).map(
              (found) => ({ kind: 'definition' as const, id: found.id, name: found.name }),
            ),
          ]
        : [];
    const preview: InvoicePreviewLine = {
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
        ingredient_instance: shownProduct?.id ?? null,
        name: shownProduct?.name ?? null,
        matched_by: shownProduct ? shown.matchedBy : 'none',
      },
      candidates,
      ...figures,
      format_change: null,
      price_changes: false,
    };
    const plan: PlannedLine = {
      ...line,
      decision: skip ? 'skip' : product ? 'update' : 'create',
      ownDefinition: null,
      preview,
    };
    planned.push(plan);
    if (skip) continue;
    const pack = line.priced.pack;
    if (!pack) {
      problems.set(line.number, line.priced.problem ?? 'no se puede leer su precio.');
      continue;
    }
    if (product && product.baseUnit !== line.priced.baseUnit) {
      problems.set(
        line.number,
        `se compra en ${line.priced.baseUnit} y «${product.name}» se cuenta en ${product.baseUnit}.`,
      );
      continue;
    }
    const common = {
      ref: line.number,
      format: { quantity: pack.quantity, unit: pack.unit },
      price: pack.price,
      received: { quantity: toQuantity(dec(line.read.quantity)), unit: 'format' as const },
      netAmount: money(line.read.lineTotal),
    };
    if (product) {
      entries.push({ ...common, target: { product } });
      continue;
    }
    const name = productNameFromDescription(line.read.description).slice(0, 150);
    if (decision?.own_definition) {
      plan.ownDefinition = { name };
      entries.push({
        ...common,
        target: { definition: ownDefinitionDraft(name, line), name },
      });
      continue;
    }
    const definitionId =
      decision?.definition ??
      (await catalogCandidates(definitions, ownerId, line.read.description))[0]?.id ??
      null;
    if (definitionId === null) {
      problems.set(
        line.number,
        'no hay un ingrediente del catálogo parecido: elige uno o créalo como ingrediente propio.',
      );
      continue;
    }
    entries.push({
      ...common,
      target: { definition: await definitions.getVisible(ownerId, definitionId), name },
    });
  }

  const source = {
    kind: 'invoice' as const,
    reference: sourceOf(header),
    documentId: null,
    supplier: supplier.id === null ? null : { id: supplier.id, name: supplier.name ?? '' },
    date: header.issue_date,
  };
  const { outcomes } = await db.transaction((tx) =>
    ledger.record(tx, ownerId, entries, source, { write: false }),
  );
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.ref, outcome]));
  const newCosts = new Map<number, string>();
  for (const plan of planned) {
    const outcome = outcomeOf.get(plan.number);
    if (!outcome) continue;
    if (outcome.action === 'error' || outcome.action === 'over_quota') {
      problems.set(plan.number, outcome.message ?? 'no se puede aplicar.');
      continue;
    }
    plan.preview.format_change = outcome.formatChange;
    plan.preview.price_changes = outcome.priceChanged;
    if (outcome.action !== 'create' && outcome.priceChanged && outcome.productId !== null) {
      newCosts.set(outcome.productId, dec(outcome.unitCost ?? '0').toFixed());
    }
  }
  return {
    type: 'invoice' as const,
    reading,
    invoice,
    header,
    supplierKey,
    supplier,
    byId,
    lines: planned,
    entries,
    source,
    problems,
    newCosts,
    outcomes: outcomeOf as ReadonlyMap<number, LedgerOutcome>,
  };
}

export type InvoicePlan = Extract<Awaited<ReturnType<typeof planInvoice>>, { type: 'invoice' }>;

/** The draft of an own definition for a line the catalog has nothing like: made on apply. */
function ownDefinitionDraft(
  name: string,
  line: { read: ReadInvoice['lines'][number]; priced: PricedLine },
): DefinitionRow {
  const vat = line.read.vatPct === null ? '21.00' : toPercent(dec(line.read.vatPct));
  return {
    id: 0,
    ownerId: null,
    categoryId: 0,
    name,
    searchName: normalizeSearch(name),
    baseUnit: line.priced.baseUnit ?? 'ud',
    density: null,
    unitWeight: null,
    wastePct: '0.00',
    isTypicalWaste: true,
    allergens: [],
    vatPct: (['4.00', '10.00', '21.00'].includes(vat) ? vat : '21.00') as DefinitionRow['vatPct'],
    aliases: [],
    nutritionPer100g: null,
    createdAt: new Date(0),
    categoryName: '',
  };
}

/** The supplier the invoice is: the chef's choice, else by tax id, else by name (issue 32). */
async function identifySupplier(
  suppliers: SuppliersService,
  db: Db,
  ownerId: number,
  header: InvoiceHeader,
  choice: InvoiceSupplierChoice,
): Promise<InvoiceSupplier> {
  if (choice && 'id' in choice) {
    const found = await suppliers.findOwned(db, ownerId, choice.id);
    if (!found) throw AppError.field('supplier', 'El proveedor no existe.');
    return { id: found.id, name: found.name, matched_by: 'chosen', candidates: [] };
  }
  const doc = { taxId: header.supplier_tax_id, name: header.supplier_name };
  const { match, candidates } = await suppliers.identify(db, ownerId, doc);
  if (choice && 'create' in choice) {
    return { id: null, name: header.supplier_name, matched_by: 'none', candidates };
  }
  return match
    ? { id: match.id, name: match.name, matched_by: match.matchedBy, candidates }
    : { id: null, name: null, matched_by: 'none', candidates };
}

/** Catalog definitions for a line: its first words, then fewer (sizes and formats left out). */
async function catalogCandidates(
  definitions: DefinitionsService,
  ownerId: number,
  description: string,
) {
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
