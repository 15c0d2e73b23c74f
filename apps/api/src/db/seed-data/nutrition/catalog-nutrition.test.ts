import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_DEFINITIONS } from '../catalog.ts';
import { parseSr28Line, readCatalogFoodMap, readSr28Subset, SR28_SUBSET_PATH } from './sr28.ts';

const map = readCatalogFoodMap();
const foods = readSr28Subset();
const byDefinition = new Map(map.map((entry) => [entry.definition, entry]));

/** USDA's published values per 100 g (SR28 / FoodData Central SR Legacy), written out by hand. */
const DOCUMENTED = [
  {
    definition: 'Mantequilla con sal',
    ndb: '01001',
    kcal: '717',
    fat: '81.11',
    saturates: '51.368',
    sodium: '643',
  },
  {
    definition: 'Cebolla',
    ndb: '11282',
    kcal: '40',
    protein: '1.10',
    carbohydrate: '9.34',
    sugars: '4.24',
    fibre: '1.7',
    sodium: '4',
  },
  {
    definition: 'Aceite de oliva virgen extra',
    ndb: '04053',
    kcal: '884',
    fat: '100.00',
    saturates: '13.808',
  },
  { definition: 'Sal fina', ndb: '02047', kcal: '0', sodium: '38758' },
  {
    definition: 'Azúcar blanco',
    ndb: '19335',
    kcal: '387',
    carbohydrate: '99.98',
    sugars: '99.80',
  },
  {
    definition: 'Huevo L',
    ndb: '01123',
    kcal: '143',
    protein: '12.56',
    fat: '9.51',
    saturates: '3.126',
    sodium: '142',
  },
  {
    definition: 'Plátano',
    ndb: '09040',
    kcal: '89',
    carbohydrate: '22.84',
    sugars: '12.23',
    fibre: '2.6',
  },
  {
    definition: 'Harina de trigo',
    ndb: '20481',
    kcal: '364',
    protein: '10.33',
    fat: '0.98',
    carbohydrate: '76.31',
  },
  {
    definition: 'Pechuga de pollo',
    ndb: '05062',
    kcal: '120',
    protein: '22.50',
    fat: '2.62',
    sodium: '45',
  },
  { definition: 'Tomate', ndb: '11529', kcal: '18', protein: '0.88', sugars: '2.63', fibre: '1.2' },
] as const;

describe('catalog → SR28 mapping', () => {
  it('names every catalog definition once: a food, or unmapped with a reason', () => {
    expect(map.map((entry) => entry.definition).sort()).toEqual(
      CATALOG_DEFINITIONS.map((definition) => definition.name).sort(),
    );
    for (const entry of map) {
      if (entry.ndb === null) {
        expect(entry.note, entry.definition).not.toBe('');
        expect(entry.food, entry.definition).toBe('');
      } else {
        const food = foods.get(entry.ndb);
        expect(food, entry.definition).toBeDefined();
        expect(entry.food, entry.definition).toBe(food?.description);
      }
    }
    const unmapped = map.filter((entry) => entry.ndb === null).length;
    expect(unmapped).toBeLessThan(map.length / 10);
  });

  it('commits only the source lines the map uses, unchanged in form', () => {
    const used = new Set(map.flatMap((entry) => (entry.ndb === null ? [] : [entry.ndb])));
    expect([...foods.keys()].sort()).toEqual([...used].sort());
    const lines = readFileSync(SR28_SUBSET_PATH, 'utf8').trim().split('\n');
    for (const line of lines) expect(line.split('^')).toHaveLength(53);
  });

  it.each(DOCUMENTED)('$definition → $ndb has USDA’s values', (documented) => {
    expect(byDefinition.get(documented.definition)?.ndb).toBe(documented.ndb);
    const food = foods.get(documented.ndb)!;
    expect(food.energy_kcal).toBe(documented.kcal);
    expect(food.energy_kj).toBe(String(Math.round(Number(documented.kcal) * 4.184)));
    for (const key of ['fat', 'saturates', 'protein', 'carbohydrate', 'sugars', 'fibre'] as const) {
      if (key in documented)
        expect(food[key], key).toBe(documented[key as keyof typeof documented]);
    }
    if ('sodium' in documented) {
      expect(food.sodium_mg).toBe(documented.sodium);
      expect(Number(food.salt)).toBeCloseTo((Number(documented.sodium) / 1000) * 2.5, 10);
    }
  });

  it('keeps an empty source field unknown (null), never 0', () => {
    const line = `~99999~^~TEST~^1^100^1^1^1^1^^^${'^'.repeat(5)}${'^'.repeat(28)}^^^^^^^^^^^^`;
    const padded = line.split('^');
    while (padded.length < 53) padded.push('');
    const food = parseSr28Line(padded.slice(0, 53).join('^'));
    expect(food.fibre).toBeNull();
    expect(food.sugars).toBeNull();
    expect(food.salt).toBeNull();
    expect(food.fat).toBe('1');
  });
});
