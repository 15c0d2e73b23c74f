import {
  IMPORT_SAMPLE_ROWS,
  type ImportAction,
  type ImportFileRequest,
  type ImportInspectResponse,
  type ImportPreviewInput,
  type ImportResult,
  type ImportResultRow,
  type ImportSummary,
} from '@costeo/domain/contracts/ingredient-import';
import { AppError } from '../../lib/app-error.ts';
import {
  FILE_LIMIT_WORDS,
  refuseWorkLimit,
  WorkLimitError,
  type WorkPool,
} from '../../workers/pool.ts';
import type { UserWorkGuard } from '../../workers/user-guard.ts';
import type {
  PriceListChoice,
  PriceListService,
} from '../ingredients/ingredient-price-list.service.ts';
import { decodeFile } from '../../lib/file-upload.ts';
import { toPriceListRows } from './ingredient-import.rows.ts';
import { suggestMapping } from './ingredient-import.values.ts';

function summarise(rows: readonly { action: ImportAction }[]): ImportSummary {
  const count = (action: ImportAction) => rows.filter((row) => row.action === action).length;
  return {
    total: rows.length,
    updated: count('update'),
    created: count('create'),
    unchanged: count('unchanged'),
    errors: count('error'),
    over_quota: count('over_quota'),
    skipped: count('skipped'),
  };
}

/**
 * Importing a supplier's price list (decision 017): stateless — every step reads the file the
 * client sends again — and nothing is written before `apply`, which writes in one transaction
 * through the ingredients module's price-list service.
 */
/** A price list's limits say what any file's do (workers/pool.ts), on its field. */
export const IMPORT_TIMED_OUT = FILE_LIMIT_WORDS.timedOut;
export const IMPORT_TOO_COMPLEX = FILE_LIMIT_WORDS.tooComplex;

export function createIngredientImportService(deps: {
  priceLists: PriceListService;
  work: WorkPool;
  guard: UserWorkGuard;
}) {
  const { priceLists, work, guard } = deps;

  /** Parsing runs in the worker pool (decision 018); its limits are refusals of the file. */
  async function readFile(input: ImportFileRequest) {
    const bytes = decodeFile(input.content_base64);
    try {
      return await work.run(
        'read-sheet',
        { bytes, sheet: input.sheet, headerRow: input.header_row },
        { limit: 'import' },
      );
    } catch (error) {
      if (!(error instanceof WorkLimitError)) throw error;
      throw refuseWorkLimit(error, { ...FILE_LIMIT_WORDS, field: 'content_base64' });
    }
  }

  async function run(ownerId: number, input: ImportPreviewInput, write: boolean) {
    const sheet = await readFile(input);
    const width = sheet.header.cells.length;
    for (const [field, column] of Object.entries(input.mapping)) {
      if (typeof column === 'number' && column >= width) {
        throw AppError.field(`mapping.${field}`, 'La columna elegida no está en el archivo.');
      }
    }
    const rowNumbers = new Set(sheet.rows.map((row) => row.number));
    const choices = new Map<number, PriceListChoice>();
    for (const override of input.overrides) {
      if (!rowNumbers.has(override.row)) {
        throw AppError.field('overrides', `Fila ${override.row}: no está en el archivo.`);
      }
      choices.set(override.row, {
        product: override.product,
        definition: override.definition,
        skip: override.skip,
      });
    }
    const rows = toPriceListRows(sheet.rows, input.mapping);
    // The history rows name the file, so the weekly digest can say where a price came from.
    const { results, quota } = await priceLists.run(ownerId, rows, choices, write, {
      source: `Importación de ${input.file_name}`,
    });
    // The VAT the file gives each row, as read (the run applies it to the product).
    const vatOf = new Map(rows.map((row) => [row.row, row.vatPct]));
    return {
      file_type: sheet.fileType,
      sheet: sheet.sheet,
      applied: write,
      summary: summarise(results),
      rows: results.map((result) => ({
        ...result,
        vat_pct: (vatOf.get(result.row) ?? null) as ImportResultRow['vat_pct'],
      })),
      quota,
    } satisfies ImportResult;
  }

  return {
    /** The file's sheets, header, first rows and a suggested column mapping. */
    inspect: (ownerId: number, input: ImportFileRequest): Promise<ImportInspectResponse> =>
      guard.run(ownerId, async () => {
        const sheet = await readFile(input);
        return {
          file_type: sheet.fileType,
          sheets: sheet.sheets,
          sheet: sheet.sheet,
          header_row: sheet.headerRow,
          header_candidates: sheet.headerCandidates,
          columns: sheet.header.cells,
          rows: sheet.rows.slice(0, IMPORT_SAMPLE_ROWS).map((row) => row.cells),
          total_rows: sheet.rows.length,
          suggested_mapping: suggestMapping(sheet.header.cells),
        };
      }),

    /** The dry run: what apply would do, row by row. Writes nothing. */
    preview: (ownerId: number, input: ImportPreviewInput): Promise<ImportResult> =>
      guard.run(ownerId, () => run(ownerId, input, false)),

    /** Applies the list in one transaction and answers what it did. */
    apply: (ownerId: number, input: ImportPreviewInput): Promise<ImportResult> =>
      guard.run(ownerId, () => run(ownerId, input, true)),
  };
}

export type IngredientImportService = ReturnType<typeof createIngredientImportService>;
