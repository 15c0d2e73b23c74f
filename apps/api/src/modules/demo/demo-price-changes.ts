import type { Services } from '../../services.ts';

/**
 * What the suppliers changed after the carta was costed, so the demo's Dashboard shows real price
 * changes and the recipes they moved. Each goes through the ingredients service: a price-history
 * row and the re-cost of every recipe that uses the product, as for a user's edit.
 */
export const DEMO_PRICE_CHANGES: { product: string; price: string }[] = [
  // Olive oil up ~10 % (5 l): the tortilla, the brava sauce and the salads feel it.
  { product: 'Aceite de oliva virgen extra', price: '46.90' },
  // Ibérico ham up 10 % (1 kg): the croquetas, already below target, fall further.
  { product: 'Jamón ibérico loncheado', price: '52.80' },
  // Tomato in season: down ~9 % (5 kg).
  { product: 'Tomate', price: '8.60' },
];

export async function seedDemoPriceChanges(
  services: Services,
  ownerId: number,
  productIds: Map<string, number>,
): Promise<void> {
  for (const change of DEMO_PRICE_CHANGES) {
    const id = productIds.get(change.product);
    if (id === undefined)
      throw new Error(`demo price change of an unknown product: ${change.product}`);
    await services.instances.patch(ownerId, id, { purchase_price: change.price });
  }
}
