import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type {
  SalesImport,
  SalesImportResult,
  salesImportRequestSchema,
} from '@costeo/domain/contracts/sales';
import { dec } from '@costeo/domain/decimal';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import {
  FILE_LIMIT_WORDS,
  refuseWorkLimit,
  WorkLimitError,
  type WorkPool,
} from '../../workers/pool.ts';
import type { UserWorkGuard } from '../../workers/user-guard.ts';
import { decodeFile } from '../../lib/file-upload.ts';
import type { EntitlementsService } from '../subscriptions/entitlements.service.ts';
import { createSalesRepository, type SalesImportListRow } from './sales.repository.ts';

type Request = z.output<typeof salesImportRequestSchema>;

const fixed = (value: string | number, places: number) => dec(value).toFixed(places);

export function toSalesImport(row: SalesImportListRow): SalesImport {
  return {
    id: row.id,
    file_name: row.fileName,
    file_type: row.fileType,
    layout: row.layout,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    lines_count: row.linesCount,
    units: fixed(row.units, 3),
    net_revenue: fixed(row.netRevenue, 2),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Importing a till's sales (issue 33): stateless like the price lists (decision 017) — the client
 * sends the file with every step, the worker pool reads it (decision 018), nothing is written
 * before `apply`, which writes in one transaction: the layout's mapping, new till items, the days
 * of the file replacing the same layout's lines on those days, and the import with its lines.
 */
export function createSalesImportsService(deps: {
  db: Db;
  work: WorkPool;
  guard: UserWorkGuard;
  entitlements: EntitlementsService;
  now: () => Date;
}) {
  const { db, work, guard, entitlements, now } = deps;
  const repository = createSalesRepository(db);

  /** The whole reading runs in the worker pool (decision 018); its limits refuse the file. */
  async function readFile(ownerId: number, input: Request) {
    const bytes = decodeFile(input.content_base64);
    const remembered = input.mapping ? {} : await repository.layoutMappings(ownerId);
    try {
      return await work.run(
        'read-sales',
        {
          bytes,
          sheet: input.sheet,
          mapping: input.mapping,
          remembered,
          date: input.date,
          defaultVatPct: input.default_vat_pct,
        },
        { limit: 'import' },
      );
    } catch (error) {
      if (!(error instanceof WorkLimitError)) throw error;
      throw refuseWorkLimit(error, { ...FILE_LIMIT_WORDS, field: 'content_base64' });
    }
  }

  async function run(
    ownerId: number,
    input: Request,
    write: boolean,
    options: { seed?: boolean } = {},
  ): Promise<SalesImportResult> {
    // Importing is a Pro and Business feature (issue 33), like supplier invoices; reading what
    // was imported is every plan's (a downgraded kitchen keeps its sales).
    if (!options.seed) await entitlements.assertFeature(ownerId, 'price_history');
    const file = await readFile(ownerId, input);
    const base = {
      file_type: file.fileType,
      sheets: file.sheets,
      sheet: file.sheet,
      layout: file.layout,
      columns: file.columns,
      mapping: file.mapping,
      mapping_source: file.mappingSource,
      mapping_complete: file.complete !== null,
    };
    const { complete: mapping, read, groups, layout } = file;
    if (mapping === null || read === null) {
      if (write && file.missing) throw AppError.field(file.missing.field, file.missing.message);
      return { ...base, ...emptyRead() };
    }
    const { date_from: dateFrom, date_to: dateTo } = read;
    const keys = [...new Set(groups.map((group) => group.itemKey))];
    const known = await repository.itemsByKey(ownerId, keys);
    const linked = known.filter(
      (item) =>
        item.recipeId !== null || item.menuId !== null || item.instanceId !== null || item.notFood,
    ).length;
    const replaces =
      dateFrom && dateTo ? await repository.countLayoutLines(ownerId, layout, dateFrom, dateTo) : 0;
    const result: SalesImportResult = {
      ...base,
      ...read,
      applied: false,
      import: null,
      items_total: keys.length,
      items_new: keys.length - known.length,
      items_linked: linked,
      replaces_lines: replaces,
    };
    if (!write) return result;
    if (!dateFrom || !dateTo || groups.length === 0) {
      throw AppError.field(
        'content_base64',
        'El archivo no tiene ninguna venta que se pueda importar.',
      );
    }
    const importId = await db.transaction(async (tx) => {
      const inTx = createSalesRepository(tx);
      const at = now();
      await inTx.rememberLayout(ownerId, layout, mapping, at);
      const newItems = new Map<string, { itemKey: string; code: string; name: string }>();
      for (const group of groups) {
        if (!newItems.has(group.itemKey)) {
          newItems.set(group.itemKey, {
            itemKey: group.itemKey,
            code: group.code.slice(0, 60),
            name: (group.name || group.code).slice(0, 150),
          });
        }
      }
      await inTx.insertItems(ownerId, [...newItems.values()], at);
      const items = new Map(
        (await inTx.itemsByKey(ownerId, keys)).map((item) => [item.itemKey, item.id]),
      );
      await inTx.replaceLayoutDays(ownerId, layout, dateFrom, dateTo);
      const id = await inTx.insertImport(ownerId, {
        fileName: input.file_name,
        fileType: file.fileType,
        layout,
        dateFrom,
        dateTo,
        createdAt: at,
      });
      await inTx.insertLines(
        ownerId,
        id,
        layout,
        groups.map((group) => ({
          soldOn: group.date,
          itemId: items.get(group.itemKey) as number,
          units: group.units,
          grossRevenue: group.gross,
          netRevenue: group.net,
          vat: group.vat,
        })),
      );
      return id;
    });
    const saved = await repository.importById(ownerId, importId);
    return { ...result, applied: true, import: saved ? toSalesImport(saved) : null };
  }

  return {
    /** The dry run: the file read with the mapping, its totals and what an apply replaces. */
    preview: (ownerId: number, input: Request) =>
      guard.run(ownerId, () => run(ownerId, input, false)),

    /** Imports the file's sales in one transaction. */
    apply: (ownerId: number, input: Request) => guard.run(ownerId, () => run(ownerId, input, true)),

    /** The demo kitchen's sales (on the free plan, which reads sales but does not import them). */
    seedDemo: (ownerId: number, input: Request) => run(ownerId, input, true, { seed: true }),

    async list(ownerId: number, page: PaginationQuery) {
      const [rows, count] = await Promise.all([
        repository.imports(ownerId, pageWindow(page)),
        repository.countImports(ownerId),
      ]);
      return { count, results: rows.map(toSalesImport) };
    },

    async remove(ownerId: number, id: number): Promise<void> {
      if (!(await repository.deleteImport(ownerId, id))) throw AppError.notFound();
    },
  };
}

function emptyRead() {
  return {
    applied: false,
    date_from: null,
    date_to: null,
    rows_total: 0,
    rows_valid: 0,
    rows_with_errors: 0,
    refunds: 0,
    rows: [],
    errors: [],
    units: '0.000',
    gross_revenue: '0.00',
    net_revenue: '0.00',
    vat: '0.00',
    items_total: 0,
    items_new: 0,
    items_linked: 0,
    replaces_lines: 0,
    import: null,
  };
}
