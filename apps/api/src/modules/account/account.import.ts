import { randomBytes } from 'node:crypto';
import { planCodeSchema } from '@costeo/domain/contracts/subscriptions';
import type { PlanCode } from '@costeo/domain/plans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { readTables, type TableInfo } from '../../db/backup-catalog.ts';
import { BackupError } from '../../db/backup-format.ts';
import { drizzleSession, ident, type RawSession } from '../../db/backup-session.ts';
import type { UsersService } from '../users/users.service.ts';
import { resolveCatalog, type CatalogReferences } from './account.catalog.ts';
import type { ExportedRow } from './account.repository.ts';

export interface ImportDeps {
  db: Db;
  users: Pick<UsersService, 'createUser' | 'findForLogin'>;
  setPlan: (userId: number, plan: PlanCode) => Promise<unknown>;
  recomputeAll: (tx: Db, ownerId: number) => Promise<void>;
  /** Links products that name a supplier but have none (a file from before suppliers). */
  linkSupplierNames: (tx: Db, ownerId: number) => Promise<void>;
}

export interface ImportOptions {
  username?: string;
  password?: string;
}

export interface ImportResult {
  userId: number;
  username: string;
  /** Set when no password was given: the generated one, shown once. */
  generatedPassword: string | null;
  plan: PlanCode;
  emailDropped: boolean;
  rows: Record<string, number>;
}

interface ImportDocument {
  format: string;
  version: number;
  user: ExportedRow;
  tables: Record<string, ExportedRow[]>;
  catalog?: CatalogReferences;
}

/** A scalar of the file as text ('' for anything else). */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function checkDocument(document: unknown): ImportDocument {
  const doc = document as Partial<ImportDocument> | null;
  if (doc?.format !== 'costeo-account-export' || typeof doc.user !== 'object' || !doc.tables) {
    throw new BackupError('El fichero no es una exportación de cuenta de Costeo (export-account).');
  }
  if (doc.version !== 1) {
    throw new BackupError(
      `La exportación usa la versión ${String(doc.version)} del formato; esta versión de Costeo lee la 1.`,
    );
  }
  return doc as ImportDocument;
}

/** The plan the file's subscription had (by code: plan ids differ between instances). */
function planOf(doc: ImportDocument): PlanCode {
  const planId = doc.tables.subscriptions?.[0]?.plan_id;
  const code = doc.catalog?.subscription_plans?.find((plan) => plan.id === planId)?.key;
  const parsed = planCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : 'free';
}

/**
 * Inserts one table's rows with new ids: every column that references a row of the account, or a
 * shared row, is rewritten through the maps; the values themselves go through PostgreSQL's own
 * JSON → row conversion (numeric strings, ISO dates, jsonb, arrays).
 */
async function insertTable(
  session: RawSession,
  table: TableInfo,
  rows: ExportedRow[],
  maps: Map<string, Map<number, number>>,
  user: { from: number; to: number },
): Promise<void> {
  const ids = new Map<number, number>();
  maps.set(table.name, ids);
  if (rows.length === 0) return;
  const remapsId = table.primaryKey.length === 1 && table.primaryKey[0] === 'id';
  if (remapsId) {
    const fresh = await session.query<{ id: number }>(
      `select nextval(pg_get_serial_sequence($1, 'id'))::int as id from generate_series(1, $2::int)`,
      [`public.${ident(table.name)}`, rows.length],
    );
    rows.forEach((row, i) => ids.set(Number(row.id), fresh[i]?.id ?? 0));
  }
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = table.columns.map((column) => column.name).filter((name) => present.has(name));
  const rewritten = rows.map((row) => {
    const out: ExportedRow = { ...row };
    if (remapsId) out.id = ids.get(Number(row.id));
    for (const { column, table: target } of table.references) {
      const value = row[column];
      if (!column || value === null || value === undefined) continue;
      if (target === 'users') {
        // Someone else's id (e.g. who made a change) means nothing on this instance.
        out[column] = value === user.from ? user.to : null;
        continue;
      }
      const mapped = maps.get(target)?.get(Number(value));
      if (mapped === undefined) {
        throw new BackupError(
          `La exportación está incompleta: ${table.name}.${column} apunta a ${target} ${text(value)}, que no está en el fichero.`,
        );
      }
      out[column] = mapped;
    }
    return out;
  });
  const names = columns.map(ident).join(', ');
  await session.query(
    `insert into public.${ident(table.name)} (${names}) ${table.hasIdentity ? 'overriding system value' : ''}
     select ${names} from json_populate_recordset(null::public.${ident(table.name)}, $1::json)`,
    [JSON.stringify(rewritten)],
  );
}

/**
 * Columns that name a row of one of several tables, so no foreign key says which: the purchases'
 * `source_id` is the invoice or the albarán it came from, by `source_kind` (issue 32).
 */
const DOCUMENT_LINKS = [
  {
    table: 'purchases',
    column: 'source_id',
    kind: 'source_kind',
    targets: { invoice: 'supplier_invoices', delivery_note: 'delivery_notes' } as Record<
      string,
      string
    >,
  },
];

/**
 * Once every table is in: each document link of the new account rewritten through the map of the
 * table its kind names; a link to a document the file does not have (or of a kind that names no
 * table) is left empty rather than pointing at some other row of this instance.
 */
async function remapDocumentLinks(
  session: RawSession,
  maps: Map<string, Map<number, number>>,
  ownerId: number,
): Promise<void> {
  for (const link of DOCUMENT_LINKS) {
    const pairs = Object.entries(link.targets).flatMap(([kind, target]) =>
      [...(maps.get(target) ?? new Map<number, number>())].map(([oldId, newId]) => ({
        kind,
        old_id: oldId,
        new_id: newId,
      })),
    );
    const column = ident(link.column);
    await session.query(
      `update public.${ident(link.table)} t set ${column} = (
         select v.new_id from json_to_recordset($1::json) as v(kind text, old_id int, new_id int)
          where v.kind = t.${ident(link.kind)} and v.old_id = t.${column})
        where t.owner_id = $2 and t.${column} is not null`,
      [JSON.stringify(pairs), ownerId],
    );
  }
}

/**
 * `costeo import-account`: the account of an export-account file as a NEW account here, every id
 * remapped. It gets the plan the file had (an operator moving a customer; no invoice, like
 * set-plan); billing and plan history stay in the file (they are the other instance's records).
 * The recipes are re-costed in the same transaction, so their figures are this instance's. A file
 * from before suppliers (issue 32) gets them as migration 0034 gave them: one per name.
 */
export async function importAccount(
  deps: ImportDeps,
  document: unknown,
  options: ImportOptions,
): Promise<ImportResult> {
  const doc = checkDocument(document);
  const username = options.username ?? text(doc.user.username);
  if (await deps.users.findForLogin(username)) {
    throw AppError.field(
      'username',
      `Ya existe el usuario ${username} en esta instancia; elige otro nombre con --username.`,
    );
  }
  const session = drizzleSession(deps.db);
  const email = text(doc.user.email);
  const [emailTaken] = email
    ? await session.query<{ taken: boolean }>(
        `select exists(select 1 from users where lower(email) = lower($1)) as taken`,
        [email],
      )
    : [];
  const generatedPassword = options.password ? null : randomBytes(12).toString('base64url');
  const created = await deps.users.createUser(
    {
      username,
      password: options.password ?? generatedPassword ?? '',
      email: emailTaken?.taken ? '' : email,
      business_name: text(doc.user.business_name),
    },
    // A generated password is long and random; one given by the operator follows the rules.
    { checkPasswordPolicy: generatedPassword === null },
  );
  const rows: Record<string, number> = {};
  try {
    await deps.db.transaction(async (tx) => {
      const txSession = drizzleSession(tx);
      await txSession.query(
        `update users set sale_vat_pct = $1::numeric, target_food_cost_pct = $2::numeric where id = $3`,
        [doc.user.sale_vat_pct ?? '10.00', doc.user.target_food_cost_pct ?? '30.00', created.id],
      );
      // The business's details for its documents (issue 31), when the file has them.
      await txSession.query(
        `update users set legal_name = $1, tax_id = $2, address = $3, phone = $4,
                business_email = $5, quote_validity_days = $6::int,
                quote_deposit_pct = $7::numeric, quote_payment_terms = $8,
                logo_updated_at = $9::timestamptz
          where id = $10`,
        [
          text(doc.user.legal_name),
          text(doc.user.tax_id),
          text(doc.user.address),
          text(doc.user.phone),
          text(doc.user.business_email),
          doc.user.quote_validity_days ?? 30,
          doc.user.quote_deposit_pct ?? '0.00',
          text(doc.user.quote_payment_terms),
          doc.user.logo_updated_at ?? null,
          created.id,
        ],
      );
      const schema = await readTables(txSession);
      const maps = await resolveCatalog(tx, doc.catalog ?? {}, schema);
      const user = { from: Number(doc.user.id), to: created.id };
      for (const table of schema) {
        const owned = table.columns.some((column) => column.name === 'owner_id');
        if (!owned || !(table.name in doc.tables)) continue;
        const tableRows = doc.tables[table.name] ?? [];
        // Shared rows the account points at keep their map; its own rows get new ids.
        const shared = maps.get(table.name);
        await insertTable(txSession, table, tableRows, maps, user);
        if (shared) for (const [from, to] of shared) maps.get(table.name)?.set(from, to);
        rows[table.name] = tableRows.length;
      }
      await remapDocumentLinks(txSession, maps, created.id);
      await deps.linkSupplierNames(tx, created.id);
      await deps.recomputeAll(tx, created.id);
    });
  } catch (error) {
    // Nothing half-imported: the new account goes (its rows cascade).
    await session.query('delete from users where id = $1', [created.id]);
    throw error;
  }
  const plan = planOf(doc);
  if (plan !== 'free') await deps.setPlan(created.id, plan);
  return {
    userId: created.id,
    username: created.username,
    generatedPassword,
    plan,
    emailDropped: Boolean(emailTaken?.taken),
    rows,
  };
}
