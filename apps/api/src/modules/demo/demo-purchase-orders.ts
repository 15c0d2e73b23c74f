import { purchaseOrderInputSchema } from '@costeo/domain/contracts/purchase-orders';
import { deliveryNoteInputSchema } from '@costeo/domain/contracts/purchases';
import { addDays, deliversOn } from '@costeo/domain/purchase-orders';
import { madridDay } from '../../lib/format-es.ts';
import type { Services } from '../../services.ts';
import { DEMO_SUPPLIERS } from './demo-suppliers.ts';

/** The supplier's last delivery day on or before `day`. */
function lastDelivery(supplierName: string, day: string): string {
  const supplier = DEMO_SUPPLIERS.find((s) => s.name === supplierName);
  let last = day;
  while (supplier && !deliversOn(supplier.delivery_days, last)) last = addDays(last, -1);
  return last;
}

/** The supplier's first delivery day after `day`. */
function nextDelivery(supplierName: string, day: string): string {
  const supplier = DEMO_SUPPLIERS.find((s) => s.name === supplierName);
  let next = addDays(day, 1);
  while (supplier && !deliversOn(supplier.delivery_days, next)) next = addDays(next, 1);
  return next;
}

/**
 * The demo kitchen's orders (issue 37 points 4 and 5): the fishmonger's of its last delivery,
 * received with the albarán typed by hand — one box of mussels short, so the check lists a «short»
 * incident and the ledger records what came —, the greengrocer's for its next delivery, already
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
  const supplier = (name: string) => {
    const id = supplierIds.get(name);
    if (id === undefined) throw new Error(`demo order of an unknown supplier: ${name}`);
    return id;
  };
  const order = (
    name: string,
    lines: [string, string][],
    notes = '',
    deliveryDate = nextDelivery(name, today),
  ) =>
    purchaseOrderInputSchema.parse({
      supplier: supplier(name),
      delivery_date: deliveryDate,
      notes,
      lines: lines.map(([item, quantity]) => ({
        ingredient_instance: product(item),
        quantity,
      })),
    });

  // The fishmonger's, sent and received on its last delivery day (the oldest order: number 1).
  const pescados = 'Pescados del Cantábrico';
  const delivered = lastDelivery(pescados, today);
  const fish = await services.purchaseOrders.create(
    ownerId,
    order(
      pescados,
      [
        ['Merluza entera', '2'],
        ['Langostino', '1'],
        ['Mejillón', '2'],
      ],
      'Merluza de pincho, limpia y sin cabeza.',
      delivered,
    ),
    seed,
  );
  await services.purchaseOrders.send(ownerId, fish.id, 'whatsapp', seed);
  await services.purchaseOrders.receiveNote(
    ownerId,
    fish.id,
    deliveryNoteInputSchema.parse({
      supplier: supplier(pescados),
      date: delivered,
      number: 'PC-26/4187',
      notes: 'Falta una caja de mejillón: no había en lonja.',
      lines: [
        { ingredient_instance: product('Merluza entera'), quantity: '2' },
        { ingredient_instance: product('Langostino'), quantity: '1' },
        { ingredient_instance: product('Mejillón'), quantity: '1' },
      ],
    }),
    seed,
  );

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
