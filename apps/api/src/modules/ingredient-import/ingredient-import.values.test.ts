import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { detectDelimiter, decodeText, detectType } from './ingredient-import.detect.ts';
import {
  parseDecimal,
  parseFormat,
  parseUnit,
  parseVat,
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
    ).toEqual({
      name: 0,
      supplier: 1,
      brand: 2,
      quantity: 3,
      unit: 4,
      price: 5,
      waste: 6,
      vat: null,
      received: null,
    });
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
      vat: null,
      received: null,
    });
  });

  it('maps the received quantity before the format when both say «cantidad»', () => {
    expect(
      suggestMapping(['Producto', 'Cantidad recibida', 'Cantidad', 'Unidad', 'Precio']),
    ).toMatchObject({ name: 0, received: 1, quantity: 2, unit: 3, price: 4 });
    expect(suggestMapping(['Producto', 'Formato', 'Precio', 'Bultos'])).toMatchObject({
      quantity: 1,
      received: 3,
    });
  });

  it.each(['IVA', '% IVA', 'Tipo IVA', 'Tipo de IVA', 'IVA (%)', 'iva%', 'VAT', 'VAT rate'])(
    'maps «%s» to the VAT column',
    (header) => {
      expect(suggestMapping(['Producto', 'Precio', header])).toMatchObject({
        name: 0,
        price: 1,
        vat: 2,
      });
    },
  );

  it('never takes a price with VAT, or an amount of VAT, for the VAT column', () => {
    expect(
      suggestMapping(['Producto', 'Precio sin IVA', 'Precio con IVA', 'Importe IVA']),
    ).toMatchObject({ name: 0, price: 1, vat: null });
    // The VAT column first does not steal the price.
    expect(suggestMapping(['IVA', 'Artículo', 'PVP'])).toMatchObject({
      name: 1,
      price: 2,
      vat: 0,
    });
  });
});

describe('parseVat (the Spanish purchase rates, DOMAIN.md §5)', () => {
  it.each([
    ['4', '4.00'],
    ['10', '10.00'],
    ['21', '21.00'],
    ['10 %', '10.00'],
    ['21%', '21.00'],
    ['10,0', '10.00'],
    ['4,00 %', '4.00'],
    ['10.00', '10.00'],
    // An .xlsx percentage cell holds the fraction: 10 % is 0.1.
    ['0.1', '10.00'],
    ['0,21', '21.00'],
    ['0.04', '4.00'],
    ['IVA 21%', '21.00'],
  ])('%s → %s', (raw, expected) => {
    expect(parseVat(raw)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['7', '«7»; el IVA de compra es 4, 10 o 21 %'],
    ['0', '«0»; el IVA de compra es 4, 10 o 21 %'],
    ['10,5', '«10,5»; el IVA de compra es 4, 10 o 21 %'],
    ['100', '«100»; el IVA de compra es 4, 10 o 21 %'],
    ['0,07', '«0,07»; el IVA de compra es 4, 10 o 21 %'],
    ['reducido', '«reducido» no es un número'],
    ['-10', '«-10»; el IVA de compra es 4, 10 o 21 %'],
  ])('refuses «%s»', (raw, reason) => {
    expect(parseVat(raw)).toEqual({ ok: false, reason });
  });
});

/** The Spanish reason detectType refuses a file with. */
function refusalOf(bytes: Buffer): string {
  try {
    detectType(bytes);
  } catch (error) {
    if (error instanceof AppError) return (error.body.content_base64 as string[]).join(' ');
    throw error;
  }
  throw new Error('the file was accepted');
}

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

  it('issue 32: reads Windows-1252 ("€" is 0x80) and UTF-16 by its BOM', () => {
    const text = 'Piñones;12,50 €\r\n';
    // What Spanish Excel writes: "ñ" 0xF1, "€" 0x80 (not in Latin-1).
    const cp1252 = Buffer.from([
      ...Buffer.from('Pi', 'latin1'),
      0xf1,
      ...Buffer.from('ones;12,50 ', 'latin1'),
      0x80,
      0x0d,
      0x0a,
    ]);
    expect(decodeText(cp1252)).toBe(text);
    // The rest of 0x80–0x9F as Spanish Excel writes them (quotes, dashes, "™").
    expect(
      decodeText(Buffer.from([0x93, 0x41, 0x94, 0x20, 0x96, 0x97, 0x85, 0x99, 0x8a, 0x9f])),
    ).toBe('“A” –—…™ŠŸ');
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(decodeText(utf16le)).toBe(text);
    const utf16be = Buffer.from(utf16le);
    utf16be.swap16();
    expect([utf16be[0], utf16be[1]]).toEqual([0xfe, 0xff]);
    expect(decodeText(utf16be)).toBe(text);
    expect(decodeText(Buffer.from(`\uFEFF${text}`, 'utf8'))).toBe(text);
  });

  it('issue 32: a UTF-16 file is text (its NUL bytes are not a binary), a UTF-16 XML is an XML', () => {
    const utf16 = (text: string) =>
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(detectType(utf16('Producto\tPrecio\r\nCebolla\t1,20\r\n'))).toBe('csv');
    expect(refusalOf(utf16('<?xml version="1.0"?><Facturae/>'))).toMatch(/^El archivo es un XML/);
    expect(refusalOf(utf16('Producto\u0000\u0001'))).toMatch(/^Tipo de archivo no admitido/);
  });

  it('detects the delimiter from the first lines', () => {
    expect(detectDelimiter('nombre;precio\nx;1,5')).toBe(';');
    expect(detectDelimiter('nombre,precio\nx,"1,5"')).toBe(',');
    expect(detectDelimiter('nombre\tprecio')).toBe('\t');
  });

  it('issue 32: title rows above the header do not decide the delimiter', () => {
    const rows = ['Producto;Formato;Precio;IVA', 'Tomate;5 kg;12,50 €;4', 'Aceite;5 l;31,20;4'];
    expect(detectDelimiter(['Tarifa Huerta Viva, S.L.', '', ...rows].join('\r\n'))).toBe(';');
    expect(detectDelimiter(['Tarifa 2026', 'Válida desde 01/12/2026', ...rows].join('\n'))).toBe(
      ';',
    );
    expect(
      detectDelimiter('Tarifa; Huerta Viva\nProducto,Formato,Precio\nTomate,5 kg,12.50\n'),
    ).toBe(',');
  });
});
