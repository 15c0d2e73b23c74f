import type {
  Supplier,
  SupplierInputParsed,
  SupplierOverview,
  SupplierProduct,
} from '@costeo/domain/contracts/suppliers';
import { dec, toMoney } from '@costeo/domain/decimal';
import type { NewSupplierRow, SupplierRow } from './suppliers.repository.ts';
import { byName, cleanAliases, cleanTaxId, matchKey } from './suppliers.names.ts';

/** A product of the supplier as the products' module answers it (`SupplierProductsPort`). */
export interface SupplierProductFacts {
  id: number;
  name: string;
  purchaseQuantity: string;
  purchaseUnit: string;
  purchasePrice: string;
  baseUnit: string;
  unitCost: string;
  /** When the price in force was set: the product's last price-history row. */
  priceSince: Date | null;
  isActive: boolean;
}

export function toSupplier(row: SupplierRow, productsCount: number): Supplier {
  return {
    id: row.id,
    name: row.name,
    tax_id: row.taxId,
    aliases: row.aliases,
    email: row.email,
    phone: row.phone,
    contact: row.contact,
    notes: row.notes,
    delivery_days: row.deliveryDays,
    order_cutoff: row.orderCutoff,
    products_count: productsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The stored supplier as a full request (the base a PATCH is merged into). */
export function toInput(row: SupplierRow): SupplierInputParsed {
  return {
    name: row.name,
    tax_id: row.taxId,
    aliases: row.aliases,
    email: row.email,
    phone: row.phone,
    contact: row.contact,
    notes: row.notes,
    delivery_days: row.deliveryDays,
    order_cutoff: row.orderCutoff,
  };
}

/** The columns a request sets (names trimmed, the tax id normalised, the match name derived). */
export function toRow(input: SupplierInputParsed) {
  const name = input.name.trim();
  return {
    name,
    matchName: matchKey(name),
    taxId: cleanTaxId(input.tax_id),
    aliases: cleanAliases(input.aliases),
    email: input.email.trim(),
    phone: input.phone.trim(),
    contact: input.contact.trim(),
    notes: input.notes,
    deliveryDays: [...new Set(input.delivery_days)].sort((a, b) => a - b),
    orderCutoff: input.order_cutoff,
  } satisfies Partial<NewSupplierRow>;
}

/** The `months` months up to the one `today` is in, oldest first ("2026-01"), in UTC. */
export function lastMonths(today: Date, months: number): string[] {
  return Array.from({ length: months }, (_, index) => {
    const day = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (months - 1) + index, 1),
    );
    return day.toISOString().slice(0, 7);
  });
}

/** Last bought first (never bought last), then by name without accents or case. */
export function toSupplierProducts(
  products: SupplierProductFacts[],
  lastPurchased: Map<number, string>,
): SupplierProduct[] {
  const rows = products.map((product) => ({
    product,
    last: lastPurchased.get(product.id) ?? null,
  }));
  rows.sort(
    (a, b) =>
      (b.last ?? '').localeCompare(a.last ?? '') ||
      byName.compare(a.product.name, b.product.name) ||
      a.product.id - b.product.id,
  );
  return rows.map(({ product, last }) => ({
    id: product.id,
    name: product.name,
    purchase_quantity: dec(product.purchaseQuantity).toString(),
    purchase_unit: product.purchaseUnit,
    purchase_price: dec(product.purchasePrice).toFixed(4),
    base_unit: product.baseUnit,
    unit_cost: dec(product.unitCost).toFixed(6),
    price_since: product.priceSince?.toISOString() ?? null,
    last_purchased_on: last,
    is_active: product.isActive,
  }));
}

/** Each of the months with what was spent in it (zero months included) and the total. */
export function toSpend(
  months: string[],
  spent: { month: string; totalNet: string }[],
): Pick<SupplierOverview, 'spend_by_month' | 'total_net'> {
  const byMonth = new Map(spent.map((row) => [row.month, dec(row.totalNet)]));
  let total = dec(0);
  const spendByMonth = months.map((month) => {
    const amount = byMonth.get(month) ?? dec(0);
    total = total.plus(amount);
    return { month, total_net: toMoney(amount) };
  });
  return { spend_by_month: spendByMonth, total_net: toMoney(total) };
}
