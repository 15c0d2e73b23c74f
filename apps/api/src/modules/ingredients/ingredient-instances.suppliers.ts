import { normalizeSearch } from '@costeo/domain/text';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type {
  SupplierProductsPort,
  SupplierPurchasesPort,
  SuppliersService,
} from '../suppliers/suppliers.service.ts';
import { createInstancesRepository } from './ingredient-instances.repository.ts';

/** What a product's save asks of the suppliers module, in its own transaction. */
export type SupplierLinks = Pick<SuppliersService, 'findOwned' | 'findOrCreateByName'>;

/** The supplier a product is saved with: its id (null: none) and its name as the product shows it. */
export interface LinkedSupplier {
  supplierId: number | null;
  supplier: string;
}

/**
 * Who supplies a product being saved (issue 32). `supplier_id`, when sent, wins: null leaves the
 * product without supplier, an id must be one of the owner's suppliers. Without it the name links
 * the product to the supplier it names (legal form, case and accents aside; "Huerta Viva S.L."
 * joins "Huerta Viva"), made when there is none; an empty name leaves it without one.
 */
export async function linkSupplier(
  suppliers: SupplierLinks,
  tx: Db,
  ownerId: number,
  sent: { supplier: string; supplier_id?: number | null | undefined },
  at: Date,
): Promise<LinkedSupplier> {
  if (sent.supplier_id === null) return { supplierId: null, supplier: '' };
  if (sent.supplier_id !== undefined) {
    const found = await suppliers.findOwned(tx, ownerId, sent.supplier_id);
    if (!found) throw AppError.field('supplier_id', 'El proveedor no existe.');
    return { supplierId: found.id, supplier: found.name };
  }
  const name = sent.supplier.trim();
  if (!name) return { supplierId: null, supplier: '' };
  const found = await suppliers.findOrCreateByName(tx, ownerId, name, at);
  return { supplierId: found.id, supplier: found.name };
}

/** `prepareRow`'s search name: the product's, its definition's, its supplier's and brand's names. */
function searchNameOf(product: {
  name: string;
  definitionName: string;
  brand: string;
  supplier: string;
}): string {
  return normalizeSearch(
    [product.name, product.definitionName, product.supplier, product.brand].join(' '),
  );
}

/**
 * Products with a supplier's name but no supplier (an account exported before suppliers existed,
 * imported here): each name joins the supplier it names, made when there is none — what migration
 * 0034 did for the products a database had then.
 */
export async function linkSupplierNames(
  suppliers: SupplierLinks,
  tx: Db,
  ownerId: number,
  at: Date,
): Promise<void> {
  const repository = createInstancesRepository(tx);
  const products = await repository.listUnlinkedSupplierNames(ownerId);
  const linkedBy = new Map<string, LinkedSupplier>();
  const rows = [];
  for (const product of products) {
    const typed = product.supplier.trim();
    let linked = linkedBy.get(typed);
    if (!linked) {
      const found = await suppliers.findOrCreateByName(tx, ownerId, typed, at);
      linked = { supplierId: found.id, supplier: found.name };
      linkedBy.set(typed, linked);
    }
    rows.push({
      id: product.id,
      ...linked,
      searchName: searchNameOf({ ...product, supplier: linked.supplier }),
    });
  }
  await repository.setSuppliers(ownerId, rows);
}

/**
 * The products' side of the suppliers module (its `SupplierProductsPort` and
 * `SupplierPurchasesPort`, wired in services.ts): it never imports this module, which links
 * products to suppliers through it.
 */
export function createSupplierProducts(db: Db): SupplierProductsPort & SupplierPurchasesPort {
  async function relabel(
    tx: Db,
    ownerId: number,
    supplierId: number,
    to: LinkedSupplier,
  ): Promise<void> {
    const repository = createInstancesRepository(tx);
    const products = await repository.listOfSupplier(ownerId, supplierId);
    await repository.setSuppliers(
      ownerId,
      products.map((product) => ({
        id: product.id,
        ...to,
        searchName: searchNameOf({ ...product, supplier: to.supplier }),
      })),
    );
  }

  return {
    countBySupplier: (ownerId) => createInstancesRepository(db).countBySupplier(ownerId),
    supplierRenamed: (tx, ownerId, supplierId, name) =>
      relabel(tx, ownerId, supplierId, { supplierId, supplier: name }),
    supplierRemoved: (tx, ownerId, supplierId) =>
      relabel(tx, ownerId, supplierId, { supplierId: null, supplier: '' }),
    productsOf: (ownerId, supplierId) =>
      createInstancesRepository(db).productsOfSupplier(ownerId, supplierId),
    spendByMonth: (ownerId, supplierId, fromDay) =>
      createInstancesRepository(db).supplierSpendByMonth(ownerId, supplierId, fromDay),
    lastPurchasedOn: (ownerId, instanceIds) =>
      createInstancesRepository(db).lastPurchaseDates(ownerId, instanceIds),
  };
}
