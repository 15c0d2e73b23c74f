import { describe, expect, it } from 'vitest';
import {
  computedNetAmount,
  lineAmountMismatch,
  lineBaseQuantity,
  pricePerBaseUnit,
} from './purchase-format-price.ts';
import { dec } from './decimal.ts';
import { invoiceUnitMeaning } from './purchase-format-units.ts';
import type { InvoiceUnit, ReadInvoiceLine } from './supplier-invoice.ts';

function line(fields: Partial<ReadInvoiceLine>): ReadInvoiceLine {
  return {
    code: null,
    description: '',
    quantity: '1',
    unitOfMeasure: null,
    unitPrice: '0',
    discounts: [],
    charges: [],
    vatPct: null,
    lineTotal: '0',
    ...fields,
  };
}

const facturae = (code: string): InvoiceUnit => ({ scheme: 'facturae', code });
const unece = (code: string): InvoiceUnit => ({ scheme: 'unece', code });
const text = (code: string): InvoiceUnit => ({ scheme: 'text', code });

function price(fields: Partial<ReadInvoiceLine>) {
  const result = pricePerBaseUnit(line(fields));
  if (!result.ok) throw new Error(result.reason);
  return {
    perBase: `${result.value.toString()} €/${result.baseUnit}`,
    display: `${result.display.value.toString()} €/${result.display.unit}`,
    baseQuantity: result.baseQuantity.toString(),
  };
}

describe('pricePerBaseUnit (DOMAIN.md §9: net price / quantity in base units)', () => {
  it('4 cajas "6 x 1 L" at 7,20 € with 5 % discount → 27,36 € / 24 l = 1,14 €/l', () => {
    // Hand computation: 4 × 7,20 = 28,80; 5 % of it = 1,44; 28,80 − 1,44 = 27,36 €;
    // 4 × 6 × 1 l = 24 l = 24 000 ml; 27,36 / 24 000 = 0,00114 €/ml = 1,14 €/l.
    const fields = {
      description: 'Aceite de girasol Caja 6 x 1 L',
      quantity: '4',
      unitOfMeasure: facturae('06'),
      unitPrice: '7.20',
      discounts: [{ reason: 'Dto.', pct: '5', amount: null }],
      lineTotal: '27.36',
    };
    expect(computedNetAmount(line(fields)).toString()).toBe('27.36');
    expect(price(fields)).toEqual({
      perBase: '0.00114 €/ml',
      display: '1.14 €/l',
      baseQuantity: '24000',
    });
  });

  it.each([
    // [what, line fields, € per base unit, € per kg / l / ud] — each computed by hand.
    [
      'a line in kilograms (Facturae 03): 12,5 kg for 80,00 € → 6,40 €/kg',
      { quantity: '12.5', unitOfMeasure: facturae('03'), unitPrice: '6.40', lineTotal: '80.00' },
      '0.0064 €/g',
      '6.4 €/kg',
    ],
    [
      'Facturae 01 unidades of "Saco 5 kg": 3 × 5 kg = 15 kg for 20,25 € → 1,35 €/kg',
      {
        description: 'Macarrones Saco 5 kg',
        quantity: '3',
        unitOfMeasure: facturae('01'),
        unitPrice: '6.75',
        lineTotal: '20.25',
      },
      '0.00135 €/g',
      '1.35 €/kg',
    ],
    [
      'Facturae 07 bandejas of "Bandeja 30 ud": 5 × 30 = 150 ud for 33,00 € → 0,22 €/ud',
      {
        description: 'Croquetas de jamón Bandeja 30 ud',
        quantity: '5',
        unitOfMeasure: facturae('07'),
        unitPrice: '6.60',
        lineTotal: '33.00',
      },
      '0.22 €/ud',
      '0.22 €/ud',
    ],
    [
      'Facturae 18 docenas: 2 docenas = 24 ud for 28,80 € → 1,20 €/ud',
      { quantity: '2', unitOfMeasure: facturae('18'), unitPrice: '14.40', lineTotal: '28.80' },
      '1.2 €/ud',
      '1.2 €/ud',
    ],
    [
      'Facturae 27 6-packs of "lata 33 cl": 2 × 6 × 330 ml = 3,96 l for 7,92 € → 2,00 €/l',
      {
        description: 'Tónica lata 33 cl',
        quantity: '2',
        unitOfMeasure: facturae('27'),
        unitPrice: '3.96',
        lineTotal: '7.92',
      },
      '0.002 €/ml',
      '2 €/l',
    ],
    [
      'UBL XBX cajas "6 x 75 cl": 3 × 4,5 l = 13,5 l for 81,00 € → 6,00 €/l',
      {
        description: 'Vino tinto crianza Caja 6 x 75 cl',
        quantity: '3',
        unitOfMeasure: unece('XBX'),
        unitPrice: '27.00',
        lineTotal: '81.00',
      },
      '0.006 €/ml',
      '6 €/l',
    ],
    [
      'UBL KGM: 6 kg for 99,00 € → 16,50 €/kg',
      { quantity: '6', unitOfMeasure: unece('KGM'), unitPrice: '16.50', lineTotal: '99.00' },
      '0.0165 €/g',
      '16.5 €/kg',
    ],
    [
      'text "ud" with no format: 10 manojos for 4,50 € → 0,45 €/ud',
      {
        description: 'Perejil manojo',
        quantity: '10',
        unitOfMeasure: text('ud'),
        unitPrice: '0.45',
        lineTotal: '4.50',
      },
      '0.45 €/ud',
      '0.45 €/ud',
    ],
    [
      'text "Kilogramos" wins over the description: 50 kg of "Saco 25 kg" for 35,00 € → 0,70 €/kg',
      {
        description: 'Cebolla Saco 25 kg',
        quantity: '50',
        unitOfMeasure: text('Kilogramos'),
        unitPrice: '0.70',
        lineTotal: '35.00',
      },
      '0.0007 €/g',
      '0.7 €/kg',
    ],
    [
      'a credit note line: −2 kg and −33,00 € → 16,50 €/kg, positive',
      { quantity: '-2', unitOfMeasure: unece('KGM'), unitPrice: '16.50', lineTotal: '-33.00' },
      '0.0165 €/g',
      '16.5 €/kg',
    ],
  ] as const)('%s', (_what, fields, perBase, display) => {
    const result = price(fields);
    expect(result.perBase).toBe(perBase);
    expect(result.display).toBe(display);
  });

  it('keeps exact decimals: 25,92 € for 48 × 33 cl = 15,84 l is 1,636363… €/l, not a float', () => {
    const result = pricePerBaseUnit(
      line({
        description: 'Refresco cola Pack 24 x 33 cl',
        quantity: '2',
        unitOfMeasure: unece('C62'),
        unitPrice: '14.40',
        lineTotal: '25.92',
      }),
    );
    // 40 significant digits of 25,92 / 15 840 ml: the same quotient decimal.js gives, no float.
    expect(result.ok && result.value.equals(dec('25.92').dividedBy(15840))).toBe(true);
    expect(result.ok && result.value.toString()).toMatch(
      /^0\.001636363636363636363636363636363636363636/,
    );
    expect(result.ok && result.display.value.toDecimalPlaces(6).toString()).toBe('1.636364');
  });

  it.each([
    [
      'a package whose content the description does not say',
      { description: 'Langostino cocido', quantity: '3', unitOfMeasure: facturae('06') },
      /se factura en «Cajas» \(código 06\) y la descripción no dice qué lleva/,
    ],
    [
      'a unit that is not a kitchen unit (Facturae 02 horas)',
      { description: 'Servicio de afilado', quantity: '2', unitOfMeasure: facturae('02') },
      /«Horas» \(código 02\) no es una unidad de cocina/,
    ],
    [
      'Facturae 05 otros',
      { description: 'Aceite Garrafa 5 l', quantity: '2', unitOfMeasure: facturae('05') },
      /«Otros» \(código 05\)/,
    ],
    [
      'an unknown UN/ECE code',
      { description: 'Cable', quantity: '2', unitOfMeasure: unece('MTR') },
      /«MTR» \(código MTR\)/,
    ],
    [
      'a description with two different measures',
      {
        description: 'Atún lata 1 kg escurrido 650 g',
        quantity: '2',
        unitOfMeasure: facturae('01'),
      },
      /varias medidas/,
    ],
    [
      'a free line (0,00 €)',
      { description: 'Caja 6 x 1 L', quantity: '1', unitOfMeasure: facturae('01'), lineTotal: '0' },
      /sin cargo/,
    ],
    [
      'an amount-only adjustment (goods bought, money back)',
      { quantity: '1', unitOfMeasure: unece('KGM'), unitPrice: '-6', lineTotal: '-6.00' },
      /ajuste de importe/,
    ],
    [
      'no quantity',
      { quantity: '0', unitOfMeasure: unece('KGM'), lineTotal: '6.00' },
      /no tiene cantidad/,
    ],
  ] as const)('gives no price for %s, with the reason', (_what, fields, reason) => {
    expect(pricePerBaseUnit(line({ lineTotal: '10', ...fields }))).toEqual({
      ok: false,
      reason: expect.stringMatching(reason),
    });
  });
});

describe('lineBaseQuantity', () => {
  it('reads a "unidades" line by its description, and one unit when it names no format', () => {
    const withFormat = lineBaseQuantity(
      line({ description: 'Agua Pack 6 x 1,5 L', quantity: '10', unitOfMeasure: facturae('01') }),
    );
    expect(withFormat.ok && [withFormat.total.toString(), withFormat.baseUnit]).toEqual([
      '90000',
      'ml',
    ]);
    const without = lineBaseQuantity(line({ description: 'Lechuga romana', quantity: '10' }));
    expect(without.ok && [without.total.toString(), without.baseUnit]).toEqual(['10', 'ud']);
  });

  it('refuses a 6-pack whose description says another count', () => {
    const result = lineBaseQuantity(
      line({ description: 'Cerveza 24 x 33 cl', quantity: '1', unitOfMeasure: facturae('27') }),
    );
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/no dicen lo mismo/) });
  });
});

describe('lineAmountMismatch', () => {
  it('accepts a cent of rounding and names a bigger difference', () => {
    const fields = { quantity: '3', unitPrice: '0.333', lineTotal: '1.00' };
    expect(lineAmountMismatch(line(fields))).toBeNull();
    expect(lineAmountMismatch(line({ ...fields, lineTotal: '1.10' }))).toBe(
      'El importe de la línea (1.10 €) no cuadra con cantidad × precio − descuentos (1.00 €).',
    );
  });

  it('subtracts discounts by amount or percentage and adds charges', () => {
    const computed = computedNetAmount(
      line({
        quantity: '2',
        unitPrice: '10',
        discounts: [
          { reason: null, pct: '10', amount: null },
          { reason: null, pct: null, amount: '1' },
        ],
        charges: [{ reason: 'Portes', pct: null, amount: '0.50' }],
      }),
    );
    // 20 − 2 − 1 + 0,50
    expect(computed.toString()).toBe('17.5');
  });
});

describe('invoiceUnitMeaning', () => {
  it.each([
    [facturae('01'), 'each'],
    [facturae('1'), 'each'],
    [facturae('03'), 'measure'],
    [facturae('04'), 'measure'],
    [facturae('06'), 'package'],
    [facturae('02'), 'unsupported'],
    [facturae('99'), 'unsupported'],
    [unece('LTR'), 'measure'],
    [unece('EA'), 'each'],
    [unece('XSA'), 'package'],
    [unece('XZZ'), 'package'],
    [unece('HUR'), 'unsupported'],
    [text('Kg.'), 'measure'],
    [text('Caja'), 'package'],
    [text('uds'), 'each'],
    [text('Horas'), 'unsupported'],
  ] as const)('%o is %s', (unit, kind) => {
    expect(invoiceUnitMeaning(unit).kind).toBe(kind);
  });
});
