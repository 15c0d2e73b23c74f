import type { DeliveryNoteListItem } from '@costeo/domain/contracts/purchases';
import type { AffectedRecipe } from '@costeo/domain/contracts/supplier-invoices';
import type { SupplierOverview, SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { frutasGarcia } from './suppliers-fixtures.ts';

/*
 * Issue 32's albarán typed by hand: Frutas García's products as its screen lists them (last bought
 * first), a dish whose cost one of them moves, and two albaranes already saved.
 */

function product(overrides: Partial<SupplierProduct> & Pick<SupplierProduct, 'id' | 'name'>) {
  return {
    purchase_quantity: '1.000',
    purchase_unit: 'kg',
    purchase_price: '1.0000',
    base_unit: 'g',
    unit_cost: '0.001000',
    price_since: '2026-10-20T08:00:00Z',
    last_purchased_on: '2026-11-20',
    is_active: true,
    ...overrides,
  } satisfies SupplierProduct;
}

/** Potatoes in 25 kg sacks (0,85 €/kg), onions in 10 kg (1,20 €/kg), eggs by 30, milk by the litre. */
export const PATATA = product({
  id: 11,
  name: 'Patata',
  purchase_quantity: '25.000',
  purchase_price: '21.2500',
  unit_cost: '0.000850',
});
export const CEBOLLA = product({
  id: 1,
  name: 'Cebolla',
  purchase_quantity: '10.000',
  purchase_price: '12.0000',
  unit_cost: '0.001200',
});
export const TOMATE = product({
  id: 12,
  name: 'Tomate',
  purchase_quantity: '5.000',
  purchase_price: '8.6000',
  unit_cost: '0.001720',
  last_purchased_on: '2026-11-10',
});
export const HUEVOS = product({
  id: 13,
  name: 'Huevos camperos',
  purchase_quantity: '30.000',
  purchase_unit: 'ud',
  purchase_price: '5.4000',
  base_unit: 'ud',
  unit_cost: '0.180000',
  last_purchased_on: '2026-11-03',
});
export const LECHE = product({
  id: 14,
  name: 'Leche entera',
  purchase_quantity: '1.000',
  purchase_unit: 'l',
  purchase_price: '0.9500',
  base_unit: 'ml',
  unit_cost: '0.000950',
  last_purchased_on: null,
});

/** Frutas García's screen with five products, last bought first. */
export function deliveryOverview(products = [PATATA, CEBOLLA, TOMATE, HUEVOS, LECHE]) {
  return {
    supplier: frutasGarcia(),
    products,
    spend_by_month: [{ month: '2026-11', total_net: '120.50' }],
    total_net: '120.50',
  } satisfies SupplierOverview;
}

/** The tortilla, whose eggs a new price moves past its 30 % target. */
export const TORTILLA_IMPACT: AffectedRecipe = {
  id: 7,
  name: 'Tortilla de patatas',
  is_subrecipe: false,
  old_cost_per_serving: '3.64',
  new_cost_per_serving: '4.10',
  old_margin_per_serving: '9.36',
  new_margin_per_serving: '8.90',
  margin_change: '-0.46',
  old_margin_pct: '72.00',
  new_margin_pct: '68.46',
  margin_pct_change: '-3.54',
  old_food_cost_pct: '28.00',
  new_food_cost_pct: '31.54',
  target_food_cost_pct: '30.00',
  crosses_target: true,
  suggested_sale_price: '15.03',
};

/** Two albaranes saved before, newest first. */
export function savedNotes(): DeliveryNoteListItem[] {
  return [
    {
      id: 2,
      supplier: 1,
      supplier_name: 'Frutas García',
      number: 'FG-2330',
      date: '2026-11-27',
      total_net: '61.30',
      lines_count: 2,
      created_at: '2026-11-27T07:40:00Z',
    },
    {
      id: 1,
      supplier: 2,
      supplier_name: 'Makro',
      number: '',
      date: '2026-11-17',
      total_net: '190.75',
      lines_count: 1,
      created_at: '2026-11-17T09:10:00Z',
    },
  ];
}
