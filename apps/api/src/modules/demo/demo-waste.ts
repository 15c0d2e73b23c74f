import { wasteEntriesBatchSchema } from '@costeo/domain/contracts/waste';
import type { Services } from '../../services.ts';

/*
 * The demo kitchen's waste log (issue 35): about thirteen weeks of what a taberna throws away or
 * gives away — fish past its date, yesterday's bread to the food bank, the dining room's leftovers
 * to compost, a tray of bechamel made too much, a dish sent back — so the reports, the Dashboard's
 * 12 weeks, the prevention plan's self-diagnosis and the close have something true to show.
 */

interface DemoWaste {
  /** Days before today. */
  back: number;
  product?: string;
  recipe?: string;
  quantity: string;
  unit: string;
  reason: string;
  destination: string;
  note?: string;
}

/** Every week: bread to the food bank on Mondays and the dining room's leftovers to compost. */
const WEEKLY: ((week: number) => DemoWaste[])[] = [
  (week) => [
    {
      back: week * 7 + 1,
      product: 'Pan de payés',
      quantity: week % 2 === 0 ? '1.5' : '1.2',
      unit: 'kg',
      reason: 'sobreproduccion',
      destination: 'donacion',
      note: 'Pan del día anterior, recogido por el banco de alimentos',
    },
    {
      back: week * 7 + 3,
      recipe: 'Patatas bravas',
      quantity: week % 3 === 0 ? '3' : '2',
      unit: 'raciones',
      reason: 'sobras_comedor',
      destination: 'compostaje',
    },
  ],
];

/** Now and then. */
const OCCASIONAL: DemoWaste[] = [
  {
    back: 5,
    product: 'Merluza entera',
    quantity: '1.2',
    unit: 'kg',
    reason: 'caducado',
    destination: 'residuo',
    note: 'Pasada de fecha en la cámara: se pidió de más el lunes',
  },
  {
    back: 19,
    product: 'Merluza entera',
    quantity: '0.8',
    unit: 'kg',
    reason: 'deteriorado',
    destination: 'residuo',
  },
  {
    back: 47,
    product: 'Merluza entera',
    quantity: '1.5',
    unit: 'kg',
    reason: 'caducado',
    destination: 'residuo',
  },
  {
    back: 12,
    recipe: 'Bechamel para croquetas',
    quantity: '1.6',
    unit: 'kg',
    reason: 'sobreproduccion',
    destination: 'alimentacion_animal',
    note: 'Se hizo una tanda de más para el fin de semana',
  },
  {
    back: 40,
    recipe: 'Bechamel para croquetas',
    quantity: '1.1',
    unit: 'kg',
    reason: 'error_elaboracion',
    destination: 'residuo',
    note: 'Se agarró al fondo',
  },
  {
    back: 9,
    recipe: 'Merluza a la romana',
    quantity: '1',
    unit: 'raciones',
    reason: 'devuelto',
    destination: 'residuo',
    note: 'El cliente la encontró fría',
  },
  {
    back: 33,
    recipe: 'Croquetas de jamón ibérico',
    quantity: '2',
    unit: 'raciones',
    reason: 'devuelto',
    destination: 'residuo',
  },
  {
    back: 26,
    product: 'Lechuga romana',
    quantity: '3',
    unit: 'ud',
    reason: 'deteriorado',
    destination: 'compostaje',
  },
  {
    back: 61,
    product: 'Tomate',
    quantity: '2',
    unit: 'kg',
    reason: 'deteriorado',
    destination: 'compostaje',
  },
  {
    back: 75,
    recipe: 'Paella valenciana',
    quantity: '4',
    unit: 'raciones',
    reason: 'sobreproduccion',
    destination: 'donacion',
    note: 'Sobró del domingo: apta, refrigerada a tiempo',
  },
];

const dayOf = (today: Date, back: number) =>
  new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);

/**
 * Records the demo's waste through the waste service (validated as the offline sync's batch), by
 * product and recipe name; an entry whose item the demo does not have is a seed error.
 */
export async function seedDemoWaste(
  services: Services,
  ownerId: number,
  productIds: ReadonlyMap<string, number>,
  recipeIds: ReadonlyMap<string, number>,
): Promise<void> {
  const today = services.now();
  const entries = [
    ...Array.from({ length: 13 }, (_, week) => WEEKLY.flatMap((make) => make(week))).flat(),
    ...OCCASIONAL,
  ];
  const idOf = (ids: ReadonlyMap<string, number>, name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`demo waste of an unknown item: ${name}`);
    return id;
  };
  const batch = wasteEntriesBatchSchema.parse({
    entries: entries.map((entry, index) => ({
      client_id: `demo-waste-${String(index).padStart(3, '0')}`,
      date: dayOf(today, entry.back),
      ingredient_instance: entry.product ? idOf(productIds, entry.product) : null,
      recipe: entry.recipe ? idOf(recipeIds, entry.recipe) : null,
      quantity: entry.quantity,
      unit: entry.unit,
      reason: entry.reason,
      destination: entry.destination,
      note: entry.note ?? '',
    })),
  });
  await services.waste.entries.batch(ownerId, batch.entries);
}
