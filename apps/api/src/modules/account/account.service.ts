import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogReferences, type CatalogReferences } from './account.catalog.ts';
import {
  importAccount,
  type ImportDeps,
  type ImportOptions,
  type ImportResult,
} from './account.import.ts';
import { createAccountRepository, type ExportedRow } from './account.repository.ts';

export interface AccountExport {
  format: 'costeo-account-export';
  version: 1;
  exported_at: string;
  user: ExportedRow;
  /** Every table of the account by SQL name, rows by SQL column name; ids as stored. */
  tables: Record<string, ExportedRow[]>;
  /** The shared rows (catalog, categories, plans) the account points at, by natural key. */
  catalog: CatalogReferences;
}

/**
 * The whole of one account: as one JSON document (the CLI's export-account and import-account, and
 * Mi perfil's "Descargar mis datos"), and its deletion (Mi perfil's "Eliminar mi cuenta").
 */
export function createAccountService(
  deps: { db: Db; now: () => Date } & Partial<Omit<ImportDeps, 'db'>>,
) {
  const repository = createAccountRepository(deps.db);
  return {
    async exportAccount(userId: number): Promise<AccountExport> {
      const user = await repository.profile(userId);
      if (!user) throw AppError.notFound();
      const tables = await repository.tables(userId);
      return {
        format: 'costeo-account-export',
        version: 1,
        exported_at: deps.now().toISOString(),
        user,
        tables,
        catalog: await catalogReferences(deps.db, tables),
      };
    },

    /** Deletes the account's data and sessions; the invoices stay, detached (migration 0016). */
    async deleteAccount(userId: number): Promise<void> {
      if (!(await repository.deleteAccount(userId, deps.now()))) throw AppError.notFound();
    },

    importAccount(document: unknown, options: ImportOptions): Promise<ImportResult> {
      const { users, setPlan, recomputeAll, linkSupplierNames } = deps;
      if (!users || !setPlan || !recomputeAll || !linkSupplierNames) {
        throw new Error(
          'createAccountService: import needs users, setPlan, recomputeAll and linkSupplierNames',
        );
      }
      return importAccount(
        { db: deps.db, users, setPlan, recomputeAll, linkSupplierNames },
        document,
        options,
      );
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
