import { describe, expect, it } from 'vitest';
import { computePricePreview, type PreviewFacts } from './price-preview.ts';

const ONION: PreviewFacts = { baseUnit: 'g', density: null, unitWeight: null };
const OLIVE_OIL: PreviewFacts = { baseUnit: 'ml', density: '0.916', unitWeight: null };

describe('live price preview with the domain cost engine (DOMAIN §1, §3)', () => {
  it('DOMAIN §1: onions 10 kg for 12,00 € at 20 % merma → 1,20 €/kg, 0,0012 €/g, 0,0015 €/g usable', () => {
    const preview = computePricePreview(
      { quantity: '10', unit: 'kg', price: '12,00', wastePct: '20' },
      ONION,
    );
    expect(preview).toMatchObject({
      status: 'ok',
      unitCost: '0.0012',
      usableUnitCost: '0.0015',
      yieldPct: '80.00',
      equivalences: {
        per_kg: '1.2000',
        per_100g: '0.1200',
        per_g: '0.0012',
        per_l: null,
        per_ml: null,
        per_ud: null,
      },
    });
  });

  it('DOMAIN §1 trap: 40 % merma divides by 0,60 (×1,667), never multiplies by 1,40', () => {
    const preview = computePricePreview(
      { quantity: '1', unit: 'kg', price: '6', wastePct: '40' },
      ONION,
    );
    // 0,006 €/g / 0,60 = 0,01 €/g; × 1,40 would be 0,0084.
    expect(preview).toMatchObject({ status: 'ok', unitCost: '0.0060', usableUnitCost: '0.0100' });
  });

  it('DOMAIN §3: olive oil 5 l for 30,00 € with density 0.916 → 6,00 €/l and 6,5502 €/kg', () => {
    const preview = computePricePreview(
      { quantity: '5', unit: 'l', price: '30.00', wastePct: '0' },
      OLIVE_OIL,
    );
    expect(preview).toMatchObject({
      status: 'ok',
      unitCost: '0.0060',
      equivalences: { per_l: '6.0000', per_kg: '6.5502', per_ud: null },
    });
  });

  it('DOMAIN §2: a unit that cannot convert says what is missing, never 1 l = 1 kg', () => {
    expect(
      computePricePreview({ quantity: '10', unit: 'l', price: '12', wastePct: '0' }, ONION),
    ).toEqual({
      status: 'cannot_convert',
      missing: 'density',
      message:
        'Falta la densidad para convertir l a g. Indica la densidad del producto o elige una unidad de masa.',
    });
    expect(
      computePricePreview({ quantity: '30', unit: 'ud', price: '6', wastePct: '0' }, ONION),
    ).toMatchObject({ status: 'cannot_convert', missing: 'unit_weight' });
  });

  it('waits for a quantity, a unit, a price and a merma below 100 %', () => {
    const complete = { quantity: '10', unit: 'kg', price: '12', wastePct: '0' } as const;
    expect(computePricePreview({ ...complete, quantity: '' }, ONION).status).toBe('incomplete');
    expect(computePricePreview({ ...complete, quantity: '0' }, ONION).status).toBe('incomplete');
    expect(computePricePreview({ ...complete, unit: null }, ONION).status).toBe('incomplete');
    expect(computePricePreview({ ...complete, price: 'doce' }, ONION).status).toBe('incomplete');
    expect(computePricePreview({ ...complete, wastePct: '100' }, ONION).status).toBe('incomplete');
  });

  it('issue 7: 30 eggs for 4,00 € preview 0,1333 €/ud, as the API answers it', () => {
    const eggs: PreviewFacts = { baseUnit: 'ud', density: null, unitWeight: '65' };
    expect(
      computePricePreview({ quantity: '30', unit: 'ud', price: '4,00', wastePct: '0' }, eggs),
    ).toMatchObject({
      status: 'ok',
      unitCost: '0.1333',
      equivalences: { per_ud: '0.1333', per_kg: '2.0513' },
      warnings: [],
    });
  });

  it('a price of 0 previews with the same warning the API gives', () => {
    expect(
      computePricePreview({ quantity: '5', unit: 'kg', price: '0', wastePct: '0' }, ONION),
    ).toMatchObject({
      status: 'ok',
      unitCost: '0.0000',
      warnings: ['El precio de compra es 0: el coste calculado será 0.'],
    });
  });

  it('a merma of 100 % is refused by the domain itself, with its message', () => {
    expect(
      computePricePreview({ quantity: '5', unit: 'kg', price: '3', wastePct: '100' }, ONION),
    ).toEqual({ status: 'incomplete', message: 'La merma debe estar entre 0 y 99,99 %.' });
  });
});
