import { dec } from './decimal.ts';
import { describe, expect, it } from 'vitest';
import { SALES_FIELDS } from './contracts/sales.ts';
import type { SalesColumns } from './sales-columns.ts';
import {
  aggregateSalesByDayAndItem,
  detectDecimalConvention,
  netOfGross,
  parseSalesDate,
  readSalesRows,
} from './sales-import.ts';

const none: SalesColumns = Object.fromEntries(SALES_FIELDS.map((f) => [f, null])) as SalesColumns;
const mappingOf = (fields: Partial<SalesColumns>): SalesColumns => ({ ...none, ...fields });
const table = (...rows: string[][]) => rows.map((cells, i) => ({ number: i + 2, cells }));

describe('parseSalesDate', () => {
  it.each([
    ['05/10/2026', '2026-10-05'],
    ['5/10/26', '2026-10-05'],
    ['2026-10-05', '2026-10-05'],
    ['05-10-2026', '2026-10-05'],
    ['05.10.2026', '2026-10-05'],
    ['05/10/2026 13:45', '2026-10-05'],
    ['05/10/2026 13:45:10', '2026-10-05'],
    ['2026-10-05T21:30:00', '2026-10-05'],
    ['2026-10-05 21:30', '2026-10-05'],
    // An .xlsx date cell read without its style: Excel's serial (46300 is 2026-10-05).
    ['46300', '2026-10-05'],
  ])('%s → %s', (raw, iso) => {
    expect(parseSalesDate(raw)).toBe(iso);
  });

  it.each(['31/02/2026', 'ayer', '13:45', '12', '2026-13-01', '05/10'])('%s → null', (raw) => {
    expect(parseSalesDate(raw)).toBeNull();
  });
});

describe('detectDecimalConvention', () => {
  it('follows the numbers that tell, Spanish by default', () => {
    expect(detectDecimalConvention(['1.234,56', '12,5', '3'])).toBe('comma');
    expect(detectDecimalConvention(['1234.56', '12.5', '3'])).toBe('dot');
    expect(detectDecimalConvention(['3', '1.500'])).toBe('comma');
  });
});

const revo = mappingOf({ date: 0, ticket: 1, code: 2, name: 3, units: 4, amount: 5, vat_pct: 6 });

describe('readSalesRows', () => {
  it('reads units, the amount with VAT and the net at 10 % and 21 %, and keeps refunds', () => {
    const { rows } = readSalesRows(
      table(
        ['05/10/2026', 'F-1', '101', 'Croquetas de jamón', '2', '17,60', '10'],
        ['05/10/2026', 'F-1', '201', 'Caña', '3', '7,50', '21 %'],
        ['05/10/2026 23:10', 'F-2', '101', 'Croquetas de jamón', '-1', '-8,80', '10%'],
        ['06/10/2026', 'F-3', '', 'Menú del día', '80', '1.234,56', ''],
      ),
      revo,
      { defaultVatPct: '10' },
    );
    expect(rows).toEqual([
      {
        row: 2,
        date: '2026-10-05',
        code: '101',
        name: 'Croquetas de jamón',
        itemKey: 'c:101',
        units: '2.000',
        amount: '17.60',
        vatPct: '10.00',
        net: '16.0000', // 17,60 / 1,10 = 16
        vat: '1.6000', // 17,60 − 16
        ticket: 'F-1',
        error: null,
      },
      {
        row: 3,
        date: '2026-10-05',
        code: '201',
        name: 'Caña',
        itemKey: 'c:201',
        units: '3.000',
        amount: '7.50',
        vatPct: '21.00',
        net: '6.1983', // 7,50 / 1,21 = 6,198347… → 6,1983
        vat: '1.3017', // 7,50 − 6,1983
        ticket: 'F-1',
        error: null,
      },
      {
        row: 4,
        date: '2026-10-05',
        code: '101',
        name: 'Croquetas de jamón',
        itemKey: 'c:101',
        units: '-1.000',
        amount: '-8.80',
        vatPct: '10.00',
        net: '-8.0000', // −8,80 / 1,10
        vat: '-0.8000',
        ticket: 'F-2',
        error: null,
      },
      {
        row: 5,
        date: '2026-10-06',
        code: '',
        name: 'Menú del día',
        itemKey: 'n:menu del dia',
        units: '80.000',
        amount: '1234.56',
        vatPct: '10.00', // none in the file: the default
        net: '1122.3273', // 1 234,56 / 1,10 = 1 122,327272… → 1 122,3273
        vat: '112.2327', // 1 234,56 − 1 122,3273
        ticket: 'F-3',
        error: null,
      },
    ]);
  });

  it('reads dot decimals (an .xlsx) and multiplies units by the unit price without an amount', () => {
    const { rows } = readSalesRows(
      table(
        ['2026-10-05', 'Tinto de verano', '4', '3.5', '21'],
        ['2026-10-05', 'Café', '3', '1.3', ''],
      ),
      mappingOf({ date: 0, name: 1, units: 2, unit_price: 3, vat_pct: 4 }),
      { defaultVatPct: '10' },
    );
    expect(rows.map((r) => [r.units, r.amount, r.net, r.vat, r.error])).toEqual([
      // 4 × 3,50 = 14,00; 14 / 1,21 = 11,570247… → 11,5702; 14 − 11,5702 = 2,4298
      ['4.000', '14.00', '11.5702', '2.4298', null],
      // 3 × 1,30 = 3,90; 3,90 / 1,10 = 3,545454… → 3,5455; 3,90 − 3,5455 = 0,3545
      ['3.000', '3.90', '3.5455', '0.3545', null],
    ]);
  });

  it('takes the amount over the unit price when both are mapped, and signs an unsigned refund', () => {
    const { rows } = readSalesRows(
      table(['05/10/2026', 'Croquetas', '-2', '8,80', '17,60']),
      mappingOf({ date: 0, name: 1, units: 2, unit_price: 3, amount: 4 }),
      { defaultVatPct: '10' },
    );
    // The amount column (17,60), not 2 × 8,80 computed; negative with the refund's units.
    expect(rows[0]).toMatchObject({ units: '-2.000', amount: '-17.60', net: '-16.0000' });
  });

  it('takes the one date of the file when it has no date column', () => {
    const { rows } = readSalesRows(
      table(['Croquetas', '2', '17,60']),
      mappingOf({ name: 0, units: 1, amount: 2 }),
      { defaultVatPct: '10', date: '2026-10-05' },
    );
    expect(rows[0]).toMatchObject({ date: '2026-10-05', error: null });
  });

  it('says in Spanish what is wrong with a row', () => {
    const { rows } = readSalesRows(
      table(
        ['05/10/2026', 'F-1', '', '', '2', '17,60', ''],
        ['05/10/2026', 'F-1', '101', 'Croquetas', 'dos', '17,60', ''],
        ['', 'F-1', '101', 'Croquetas', '2', '17,60', ''],
        ['ayer', 'F-1', '101', 'Croquetas', '2', '17,60', ''],
        ['05/10/2026', 'F-1', '101', 'Croquetas', '2', 'mucho', ''],
        ['05/10/2026', 'F-1', '101', 'Croquetas', '2', '17,60', 'general'],
      ),
      revo,
      { defaultVatPct: '10' },
    );
    expect(rows.map((r) => [r.row, r.error])).toEqual([
      [2, 'Falta el artículo (su nombre o su código).'],
      [3, 'Las unidades «dos» no son un número.'],
      [4, 'Falta la fecha.'],
      [5, 'La fecha «ayer» no es una fecha (escríbela como 05/10/2026).'],
      [6, 'El importe «mucho» no es un número.'],
      [7, 'El IVA «general» no es un porcentaje.'],
    ]);
    expect(rows[1]).toMatchObject({ units: null, amount: '17.60' });
  });

  it('leaves out the totals rows tills add at the end, without an error', () => {
    const { rows } = readSalesRows(
      table(
        ['05/10/2026', 'F-1', '101', 'Croquetas', '2', '17,60', '10'],
        ['05/10/2026', 'F-1', '300', 'Total burger', '1', '12,00', '10'],
        ['', '', '', 'Total', '3', '29,60', ''],
        ['', '', '', 'TOTAL GENERAL:', '3', '29,60', ''],
        ['', 'Total', '', '', '3', '29,60', ''],
        ['', '', '', '', '3', '29,60', ''],
      ),
      revo,
      { defaultVatPct: '10' },
    );
    expect(rows.map((r) => [r.name, r.error])).toEqual([
      ['Croquetas', null],
      ['Total burger', null],
    ]);
  });
});

describe('aggregateSalesByDayAndItem', () => {
  it('sums each day and item exactly, refunds against the sales, rows in error left out', () => {
    const { rows } = readSalesRows(
      table(
        ['05/10/2026', 'F-1', '101', 'Croquetas de jamón', '2', '17,60', '10'],
        ['05/10/2026', 'F-1', '201', 'Caña', '3', '7,50', '21'],
        ['05/10/2026', 'F-2', '201', 'Caña', '1', '2,50', '21'],
        ['05/10/2026', 'F-2', '101', 'Croquetas de jamón', '-1', '-8,80', '10'],
        ['06/10/2026', 'F-3', '101', 'Croquetas', '5', '44,00', '10'],
        ['06/10/2026', 'F-3', '101', 'Croquetas', 'x', '44,00', '10'],
      ),
      revo,
      { defaultVatPct: '10' },
    );
    expect(aggregateSalesByDayAndItem(rows)).toEqual([
      {
        date: '2026-10-05',
        itemKey: 'c:101',
        code: '101',
        name: 'Croquetas de jamón',
        units: '1.000', // 2 − 1
        gross: '8.80', // 17,60 − 8,80
        net: '8.0000', // 16 − 8
        vat: '0.8000', // 1,60 − 0,80
      },
      {
        date: '2026-10-05',
        itemKey: 'c:201',
        code: '201',
        name: 'Caña',
        units: '4.000', // 3 + 1
        gross: '10.00', // 7,50 + 2,50
        // (7,50 + 2,50) / 1,21 = 8,264462…, divided once per rate (netOfGross): the rows'
        // rounded nets would add up to 6,1983 + 2,0661 = 8,2644.
        net: '8.2645',
        vat: '1.7355', // 10,00 − 8,2645
      },
      {
        date: '2026-10-06',
        itemKey: 'c:101',
        code: '101',
        name: 'Croquetas',
        units: '5.000',
        gross: '44.00',
        net: '40.0000', // 44 / 1,10
        vat: '4.0000',
      },
    ]);
  });
});

describe('netOfGross', () => {
  it('divides each rate’s sum once, so many small rows keep the cent', () => {
    // 50 000 cañas of 2,50 € at 10 %: 125 000 / 1,10 = 113 636,3636…; each row's net rounded to
    // 4 places (2,2727) would add up to 113 635,00.
    const rows = new Map([
      ['10.00', dec('125000.00')],
      ['21.00', dec('12.10')],
    ]);
    const { net, vat } = netOfGross(rows);
    expect(net.toFixed(4)).toBe('113646.3636'); // 113 636,3636 + 10,0000
    expect(vat.toFixed(4)).toBe('11365.7364'); // 125 012,10 − 113 646,3636
  });
});
