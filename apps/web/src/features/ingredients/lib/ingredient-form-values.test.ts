import { describe, expect, it } from 'vitest';
import { ingredientInstanceRequestSchema } from '@costeo/domain/contracts/ingredients';
import { onionProduct, USAGE_SCHEMAS } from '../../../test/ingredients-fixtures.ts';
import {
  EMPTY_FORM_VALUES,
  formValuesFromInstance,
  prefillFromUsageSchema,
  toInstanceRequest,
  validateIngredientForm,
} from './ingredient-form-values.ts';

describe('ingredient form values ↔ the API contract', () => {
  it('the label’s values per 100 g: none typed → null; typed → decimals, empty ones unknown (null), never 0', () => {
    const untouched = formValuesFromInstance(onionProduct());
    expect(untouched.nutrition.fat).toBe('');
    expect(toInstanceRequest(untouched).nutrition_per_100g).toBeNull();
    const typed = toInstanceRequest({
      ...untouched,
      nutrition: { ...untouched.nutrition, fat: '12,5', salt: '0,8' },
    });
    expect(typed.nutrition_per_100g).toMatchObject({ fat: '12.5', salt: '0.8', sugars: null });
    const parsed = ingredientInstanceRequestSchema.parse(typed);
    expect(parsed.nutrition_per_100g).toMatchObject({
      fat: '12.500',
      salt: '0.800',
      protein: null,
    });
    const saved = formValuesFromInstance(
      onionProduct({ nutrition_per_100g: { ...parsed.nutrition_per_100g!, fat: '12.500' } }),
    );
    expect(saved.nutrition).toMatchObject({ fat: '12,5', salt: '0,8', protein: '' });
  });

  it('a saved product becomes form values with Spanish decimals; its own name only when it differs', () => {
    const values = formValuesFromInstance(onionProduct({ density: '1.050' }));
    expect(values).toMatchObject({
      definition: 101,
      name: '',
      purchase_quantity: '10',
      purchase_price: '12,00',
      waste_pct: '20',
      vat_pct: '4.00',
      density: '1,05',
    });
    expect(formValuesFromInstance(onionProduct({ name: 'Cebolla dulce' })).name).toBe(
      'Cebolla dulce',
    );
  });

  it('form values become a request the contract accepts (comma decimals, empty overrides as null)', () => {
    const request = toInstanceRequest({
      ...formValuesFromInstance(onionProduct()),
      purchase_price: '12,5',
      notes: '  Llega los martes ',
    });
    expect(ingredientInstanceRequestSchema.parse(request)).toMatchObject({
      definition: 101,
      purchase_price: '12.5000',
      density: null,
      unit_weight: null,
      notes: 'Llega los martes',
    });
    expect(request.name).toBeUndefined();
  });

  it('keeps the name for labels apart from the purchase name; empty goes back to the catalog’s (issue 31)', () => {
    const oil = onionProduct({
      name: 'AOVE Hojiblanca garrafa 5 l',
      label_name: 'Aceite Hojiblanca',
    });
    const values = formValuesFromInstance(oil);
    expect(values.label_name).toBe('Aceite Hojiblanca');
    expect(toInstanceRequest(values)).toMatchObject({
      name: 'AOVE Hojiblanca garrafa 5 l',
      label_name: 'Aceite Hojiblanca',
    });
    expect(toInstanceRequest({ ...values, label_name: '   ' }).label_name).toBeNull();
    expect(formValuesFromInstance(onionProduct()).label_name).toBe('');
  });

  it('picking a catalog entry sets its merma, IVA and usual unit, and drops allergens it already has', () => {
    const egg = USAGE_SCHEMAS[103]!;
    expect(
      prefillFromUsageSchema({ ...EMPTY_FORM_VALUES, extra_allergens: ['huevos', 'soja'] }, egg),
    ).toEqual({
      definition: 103,
      waste_pct: '12',
      vat_pct: '4.00',
      purchase_unit: 'ud',
      extra_allergens: ['soja'],
    });
  });

  it('a merma or IVA the cook changed while the entry’s schema was on its way stays theirs', () => {
    const onion = USAGE_SCHEMAS[101]!;
    const atPick = { ...EMPTY_FORM_VALUES, definition: 101 };
    expect(
      prefillFromUsageSchema({ ...atPick, waste_pct: '20', vat_pct: '10.00' }, onion, atPick),
    ).toMatchObject({ waste_pct: '20', vat_pct: '10.00', purchase_unit: 'kg' });
    // Picking another entry replaces the first one's values the cook left as they were.
    const afterOnion = { ...atPick, waste_pct: '11', vat_pct: '4.00' };
    expect(prefillFromUsageSchema(afterOnion, USAGE_SCHEMAS[103]!, afterOnion)).toMatchObject({
      waste_pct: '12',
      vat_pct: '4.00',
    });
  });

  it('validation messages are Spanish and per field', () => {
    expect(validateIngredientForm(EMPTY_FORM_VALUES)).toMatchObject({
      definition: 'Elige un ingrediente del catálogo.',
      purchase_quantity: 'Indica la cantidad del formato de compra.',
      purchase_unit: 'Elige la unidad de compra.',
      purchase_price: 'Indica el precio de compra.',
      waste_pct: 'Indica la merma (0 si no hay).',
    });
    const errors = validateIngredientForm({
      ...formValuesFromInstance(onionProduct()),
      purchase_quantity: 'diez',
      waste_pct: '100',
    });
    expect(errors).toEqual({
      // Issue 16: the typed number's own message, with an example of a Spanish number.
      purchase_quantity: 'Introduce un número válido, por ejemplo 1.250,50.',
      waste_pct: 'Asegúrate de que este valor es menor o igual a 99.99.',
    });
  });
});
