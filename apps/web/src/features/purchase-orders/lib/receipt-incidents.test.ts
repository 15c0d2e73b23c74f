import { describe, expect, it } from 'vitest';
import type { PurchaseOrderIncident } from '@costeo/domain/contracts/purchase-orders';
import { incidentDetail, incidentsLabel } from './receipt-incidents.ts';

const incident = (overrides: Partial<PurchaseOrderIncident>): PurchaseOrderIncident => ({
  kind: 'short',
  order_line: 1,
  document_lines: [1],
  ingredient_instance: 11,
  name: 'Calabacín',
  ordered: null,
  delivered: null,
  ordered_price: null,
  document_price: null,
  price_unit: null,
  message: 'El mensaje del servidor.',
  ...overrides,
});

describe('incidentDetail', () => {
  it('says a short line in the order’s format: what came of what was ordered, and the gap', () => {
    // 10 kg ordered, 8 typed: 2 kg short.
    expect(
      incidentDetail(incident({ ordered: '10.000', delivered: '8.000' }), 'el albarán', {
        format_name: 'kg',
      }),
    ).toBe('Llegan 8 kg de 10 kg pedidos: faltan 2 kg.');
    // 5 formats of 5 kg ordered, 4 came: 1 short.
    expect(
      incidentDetail(incident({ ordered: '5.000', delivered: '4.000' }), 'la factura', {
        format_name: 'formato de 5 kg',
      }),
    ).toBe('Llegan 4 formatos de 5 kg de 5 formatos de 5 kg pedidos: falta 1 formato de 5 kg.');
  });

  it('says what came over', () => {
    expect(
      incidentDetail(
        incident({ kind: 'over', ordered: '2.000', delivered: '3.000' }),
        'el albarán',
        {
          format_name: 'caja de 6 ud',
        },
      ),
    ).toBe('Llegan 3 cajas de 6 ud de 2 cajas de 6 ud pedidos: 1 caja de 6 ud de más.');
  });

  // Intl puts a no-break space before the euro sign.
  it('says a price per kg, l or ud against the order’s, and which way it went', () => {
    expect(
      incidentDetail(
        incident({
          kind: 'price',
          ordered_price: '6.0000',
          document_price: '6.3000',
          price_unit: 'l',
        }),
        'el albarán',
        { format_name: 'formato de 5 l' },
      ),
    ).toBe('6,30\u00a0€/l en el albarán; pedido a 6,00\u00a0€/l (más caro).');
    expect(
      incidentDetail(
        incident({
          kind: 'price',
          ordered_price: '1.9000',
          document_price: '1.7500',
          price_unit: 'kg',
        }),
        'la factura',
        undefined,
      ),
    ).toBe('1,75\u00a0€/kg en la factura; pedido a 1,90\u00a0€/kg (más barato).');
  });

  it('keeps the server’s sentence for what is missing or not ordered, and when figures lack', () => {
    expect(incidentDetail(incident({ kind: 'missing' }), 'el albarán', { format_name: 'kg' })).toBe(
      'El mensaje del servidor.',
    );
    expect(
      incidentDetail(incident({ kind: 'extra', order_line: null }), 'el albarán', undefined),
    ).toBe('El mensaje del servidor.');
    expect(incidentDetail(incident({ ordered: '10.000' }), 'el albarán', undefined)).toBe(
      'El mensaje del servidor.',
    );
  });
});

describe('incidentsLabel', () => {
  it('counts in Spanish', () => {
    expect(incidentsLabel(1)).toBe('1 incidencia');
    expect(incidentsLabel(2)).toBe('2 incidencias');
  });
});
