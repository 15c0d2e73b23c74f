import { purchaseOrderInputSchema } from '@costeo/domain/contracts/purchase-orders';
import { addDays, deliversOn } from '@costeo/domain/purchase-orders';
import { madridDay } from '../../lib/format-es.ts';
import type { Services } from '../../services.ts';
import { DEMO_SUPPLIERS } from './demo-suppliers.ts';

/** The supplier's first delivery day after `day`. */
function nextDelivery(supplierName: string, day: string): string {
  const supplier = DEMO_SUPPLIERS.find((s) => s.name === supplierName);
  let next = addDays(day, 1);
  while (supplier && !deliversOn(supplier.delivery_days, next)) next = addDays(next, 1);
  return next;
}

/**
 * The demo kitchen's orders (issue 37 point 4): the greengrocer's for its next delivery, already
 * sent on WhatsApp (no mail leaves for the demo's made-up suppliers), and Makro's for its next
 * delivery day still a draft the chef can edit, send or print. Through the orders service as the
 * API makes them (`seed`: the demo is on the free plan, which reads orders but does not write
 * them).
 */
export async function seedDemoPurchaseOrders(
  services: Services,
  ownerId: number,
  supplierIds: ReadonlyMap<string, number>,
  productIds: ReadonlyMap<string, number>,
): Promise<void> {
  const today = madridDay(services.now());
  const seed = { seed: true };
  const product = (name: string) => {
    const id = productIds.get(name);
    if (id === undefined) throw new Error(`demo order of an unknown product: ${name}`);
    return id;
  };
  const order = (supplier: string, lines: [string, string][], notes = '') => {
    const id = supplierIds.get(supplier);
    if (id === undefined) throw new Error(`demo order of an unknown supplier: ${supplier}`);
    return purchaseOrderInputSchema.parse({
      supplier: id,
      delivery_date: nextDelivery(supplier, today),
      notes,
      lines: lines.map(([name, quantity]) => ({ ingredient_instance: product(name), quantity })),
    });
  };
  const verduras = await services.purchaseOrders.create(
    ownerId,
    order('Frutas y Verduras Hnos. García', [
      ['Patata', '2'],
      ['Cebolla', '1'],
      ['Tomate', '3'],
      ['Limón', '1'],
    ]),
    seed,
  );
  await services.purchaseOrders.send(ownerId, verduras.id, 'whatsapp', seed);
  await services.purchaseOrders.create(
    ownerId,
    order(
      'Makro',
      [
        ['Pechuga de pollo', '2'],
        ['Pan rallado', '1'],
        ['Sal fina', '3'],
      ],
      'Reparto antes de las 10:00, por la puerta de la calle Almendro.',
    ),
    seed,
  );
}
