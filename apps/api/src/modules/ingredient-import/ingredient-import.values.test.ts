import { describe, expect, it } from 'vitest';
import { detectDelimiter, decodeText, detectType } from './ingredient-import.files.ts';
import {
  parseDecimal,
  parseFormat,
  parseUnit,
  suggestMapping,
} from './ingredient-import.values.ts';

describe('parseDecimal (Spanish and English spreadsheets)', () => {
  it.each([
    ['12,50', '12.50'],
    ['1.234,50', '1234.50'],
    ['1,234.50', '1234.50'],
    ['12.5', '12.5'],
    ['12,50 €', '12.50'],
    ['€ 3', '3'],
    ['1.234.567', '1234567'],
    ['15 %', '15'],
    [',5', '0.5'],
    ['1\u00a0234,5', '1234.5'],
  ])('%s → %s', (raw, expected) => {
    expect(parseDecimal(raw)).toEqual({ ok: true, value: expected });
  });

  it.each(['12,5O', 'abc', '', '1,2,3', '12-5', '--1', '€'])('refuses «%s»', (raw) => {
    const parsed = parseDecimal(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain('no es un número');
  });
});

describe('parseUnit and parseFormat', () => {
  it.each([
    ['Kg', 'kg'],
    ['kilos', 'kg'],
    ['L.', 'l'],
    ['litros', 'l'],
    ['uds', 'ud'],
    ['Unidades', 'ud'],
    ['docena', 'docena'],
    ['gr', 'g'],
  ])('%s → %s', (raw, code) => {
    expect(parseUnit(raw)).toEqual({ ok: true, value: code });
  });

  it('names an unknown unit', () => {
    expect(parseUnit('caja')).toEqual({ ok: false, reason: 'Unidad desconocida: «caja»' });
  });

  it('reads a format cell with its unit', () => {
    expect(parseFormat('5 kg')).toEqual({ ok: true, value: { quantity: '5', unit: 'kg' } });
    expect(parseFormat('1,5l')).toEqual({ ok: true, value: { quantity: '1.5', unit: 'l' } });
    expect(parseFormat('30')).toEqual({ ok: true, value: { quantity: '30', unit: null } });
    expect(parseFormat('caja').ok).toBe(false);
  });
});

describe('suggestMapping', () => {
  it('maps Spanish headers', () => {
    expect(
      suggestMapping([
        'Producto',
        'Proveedor',
        'Marca',
        'Formato',
        'Unidad',
        'Precio €',
        'Merma %',
      ]),
    ).toEqual({ name: 0, supplier: 1, brand: 2, quantity: 3, unit: 4, price: 5, waste: 6 });
  });

  it('maps English headers and leaves absent fields null', () => {
    expect(suggestMapping(['Price', 'Item', 'Qty', 'Unit'])).toEqual({
      name: 1,
      supplier: null,
      brand: null,
      quantity: 2,
      unit: 3,
      price: 0,
      waste: null,
    });
  });
});

describe('file detection', () => {
  it('tells an xlsx (zip), an old xls and a binary from a CSV by content', () => {
    expect(detectType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toBe('xlsx');
    expect(detectType(Buffer.from('nombre;precio\nCebolla;1,20\n'))).toBe('csv');
    expect(() => detectType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).toThrow();
    expect(() => detectType(Buffer.from('%PDF-1.4\u0000\u0001'))).toThrow();
  });

  it('reads UTF-8 (with BOM) and falls back to Latin-1', () => {
    expect(decodeText(Buffer.from('\uFEFFAzúcar', 'utf8'))).toBe('Azúcar');
    expect(decodeText(Buffer.from([0x41, 0x7a, 0xfa, 0x63, 0x61, 0x72]))).toBe('Azúcar');
  });

  it('detects the delimiter from the first line', () => {
    expect(detectDelimiter('nombre;precio\nx;1,5')).toBe(';');
    expect(detectDelimiter('nombre,precio\nx,"1,5"')).toBe(',');
    expect(detectDelimiter('nombre\tprecio')).toBe('\t');
  });
});
