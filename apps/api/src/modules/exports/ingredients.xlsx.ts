import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import ExcelJS from 'exceljs';
import { addTableSheet, toFraction, toNumber, type ColumnSpec } from './xlsx-cells.ts';

const COLUMNS: ColumnSpec[] = [
  { header: 'Producto', key: 'name', width: 30 },
  { header: 'Ingrediente (catálogo)', key: 'definition', width: 24 },
  { header: 'Categoría', key: 'category', width: 22 },
  { header: 'Proveedor', key: 'supplier', width: 20 },
  { header: 'Marca', key: 'brand', width: 16 },
  { header: 'Formato de compra', key: 'quantity', width: 12, format: 'quantity' },
  { header: 'Unidad', key: 'unit', width: 9 },
  { header: 'Precio de compra (sin IVA)', key: 'price', width: 14, format: 'unitEuro' },
  { header: 'Merma (%)', key: 'waste', width: 10, format: 'percent' },
  { header: 'Rendimiento (%)', key: 'yield', width: 12, format: 'percent' },
  { header: 'IVA (%)', key: 'vat', width: 9, format: 'percent' },
  { header: '€/kg', key: 'per_kg', width: 12, format: 'unitEuro' },
  { header: '€/l', key: 'per_l', width: 12, format: 'unitEuro' },
  { header: '€/ud', key: 'per_ud', width: 12, format: 'unitEuro' },
  { header: 'Activo', key: 'active', width: 8 },
  { header: 'Notas', key: 'notes', width: 30 },
];

/** The ingredient products with prices and equivalences (empty where no conversion exists). */
export function ingredientsWorkbook(products: readonly IngredientInstance[]): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Costeo';
  const sheet = addTableSheet(workbook, 'Ingredientes', COLUMNS);
  for (const product of products) {
    sheet.addRow({
      name: product.name,
      definition: product.definition_name,
      category: product.category_name,
      supplier: product.supplier,
      brand: product.brand,
      quantity: toNumber(product.purchase_quantity),
      unit: product.purchase_unit,
      price: toNumber(product.purchase_price),
      waste: toFraction(product.waste_pct),
      yield: toFraction(product.yield_pct),
      vat: toFraction(product.vat_pct),
      per_kg: toNumber(product.price_equivalences.per_kg),
      per_l: toNumber(product.price_equivalences.per_l),
      per_ud: toNumber(product.price_equivalences.per_ud),
      active: product.is_active ? 'Sí' : 'No',
      notes: product.notes,
    });
  }
  return workbook;
}
