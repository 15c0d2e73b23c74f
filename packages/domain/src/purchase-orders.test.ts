import { describe, expect, it } from 'vitest';
import {
  addDays,
  cutoffPassed,
  deliversOn,
  formatPurchaseOrderNumber,
  isoWeekday,
  nextDeliveryAfter,
  orderQuantityText,
  purchaseOrderText,
  servedByDelivery,
  suggestOrderLine,
  whatsappNumber,
} from './purchase-orders.ts';

// 2026-03-10 is a Tuesday (ISO 2); 2026-03-15 a Sunday (ISO 7).
describe('delivery days', () => {
  it('reads ISO weekdays and moves across months and years', () => {
    expect(isoWeekday('2026-03-10')).toBe(2);
    expect(isoWeekday('2026-03-15')).toBe(7);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('a supplier without days delivers any day; with days only on them', () => {
    expect(deliversOn([], '2026-03-15')).toBe(true);
    expect(deliversOn([2, 5], '2026-03-10')).toBe(true);
    expect(deliversOn([2, 5], '2026-03-11')).toBe(false);
  });

  it('the next delivery: Tuesday → Friday → next Tuesday; any day → the next day', () => {
    expect(nextDeliveryAfter([2, 5], '2026-03-10')).toBe('2026-03-13');
    expect(nextDeliveryAfter([2, 5], '2026-03-13')).toBe('2026-03-17');
    expect(nextDeliveryAfter([2], '2026-03-10')).toBe('2026-03-17');
    expect(nextDeliveryAfter([], '2026-03-10')).toBe('2026-03-11');
  });

  it('an event is served by the delivery on or before it, not by the next one', () => {
    // Delivery Tuesday 10, next Friday 13: Tue–Thu events go in it, Friday's in Friday's.
    expect(servedByDelivery('2026-03-10', '2026-03-10', '2026-03-13')).toBe(true);
    expect(servedByDelivery('2026-03-12', '2026-03-10', '2026-03-13')).toBe(true);
    expect(servedByDelivery('2026-03-13', '2026-03-10', '2026-03-13')).toBe(false);
    expect(servedByDelivery('2026-03-09', '2026-03-10', '2026-03-13')).toBe(false);
  });

  it('the cut-off is the day before at its time; without one, the delivery day itself', () => {
    const at = (day: string, time: string) => ({ day, time });
    expect(cutoffPassed(at('2026-03-09', '17:59'), '2026-03-10', '18:00')).toBe(false);
    expect(cutoffPassed(at('2026-03-09', '18:00'), '2026-03-10', '18:00')).toBe(true);
    expect(cutoffPassed(at('2026-03-08', '23:00'), '2026-03-10', '18:00')).toBe(false);
    expect(cutoffPassed(at('2026-03-09', '23:59'), '2026-03-10', null)).toBe(false);
    expect(cutoffPassed(at('2026-03-10', '00:00'), '2026-03-10', null)).toBe(true);
  });
});

describe('suggestOrderLine (DOMAIN.md §13)', () => {
  const patata = {
    name: 'Patata agria caja 5 kg',
    baseUnit: 'g' as const,
    purchaseQuantity: '5',
    purchaseUnit: 'kg' as const,
    purchasePrice: '6.00',
  };

  it('par − expected + needs, rounded up to whole cajas', () => {
    // 20 000 − 7 500 + 17 222,222 = 29 722,222 g → 6 cajas (30 kg), 36,00 €.
    const line = suggestOrderLine({
      product: patata,
      par: '20000',
      expected: '7500',
      needs: '17222.222',
    });
    expect(line).toMatchObject({ ok: true, formats: 6, formatName: 'caja de 5 kg' });
    if (!line.ok) throw new Error(line.reason);
    expect(line.toCover.toFixed(3)).toBe('29722.222');
    expect(line.amount.toFixed(2)).toBe('36.00');
    expect(line.text).toBe('6 cajas de 5 kg (29,722 kg)');
  });

  it('without a count the stock is 0; more stock than needed orders nothing, never less', () => {
    const none = suggestOrderLine({ product: patata, par: '10000', expected: null, needs: '0' });
    expect(none).toMatchObject({ ok: true, formats: 2 });
    const full = suggestOrderLine({ product: patata, par: '10000', expected: '12000', needs: 0 });
    expect(full).toMatchObject({ ok: true, formats: 0 });
    if (!full.ok) throw new Error(full.reason);
    expect(full.toCover.toFixed(0)).toBe('0');
    expect(full.amount.toFixed(2)).toBe('0.00');
  });

  it('a negative expected stock counts as none', () => {
    // par 5 000 − max(0, −2 000) = 5 000 g → 1 caja.
    const line = suggestOrderLine({ product: patata, par: '5000', expected: '-2000', needs: 0 });
    expect(line).toMatchObject({ ok: true, formats: 1 });
  });

  it('needs alone (no par level) are ordered too', () => {
    const line = suggestOrderLine({ product: patata, par: null, expected: '1000', needs: '4500' });
    // 0 − 1 000 + 4 500 = 3 500 g → 1 caja.
    expect(line).toMatchObject({ ok: true, formats: 1 });
  });

  it('a format that cannot be said in the base unit is refused with the reason', () => {
    const line = suggestOrderLine({
      product: { ...patata, purchaseUnit: 'l', density: null },
      par: '1000',
      expected: null,
      needs: 0,
    });
    expect(line.ok).toBe(false);
  });
});

describe('order wording', () => {
  it('says quantities in the format', () => {
    expect(orderQuantityText('3', 'caja de 5 kg')).toBe('3 cajas de 5 kg');
    expect(orderQuantityText('1', 'caja de 5 kg')).toBe('1 caja de 5 kg');
    expect(orderQuantityText('2', 'formato de 6 l')).toBe('2 formatos de 6 l');
    expect(orderQuantityText('2.5', 'kg')).toBe('2,5 kg');
    expect(orderQuantityText('1500', 'g')).toBe('1,5 kg');
    expect(orderQuantityText('1.5', 'garrafa de 5 l')).toBe('1,5 garrafas de 5 l');
  });

  it('numbers orders per year', () => {
    expect(formatPurchaseOrderNumber(2026, 7)).toBe('PED-2026-0007');
    expect(formatPurchaseOrderNumber(2026, 12345)).toBe('PED-2026-12345');
  });

  it('gives wa.me its digits, with 34 for a Spanish number typed without it', () => {
    expect(whatsappNumber('+34 914 68 21 37')).toBe('34914682137');
    expect(whatsappNumber('600 11 22 33')).toBe('34600112233');
    expect(whatsappNumber('0033 6 12 34 56 78')).toBe('33612345678');
    expect(whatsappNumber('34 600112233')).toBe('34600112233');
    expect(whatsappNumber('')).toBeNull();
    expect(whatsappNumber('112')).toBeNull();
  });

  it('writes the order as a message', () => {
    expect(
      purchaseOrderText({
        number: 'PED-2026-0001',
        businessName: 'Taberna La Cava',
        supplierName: 'Makro',
        deliveryDay: 'martes, 10 de marzo de 2026',
        lines: [
          {
            productName: 'Harina de trigo saco 25 kg',
            quantityText: '1 saco de 25 kg',
            supplierCode: '',
          },
          { productName: 'Leche entera', quantityText: '2 formatos de 6 l', supplierCode: 'L-66' },
        ],
        notes: ' Dejar en la puerta de atrás. ',
      }),
    ).toBe(
      [
        'Pedido PED-2026-0001 de Taberna La Cava',
        'Para: Makro',
        'Entrega: martes, 10 de marzo de 2026',
        '',
        '- 1 saco de 25 kg · Harina de trigo saco 25 kg',
        '- 2 formatos de 6 l · Leche entera (ref. L-66)',
        '',
        'Notas: Dejar en la puerta de atrás.',
      ].join('\n'),
    );
  });
});
