import { deliveryNoteInputSchema } from '@costeo/domain/contracts/purchases';
import type { Services } from '../../services.ts';

/**
 * What the demo kitchen received in the last weeks (issue 32): albaranes typed as a cook types
 * them, at the prices of the day, through the delivery-notes service (the ledger's purchases), so
 * each supplier's screen shows its spend per month and Compras has rows. `daysAgo` counts back
 * from the day the demo is made; quantities in purchase formats unless a unit is given.
 */
const DEMO_DELIVERIES: {
  supplier: string;
  daysAgo: number;
  number: string;
  lines: { product: string; quantity: string; unit?: 'kg' | 'l' | 'ud' }[];
}[] = [
  {
    supplier: 'Frutas y Verduras Hnos. García',
    daysAgo: 33,
    number: 'FG-2211',
    lines: [
      { product: 'Patata', quantity: '2' },
      { product: 'Cebolla', quantity: '1' },
      { product: 'Tomate', quantity: '3' },
      { product: 'Pimiento rojo', quantity: '1' },
      { product: 'Limón', quantity: '2', unit: 'kg' },
    ],
  },
  {
    supplier: 'Makro',
    daysAgo: 30,
    number: '',
    lines: [
      { product: 'Aceite de oliva virgen extra', quantity: '2' },
      { product: 'Huevo L', quantity: '1' },
      { product: 'Harina de trigo', quantity: '1' },
      { product: 'Leche entera', quantity: '12', unit: 'l' },
    ],
  },
  {
    supplier: 'Pescados del Cantábrico',
    daysAgo: 26,
    number: 'PC-5530',
    lines: [
      { product: 'Merluza entera', quantity: '1' },
      { product: 'Calamar', quantity: '1' },
      { product: 'Mejillón', quantity: '1' },
    ],
  },
  {
    supplier: 'Frutas y Verduras Hnos. García',
    daysAgo: 19,
    number: 'FG-2274',
    lines: [
      { product: 'Patata', quantity: '2' },
      { product: 'Tomate', quantity: '2' },
      { product: 'Lechuga romana', quantity: '1' },
      { product: 'Calabacín', quantity: '1' },
      { product: 'Champiñón', quantity: '1' },
    ],
  },
  {
    supplier: 'Makro',
    daysAgo: 12,
    number: '',
    lines: [
      { product: 'Aceite de oliva virgen extra', quantity: '1' },
      { product: 'Jamón ibérico loncheado', quantity: '2', unit: 'kg' },
      { product: 'Pechuga de pollo', quantity: '1' },
      { product: 'Arroz bomba', quantity: '1' },
    ],
  },
  {
    supplier: 'Pescados del Cantábrico',
    daysAgo: 5,
    number: 'PC-5611',
    lines: [
      { product: 'Merluza entera', quantity: '1' },
      { product: 'Langostino', quantity: '1' },
    ],
  },
  {
    supplier: 'Frutas y Verduras Hnos. García',
    daysAgo: 2,
    number: 'FG-2330',
    lines: [
      { product: 'Patata', quantity: '1' },
      { product: 'Cebolla', quantity: '1' },
      { product: 'Tomate', quantity: '2' },
      { product: 'Ajo', quantity: '1' },
      { product: 'Perejil fresco', quantity: '0,5', unit: 'kg' },
    ],
  },
];

export async function seedDemoDeliveries(
  services: Services,
  ownerId: number,
  supplierIds: Map<string, number>,
  productIds: Map<string, number>,
): Promise<void> {
  const today = services.now();
  const idOf = (ids: Map<string, number>, name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`demo albarán names an unknown item: ${name}`);
    return id;
  };
  for (const delivery of DEMO_DELIVERIES) {
    const day = new Date(today.getTime() - delivery.daysAgo * 86_400_000);
    await services.deliveryNotes.create(
      ownerId,
      deliveryNoteInputSchema.parse({
        supplier: idOf(supplierIds, delivery.supplier),
        date: day.toISOString().slice(0, 10),
        number: delivery.number,
        lines: delivery.lines.map((line) => ({
          ingredient_instance: idOf(productIds, line.product),
          quantity: line.quantity,
          unit: line.unit ?? 'format',
        })),
      }),
    );
  }
}
