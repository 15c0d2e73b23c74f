import type { Supplier, SupplierOverview } from '@costeo/domain/contracts/suppliers';

/** The onions' supplier (ingredients-fixtures: supplier_id 1). */
export function frutasGarcia(overrides: Partial<Supplier> = {}): Supplier {
  return {
    id: 1,
    name: 'Frutas García',
    tax_id: 'B12345674',
    aliases: ['Frutas García Hermanos S.L.'],
    email: 'pedidos@frutasgarcia.es',
    phone: '+34 963 12 34 56',
    contact: 'Lola García',
    notes: '',
    delivery_days: [1, 3, 5],
    order_cutoff: '18:00',
    products_count: 1,
    created_at: '2026-03-01T09:00:00Z',
    updated_at: '2026-03-01T09:00:00Z',
    ...overrides,
  };
}

/** The oil's and the eggs' supplier (supplier_id 2): no details beyond its name. */
export function makro(overrides: Partial<Supplier> = {}): Supplier {
  return frutasGarcia({
    id: 2,
    name: 'Makro',
    tax_id: '',
    aliases: [],
    email: '',
    phone: '',
    contact: '',
    delivery_days: [],
    order_cutoff: null,
    products_count: 2,
    ...overrides,
  });
}

/** Frutas García's screen: its onions, bought on 3 November, and four months of spend. */
export function frutasGarciaOverview(overrides: Partial<SupplierOverview> = {}): SupplierOverview {
  return {
    supplier: frutasGarcia(),
    products: [
      {
        id: 1,
        name: 'Cebolla',
        purchase_quantity: '10.000',
        purchase_unit: 'kg',
        purchase_price: '12.0000',
        base_unit: 'g',
        unit_cost: '0.001200',
        price_since: '2026-10-20T08:00:00Z',
        last_purchased_on: '2026-11-03',
        is_active: true,
      },
    ],
    spend_by_month: [
      { month: '2026-08', total_net: '0.00' },
      { month: '2026-09', total_net: '120.50' },
      { month: '2026-10', total_net: '96.00' },
      { month: '2026-11', total_net: '1250.40' },
    ],
    total_net: '1466.90',
    ...overrides,
  };
}
