import { describe, expect, it } from 'vitest';
import { defaultPeriod, formatPeriod, isoDay, presetDates } from './sales-period.ts';
import { checkSalesFile, columnLabel } from './read-sales-file.ts';

// Wednesday 11 March 2026 (local time): its week runs from Monday 9 to Sunday 15.
const WEDNESDAY = new Date(2026, 2, 11);

describe('the periods of the Ventas screen', () => {
  it.each([
    ['last_30_days', '2026-02-10', '2026-03-11'],
    ['this_week', '2026-03-09', '2026-03-11'],
    ['last_week', '2026-03-02', '2026-03-08'],
    ['this_month', '2026-03-01', '2026-03-11'],
    ['last_month', '2026-02-01', '2026-02-28'],
  ] as const)('%s on Wednesday 11/03/2026 runs from %s to %s', (preset, dateFrom, dateTo) => {
    expect(presetDates(preset, WEDNESDAY)).toEqual({ dateFrom, dateTo });
  });

  it('takes a Sunday as the end of its week, and January back to December', () => {
    expect(presetDates('this_week', new Date(2026, 2, 15))).toEqual({
      dateFrom: '2026-03-09',
      dateTo: '2026-03-15',
    });
    expect(presetDates('last_month', new Date(2026, 0, 20))).toEqual({
      dateFrom: '2025-12-01',
      dateTo: '2025-12-31',
    });
  });

  it('opens on the last import when there is one, else on the last 30 days', () => {
    expect(defaultPeriod({ date_from: '2026-03-02', date_to: '2026-03-03' }, WEDNESDAY)).toEqual({
      preset: 'last_import',
      dateFrom: '2026-03-02',
      dateTo: '2026-03-03',
    });
    expect(defaultPeriod(null, WEDNESDAY)).toEqual({
      preset: 'last_30_days',
      dateFrom: '2026-02-10',
      dateTo: '2026-03-11',
    });
  });

  it('says a period as a cook reads it', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(formatPeriod('2026-03-02', '2026-03-03')).toBe('del 02/03/2026 al 03/03/2026');
    expect(formatPeriod('2026-03-02', '2026-03-02')).toBe('del 02/03/2026');
  });
});

describe('the sales file chosen', () => {
  it.each([
    ['ventas.CSV', 10, null],
    ['ventas.xlsx', 10, null],
    ['agora-dia.xml', 10, null],
    ['ventas.pdf', 10, 'Sube el informe de ventas de tu TPV: un archivo .csv, .xlsx o .xml.'],
    ['ventas.csv', 0, 'El archivo está vacío.'],
    ['ventas.csv', 5 * 1024 * 1024 + 1, 'El archivo supera el máximo de 5 MB.'],
  ])('%s of %i bytes → %s', (name, size, message) => {
    expect(checkSalesFile({ name, size })).toBe(message);
  });

  it('names a column by its letter and title', () => {
    expect(columnLabel(4, 'Producto')).toBe('Columna E · Producto');
    expect(columnLabel(27, '')).toBe('Columna AB');
  });
});
