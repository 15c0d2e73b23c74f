import { setPriority } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { isMainThread, type MessagePort } from 'node:worker_threads';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import type { StockClose } from '@costeo/domain/contracts/stock';
import { Piscina } from 'piscina';
import { AppError } from '../lib/app-error.ts';
import { allergenMatrixDocument } from '../modules/exports/allergen-matrix.pdf.ts';
import { ingredientsWorkbook } from '../modules/exports/ingredients.xlsx.ts';
import { menuDocument, type MenuPdfData } from '../modules/exports/menu.pdf.ts';
import {
  nutritionLabelDocument,
  type NutritionLabelData,
} from '../modules/exports/nutrition-label.pdf.ts';
import { renderPdf } from '../modules/exports/pdf-render.ts';
import {
  purchaseOrderDocument,
  type PurchaseOrderPdfData,
} from '../modules/exports/purchase-order.pdf.ts';
import {
  productionSheetDocument,
  type ProductionSheetPdfData,
} from '../modules/exports/production-sheet.pdf.ts';
import { recipeSheetDocument, type RecipeSheetData } from '../modules/exports/recipe-sheet.pdf.ts';
import {
  recipesWorkbook,
  type RecipeBreakdown,
  type RecipeFigures,
} from '../modules/exports/recipes.xlsx.ts';
import { stockCloseDocument, type StockClosePdfData } from '../modules/exports/stock-close.pdf.ts';
import { stockCloseWorkbook } from '../modules/exports/stock-close.xlsx.ts';
import { wastePlanDocument, type WastePlanPdfData } from '../modules/exports/waste-plan.pdf.ts';
import { readSheet } from '../modules/ingredient-import/ingredient-import.files.ts';
import { processPhoto } from '../modules/recipes/recipe-photo.image.ts';
import { readSales } from '../modules/sales/sales-read.ts';
import { readSupplierInvoice } from '../modules/supplier-invoices/invoice-read.ts';
import { readScannedInvoice } from '../modules/supplier-invoices/invoice-read.ocr.ts';
import { processLogo } from '../modules/users/business-logo.image.ts';

/**
 * The work the pool's threads do (decision 018): every input and output is plain data (structured
 * clone: objects, Maps, Dates, bytes), so the main thread reads the database and the threads parse
 * and render. Files produced come back as bytes transferred, not copied.
 */
// On Linux the nice value belongs to the thread: the pool's threads yield the CPU to the event
// loop (which answers every other request) when both want it. Elsewhere it would be the whole
// process, so leave it.
if (!isMainThread && process.platform === 'linux') {
  try {
    setPriority(0, 10);
  } catch {
    // Not permitted in this container: the time limits still hold.
  }
}

// pdf.js inflates Flate streams through DecompressionStream when there is one: Node's zlib, whose
// memory a terminated thread never gives back (issue 30: +1 GB of RSS kept per stopped upload).
// Without it pdf.js inflates in JavaScript, into the thread's own ArrayBuffers, which go with the
// thread when the pool stops it at a limit. Only the pool's threads lose it.
if (!isMainThread) Reflect.deleteProperty(globalThis, 'DecompressionStream');

const bytesOf = (buffer: Buffer | Uint8Array): Uint8Array =>
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

const handlers = {
  'read-sheet': (input: { bytes: Uint8Array; sheet?: string; headerRow?: number }) =>
    readSheet(
      Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength),
      input.sheet,
      input.headerRow,
    ),
  // Issue 33: a till's sales file (CSV, XLSX or an Ágora-style XML day) as one table of text.
  'read-sales': readSales,
  'recipe-photo': processPhoto,
  // Issue 31: the business's logo, re-encoded as PNG (transparency kept) like a photo.
  'business-logo': processLogo,
  // Issue 19: a supplier's invoice (Facturae / UBL XML, or a PDF's table), read off the event loop.
  'read-supplier-invoice': readSupplierInvoice,
  // Issue 36: a photo or a scan of an albarán, by OCR — in the OCR pool's one thread only.
  'read-invoice-scan': readScannedInvoice,
  'recipe-sheet-pdf': async (input: RecipeSheetData) =>
    bytesOf(await renderPdf(recipeSheetDocument(input))),
  'allergen-matrix-pdf': async (input: Parameters<typeof allergenMatrixDocument>[0]) =>
    bytesOf(await renderPdf(allergenMatrixDocument(input))),
  'menu-pdf': async (input: MenuPdfData) => bytesOf(await renderPdf(menuDocument(input))),
  'nutrition-label-pdf': async (input: NutritionLabelData) =>
    bytesOf(await renderPdf(nutritionLabelDocument(input))),
  'ingredients-xlsx': async (input: { products: IngredientInstance[] }) =>
    bytesOf(Buffer.from(await ingredientsWorkbook(input.products).xlsx.writeBuffer())),
  'recipes-xlsx': async (input: { recipes: RecipeFigures[]; breakdowns: RecipeBreakdown[] }) =>
    bytesOf(Buffer.from(await recipesWorkbook(input.recipes, input.breakdowns).xlsx.writeBuffer())),
  // Issue 34: the close between two counts.
  'stock-close-pdf': async (input: StockClosePdfData) =>
    bytesOf(await renderPdf(stockCloseDocument(input))),
  'stock-close-xlsx': async (input: { close: StockClose }) =>
    bytesOf(Buffer.from(await stockCloseWorkbook(input.close).xlsx.writeBuffer())),
  // Issue 35: the prevention plan of Ley 1/2025.
  'waste-plan-pdf': async (input: WastePlanPdfData) =>
    bytesOf(await renderPdf(wastePlanDocument(input))),
  // Issue 37: a purchase order, printed or e-mailed to its supplier.
  'purchase-order-pdf': async (input: PurchaseOrderPdfData) =>
    bytesOf(await renderPdf(purchaseOrderDocument(input))),
  // Issue 37: the production sheet of a menu or event, for the pass.
  'production-sheet-pdf': async (input: ProductionSheetPdfData) =>
    bytesOf(await renderPdf(productionSheetDocument(input))),
};

type Handlers = typeof handlers;
export type TaskKind = keyof Handlers;
export type TaskInput<K extends TaskKind> = Parameters<Handlers[K]>[0];
export type TaskOutput<K extends TaskKind> = Awaited<ReturnType<Handlers[K]>>;

/** A task's answer: its value, or a refusal meant for the user (an AppError, as plain data). */
export interface WorkerReply<T> {
  value?: T;
  refusal?: { code: AppError['code']; detail: string; body: Record<string, unknown> };
}

/** Runs a task in this thread (the pool's threads; the services' fallback when given no pool). */
export async function runTask<K extends TaskKind>(
  kind: K,
  input: TaskInput<K>,
): Promise<WorkerReply<TaskOutput<K>>> {
  const handler = handlers[kind] as (input: TaskInput<K>) => Promise<TaskOutput<K>>;
  try {
    return { value: await handler(input) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { refusal: { code: error.code, detail: error.message, body: error.body } };
  }
}

/**
 * V8's collector, exposed to the pool's threads only (Jest's way of reaching it without a
 * command-line flag, which worker threads cannot take).
 */
const collectGarbage: (() => void) | null = isMainThread
  ? null
  : (() => {
      setFlagsFromString('--expose-gc');
      return runInNewContext('gc') as () => void;
    })();
/** Past this, a thread that has answered collects at once instead of keeping the heap it grew. */
const SHRINK_ABOVE_BYTES = 64 * 2 ** 20;

/**
 * Once the answer is on its way: a file that grew the thread's heap (a 5 MB XML is ~150 MB of
 * objects) leaves it grown until something allocates again, which an idle thread never does.
 * Collecting now gives it back (issue 30: the server's peak RSS under hostile uploads).
 */
function shrinkAfterTask(): void {
  const { heapTotal, external } = process.memoryUsage();
  if (heapTotal + external > SHRINK_ABOVE_BYTES) collectGarbage?.();
}

/** The thread's entry point (piscina): says it started, runs the task, moves the bytes back. */
export default async function work(task: {
  kind: TaskKind;
  input: never;
  started: MessagePort;
}): Promise<unknown> {
  task.started.postMessage('started');
  task.started.close();
  const reply = await runTask(task.kind, task.input);
  setImmediate(shrinkAfterTask);
  const value: unknown = reply.value;
  if (!(value instanceof Uint8Array)) return reply;
  // A Node buffer may share its memory with others (the small-buffer pool): copy before moving.
  const own = value.byteLength === value.buffer.byteLength ? value : value.slice();
  // piscina's Transferable protocol: transfer `own.buffer`, deliver the reply around it.
  const movable = {
    [Piscina.transferableSymbol]: own.buffer,
    [Piscina.valueSymbol]: { value: own },
  };
  return Piscina.move(movable as unknown as Parameters<typeof Piscina.move>[0]);
}
