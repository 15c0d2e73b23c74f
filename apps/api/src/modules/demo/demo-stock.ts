import { deliveryNoteInputSchema } from '@costeo/domain/contracts/purchases';
import { stockCountInputSchema, type StockEntryInput } from '@costeo/domain/contracts/stock';
import { dec } from '@costeo/domain/decimal';
import { convertQuantity } from '@costeo/domain/units';
import type { Services } from '../../services.ts';

/**
 * The demo kitchen's stock (issue 34): its four areas in the order the cook walks them, every
 * product on a shelf, and two full counts four weeks apart — the first the night before the till's
 * four weeks, the last yesterday night — whose quantities follow what was bought and sold, with a
 * little more used than the escandallos say (the variance a close shows). The demo is on the free
 * plan, which reads counts but does not take them: its seed writes them past the plan check.
 */
const AREAS = ['Cámara', 'Congelador', 'Almacén seco', 'Bodega'] as const;

/** Where a product is kept, by its name (anything else: the dry store). */
const PLACES: { area: (typeof AREAS)[number]; words: RegExp }[] = [
  { area: 'Congelador', words: /merluza|calamar|mejill|gamba|langostino|rape|sepia/i },
  { area: 'Bodega', words: /vino|cerveza|cava|jerez|sidra/i },
  {
    area: 'Cámara',
    words:
      /leche|nata|mantequilla|huevo|queso|jam[oó]n|pollo|chorizo|conejo|cerdo|ternera|lechuga|tomate|pimiento|calabac|zanahoria|perejil|champi|lim[oó]n|pepino|jud[ií]a|cebolla/i,
  },
];

/** A little more used than sold for some products (over-portioning, a tray dropped). */
const LOSS: Record<string, string> = {
  'Aceite de oliva virgen extra': '0.06',
  'Jamón ibérico loncheado': '0.08',
  Tomate: '0.05',
  'Merluza entera': '0.04',
  Patata: '0.03',
};

/** Every purchase of the days, page after page. */
async function allPurchases(services: Services, ownerId: number, from: string, to: string) {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const found = await services.purchases.list(
      ownerId,
      { dateFrom: from, dateTo: to },
      { page, page_size: 100 },
    );
    rows.push(...found.results);
    if (rows.length >= found.count || found.results.length === 0) return rows;
  }
}

const dayOf = (today: Date, back: number) =>
  new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);

type Product = Awaited<ReturnType<Services['instances']['list']>>['results'][number];

/** One purchase format of the product in its base unit (5 000 g for a 5 kg sack). */
function formatOf(product: Product) {
  const facts = { density: product.density, unitWeight: product.unit_weight };
  const format = convertQuantity(
    product.purchase_quantity,
    product.purchase_unit,
    product.base_unit,
    facts,
  );
  return format.ok ? format.value : null;
}

/**
 * What a kitchen that sells this much buys: at the start of each of the four weeks, an albarán of each
 * supplier with the week's use of its products (the escandallos' theoretical use of the week's
 * sales, 5 % more), in whole purchase formats — so the close compares like with like.
 */
async function seedRestock(services: Services, ownerId: number, products: Product[]) {
  const today = services.now();
  for (let week = 4; week >= 1; week -= 1) {
    const from = dayOf(today, week * 7);
    const to = dayOf(today, week * 7 - 6);
    const use = await services.sales.theoreticalUse(ownerId, { date_from: from, date_to: to });
    const usedOf = new Map(use.products.map((row) => [row.ingredient_instance, dec(row.quantity)]));
    const bySupplier = new Map<number, { ingredient_instance: number; quantity: string }[]>();
    for (const product of products) {
      const used = usedOf.get(product.id);
      const format = formatOf(product);
      if (!used || !used.isPositive() || !format || product.supplier_id === null) continue;
      const formats = used.times(1.05).dividedBy(format).ceil();
      const lines = bySupplier.get(product.supplier_id) ?? [];
      lines.push({ ingredient_instance: product.id, quantity: formats.toFixed(0) });
      bySupplier.set(product.supplier_id, lines);
    }
    for (const [supplier, lines] of bySupplier) {
      await services.deliveryNotes.create(
        ownerId,
        deliveryNoteInputSchema.parse({ supplier, date: from, number: '', lines }),
      );
    }
  }
}

export async function seedDemoStock(services: Services, ownerId: number): Promise<void> {
  const { stock } = services;
  const seed = { seed: true };
  const products = (await services.instances.list(ownerId, { page: 1, page_size: 100 })).results;
  await seedRestock(services, ownerId, products);
  const shelves = new Map<string, number[]>(AREAS.map((area) => [area, []]));
  for (const product of products) {
    const area = PLACES.find((place) => place.words.test(product.name))?.area ?? 'Almacén seco';
    shelves.get(area)?.push(product.id);
  }
  const today = services.now();
  // Par levels (issue 37): what a week and a half of the last week's use asks for, in whole
  // formats (a sack, a garrafa), at least one.
  const week = await services.sales.theoreticalUse(ownerId, {
    date_from: dayOf(today, 7),
    date_to: dayOf(today, 1),
  });
  const weekly = new Map(week.products.map((row) => [row.ingredient_instance, dec(row.quantity)]));
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const name of AREAS) {
    const area = await stock.areas.create(ownerId, { name }, seed);
    const items = (shelves.get(name) ?? []).map((id) => ({ ingredient_instance: id }));
    const placed = await stock.areas.setItems(ownerId, area.id, { items }, seed);
    for (const place of placed.items) {
      const product = byId.get(place.ingredient_instance ?? 0);
      const format = product ? formatOf(product) : null;
      const used = weekly.get(place.ingredient_instance ?? 0);
      if (!format || !used) continue;
      const needed = used.times(1.5).dividedBy(format).ceil();
      const formats = needed.lessThan(1) ? dec(1) : needed;
      await stock.areas.setPar(
        ownerId,
        area.id,
        place.id,
        { par_level: { quantity: formats.toFixed(3), unit: 'format' } },
        seed,
      );
    }
  }

  const opening = dayOf(today, 29);
  const closing = dayOf(today, 1);
  const [use, bought] = await Promise.all([
    services.sales.theoreticalUse(ownerId, { date_from: dayOf(today, 28), date_to: closing }),
    allPurchases(services, ownerId, dayOf(today, 28), closing),
  ]);
  const usedOf = new Map(use.products.map((row) => [row.ingredient_instance, dec(row.quantity)]));
  const boughtOf = new Map<number, ReturnType<typeof dec>>();
  for (const row of bought) {
    if (row.ingredient_instance === null) continue;
    boughtOf.set(
      row.ingredient_instance,
      (boughtOf.get(row.ingredient_instance) ?? dec(0)).plus(row.quantity),
    );
  }
  const openingEntries: StockEntryInput[] = [];
  const closingEntries: StockEntryInput[] = [];
  for (const product of products) {
    const format = formatOf(product);
    if (!format) {
      // A product whose format is not in its base unit (lettuces by the piece, weighed in g
      // without a weight per piece): counted in formats.
      for (const [entries, quantity, when] of [
        [openingEntries, '2', 'open'],
        [closingEntries, '1', 'close'],
      ] as const) {
        entries.push({
          client_id: `demo-${when}-${product.id}`,
          ingredient_instance: product.id,
          quantity,
          unit: 'format',
        });
      }
      continue;
    }
    // A format and a half on the shelf, and a few days' use.
    const used = usedOf.get(product.id) ?? dec(0);
    const start = format.times(1.5).plus(used.times(0.1)).toDecimalPlaces(0);
    const lost = used.times(LOSS[product.name] ?? '0.01');
    const end = start
      .plus(boughtOf.get(product.id) ?? 0)
      .minus(used)
      .minus(lost);
    const endOnShelf = end.isNegative() ? dec(0) : end.toDecimalPlaces(0);
    openingEntries.push({
      client_id: `demo-open-${product.id}`,
      ingredient_instance: product.id,
      quantity: start.toFixed(3),
      unit: product.base_unit,
    });
    closingEntries.push({
      client_id: `demo-close-${product.id}`,
      ingredient_instance: product.id,
      quantity: endOnShelf.toFixed(3),
      unit: product.base_unit,
    });
  }
  for (const [date, entries] of [
    [opening, openingEntries],
    [closing, closingEntries],
  ] as const) {
    await stock.counts.create(
      ownerId,
      stockCountInputSchema.parse({ date, kind: 'full', entries }),
      seed,
    );
  }
}
