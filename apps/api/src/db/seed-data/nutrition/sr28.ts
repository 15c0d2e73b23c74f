import { readFileSync } from 'node:fs';
import { NUTRIENT_KEYS, type NutritionPer100g } from '@costeo/domain/nutrition';

/**
 * USDA National Nutrient Database for Standard Reference, Release 28 (SR28, the last release;
 * FoodData Central's "SR Legacy" is this data), abbreviated file `ABBREV.txt`: one food per line,
 * fields separated by `^`, text fields between `~`, nutrients per 100 g of edible portion, an
 * empty field meaning "not analysed". See README.md beside this file.
 */

/** The nine nutrients of a declaration (Reglamento UE 1169/2011, Anexo XV), per 100 g. */
export interface Sr28Food {
  ndb: string;
  description: string;
  /** Decimal strings as the source writes them; null where the source field is empty. */
  energy_kcal: string | null;
  energy_kj: string | null;
  fat: string | null;
  saturates: string | null;
  carbohydrate: string | null;
  sugars: string | null;
  fibre: string | null;
  protein: string | null;
  sodium_mg: string | null;
  salt: string | null;
}

/** Field positions in ABBREV.txt (SR28 documentation, "Abbreviated file" table). */
export const SR28_FIELDS = {
  ndb: 0,
  description: 1,
  energy_kcal: 3,
  protein: 4,
  fat: 5,
  carbohydrate: 7,
  fibre: 8,
  sugars: 9,
  sodium_mg: 15,
  saturates: 44,
} as const;

const FIELD_COUNT = 53;

function field(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  return value === '' ? null : value;
}

/** Exact decimal text of `value × factor`, trailing zeros removed (inputs have ≤ 3 decimals). */
function scaled(value: string, factor: bigint, factorScale: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const digits = BigInt(whole + fraction) * factor;
  const scale = fraction.length + factorScale;
  const text = digits.toString().padStart(scale + 1, '0');
  const intPart = text.slice(0, text.length - scale);
  const fracPart = text.slice(text.length - scale).replace(/0+$/, '');
  return fracPart === '' ? intPart : `${intPart}.${fracPart}`;
}

/** kJ from kcal as SR28 does (1 kcal = 4.184 kJ), rounded to the whole kJ. */
export function kcalToKj(kcal: string): string {
  return String(Math.round(Number(kcal) * 4.184));
}

/** Salt (g) = sodium (mg) / 1000 × 2.5 (Reglamento UE 1169/2011, Anexo I, 11). */
export function sodiumMgToSalt(sodiumMg: string): string {
  return scaled(sodiumMg, 25n, 4);
}

export function parseSr28Line(line: string): Sr28Food {
  const parts = line.replace(/\r$/, '').split('^');
  if (parts.length !== FIELD_COUNT) {
    throw new Error(`SR28: ${parts.length} fields instead of ${FIELD_COUNT}: ${line.slice(0, 40)}`);
  }
  const text = (index: number) => (parts[index] ?? '').replace(/^~|~$/g, '');
  const value = (index: number) => field(parts[index]);
  const kcal = value(SR28_FIELDS.energy_kcal);
  const sodium = value(SR28_FIELDS.sodium_mg);
  return {
    ndb: text(SR28_FIELDS.ndb),
    description: text(SR28_FIELDS.description),
    energy_kcal: kcal,
    energy_kj: kcal === null ? null : kcalToKj(kcal),
    fat: value(SR28_FIELDS.fat),
    saturates: value(SR28_FIELDS.saturates),
    carbohydrate: value(SR28_FIELDS.carbohydrate),
    sugars: value(SR28_FIELDS.sugars),
    fibre: value(SR28_FIELDS.fibre),
    protein: value(SR28_FIELDS.protein),
    sodium_mg: sodium,
    salt: sodium === null ? null : sodiumMgToSalt(sodium),
  };
}

export function parseSr28(text: string): Map<string, Sr28Food> {
  const foods = new Map<string, Sr28Food>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('~')) continue;
    const food = parseSr28Line(line);
    foods.set(food.ndb, food);
  }
  return foods;
}

/** The committed subset of ABBREV.txt (the foods the catalog maps to, lines unchanged). */
export const SR28_SUBSET_PATH = new URL('./sr28-abbrev-subset.txt', import.meta.url);
export const CATALOG_FOOD_MAP_PATH = new URL('./catalog-food-map.tsv', import.meta.url);

export interface CatalogFoodMapping {
  definition: string;
  /** SR28 NDB number, or null when the definition is unmapped. */
  ndb: string | null;
  /** SR28 short description of that food (for audit), '' when unmapped. */
  food: string;
  /** Why an approximation was chosen, or the reason a definition is unmapped. */
  note: string;
}

export function parseCatalogFoodMap(text: string): CatalogFoodMapping[] {
  const [header, ...rows] = text.split('\n').filter((line) => line.trim() !== '');
  if (header !== 'definition\tndb\tfood\tnote') throw new Error('catalog-food-map.tsv: header');
  return rows.map((row) => {
    const [definition = '', ndb = '', food = '', note = ''] = row.split('\t');
    return { definition, ndb: ndb === '' ? null : ndb, food, note };
  });
}

export function readSr28Subset(): Map<string, Sr28Food> {
  return parseSr28(readFileSync(SR28_SUBSET_PATH, 'utf8'));
}

export function readCatalogFoodMap(): CatalogFoodMapping[] {
  return parseCatalogFoodMap(readFileSync(CATALOG_FOOD_MAP_PATH, 'utf8'));
}

/**
 * The values the catalog stores for an SR28 food: the file's, with sugars capped at carbohydrate
 * (SR28's carbohydrate is "by difference" and its sugars measured, so a few dairy foods list more
 * sugars than carbohydrate, which a label may not print; README.md, migration 0029).
 */
export function storedValues(food: Sr28Food): NutritionPer100g {
  const values = Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, food[key]]),
  ) as NutritionPer100g;
  const { sugars, carbohydrate } = values;
  if (sugars !== null && carbohydrate !== null && Number(sugars) > Number(carbohydrate)) {
    values.sugars = carbohydrate;
  }
  return values;
}
