import { salesImportRequestSchema, tillItemPatchSchema } from '@costeo/domain/contracts/sales';
import type { Services } from '../../services.ts';

/**
 * What the demo's till sold in the last four weeks (issue 33): a "ventas por artículo y día"
 * export as a Spanish till gives it (";", decimal commas, amounts with VAT), imported through the
 * sales service and linked as a cook links it — the dishes and the menú del día to their
 * escandallos, the coffee as not food, two items left for the visitor to link. Closed on
 * Mondays; the menú del día only at midday on weekdays; more on Fridays and weekends.
 */
const TILL: {
  code: string;
  name: string;
  /** PVP with VAT, as the till charges it. */
  price: string;
  /** Units on a quiet weekday; the day's factor multiplies them. */
  perDay: number;
  link?: { dish: string } | { menu: string } | { notFood: true };
  weekdaysOnly?: boolean;
}[] = [
  {
    code: '101',
    name: 'CROQUETAS JAMON IBERICO',
    price: '5,50',
    perDay: 9,
    link: { dish: 'Croquetas de jamón ibérico' },
  },
  {
    code: '102',
    name: 'PATATAS BRAVAS',
    price: '5,00',
    perDay: 11,
    link: { dish: 'Patatas bravas' },
  },
  {
    code: '103',
    name: 'TORTILLA PATATAS PINCHO',
    price: '3,50',
    perDay: 14,
    link: { dish: 'Tortilla de patatas' },
  },
  {
    code: '104',
    name: 'SALMOREJO',
    price: '6,50',
    perDay: 4,
    link: { dish: 'Salmorejo cordobés' },
  },
  {
    code: '105',
    name: 'ENSALADA MIXTA',
    price: '7,50',
    perDay: 3,
    link: { dish: 'Ensalada mixta' },
  },
  {
    code: '201',
    name: 'PAELLA VALENCIANA',
    price: '9,00',
    perDay: 5,
    link: { dish: 'Paella valenciana' },
  },
  {
    code: '202',
    name: 'POLLO AL AJILLO',
    price: '11,00',
    perDay: 3,
    link: { dish: 'Pollo al ajillo' },
  },
  {
    code: '203',
    name: 'MERLUZA ROMANA',
    price: '14,50',
    perDay: 2,
    link: { dish: 'Merluza a la romana' },
  },
  { code: '301', name: 'FLAN CASERO', price: '4,50', perDay: 4, link: { dish: 'Flan de huevo' } },
  {
    code: '302',
    name: 'CREMA CATALANA',
    price: '5,00',
    perDay: 3,
    link: { dish: 'Crema catalana' },
  },
  {
    code: '400',
    name: 'MENU DEL DIA',
    price: '13,50',
    perDay: 22,
    link: { menu: 'Menú del día' },
    weekdaysOnly: true,
  },
  { code: '501', name: 'CAFE SOLO', price: '1,40', perDay: 30, link: { notFood: true } },
  { code: '502', name: 'CAÑA', price: '2,20', perDay: 35 },
  { code: '503', name: 'TABLA DE QUESOS', price: '12,00', perDay: 1 },
];

/** Tuesday … Sunday: how busy the day is against a quiet weekday (Monday closed). */
const DAY_FACTOR = [0, 1, 1, 1.1, 1.4, 1.8, 1.5];

/** A small deterministic wobble (±20 %) so no two days look alike, the same on every seed. */
function wobble(day: number, item: number): number {
  const x = Math.sin(day * 12.9898 + item * 78.233) * 43_758.5453;
  return 0.8 + 0.4 * (x - Math.floor(x));
}

const dayText = (day: Date) =>
  `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;

/** The till's export of the 28 days before `today`. */
export function demoTillExport(today: Date): string {
  const rows = ['Fecha;Código;Artículo;Unidades;Importe;% IVA'];
  let lastSaturday = '';
  for (let back = 28; back >= 1; back -= 1) {
    const day = new Date(today.getTime() - back * 86_400_000);
    const weekday = (day.getUTCDay() + 6) % 7; // 0 Monday … 6 Sunday
    const factor = DAY_FACTOR[weekday] ?? 0;
    if (factor === 0) continue;
    if (weekday === 5) lastSaturday = dayText(day);
    TILL.forEach((item, index) => {
      if (item.weekdaysOnly && weekday >= 5) return;
      const units = Math.max(1, Math.round(item.perDay * factor * wobble(back, index)));
      const cents = Math.round(Number(item.price.replace(',', '.')) * 100) * units;
      const amount = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
      rows.push(`${dayText(day)};${item.code};${item.name};${units};${amount};10`);
    });
  }
  // A ración of croquetas sent back on the last Saturday: refunds come as negative units.
  rows.push(`${lastSaturday};101;CROQUETAS JAMON IBERICO;-1;-5,50;10`);
  return `${rows.join('\r\n')}\r\n`;
}

export async function seedDemoSales(
  services: Services,
  ownerId: number,
  recipeIds: Map<string, number>,
  menuIds: Map<string, number>,
): Promise<void> {
  const csv = demoTillExport(services.now());
  await services.sales.imports.seedDemo(
    ownerId,
    salesImportRequestSchema.parse({
      file_name: 'ventas-por-articulo.csv',
      content_base64: Buffer.from(csv, 'latin1').toString('base64'),
    }),
  );
  const items = await services.sales.items.list(
    ownerId,
    { link: 'all' },
    { page: 1, page_size: 100 },
  );
  for (const item of items.results) {
    const link = TILL.find((till) => till.code === item.code)?.link;
    if (!link) continue;
    const id = (ids: Map<string, number>, name: string) => {
      const found = ids.get(name);
      if (found === undefined) throw new Error(`demo till item names an unknown dish: ${name}`);
      return found;
    };
    const patch =
      'dish' in link
        ? { recipe: id(recipeIds, link.dish) }
        : 'menu' in link
          ? { menu: id(menuIds, link.menu) }
          : { not_food: true };
    await services.sales.items.update(ownerId, item.id, tillItemPatchSchema.parse(patch), {
      seed: true,
    });
  }
}
