import { describe, it, expect } from 'vitest';
import { ALLERGEN_CODES, sortAllergens } from '@costeo/domain/allergens';
import { CATALOG_CATEGORIES, CATALOG_DEFINITIONS, type CatalogDefinition } from './catalog.ts';

/** Case- and accent-insensitive key, as the catalog search uses. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

const byName = new Map(CATALOG_DEFINITIONS.map((definition) => [definition.name, definition]));

function get(name: string): CatalogDefinition {
  const definition = byName.get(name);
  if (definition === undefined) throw new Error(`Falta en el catálogo: ${name}`);
  return definition;
}

describe('CATALOG_CATEGORIES', () => {
  it('lists the categories of DOMAIN.md §6 in order', () => {
    expect(CATALOG_CATEGORIES.map((category) => category.name)).toEqual([
      'Verduras y hortalizas',
      'Frutas',
      'Carnes',
      'Pescados y mariscos',
      'Lácteos y huevos',
      'Cereales, harinas y pastas',
      'Legumbres',
      'Aceites y grasas',
      'Especias y condimentos',
      'Bebidas',
      'Panadería y repostería',
      'Conservas',
      'Otros',
    ]);
  });

  it('has unique, URL-safe slugs', () => {
    const slugs = CATALOG_CATEGORIES.map((category) => category.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('CATALOG_DEFINITIONS', () => {
  it('ships at least 250 definitions', () => {
    expect(CATALOG_DEFINITIONS.length).toBeGreaterThanOrEqual(250);
  });

  it('uses every category, and only known ones', () => {
    const known = new Set<string>(CATALOG_CATEGORIES.map((category) => category.slug));
    const used = new Set<string>(CATALOG_DEFINITIONS.map((definition) => definition.category));
    for (const slug of used) expect(known.has(slug), slug).toBe(true);
    for (const slug of known) expect(used.has(slug), slug).toBe(true);
  });

  it('gives each main category a sensible number of definitions', () => {
    const counts = new Map<string, number>();
    for (const { category } of CATALOG_DEFINITIONS) {
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    for (const { slug } of CATALOG_CATEGORIES) {
      expect(counts.get(slug) ?? 0, slug).toBeGreaterThanOrEqual(slug === 'otros' ? 3 : 8);
    }
  });

  it('has unique names, ignoring case and accents', () => {
    const seen = new Map<string, string>();
    for (const { name } of CATALOG_DEFINITIONS) {
      const key = normalise(name);
      expect(seen.get(key), `${name} repite ${seen.get(key) ?? ''}`).toBeUndefined();
      seen.set(key, name);
    }
  });

  it('has trimmed, capitalised names', () => {
    for (const { name } of CATALOG_DEFINITIONS) {
      expect(name).toBe(name.trim());
      expect(name).not.toMatch(/\s{2}/);
      expect(name.charAt(0), name).toBe(name.charAt(0).toLocaleUpperCase('es'));
    }
  });

  it('has aliases that do not collide with any name or other alias', () => {
    const keys = new Map<string, string>(
      CATALOG_DEFINITIONS.map((definition) => [normalise(definition.name), definition.name]),
    );
    for (const { name, aliases = [] } of CATALOG_DEFINITIONS) {
      for (const alias of aliases) {
        expect(alias.trim(), name).not.toBe('');
        const key = normalise(alias);
        expect(keys.get(key), `alias ${alias} de ${name}`).toBeUndefined();
        keys.set(key, name);
      }
    }
  });

  it('has a merma (waste_pct) between 0 and 95 with 2 decimals', () => {
    for (const { name, waste_pct } of CATALOG_DEFINITIONS) {
      expect(waste_pct, name).toMatch(/^\d{1,2}\.\d{2}$/);
      const value = Number(waste_pct);
      expect(value, name).toBeGreaterThanOrEqual(0);
      expect(value, name).toBeLessThanOrEqual(95);
    }
  });

  it('has densities in g/ml with 3 decimals, required for every ml base unit', () => {
    for (const { name, base_unit, density } of CATALOG_DEFINITIONS) {
      if (base_unit === 'ml') expect(density, name).not.toBeNull();
      if (density === null) continue;
      expect(density, name).toMatch(/^\d\.\d{3}$/);
      expect(Number(density), name).toBeGreaterThan(0.1);
      expect(Number(density), name).toBeLessThan(2);
    }
  });

  it('has unit weights in g with 2 decimals, required for every ud base unit', () => {
    for (const { name, base_unit, unit_weight } of CATALOG_DEFINITIONS) {
      if (base_unit === 'ud') expect(unit_weight, name).not.toBeNull();
      if (unit_weight === null) continue;
      expect(unit_weight, name).toMatch(/^\d+\.\d{2}$/);
      expect(Number(unit_weight), name).toBeGreaterThan(0);
    }
  });

  it('has a density for everything commonly measured by volume', () => {
    const byVolume =
      /^(Aceite|Vinagre|Vino|Cava|Caldo|Fumet|Zumo|Néctar|Leche|Nata|Salsa|Sirope|Agua|Refresco|Cerveza|Bebida|Miel|Harina|Azúcar|Sal|Arroz)(\s|$)/u;
    const names = CATALOG_DEFINITIONS.filter(({ name }) => byVolume.test(name));
    expect(names.length).toBeGreaterThan(40);
    for (const { name, density } of names) expect(density, name).not.toBeNull();
    for (const { name, density } of CATALOG_DEFINITIONS.filter((d) => d.category === 'bebidas')) {
      if (!/^(Café|Té|Manzanilla)/.test(name)) expect(density, name).not.toBeNull();
    }
  });

  it.each([
    'Huevo L',
    'Huevo M',
    'Limón',
    'Lima',
    'Naranja',
    'Manzana',
    'Cebolla',
    'Ajo',
    'Diente de ajo',
    'Aguacate',
    'Pimiento rojo',
    'Lechuga romana',
    'Barra de pan',
    'Panecillo',
    'Tomate triturado',
    'Atún en aceite',
  ])('has a unit weight for %s, bought or used by the piece', (name) => {
    expect(get(name).unit_weight).not.toBeNull();
  });

  it('uses only the 14 allergen codes, deduplicated and in canonical order', () => {
    const codes = new Set<string>(ALLERGEN_CODES);
    for (const { name, allergens } of CATALOG_DEFINITIONS) {
      for (const code of allergens) expect(codes.has(code), `${name}: ${code}`).toBe(true);
      expect(allergens, name).toEqual(sortAllergens(allergens));
    }
  });

  it('covers all 14 allergens somewhere in the catalog', () => {
    const used = new Set(CATALOG_DEFINITIONS.flatMap((definition) => definition.allergens));
    expect([...used].sort()).toEqual([...ALLERGEN_CODES].sort());
  });

  it('has a purchase VAT of 4, 10 or 21 %', () => {
    for (const { name, vat_pct } of CATALOG_DEFINITIONS) {
      expect(['4.00', '10.00', '21.00'], name).toContain(vat_pct);
    }
  });
});

describe('DOMAIN.md §6 merma figures', () => {
  const reference: [name: string, waste: string][] = [
    ['Cebolla', '11.00'],
    ['Ajo', '12.00'],
    ['Zanahoria', '18.00'],
    ['Patata', '19.00'],
    ['Tomate', '9.00'],
    ['Pimiento rojo', '35.00'],
    ['Calabacín', '5.00'],
    ['Berenjena', '19.00'],
    ['Lechuga romana', '33.00'],
    ['Champiñón', '3.00'],
    ['Alcachofa', '52.00'],
    ['Espárrago verde', '44.00'],
    ['Judía verde', '12.00'],
    ['Brócoli', '39.00'],
    ['Coliflor', '50.00'],
    ['Apio', '25.00'],
    ['Espinaca', '26.00'],
    ['Limón', '54.00'],
    ['Manzana', '24.00'],
    ['Plátano', '32.00'],
    ['Fresa', '13.00'],
    ['Melón', '50.00'],
    ['Aguacate', '28.00'],
    ['Merluza entera', '65.00'],
    ['Salmón entero', '50.00'],
    ['Langostino', '50.00'],
    ['Huevo L', '12.00'],
  ];

  it.each(reference)('%s has a reference merma of %s %%', (name, waste) => {
    const definition = get(name);
    expect(definition.waste_pct).toBe(waste);
    expect(definition.is_typical_waste).toBe(false);
  });

  it('marks every other figure as a typical value (egg sizes share the shell figure)', () => {
    const expected = new Set([...reference.map(([name]) => name), 'Huevo M', 'Huevo XL']);
    const notTypical = CATALOG_DEFINITIONS.filter((d) => !d.is_typical_waste).map((d) => d.name);
    expect(new Set(notTypical)).toEqual(expected);
    for (const name of ['Huevo M', 'Huevo XL']) expect(get(name).waste_pct).toBe('12.00');
  });
});

describe('spot checks', () => {
  it.each<[name: string, expected: Partial<CatalogDefinition>]>([
    ['Huevo L', { base_unit: 'ud', unit_weight: '65.00', allergens: ['huevos'], vat_pct: '4.00' }],
    ['Huevo M', { base_unit: 'ud', unit_weight: '55.00', allergens: ['huevos'] }],
    ['Limón', { unit_weight: '110.00', vat_pct: '4.00', allergens: [] }],
    ['Aceite de oliva virgen extra', { base_unit: 'ml', density: '0.916', vat_pct: '4.00' }],
    ['Aceite de oliva', { base_unit: 'ml', density: '0.916', vat_pct: '4.00' }],
    ['Aceite de girasol', { base_unit: 'ml', vat_pct: '10.00' }],
    ['Leche entera', { base_unit: 'ml', density: '1.030', allergens: ['leche'], vat_pct: '4.00' }],
    ['Agua mineral', { base_unit: 'ml', density: '1.000', vat_pct: '10.00', allergens: [] }],
    ['Harina de trigo', { allergens: ['gluten'], vat_pct: '4.00' }],
    ['Espagueti', { allergens: ['gluten'], vat_pct: '10.00' }],
    ['Arroz redondo', { allergens: [], vat_pct: '4.00' }],
    ['Garbanzo seco', { allergens: [], vat_pct: '4.00' }],
    ['Pechuga de pollo', { allergens: [], vat_pct: '10.00' }],
    ['Merluza entera', { allergens: ['pescado'], vat_pct: '10.00' }],
    ['Merluza (lomos)', { waste_pct: '0.00', allergens: ['pescado'] }],
    ['Langostino', { allergens: ['crustaceos'] }],
    ['Cigala', { allergens: ['crustaceos'] }],
    ['Bogavante', { allergens: ['crustaceos'] }],
    ['Mejillón', { allergens: ['moluscos'] }],
    ['Calamar', { allergens: ['moluscos'] }],
    ['Pulpo', { allergens: ['moluscos'] }],
    ['Almendra cruda', { allergens: ['frutos_cascara'] }],
    ['Nuez pelada', { allergens: ['frutos_cascara'] }],
    ['Cacahuete tostado', { allergens: ['cacahuetes'] }],
    ['Apio', { allergens: ['apio'] }],
    ['Mostaza de Dijon', { allergens: ['mostaza'] }],
    ['Sésamo', { allergens: ['sesamo'] }],
    ['Altramuces', { allergens: ['altramuces'] }],
    ['Salsa de soja', { base_unit: 'ml', allergens: ['gluten', 'soja'] }],
    ['Mantequilla sin sal', { allergens: ['leche'], vat_pct: '10.00' }],
    ['Nata para montar', { base_unit: 'ml', allergens: ['leche'] }],
    ['Queso manchego curado', { allergens: ['leche'], vat_pct: '4.00' }],
    ['Yogur natural', { allergens: ['leche'] }],
    ['Vino blanco', { base_unit: 'ml', allergens: ['sulfitos'], vat_pct: '21.00' }],
    ['Vinagre de Jerez', { allergens: ['sulfitos'], vat_pct: '10.00' }],
    ['Orejones', { allergens: ['sulfitos'] }],
    ['Cerveza', { allergens: ['gluten'], vat_pct: '21.00' }],
    ['Refresco de cola', { vat_pct: '21.00' }],
    ['Barra de pan', { base_unit: 'ud', allergens: ['gluten'], vat_pct: '4.00' }],
    // Not Anexo II allergens despite the names: pine nuts and coconut are not "frutos de cáscara",
    // "brotes de soja" are mung bean sprouts, spirits distilled from cereals are exempt.
    ['Piñón', { allergens: [] }],
    ['Coco', { allergens: [] }],
    ['Brotes de soja', { allergens: [] }],
    ['Whisky', { allergens: [], vat_pct: '21.00' }],
  ])('%s', (name, expected) => {
    expect(get(name)).toMatchObject(expected);
  });

  it('charges 21 % VAT on every alcoholic drink', () => {
    for (const name of ['Vino tinto', 'Cava', 'Vermut rojo', 'Brandy', 'Ron', 'Ginebra', 'Sidra']) {
      expect(get(name).vat_pct, name).toBe('21.00');
    }
  });

  it('derives cereal gluten and milk allergens consistently from the names', () => {
    for (const { name, allergens } of CATALOG_DEFINITIONS) {
      if (/trigo|centeno|espelta|avena/i.test(name)) expect(allergens, name).toContain('gluten');
      if (
        /^(Queso|Leche (entera|semi|desna|sin|evap|conden|en polvo)|Nata|Yogur|Mantequilla)/.test(
          name,
        )
      ) {
        expect(allergens, name).toContain('leche');
      }
      if (/^Huevo|^Clara de huevo/.test(name)) expect(allergens, name).toContain('huevos');
      if (/^Vino|^Vinagre de (vino|Jerez|Módena)/.test(name))
        expect(allergens, name).toContain('sulfitos');
    }
  });
});
