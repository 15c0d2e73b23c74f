/**
 * The 14 allergens of Reglamento (UE) 1169/2011, Anexo II, with their official Spanish names
 * (RD 126/2015 obliges bars and restaurants to inform about them). The order is canonical: lists
 * of allergens are always shown and stored in this order.
 */
export const ALLERGENS = [
  { code: 'gluten', name: 'Cereales que contengan gluten' },
  { code: 'crustaceos', name: 'Crustáceos' },
  { code: 'huevos', name: 'Huevos' },
  { code: 'pescado', name: 'Pescado' },
  { code: 'cacahuetes', name: 'Cacahuetes' },
  { code: 'soja', name: 'Soja' },
  { code: 'leche', name: 'Leche y derivados (incluida la lactosa)' },
  { code: 'frutos_cascara', name: 'Frutos de cáscara' },
  { code: 'apio', name: 'Apio' },
  { code: 'mostaza', name: 'Mostaza' },
  { code: 'sesamo', name: 'Granos de sésamo' },
  { code: 'sulfitos', name: 'Dióxido de azufre y sulfitos' },
  { code: 'altramuces', name: 'Altramuces' },
  { code: 'moluscos', name: 'Moluscos' },
] as const;

export type Allergen = (typeof ALLERGENS)[number];

export type AllergenCode = Allergen['code'];

/** The codes in canonical order, as a non-empty tuple (usable with `z.enum(ALLERGEN_CODES)`). */
export const ALLERGEN_CODES = [
  'gluten',
  'crustaceos',
  'huevos',
  'pescado',
  'cacahuetes',
  'soja',
  'leche',
  'frutos_cascara',
  'apio',
  'mostaza',
  'sesamo',
  'sulfitos',
  'altramuces',
  'moluscos',
] as const satisfies readonly AllergenCode[];

const ORDER: ReadonlyMap<string, number> = new Map(
  ALLERGEN_CODES.map((code, index) => [code, index]),
);

/** Whether `value` is one of the 14 allergen codes. */
export function isAllergenCode(value: unknown): value is AllergenCode {
  return typeof value === 'string' && ORDER.has(value);
}

/** The everyday name of each allergen, for badges and column headings; the official one is `allergenName`. */
export const ALLERGEN_SHORT_NAMES: Record<AllergenCode, string> = {
  gluten: 'Gluten',
  crustaceos: 'Crustáceos',
  huevos: 'Huevos',
  pescado: 'Pescado',
  cacahuetes: 'Cacahuetes',
  soja: 'Soja',
  leche: 'Leche',
  frutos_cascara: 'Frutos de cáscara',
  apio: 'Apio',
  mostaza: 'Mostaza',
  sesamo: 'Sésamo',
  sulfitos: 'Sulfitos',
  altramuces: 'Altramuces',
  moluscos: 'Moluscos',
};

/** The official Spanish name of an allergen code. */
export function allergenName(code: AllergenCode): string {
  const allergen = ALLERGENS.find((entry) => entry.code === code);
  if (allergen === undefined) throw new Error(`Alérgeno desconocido: ${code}`);
  return allergen.name;
}

/** Removes duplicates and returns the codes in canonical (Anexo II) order. Does not mutate. */
export function sortAllergens(codes: Iterable<AllergenCode>): AllergenCode[] {
  return [...new Set(codes)].sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
}
