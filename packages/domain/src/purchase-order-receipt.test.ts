import { describe, expect, it } from 'vitest';
import { receiptIncidents, type ReceiptOrderLine } from './purchase-order-receipt.ts';

/*
 * Hand-computed: an order of 5 cajas de 5 kg of tomato at 6,00 € (1,20 €/kg), 2 formatos de 6 l of
 * milk at 5,40 € (0,90 €/l) and 1 formato de 30 ud of eggs at 6,00 € (0,20 €/ud).
 */
const order: ReceiptOrderLine[] = [
  {
    line: 1,
    productId: 1,
    productName: 'Tomate pera',
    formatName: 'caja de 5 kg',
    quantity: '5',
    formatQuantity: '5000',
    unitPrice: '6.0000',
    baseUnit: 'g',
  },
  {
    line: 2,
    productId: 2,
    productName: 'Leche entera',
    formatName: 'formato de 6 l',
    quantity: '2',
    formatQuantity: '6000',
    unitPrice: '5.4000',
    baseUnit: 'ml',
  },
  {
    line: 3,
    productId: 3,
    productName: 'Huevos L',
    formatName: 'formato de 30 ud',
    quantity: '1',
    formatQuantity: '30',
    unitPrice: '6.0000',
    baseUnit: 'ud',
  },
];

const doc = (
  line: number,
  productId: number | null,
  baseQuantity: string,
  pricePerBaseUnit: string,
  baseUnit: 'g' | 'ml' | 'ud',
) => ({
  line,
  productId,
  description: `Línea ${line}`,
  quantity: '1',
  unitOfMeasure: 'caja',
  baseQuantity,
  pricePerBaseUnit,
  baseUnit,
});

describe('receiptIncidents', () => {
  it('finds a short line and a price difference, nothing for what matches', () => {
    const incidents = receiptIncidents(
      order,
      [
        // 3 cajas: 15 000 g at 1,20 €/kg → 2 cajas short, same price.
        doc(1, 1, '15000', '0.0012', 'g'),
        // 12 000 ml at 0,95 €/l: the quantity ordered, 5,6 % dearer (> 0,5 % and > 1 cent).
        doc(2, 2, '12000', '0.00095', 'ml'),
        // 30 ud at 0,2 €: as ordered.
        doc(3, 3, '30', '0.2', 'ud'),
      ],
      'la factura',
    );
    expect(incidents.map((incident) => [incident.kind, incident.message])).toEqual([
      ['short', 'Faltan 2 cajas de 5 kg de Tomate pera: se pidieron 5 y llegan 3.'],
      ['price', 'Precio distinto de Leche entera: 0,90 €/l en el pedido, 0,95 €/l en la factura.'],
    ]);
    expect(incidents[0]).toMatchObject({ ordered: '5.000', delivered: '3.000', order_line: 1 });
    expect(incidents[1]).toMatchObject({
      ordered_price: '0.9000',
      document_price: '0.9500',
      price_unit: 'l',
    });
  });

  it('says what is missing, over and not ordered; two lines of a product add up', () => {
    const incidents = receiptIncidents(
      order,
      [
        // 4 + 3 cajas = 35 000 g: 2 cajas over, at 1,20 €/kg.
        doc(1, 1, '20000', '0.0012', 'g'),
        doc(2, 1, '15000', '0.0012', 'g'),
        {
          ...doc(3, 9, '500', '0.004', 'g'),
          description: 'Perejil manojo',
          quantity: '2',
          unitOfMeasure: 'ud',
        },
        { ...doc(4, null, '1', '5', 'ud'), description: 'Portes', unitOfMeasure: '' },
      ],
      'el albarán',
    );
    expect(incidents.map((incident) => [incident.kind, incident.message])).toEqual([
      ['over', 'Llegan 2 cajas de 5 kg de más de Tomate pera: se pidieron 5 y llegan 7.'],
      ['missing', 'No llega Leche entera: se pidieron 2 formatos de 6 l y no está en el albarán.'],
      ['missing', 'No llega Huevos L: se pidieron 1 formato de 30 ud y no está en el albarán.'],
      ['extra', 'Perejil manojo (2 ud) viene en el albarán y no está en el pedido.'],
      ['extra', 'Portes (1) viene en el albarán y no está en el pedido.'],
    ]);
    expect(incidents[0]?.document_lines).toEqual([1, 2]);
  });

  it('keeps a price within half a per cent or a cent', () => {
    // 1,2050 €/kg against 1,20: 0,42 % off → not an incident; 0,2009 €/ud against 0,20: 0,09 cents.
    const incidents = receiptIncidents(
      order,
      [
        doc(1, 1, '25000', '0.001205', 'g'),
        doc(2, 2, '12000', '0.0009', 'ml'),
        doc(3, 3, '30', '0.2009', 'ud'),
      ],
      'la factura',
    );
    expect(incidents).toEqual([]);
  });
});
