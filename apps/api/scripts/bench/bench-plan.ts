import type { BaseUnit, UnitCode } from '@costeo/domain/units';

/*
 * The shape of the benchmark's account (issue 8, deliverable 3), planned in memory before any
 * insert: 2 000 products and 5 000 recipes of 40 lines, whose sub-recipes nest three levels
 * (dish → compuesta → intermedia → base). Deterministic (seeded), so every run measures the same
 * account. Indexes, not ids: bench-account.ts maps them to the rows it inserts.
 */

export const PRODUCTS = 2000;
export const LINES_PER_RECIPE = 40;
const LEVEL_SIZES = [400, 200, 100] as const; // base, intermedia, compuesta elaboraciones
const DISHES = 4300;
const HOT_1000 = 0;
const HOT_100 = 1;

export interface CatalogEntry {
  name: string;
  baseUnit: BaseUnit;
}

export interface PlannedProduct {
  definitionIndex: number;
  baseUnit: BaseUnit;
  name: string;
  supplier: string;
  purchaseQuantity: string;
  purchaseUnit: UnitCode;
  purchasePrice: string;
}

export interface PlannedLine {
  /** Index into the planned products, or null for a sub-recipe line. */
  product: number | null;
  /** Index into the planned recipes (always an earlier one), or null. */
  subRecipe: number | null;
  quantity: string;
  unit: UnitCode;
}

export interface PlannedRecipe {
  name: string;
  category: string;
  servings: number;
  salePrice: string | null;
  targetFoodCostPct: string | null;
  isSubrecipe: boolean;
  yieldQuantity: string | null;
  yieldUnit: UnitCode | null;
  lines: PlannedLine[];
}

/** mulberry32: a small seeded generator, enough for test data. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => {
      const value = list[Math.floor(next() * list.length)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
  };
}

const SUPPLIERS = [
  'Makro',
  'Frutas y Verduras Hnos. García',
  'Pescados del Cantábrico',
  'Cárnicas Segovia',
  'Lácteos del Norte',
  'Distribuciones Levante',
  'Ultramarinos Paco',
  'Conservas Ría de Arousa',
];

const PURCHASES: Record<BaseUnit, { unit: UnitCode; sizes: number[]; price: [number, number] }> = {
  g: { unit: 'kg', sizes: [1, 2, 5, 10, 25], price: [0.8, 30] },
  ml: { unit: 'l', sizes: [1, 5], price: [0.5, 20] },
  ud: { unit: 'ud', sizes: [6, 12, 30, 180], price: [0.08, 2.5] },
};

const DISH_CATEGORIES = ['Entrantes', 'Principales', 'Pescados', 'Carnes', 'Arroces', 'Postres'];
const LEVEL_NAMES = ['Elaboración base', 'Elaboración intermedia', 'Elaboración compuesta'];

const pad = (n: number) => String(n).padStart(4, '0');

export function planAccount(catalog: CatalogEntry[]) {
  const random = seeded(20_260_808);
  const firstGram = catalog.findIndex((entry) => entry.baseUnit === 'g');
  if (catalog.length === 0 || firstGram < 0) throw new Error('catalog without products by weight');

  const products: PlannedProduct[] = [];
  for (let i = 0; i < PRODUCTS; i += 1) {
    // The two measured products are bought by weight; the others walk the whole catalog.
    const definitionIndex = i === HOT_1000 || i === HOT_100 ? firstGram : i % catalog.length;
    const definition = catalog[definitionIndex];
    if (!definition) throw new Error('catalog index');
    const purchase = PURCHASES[definition.baseUnit];
    const size = random.pick(purchase.sizes);
    products.push({
      definitionIndex,
      baseUnit: definition.baseUnit,
      name: `${definition.name} (${pad(i + 1)})`,
      supplier: SUPPLIERS[i % SUPPLIERS.length] ?? '',
      purchaseQuantity: String(size),
      purchaseUnit: purchase.unit,
      purchasePrice: (size * random.between(...purchase.price)).toFixed(2),
    });
  }

  /** A product line: mostly in the base unit, some in kg / l, one in a thousand unconvertible. */
  function productLine(index: number): { line: PlannedLine; base: number } {
    const product = products[index];
    if (!product) throw new Error('product index');
    if (random.next() < 0.001) {
      // ml of a product bought by weight or by piece: flagged by the engine when it has no density.
      const unit: UnitCode = product.baseUnit === 'ml' ? 'g' : 'ml';
      return { line: { product: index, subRecipe: null, quantity: '50', unit }, base: 0 };
    }
    if (product.baseUnit === 'ud') {
      const n = random.int(1, 6);
      return {
        line: { product: index, subRecipe: null, quantity: String(n), unit: 'ud' },
        base: n,
      };
    }
    const base = random.int(5, 250);
    const big = random.next() < 0.15;
    const unit: UnitCode = big
      ? product.baseUnit === 'g'
        ? 'kg'
        : 'l'
      : product.baseUnit === 'g'
        ? 'g'
        : 'ml';
    const quantity = big ? (base / 1000).toFixed(3) : String(base);
    return { line: { product: index, subRecipe: null, quantity, unit }, base };
  }

  function recipes(usableCosts: number[]): PlannedRecipe[] {
    const planned: PlannedRecipe[] = [];
    /** Approximate € per base unit (g or ml) of each elaboración, to aim the sale prices. */
    const subCostPerBase = new Map<number, number>();

    function productLines(count: number, forced: number[]): { lines: PlannedLine[]; cost: number } {
      const lines: PlannedLine[] = [];
      let cost = 0;
      const used = new Set<number>(forced);
      const chosen = [...forced];
      while (chosen.length < count) {
        const index = random.int(2, PRODUCTS - 1);
        if (used.has(index)) continue;
        used.add(index);
        chosen.push(index);
      }
      for (const index of chosen) {
        const { line, base } = productLine(index);
        lines.push(line);
        cost += base * (usableCosts[index] ?? 0);
      }
      return { lines, cost };
    }

    function subLine(subIndex: number): { line: PlannedLine; cost: number } {
      const sub = planned[subIndex];
      if (!sub) throw new Error('sub-recipe index');
      const base = random.int(50, 500);
      const unit: UnitCode = sub.yieldUnit === 'kg' ? 'g' : 'ml';
      return {
        line: { product: null, subRecipe: subIndex, quantity: String(base), unit },
        cost: base * (subCostPerBase.get(subIndex) ?? 0),
      };
    }

    function withSubs(subIndexes: number[], forced: number[] = []) {
      const own = productLines(LINES_PER_RECIPE - subIndexes.length, forced);
      const subs = subIndexes.map(subLine);
      return {
        lines: [...own.lines, ...subs.map((sub) => sub.line)],
        cost: own.cost + subs.reduce((sum, sub) => sum + sub.cost, 0),
      };
    }

    // Elaboraciones, level by level: each level's lines use two of the level below.
    let below: { start: number; size: number } | null = null;
    for (const [level, size] of LEVEL_SIZES.entries()) {
      const start = planned.length;
      for (let n = 0; n < size; n += 1) {
        const from = below;
        const subs = from ? [0, 1].map(() => from.start + random.int(0, from.size - 1)) : [];
        const { lines, cost } = withSubs([...new Set(subs)]);
        const yieldUnit: UnitCode = n % 2 === 0 ? 'kg' : 'l';
        const yieldQuantity = random.between(1, 5).toFixed(1);
        subCostPerBase.set(planned.length, cost / (Number(yieldQuantity) * 1000));
        planned.push({
          name: `${LEVEL_NAMES[level]} ${pad(n + 1)}`,
          category: 'Elaboraciones',
          servings: 10,
          salePrice: null,
          targetFoodCostPct: null,
          isSubrecipe: true,
          yieldQuantity,
          yieldUnit,
          lines,
        });
      }
      below = { start, size };
    }

    const [baseSize, middleSize, topSize] = LEVEL_SIZES;
    const anyOf = (start: number, size: number) => start + random.int(0, size - 1);
    const top = () => anyOf(baseSize + middleSize, topSize);
    let used1000 = 0;
    let used100 = 0;
    for (let j = 0; j < DISHES; j += 1) {
      const forced: number[] = [];
      if (j % 4 === 1 && used1000 < 1000) {
        forced.push(HOT_1000);
        used1000 += 1;
      }
      if (j % 43 === 2 && used100 < 100) {
        forced.push(HOT_100);
        used100 += 1;
      }
      // j = 0 is the deepest: two compuestas, each with two intermedias, each with two bases.
      const subs =
        j === 0
          ? [baseSize + middleSize, baseSize + middleSize + 1]
          : j % 3 === 0
            ? []
            : j % 3 === 1
              ? [anyOf(0, baseSize), anyOf(baseSize, middleSize)]
              : [top(), anyOf(0, baseSize)];
      const { lines, cost } = withSubs(subs, forced);
      const servings = random.int(4, 20);
      // Food cost between 12 % and 50 % of the net price: about half under the 30 % target.
      const foodCost = random.between(0.12, 0.5);
      const salePrice = Math.max(0.5, (cost / servings / foodCost) * 1.1).toFixed(2);
      planned.push({
        name: `Plato ${pad(j + 1)}`,
        category: DISH_CATEGORIES[j % DISH_CATEGORIES.length] ?? '',
        servings,
        salePrice,
        targetFoodCostPct: j % 10 === 0 ? (j % 20 === 0 ? '25.00' : '35.00') : null,
        isSubrecipe: false,
        yieldQuantity: null,
        yieldUnit: null,
        lines,
      });
    }
    if (used1000 !== 1000 || used100 !== 100) throw new Error('hot products not placed');
    return planned;
  }

  const elaboraciones = LEVEL_SIZES.reduce((sum, size) => sum + size, 0);
  return {
    products,
    recipes,
    /** The dish planned with the deepest sub-recipe tree. */
    deepestRecipe: elaboraciones,
    /** The fourth dish: 40 product lines, no elaboración (what a recipe costs on its own). */
    flatRecipe: elaboraciones + 3,
    /** The second dish, which uses the product of the 1 000 recipes. */
    recipeUsing1000: elaboraciones + 1,
    product1000: HOT_1000,
    product100: HOT_100,
  };
}
