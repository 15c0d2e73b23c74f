import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createSuppliersRepository, type SupplierNames } from './suppliers.repository.ts';
import {
  MAX_ALIASES,
  NAME_LENGTH,
  cleanAliases,
  cleanTaxId,
  matchKey,
  namedBy,
} from './suppliers.names.ts';

/** A supplier as a document (an invoice, an albarán, a product's supplier text) names it. */
export interface SupplierDocument {
  taxId: string;
  name: string;
}

export interface SupplierRef {
  id: number;
  name: string;
}

export interface SupplierIdentification {
  match: (SupplierRef & { matchedBy: 'tax_id' | 'name' }) | null;
  candidates: SupplierRef[];
}

const ref = (supplier: SupplierNames): SupplierRef => ({ id: supplier.id, name: supplier.name });

/**
 * Who a document's supplier is, in the caller's transaction (issue 32): the tax id decides when
 * the owner knows it; otherwise the suppliers whose name or other names match are candidates, and
 * one of them is the match only when the document has no tax id of its own — an unknown tax id is
 * linked once by the chef, then remembered.
 */
export async function identifySupplier(
  tx: Db,
  ownerId: number,
  doc: SupplierDocument,
): Promise<SupplierIdentification> {
  const repository = createSuppliersRepository(tx);
  const taxId = cleanTaxId(doc.taxId);
  const byTaxId = await repository.findByTaxId(ownerId, taxId);
  if (byTaxId) return { match: { ...ref(byTaxId), matchedBy: 'tax_id' }, candidates: [] };
  const key = matchKey(doc.name);
  const named = key ? namedBy(await repository.nameCandidates(ownerId, key), key) : [];
  const candidates = named.map(ref);
  const [only] = candidates;
  if (taxId === '' && only && candidates.length === 1) {
    return { match: { ...only, matchedBy: 'name' }, candidates };
  }
  return { match: null, candidates };
}

/** The supplier a name belongs to (its name or one of its other names), made when there is none. */
export async function findOrCreateSupplierByName(
  tx: Db,
  ownerId: number,
  name: string,
  at: Date,
): Promise<SupplierRef> {
  const repository = createSuppliersRepository(tx);
  const written = name.trim().slice(0, NAME_LENGTH);
  const key = matchKey(written);
  if (!key) throw AppError.field('supplier', 'Escribe el nombre del proveedor.');
  const [found] = namedBy(await repository.nameCandidates(ownerId, key), key);
  if (found) return ref(found);
  const id = await repository.insertIfAbsent({
    ownerId,
    name: written,
    matchName: key,
    createdAt: at,
    updatedAt: at,
  });
  if (id !== null) return { id, name: written };
  // Another request made it first (the unique index waited for it): that one.
  const made = await repository.findByMatchName(ownerId, key);
  if (!made) throw new Error(`supplier ${key} neither inserted nor found`);
  return ref(made);
}

/**
 * Once a document is linked to a supplier: its tax id is kept when the supplier had none (one
 * already set, or another supplier's, is left alone), and the name it was written under joins the
 * supplier's other names, so its next document matches by either.
 */
export async function rememberSupplierIdentity(
  tx: Db,
  ownerId: number,
  supplierId: number,
  doc: SupplierDocument,
  at: Date,
): Promise<void> {
  const repository = createSuppliersRepository(tx);
  const supplier = await repository.findForUpdate(ownerId, supplierId);
  if (!supplier) throw AppError.notFound();
  const patch: { taxId?: string; aliases?: string[] } = {};
  const taxId = cleanTaxId(doc.taxId);
  if (supplier.taxId === '' && taxId !== '' && !(await repository.findByTaxId(ownerId, taxId))) {
    patch.taxId = taxId;
  }
  const [written] = cleanAliases([doc.name]);
  if (
    written &&
    written !== supplier.name &&
    !supplier.aliases.includes(written) &&
    supplier.aliases.length < MAX_ALIASES
  ) {
    patch.aliases = [...supplier.aliases, written];
  }
  if (patch.taxId === undefined && patch.aliases === undefined) return;
  await repository.update(ownerId, supplierId, { ...patch, updatedAt: at });
}

/**
 * "Crear proveedor" from a document: named as the document names it, with its tax id. A supplier
 * the owner already has under that name (or that tax id) is answered instead, the tax id and the
 * name remembered on it.
 */
export async function createSupplierFromDocument(
  tx: Db,
  ownerId: number,
  doc: SupplierDocument,
  at: Date,
): Promise<SupplierRef> {
  const repository = createSuppliersRepository(tx);
  const taxId = cleanTaxId(doc.taxId);
  const full = doc.name.trim();
  const name = full.slice(0, NAME_LENGTH) || taxId;
  const key = matchKey(name);
  if (!key) throw AppError.field('supplier', 'El documento no dice el nombre del proveedor.');
  const existing = async () =>
    namedBy(await repository.nameCandidates(ownerId, key), key)[0] ??
    (await repository.findByTaxId(ownerId, taxId));
  const before = await existing();
  if (before) {
    await rememberSupplierIdentity(tx, ownerId, before.id, doc, at);
    return ref(before);
  }
  const id = await repository.insertIfAbsent({
    ownerId,
    name,
    matchName: key,
    taxId,
    // A legal name longer than the column keeps its whole text as another name.
    aliases: full.length > NAME_LENGTH ? cleanAliases([full]) : [],
    createdAt: at,
    updatedAt: at,
  });
  if (id !== null) return { id, name };
  const made = await existing();
  if (!made) throw new Error(`supplier ${key} neither inserted nor found`);
  await rememberSupplierIdentity(tx, ownerId, made.id, doc, at);
  return ref(made);
}
