import type {
  IngredientCategory,
  IngredientInstance,
  UsageSchema,
} from '@costeo/domain/contracts/ingredients';

/** Catalog and products for the ingredients screen's tests, with DOMAIN.md's numbers. */

export const CATEGORIES: IngredientCategory[] = [
  { id: 1, name: 'Verduras y hortalizas', slug: 'verduras-y-hortalizas', definitions_count: 60 },
  { id: 5, name: 'Lácteos y huevos', slug: 'lacteos-y-huevos', definitions_count: 20 },
  { id: 8, name: 'Aceites y grasas', slug: 'aceites-y-grasas', definitions_count: 12 },
  { id: 13, name: 'Otros', slug: 'otros', definitions_count: 5 },
];

export const MASS_UNITS: UsageSchema['units'] = [
  { code: 'mg', name: 'miligramo', kind: 'mass', factor: '0.001' },
  { code: 'g', name: 'gramo', kind: 'mass', factor: '1' },
  { code: 'kg', name: 'kilogramo', kind: 'mass', factor: '1000' },
];

/** The catalog entries the tests use, with their usage schema as the API answers it. */
export const USAGE_SCHEMAS: Record<number, UsageSchema & { category_name: string }> = {
  // Cebolla: merma 11 % (DOMAIN.md §6), IVA 4 %, no density: litres cannot be converted.
  101: {
    id: 101,
    name: 'Cebolla',
    category_name: 'Verduras y hortalizas',
    base_unit: 'g',
    units: MASS_UNITS,
    density: null,
    unit_weight: null,
    default_waste_pct: '11.00',
    allergens: [],
    vat_pct: '4.00',
    // USDA SR28 11282, onions, raw (the catalog's mapping).
    nutrition_per_100g: {
      energy_kj: '167',
      energy_kcal: '40',
      fat: '0.10',
      saturates: '0.042',
      carbohydrate: '9.34',
      sugars: '4.24',
      fibre: '1.7',
      protein: '1.10',
      salt: '0.01',
    },
    nutrition_source: 'table',
  },
  102: {
    id: 102,
    name: 'Aceite de oliva virgen extra',
    category_name: 'Aceites y grasas',
    base_unit: 'ml',
    units: [
      { code: 'ml', name: 'mililitro', kind: 'volume', factor: '1' },
      { code: 'l', name: 'litro', kind: 'volume', factor: '1000' },
      { code: 'g', name: 'gramo', kind: 'mass', factor: '1.091703' },
      { code: 'kg', name: 'kilogramo', kind: 'mass', factor: '1091.703057' },
    ],
    density: '0.916',
    unit_weight: null,
    default_waste_pct: '0.00',
    allergens: [],
    vat_pct: '4.00',
    nutrition_per_100g: null,
    nutrition_source: null,
  },
  103: {
    id: 103,
    name: 'Huevo L',
    category_name: 'Lácteos y huevos',
    base_unit: 'ud',
    units: [
      { code: 'ud', name: 'unidad', kind: 'count', factor: '1' },
      { code: 'docena', name: 'docena', kind: 'count', factor: '12' },
    ],
    density: null,
    unit_weight: '65.00',
    default_waste_pct: '12.00',
    allergens: ['huevos'],
    vat_pct: '4.00',
    nutrition_per_100g: null,
    nutrition_source: null,
  },
  104: {
    id: 104,
    name: 'Cebolleta',
    category_name: 'Verduras y hortalizas',
    base_unit: 'g',
    units: MASS_UNITS,
    density: null,
    unit_weight: null,
    default_waste_pct: '20.00',
    allergens: [],
    vat_pct: '4.00',
    nutrition_per_100g: null,
    nutrition_source: null,
  },
};

/** The onions of DOMAIN.md §1: 10 kg for 12,00 € at 20 % merma. */
export function onionProduct(overrides: Partial<IngredientInstance> = {}): IngredientInstance {
  return {
    id: 1,
    definition: 101,
    definition_name: 'Cebolla',
    name: 'Cebolla',
    label_name: null,
    category: 1,
    category_name: 'Verduras y hortalizas',
    supplier: 'Frutas García',
    supplier_id: 1,
    brand: '',
    purchase_quantity: '10',
    purchase_unit: 'kg',
    purchase_price: '12.0000',
    base_unit: 'g',
    unit_cost: '0.0012',
    usable_unit_cost: '0.0015',
    waste_pct: '20.00',
    yield_pct: '80.00',
    vat_pct: '4.00',
    density: null,
    unit_weight: null,
    extra_allergens: [],
    allergens: [],
    price_equivalences: {
      per_kg: '1.2000',
      per_100g: '0.1200',
      per_g: '0.0012',
      per_l: null,
      per_ml: null,
      per_ud: null,
    },
    warnings: [],
    notes: '',
    is_active: true,
    nutrition_per_100g: null,
    // The catalog's onion (USDA SR28 11282).
    definition_nutrition_per_100g: {
      energy_kj: '167',
      energy_kcal: '40',
      fat: '0.10',
      saturates: '0.042',
      carbohydrate: '9.34',
      sugars: '4.24',
      fibre: '1.7',
      protein: '1.10',
      salt: '0.01',
    },
    definition_nutrition_source: 'table',
    recipes_count: 0,
    created_at: '2026-03-15T12:00:00Z',
    updated_at: '2026-03-15T12:00:00Z',
    ...overrides,
  };
}

/** Olive oil, 5 l for 30,00 € with density 0.916 (DOMAIN.md §3): 6,00 €/l and 6,5502 €/kg. */
export function oilProduct(overrides: Partial<IngredientInstance> = {}): IngredientInstance {
  return onionProduct({
    id: 2,
    definition: 102,
    definition_name: 'Aceite de oliva virgen extra',
    name: 'AOVE Oleoestepa',
    category: 8,
    category_name: 'Aceites y grasas',
    supplier: 'Makro',
    supplier_id: 2,
    brand: 'Oleoestepa',
    purchase_quantity: '5',
    purchase_unit: 'l',
    purchase_price: '30.0000',
    base_unit: 'ml',
    unit_cost: '0.0060',
    usable_unit_cost: '0.0060',
    waste_pct: '0.00',
    yield_pct: '100.00',
    price_equivalences: {
      per_kg: '6.5502',
      per_100g: '0.6550',
      per_g: '0.00655',
      per_l: '6.0000',
      per_ml: '0.0060',
      per_ud: null,
    },
    updated_at: '2026-03-20T12:00:00Z',
    ...overrides,
  });
}

export function eggProduct(overrides: Partial<IngredientInstance> = {}): IngredientInstance {
  return onionProduct({
    id: 3,
    definition: 103,
    definition_name: 'Huevo L',
    name: 'Huevo L',
    category: 5,
    category_name: 'Lácteos y huevos',
    supplier: 'Makro',
    supplier_id: 2,
    brand: 'Granja Pazo',
    purchase_quantity: '180',
    purchase_unit: 'ud',
    purchase_price: '34.2000',
    base_unit: 'ud',
    unit_cost: '0.1900',
    usable_unit_cost: '0.2159',
    waste_pct: '12.00',
    yield_pct: '88.00',
    allergens: ['huevos'],
    price_equivalences: {
      per_kg: '2.9231',
      per_100g: '0.2923',
      per_g: '0.002923',
      per_l: null,
      per_ml: null,
      per_ud: '0.1900',
    },
    ...overrides,
  });
}
