import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  ALLERGENS,
  ALLERGEN_CODES,
  allergenName,
  isAllergenCode,
  sortAllergens,
  type AllergenCode,
} from './allergens.ts';

describe('ALLERGENS', () => {
  it('lists the 14 allergens of Reglamento UE 1169/2011 Anexo II with their official names', () => {
    expect(ALLERGENS).toEqual([
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
    ]);
  });

  it('has unique codes and names', () => {
    expect(new Set(ALLERGENS.map((a) => a.code)).size).toBe(14);
    expect(new Set(ALLERGENS.map((a) => a.name)).size).toBe(14);
  });
});

describe('ALLERGEN_CODES', () => {
  it('is the codes of ALLERGENS in the same order', () => {
    expect([...ALLERGEN_CODES]).toEqual(ALLERGENS.map((a) => a.code));
  });

  it('works with z.enum', () => {
    const schema = z.enum(ALLERGEN_CODES);
    expect(schema.parse('sesamo')).toBe('sesamo');
    expect(schema.safeParse('sésamo').success).toBe(false);
    expect(schema.safeParse('Gluten').success).toBe(false);
    expect(z.array(schema).parse(['leche', 'huevos'])).toEqual(['leche', 'huevos']);
  });
});

describe('isAllergenCode', () => {
  it('accepts the 14 codes and nothing else', () => {
    for (const code of ALLERGEN_CODES) expect(isAllergenCode(code)).toBe(true);
    for (const value of [
      '',
      'lactosa',
      'GLUTEN',
      'frutos cascara',
      'toString',
      1,
      null,
      undefined,
    ]) {
      expect(isAllergenCode(value)).toBe(false);
    }
  });
});

describe('allergenName', () => {
  it('returns the official Spanish name', () => {
    expect(allergenName('leche')).toBe('Leche y derivados (incluida la lactosa)');
    expect(allergenName('sulfitos')).toBe('Dióxido de azufre y sulfitos');
    expect(allergenName('sesamo')).toBe('Granos de sésamo');
  });
});

describe('sortAllergens', () => {
  it('returns an empty list for no allergens', () => {
    expect(sortAllergens([])).toEqual([]);
  });

  it('orders codes canonically', () => {
    expect(sortAllergens(['moluscos', 'gluten', 'leche', 'crustaceos'])).toEqual([
      'gluten',
      'crustaceos',
      'leche',
      'moluscos',
    ]);
  });

  it('removes duplicates', () => {
    expect(sortAllergens(['soja', 'gluten', 'soja', 'gluten', 'soja'])).toEqual(['gluten', 'soja']);
  });

  it('restores the canonical order from the reversed full list', () => {
    expect(sortAllergens([...ALLERGEN_CODES].reverse())).toEqual([...ALLERGEN_CODES]);
  });

  it('accepts any iterable, such as a Set', () => {
    const codes = new Set<AllergenCode>(['sulfitos', 'pescado']);
    expect(sortAllergens(codes)).toEqual(['pescado', 'sulfitos']);
  });

  it('does not mutate its input', () => {
    const input: AllergenCode[] = ['leche', 'gluten', 'leche'];
    sortAllergens(input);
    expect(input).toEqual(['leche', 'gluten', 'leche']);
  });

  it('is idempotent', () => {
    const once = sortAllergens(['mostaza', 'apio', 'huevos', 'apio']);
    expect(sortAllergens(once)).toEqual(once);
  });
});
