import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAccountRepository, type ExportedRow } from './account.repository.ts';

export interface AccountExport {
  format: 'costeo-account-export';
  version: 1;
  exported_at: string;
  user: ExportedRow;
  /** Every table of the account by SQL name, rows by SQL column name; ids as stored. */
  tables: Record<string, ExportedRow[]>;
}

/** The whole of one account as one JSON document (the CLI's export-account). */
export function createAccountService(deps: { db: Db; now: () => Date }) {
  const repository = createAccountRepository(deps.db);
  return {
    async exportAccount(userId: number): Promise<AccountExport> {
      const user = await repository.profile(userId);
      if (!user) throw AppError.notFound();
      return {
        format: 'costeo-account-export',
        version: 1,
        exported_at: deps.now().toISOString(),
        user,
        tables: await repository.tables(userId),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
