import type { StockClose } from '@costeo/domain/contracts/stock';
import { WASTE_DESTINATION_LABELS, WASTE_REASON_LABELS } from '@costeo/domain/contracts/waste';
import ExcelJS from 'exceljs';
import { addTableSheet, toFraction, toNumber, type ColumnSpec } from './xlsx-cells.ts';

const COLUMNS: ColumnSpec[] = [
  { header: 'Producto', key: 'name', width: 30 },
  { header: 'Unidad', key: 'unit', width: 8 },
  { header: 'Stock inicial', key: 'opening', width: 12, format: 'quantity' },
  { header: 'Compras', key: 'purchases', width: 12, format: 'quantity' },
  { header: 'Stock final', key: 'closing', width: 12, format: 'quantity' },
  { header: 'Consumo real', key: 'actual', width: 12, format: 'quantity' },
  { header: 'Consumo teórico', key: 'theoretical', width: 12, format: 'quantity' },
  { header: 'Merma registrada', key: 'waste', width: 12, format: 'quantity' },
  { header: 'Desviación', key: 'variance', width: 12, format: 'quantity' },
  { header: 'Coste unitario', key: 'unit_cost', width: 12, format: 'unitEuro' },
  { header: 'Consumo real (€)', key: 'actual_value', width: 13, format: 'euro' },
  { header: 'Consumo teórico (€)', key: 'theoretical_value', width: 13, format: 'euro' },
  { header: 'Merma (€)', key: 'waste_value', width: 13, format: 'euro' },
  { header: 'Desviación (€)', key: 'variance_value', width: 13, format: 'euro' },
  { header: 'Desviación (%)', key: 'variance_pct', width: 11, format: 'percent' },
];

/**
 * The close between two counts (issue 34) as one sheet: the lines sorted by € variance with
 * numeric cells, then the totals, the recorded waste by reason and by destination (issue 35),
 * «Sin contar» and «Sin movimiento» under them.
 */
export function stockCloseWorkbook(close: StockClose): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Costeo';
  const sheet = addTableSheet(workbook, 'Cierre', COLUMNS);
  for (const line of close.lines) {
    sheet.addRow({
      name: line.name,
      unit: line.base_unit,
      opening: toNumber(line.opening),
      purchases: toNumber(line.purchases),
      closing: toNumber(line.closing),
      actual: toNumber(line.actual_use),
      theoretical: toNumber(line.theoretical_use),
      waste: toNumber(line.waste),
      variance: toNumber(line.variance),
      unit_cost: toNumber(line.unit_cost),
      actual_value: toNumber(line.actual_use_value),
      theoretical_value: toNumber(line.theoretical_use_value),
      waste_value: toNumber(line.waste_value),
      variance_value: toNumber(line.variance_value),
      variance_pct: toFraction(line.variance_pct),
    });
  }
  sheet.addRow({});
  const label = (text: string) => ({ name: text });
  const bold = (row: ExcelJS.Row) => {
    row.font = { bold: true };
  };
  bold(
    sheet.addRow({
      ...label('Totales'),
      actual_value: toNumber(close.actual_use_value),
      theoretical_value: toNumber(close.theoretical_use_value),
      waste_value: toNumber(close.waste_value),
      variance_value: toNumber(close.variance_value),
    }),
  );
  const figure = (text: string, value: number | null, format: string) => {
    const row = sheet.addRow(label(text));
    const cell = row.getCell('actual_value');
    cell.value = value;
    cell.numFmt = format;
  };
  figure('Ventas netas de comida', toNumber(close.net_food_revenue), '#,##0.00 "€"');
  figure('Food cost real', toFraction(close.actual_food_cost_pct), '0.00 %');
  figure('Food cost teórico', toFraction(close.theoretical_food_cost_pct), '0.00 %');
  figure('Diferencia (puntos)', toNumber(close.gap_points), '0.00');
  figure('Diferencia (€)', toNumber(close.gap_value), '#,##0.00 "€"');
  figure('Desviación sin explicar (€)', toNumber(close.variance_value), '#,##0.00 "€"');
  if (close.waste_by_reason.length > 0) {
    const wasteRows = (
      heading: string,
      rows: StockClose['waste_by_reason'],
      labelOf: (code: string) => string,
    ) => {
      sheet.addRow({});
      bold(sheet.addRow(label(heading)));
      for (const row of rows) {
        const added = sheet.addRow({ name: labelOf(row.code), waste_value: toNumber(row.value) });
        const weight = added.getCell('waste');
        weight.value = toNumber(row.weight_kg);
        weight.numFmt = '#,##0.000 "kg"';
      }
    };
    wasteRows(
      'Mermas registradas por motivo (€ y kg)',
      close.waste_by_reason,
      (code) => (WASTE_REASON_LABELS as Partial<Record<string, string>>)[code] ?? code,
    );
    wasteRows(
      'Mermas registradas por destino (€ y kg)',
      close.waste_by_destination,
      (code) => (WASTE_DESTINATION_LABELS as Partial<Record<string, string>>)[code] ?? code,
    );
  }
  if (close.not_counted.length > 0) {
    sheet.addRow({});
    bold(sheet.addRow(label('Sin contar (comprado o usado, sin recuento en ambos)')));
    for (const item of close.not_counted) {
      sheet.addRow({
        name: item.name,
        unit: item.base_unit,
        purchases: toNumber(item.purchases),
        theoretical: toNumber(item.theoretical_use),
      });
    }
  }
  if (close.not_moved.length > 0) {
    sheet.addRow({});
    bold(sheet.addRow(label('Sin movimiento (contado, sin compras ni consumo)')));
    for (const item of close.not_moved) {
      sheet.addRow({ name: item.name, unit: item.base_unit, closing: toNumber(item.closing) });
    }
  }
  return workbook;
}
