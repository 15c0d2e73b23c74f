import { describe, expect, it } from 'vitest';
import {
  defaultUnit,
  productItem,
  quantityLabel,
  recipeItem,
  unitOptions,
  type WasteItem,
} from './waste-item.ts';

const merluza: WasteItem = {
  key: 'i1',
  kind: 'product',
  ingredient_instance: 1,
  recipe: null,
  name: 'Merluza',
  base_unit: 'g',
  purchase_quantity: '5.000',
  purchase_unit: 'kg',
  density: null,
  unit_weight: null,
};

describe('unitOptions: the units an item can be wasted in (issue 35)', () => {
  it('a product bought by weight: kg first, then its purchase format, then the rest of the masses', () => {
    const options = unitOptions(merluza);
    expect(options.map((option) => option.value)).toEqual(['kg', 'format', 'g']);
    expect(options[1]?.label).toBe('formatos de 5 kg');
    expect(options[0]?.label).toBe('kg');
  });

  it('volumes and units only when its density or unit weight reaches them', () => {
    const milk = {
      ...merluza,
      base_unit: 'ml',
      purchase_quantity: '1',
      purchase_unit: 'l' as const,
    };
    expect(unitOptions(milk).map((option) => option.value)).toEqual([
      'l',
      'format',
      'ml',
      'cl',
      'dl',
      'taza',
    ]);
    const withDensity = unitOptions({ ...milk, density: '1.03' }).map((option) => option.value);
    expect(withDensity).toContain('kg');
    expect(withDensity).not.toContain('ud');
    const eggs = {
      ...merluza,
      base_unit: 'ud',
      purchase_quantity: '30',
      purchase_unit: 'ud' as const,
      unit_weight: '60',
    };
    expect(
      unitOptions(eggs)
        .map((option) => option.value)
        .slice(0, 4),
    ).toEqual(['ud', 'format', 'docena', 'g']);
  });

  it("a dish in raciones first (and its yield unit's family when it has one); an elaboración in its yield unit first", () => {
    const tortilla = recipeItem({ id: 7, name: 'Tortilla', is_subrecipe: false, yield_unit: null });
    expect(tortilla.kind).toBe('dish');
    expect(unitOptions(tortilla)).toEqual([{ value: 'raciones', label: 'raciones' }]);
    const bechamel = recipeItem({ id: 8, name: 'Bechamel', is_subrecipe: true, yield_unit: 'l' });
    expect(bechamel.kind).toBe('elaboracion');
    const values = unitOptions(bechamel).map((option) => option.value);
    expect(values[0]).toBe('l');
    expect(values.at(-1)).toBe('raciones');
    expect(values).not.toContain('kg');
    const portioned = recipeItem({ id: 9, name: 'Guiso', is_subrecipe: false, yield_unit: 'kg' });
    expect(
      unitOptions(portioned)
        .map((option) => option.value)
        .slice(0, 3),
    ).toEqual(['raciones', 'kg', 'g']);
  });

  it('starts in the unit used last for the item when it is still offered', () => {
    expect(defaultUnit(merluza)).toBe('kg');
    expect(defaultUnit(merluza, 'format')).toBe('format');
    expect(defaultUnit(merluza, 'l')).toBe('kg');
  });

  it('a product from the API keeps its facts', () => {
    const item = productItem({
      id: 3,
      name: 'AOVE',
      base_unit: 'ml',
      purchase_quantity: '5.000',
      purchase_unit: 'l',
      density: '0.916',
      unit_weight: null,
    } as Parameters<typeof productItem>[0]);
    expect(item).toMatchObject({ key: 'i3', kind: 'product', density: '0.916' });
  });
});

describe('quantityLabel', () => {
  it('says the quantity as a cook does', () => {
    expect(quantityLabel('2.000', 'kg')).toBe('2 kg');
    expect(quantityLabel('1.5', 'l')).toBe('1,5 l');
    expect(quantityLabel('12', 'raciones')).toBe('12 raciones');
    expect(quantityLabel('1', 'raciones')).toBe('1 ración');
    expect(quantityLabel('3', 'format', merluza)).toBe('3 formatos de 5 kg');
    expect(quantityLabel('1.000', 'format', merluza)).toBe('1 formato de 5 kg');
  });
});
