import type {
  Supplier,
  SupplierInputParsed,
  SupplierOverview,
  SupplierPatch,
} from '@costeo/domain/contracts/suppliers';
import { normalizeSearch } from '@costeo/domain/text';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  createSupplierFromDocument,
  findOrCreateSupplierByName,
  identifySupplier,
  rememberSupplierIdentity,
} from './suppliers.identity.ts';
import {
  lastMonths,
  toInput,
  toRow,
  toSpend,
  toSupplier,
  toSupplierProducts,
  type SupplierProductFacts,
} from './suppliers.mappers.ts';
import { byName } from './suppliers.names.ts';
import { createSuppliersRepository, type SupplierRow } from './suppliers.repository.ts';

export type {
  SupplierDocument,
  SupplierIdentification,
  SupplierRef,
} from './suppliers.identity.ts';
export type { SupplierProductFacts } from './suppliers.mappers.ts';

/**
 * What the suppliers need of the products (the ingredients module's, wired in services.ts): the
 * products module links products to suppliers and so calls this one; this one never imports it.
 */
export interface SupplierProductsPort {
  /** How many products each supplier has (by supplier id). */
  countBySupplier(ownerId: number): Promise<Map<number, number>>;
  /** In the rename's transaction: the products of the supplier show its new name. */
  supplierRenamed(tx: Db, ownerId: number, supplierId: number, name: string): Promise<void>;
  /** In the delete's transaction, before the row goes: its products are left without supplier. */
  supplierRemoved(tx: Db, ownerId: number, supplierId: number): Promise<void>;
  productsOf(ownerId: number, supplierId: number): Promise<SupplierProductFacts[]>;
}

/** What the supplier's screen reads of the purchases ledger (wired in services.ts). */
export interface SupplierPurchasesPort {
  /** Net amounts of the supplier's purchases per month ("YYYY-MM") dated on or after `fromDay`. */
  spendByMonth(
    ownerId: number,
    supplierId: number,
    fromDay: string,
  ): Promise<{ month: string; totalNet: string }[]>;
  /** The date (YYYY-MM-DD) of each product's last purchase; products never bought are absent. */
  lastPurchasedOn(ownerId: number, instanceIds: number[]): Promise<Map<number, string>>;
}

const NAME_TAKEN = (name: string) => `Ya tienes un proveedor con ese nombre: «${name}».`;
const TAX_ID_TAKEN = (name: string) => `Ya tienes un proveedor con ese NIF/CIF: «${name}».`;

/** The violated unique constraint's name, looking through Drizzle's wrapping error. */
function uniqueViolation(error: unknown): string | null {
  const wrapped = error as { cause?: { code?: string; constraint?: string } };
  const pgError = wrapped.cause ?? (error as { code?: string; constraint?: string });
  return pgError.code === '23505' ? (pgError.constraint ?? '') : null;
}

/**
 * The business's suppliers (issue 32): one row however many names its documents use, every plan.
 * Besides the CRUD of `/api/suppliers/`, it answers other modules, in their transactions, who a
 * document's supplier is (`identify`), links a name to a supplier (`findOrCreateByName`) and
 * remembers what a linked document taught (`rememberIdentity`).
 */
export function createSuppliersService(deps: {
  db: Db;
  now: () => Date;
  products: SupplierProductsPort;
  purchases: SupplierPurchasesPort;
}) {
  const { db, now, products, purchases } = deps;
  const repository = createSuppliersRepository(db);

  async function getRow(ownerId: number, id: number): Promise<SupplierRow> {
    const row = await repository.find(ownerId, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  async function present(ownerId: number, row: SupplierRow): Promise<Supplier> {
    const counts = await products.countBySupplier(ownerId);
    return toSupplier(row, counts.get(row.id) ?? 0);
  }

  /** 400 when another supplier of the owner has the name (as matched) or the tax id. */
  async function assertFree(
    ownerId: number,
    row: { matchName: string; taxId: string },
    self: number | null,
  ): Promise<void> {
    const sameName = await repository.findByMatchName(ownerId, row.matchName);
    if (sameName && sameName.id !== self) throw AppError.field('name', NAME_TAKEN(sameName.name));
    const sameTaxId = await repository.findByTaxId(ownerId, row.taxId);
    if (sameTaxId && sameTaxId.id !== self) {
      throw AppError.field('tax_id', TAX_ID_TAKEN(sameTaxId.name));
    }
  }

  /** A write the unique indexes refused (another request got there first): the same 400. */
  async function refused(
    ownerId: number,
    row: { matchName: string; taxId: string },
    self: number | null,
  ): Promise<never> {
    await assertFree(ownerId, row, self);
    throw AppError.field('name', NAME_TAKEN(row.matchName));
  }

  async function save(ownerId: number, id: number, input: SupplierInputParsed): Promise<Supplier> {
    const row = toRow(input);
    await assertFree(ownerId, row, id);
    try {
      await db.transaction(async (tx) => {
        const txRepository = createSuppliersRepository(tx);
        const before = await txRepository.findForUpdate(ownerId, id);
        if (!before) throw AppError.notFound();
        await txRepository.update(ownerId, id, { ...row, updatedAt: now() });
        if (before.name !== row.name) await products.supplierRenamed(tx, ownerId, id, row.name);
      });
    } catch (error) {
      if (uniqueViolation(error) !== null) await refused(ownerId, row, id);
      throw error;
    }
    return present(ownerId, await getRow(ownerId, id));
  }

  return {
    /** Every supplier, by name (accents and case aside); `search` in names, other names, tax id. */
    async list(ownerId: number, query: { search?: string | undefined }): Promise<Supplier[]> {
      const [rows, counts] = await Promise.all([
        repository.listAll(ownerId),
        products.countBySupplier(ownerId),
      ]);
      const term = query.search ? normalizeSearch(query.search) : '';
      // A tax id is stored normalised ("B12345674"): "b-12.345" finds it.
      const taxTerm = term.toUpperCase().replace(/[\s.\-/]/g, '');
      const found = rows.filter(
        (row) =>
          !term ||
          normalizeSearch(row.name).includes(term) ||
          row.aliases.some((alias) => normalizeSearch(alias).includes(term)) ||
          (taxTerm !== '' && row.taxId.includes(taxTerm)),
      );
      found.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
      return found.map((row) => toSupplier(row, counts.get(row.id) ?? 0));
    },

    async get(ownerId: number, id: number): Promise<Supplier> {
      return present(ownerId, await getRow(ownerId, id));
    },

    async create(ownerId: number, input: SupplierInputParsed): Promise<Supplier> {
      const row = toRow(input);
      await assertFree(ownerId, row, null);
      const at = now();
      const id = await repository.insertIfAbsent({ ...row, ownerId, createdAt: at, updatedAt: at });
      if (id === null) return refused(ownerId, row, null);
      return present(ownerId, await getRow(ownerId, id));
    },

    /** PUT: the whole supplier; a new name is shown on its products too. */
    async update(ownerId: number, id: number, input: SupplierInputParsed): Promise<Supplier> {
      await getRow(ownerId, id);
      return save(ownerId, id, input);
    },

    async patch(ownerId: number, id: number, patch: SupplierPatch): Promise<Supplier> {
      const before = await getRow(ownerId, id);
      return save(ownerId, id, { ...toInput(before), ...patch });
    },

    /** Its products, purchases, albaranes and invoices stay, without a supplier. */
    async remove(ownerId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepository = createSuppliersRepository(tx);
        if (!(await txRepository.findForUpdate(ownerId, id))) throw AppError.notFound();
        await products.supplierRemoved(tx, ownerId, id);
        await txRepository.delete(ownerId, id);
      });
    },

    /** The supplier's screen: its products (last bought first) and its spend per month. */
    async overview(ownerId: number, id: number, months: number): Promise<SupplierOverview> {
      const supplier = await getRow(ownerId, id);
      const monthList = lastMonths(now(), months);
      const [facts, spent] = await Promise.all([
        products.productsOf(ownerId, id),
        purchases.spendByMonth(ownerId, id, `${monthList[0] ?? ''}-01`),
      ]);
      const lastPurchased = await purchases.lastPurchasedOn(
        ownerId,
        facts.map((product) => product.id),
      );
      return {
        supplier: toSupplier(supplier, facts.length),
        products: toSupplierProducts(facts, lastPurchased),
        ...toSpend(monthList, spent),
      };
    },

    /** The owner's supplier of that id, in the caller's transaction; null for anyone else's. */
    async findOwned(
      tx: Db,
      ownerId: number,
      id: number,
    ): Promise<{ id: number; name: string; taxId: string } | null> {
      const row = await createSuppliersRepository(tx).find(ownerId, id);
      return row ? { id: row.id, name: row.name, taxId: row.taxId } : null;
    },

    findOrCreateByName: findOrCreateSupplierByName,
    identify: identifySupplier,
    rememberIdentity: rememberSupplierIdentity,
    createFromDocument: createSupplierFromDocument,
  };
}

export type SuppliersService = ReturnType<typeof createSuppliersService>;
