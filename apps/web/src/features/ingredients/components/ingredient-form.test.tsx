import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import {
  chooseOption,
  field,
  openCreateForm,
  openCreateFormOnPage,
  pickDefinition,
  previewValue,
  replaceText,
} from '../../../test/ingredient-form-driver.tsx';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { renderApp } from '../../../test/render-app.tsx';

import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answer, answerError } from '../../../test/handlers/respond.ts';
import { USAGE_SCHEMAS } from '../../../test/ingredients-fixtures.ts';
import { usageSchemaSchema } from '@costeo/domain/contracts/ingredients';
import {
  INGREDIENT_INSTANCES_URL,
  QUOTA_INFO_URL,
  SEARCH_SUGGESTIONS_URL,
  usageSchemaUrl,
} from '../../../api/urls.ts';

type Opened = Awaited<ReturnType<typeof openCreateForm>>;
type User = Opened['user'];

/** The drawer (alone, or opened on the page) with the onion picked and its usage schema in. */
async function openWithOnion(open: () => Promise<Opened> = openCreateForm) {
  const opened = await open();
  await pickDefinition(opened.user, opened.drawer, 'ceb', /^Cebolla\s/);
  await waitFor(() => {
    expect(field(opened.drawer, /^Merma/)).toHaveValue('11');
  });
  return opened;
}

/** The purchase format a save needs: 10 (kg) for `price` €. */
async function typeQuantityAndPrice(user: User, drawer: HTMLElement, price = '12') {
  await user.type(field(drawer, /^Cantidad/), '10');
  await user.type(field(drawer, /^Precio de compra/), price);
}

/** DOMAIN §1's purchase: 10 kg for 12,00 €, at 20 % merma. */
async function typeOnionPurchase(user: User, drawer: HTMLElement) {
  await typeQuantityAndPrice(user, drawer, '12,00');
  await replaceText(user, field(drawer, /^Merma/), '20');
}

async function save(user: User, drawer: HTMLElement) {
  await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
}

const NUTRITION = 'Información nutricional (por 100 g)';

/** Unfolds the label's values per 100 g (issue 21) and returns their group. */
async function openNutrition(user: User, drawer: HTMLElement) {
  await user.click(within(drawer).getByRole('button', { name: NUTRITION }));
  return within(drawer).getByRole('group', { name: NUTRITION });
}

function energy(values: HTMLElement, unit: 'kJ' | 'kcal') {
  return within(values).getByRole('textbox', { name: `Valor energético (${unit})` });
}

describe('create a product from the catalog (DOMAIN §1, §3)', () => {
  it('keyboard first: the catalog picker has the focus when the drawer opens', async () => {
    const { drawer } = await openCreateForm();
    await waitFor(() => {
      expect(field(drawer, /Ingrediente del catálogo/)).toHaveFocus();
    });
  });

  it('picks a definition through debounced suggestions; its usage schema fills merma, IVA and unit', async () => {
    const { user, drawer } = await openCreateForm();
    await pickDefinition(user, drawer, 'ceb', /^Cebolla\s*Verduras y hortalizas$/);

    // Only the final text was searched.
    const searches = requestsTo('GET', SEARCH_SUGGESTIONS_URL).map((request) => request.params.q);
    expect(searches).toEqual(['ceb']);

    await waitFor(() => {
      expect(field(drawer, /^Merma/)).toHaveValue('11');
    });
    expect(requestsTo('GET', usageSchemaUrl(101))).toHaveLength(1);
    expect(within(drawer).getByRole('combobox', { name: /^IVA/ })).toHaveValue('4,00\u00a0%');
    expect(within(drawer).getByRole('combobox', { name: /^Unidad/ })).toHaveValue('kg (kilogramo)');
    expect(field(drawer, /^Rendimiento/)).toHaveValue('89');
    expect(field(drawer, 'Nombre')).toHaveAttribute('placeholder', 'Cebolla');
  });

  it('a merma typed before the catalog’s answer arrives is kept: 20, not the catalog’s 11', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const account = serveIngredients();
    server.use(
      http.get(usageSchemaUrl(101), async () => {
        await answered;
        const { category_name: _category, ...schema } = USAGE_SCHEMAS[101]!;
        return answer(usageSchemaSchema, schema);
      }),
    );
    const { user, drawer } = await openCreateForm(account);
    await pickDefinition(user, drawer, 'ceb', /^Cebolla\s/);
    await waitFor(() => {
      expect(requestsTo('GET', usageSchemaUrl(101))).toHaveLength(1);
    });
    await replaceText(user, field(drawer, /^Merma/), '20');
    expect(within(drawer).getByRole('combobox', { name: /^Unidad/ })).toHaveValue('');
    release();
    await waitFor(() => {
      expect(within(drawer).getByRole('combobox', { name: /^Unidad/ })).toHaveValue(
        'kg (kilogramo)',
      );
    });
    expect(field(drawer, /^Merma/)).toHaveValue('20');
    expect(within(drawer).getByRole('combobox', { name: /^IVA/ })).toHaveValue('4,00\u00a0%');
  });

  it('shows the catalog’s values per 100 g (167 kJ, 9,34 g of carbohydrate, USDA) under the empty label fields of a new product (issue 21)', async () => {
    const { user, drawer } = await openWithOnion();
    const values = await openNutrition(user, drawer);
    // The table's onion (USDA SR28): 167 kJ, 40 kcal, 9,34 g of carbohydrate, in grey.
    expect(energy(values, 'kJ')).toHaveAttribute('placeholder', '167');
    expect(
      within(values).getByRole('textbox', { name: 'Hidratos de carbono (g)' }),
    ).toHaveAttribute('placeholder', '9,34');
    expect(
      within(values).getByText(/^Fuente: USDA National Nutrient Database/),
    ).toBeInTheDocument();
  });

  it('energy typed in kcal only (42): saving asks for it in kJ too, focuses kJ and sends nothing (issue 21)', async () => {
    const { user, drawer } = await openWithOnion();
    const values = await openNutrition(user, drawer);
    // The supplier's label says 42 kcal: energy goes in both units, so saving says so there.
    await user.type(energy(values, 'kcal'), '42');
    await typeQuantityAndPrice(user, drawer);
    await save(user, drawer);
    const kj = energy(values, 'kJ');
    await waitFor(() => {
      expect(kj).toHaveAccessibleDescription('Indica el valor energético en kJ y en kcal.');
    });
    expect(kj).toHaveFocus();
    expect(requestsTo('POST', INGREDIENT_INSTANCES_URL)).toHaveLength(0);
  });

  it('sends only the label values typed (176 kJ, 42 kcal), never the catalog’s (issue 21)', async () => {
    const { user, drawer } = await openWithOnion();
    const values = await openNutrition(user, drawer);
    // The label's energy in both units; every other value is left to the catalog's grey hint.
    await user.type(energy(values, 'kcal'), '42');
    await user.type(energy(values, 'kJ'), '176');
    await typeQuantityAndPrice(user, drawer);
    await save(user, drawer);
    expect(await screen.findByText('Ingrediente guardado')).toBeInTheDocument();
    const [post] = requestsTo('POST', INGREDIENT_INSTANCES_URL);
    expect((post?.body as { nutrition_per_100g: unknown }).nutrition_per_100g).toEqual({
      energy_kj: '176.0',
      energy_kcal: '42.0',
      fat: null,
      saturates: null,
      carbohydrate: null,
      sugars: null,
      fibre: null,
      protein: null,
      salt: null,
    });
  });

  it('DOMAIN §1: onions, 10 kg for 12,00 € at 20 % merma → 1,20 €/kg, 0,0012 €/g, 0,0015 €/g aprovechable', async () => {
    const { user, drawer } = await openWithOnion();
    await typeOnionPurchase(user, drawer);

    expect(field(drawer, /^Rendimiento/)).toHaveValue('80');
    expect(previewValue(drawer, '€ por kg')).toBe('1,20 €');
    expect(previewValue(drawer, '€ por 100 g')).toBe('0,12 €');
    expect(previewValue(drawer, '€ por g')).toBe('0,0012 €');
    // Merma divides by the yield: 0,0012 / 0,80, not 0,0012 × 1,20.
    expect(previewValue(drawer, '€ por g aprovechable')).toBe('0,0015 €');
    expect(previewValue(drawer, '€ por l')).toContain('Sin conversión');
  });

  it('DOMAIN §1: the POST body is the contract (onions from Makro, 10 kg for 12,00 € at 20 % merma)', async () => {
    const { user, drawer } = await openWithOnion();
    await typeOnionPurchase(user, drawer);
    await user.type(within(drawer).getByRole('combobox', { name: 'Proveedor' }), 'Makro');
    await save(user, drawer);

    expect(await screen.findByText('Ingrediente guardado')).toBeInTheDocument();
    const [post] = requestsTo('POST', INGREDIENT_INSTANCES_URL);
    expect(post?.body).toEqual({
      definition: 101,
      // No name for labels typed: the catalog's (issue 31).
      label_name: null,
      // Typed and left: one of the cook's suppliers, sent by its id (issue 32).
      supplier_id: 2,
      supplier: 'Makro',
      brand: '',
      purchase_quantity: '10.000',
      purchase_unit: 'kg',
      purchase_price: '12.0000',
      waste_pct: '20.00',
      vat_pct: '4.00',
      density: null,
      unit_weight: null,
      extra_allergens: [],
      notes: '',
      is_active: true,
      nutrition_per_100g: null,
    });
  });

  it('DOMAIN §1: a save on the Ingredientes page reloads its list and the plan usage, and closes the drawer', async () => {
    const { user, drawer } = await openWithOnion(openCreateFormOnPage);
    await typeQuantityAndPrice(user, drawer);
    const quotaLoads = requestsTo('GET', QUOTA_INFO_URL).length;
    const listLoads = requestsTo('GET', INGREDIENT_INSTANCES_URL).length;
    await save(user, drawer);

    expect(await screen.findByText('Ingrediente guardado')).toBeInTheDocument();
    // The list and the plan usage (user menu) are reloaded; the drawer closes.
    await waitFor(() => {
      expect(requestsTo('GET', QUOTA_INFO_URL).length).toBeGreaterThan(quotaLoads);
    });
    expect(requestsTo('GET', INGREDIENT_INSTANCES_URL).length).toBeGreaterThan(listLoads);
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Nuevo ingrediente' })).toBeNull();
    });
  });

  it('DOMAIN §3: olive oil, 5 l for 30,00 € with density 0.916 → 6,00 €/l and 6,5502 €/kg (unit prices keep 4 to 6 places)', async () => {
    const { user, drawer } = await openCreateForm();
    await pickDefinition(user, drawer, 'aceite', /^Aceite de oliva virgen extra/);
    await waitFor(() => {
      expect(within(drawer).getByRole('combobox', { name: /^Unidad/ })).toHaveValue('l (litro)');
    });
    await user.type(field(drawer, /^Cantidad/), '5');
    await user.type(field(drawer, /^Precio de compra/), '30');
    expect(previewValue(drawer, '€ por l')).toBe('6,00 €');
    expect(previewValue(drawer, '€ por kg')).toBe('6,5502 €');
    expect(previewValue(drawer, '€ por ml')).toBe('0,006 €');
  });

  it('DOMAIN §2: a purchase unit that cannot convert shows "Falta la densidad para convertir l a g" (never 1 l = 1 kg)', async () => {
    const { user, drawer } = await openCreateForm();
    await pickDefinition(user, drawer, 'ceb', /^Cebolla\s/);
    await waitFor(() => {
      expect(field(drawer, /^Merma/)).toHaveValue('11');
    });
    await user.type(field(drawer, /^Cantidad/), '10');
    await user.type(field(drawer, /^Precio de compra/), '12');
    await chooseOption(user, drawer, /^Unidad/, 'l (litro)');

    const warning = within(drawer).getByRole('alert');
    expect(warning).toHaveTextContent(
      'Falta la densidad para convertir l a g. Indica la densidad del producto o elige una unidad de masa.',
    );
    expect(within(drawer).queryByText('€ por kg', { selector: 'dt' })).toBeNull();

    // The product's own density makes it convertible.
    await user.click(within(warning).getByRole('button', { name: 'Indicar la densidad' }));
    await user.type(await within(drawer).findByRole('textbox', { name: 'Densidad (g/ml)' }), '0,5');
    // 10 l at 0,5 g/ml are 5 kg: 1,20 €/l and 2,40 €/kg.
    expect(previewValue(drawer, '€ por l')).toBe('1,20 €');
    expect(previewValue(drawer, '€ por kg')).toBe('2,40 €');
    expect(within(drawer).queryByRole('alert')).toBeNull();
  });

  it('validation in Spanish: nothing is sent without a definition, quantity and price', async () => {
    const { user, drawer } = await openCreateForm();
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(within(drawer).getByText('Elige un ingrediente del catálogo.')).toBeInTheDocument();
    expect(
      within(drawer).getByText('Indica la cantidad del formato de compra.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Indica el precio de compra.')).toBeInTheDocument();
    expect(requestsTo('POST', INGREDIENT_INSTANCES_URL)).toHaveLength(0);
  });

  it("the server's 400 field errors are shown under each field and the values are kept", async () => {
    const account = serveIngredients();
    server.use(
      http.post(INGREDIENT_INSTANCES_URL, () =>
        answerError(400, {
          purchase_price: ['Asegúrate de que este valor es menor o igual a 1000000.'],
          non_field_errors: ['Revisa el formato de compra.'],
        }),
      ),
    );
    const { user, drawer } = await openCreateForm(account);
    await pickDefinition(user, drawer, 'ceb', /^Cebolla\s/);
    await waitFor(() => {
      expect(field(drawer, /^Merma/)).toHaveValue('11');
    });
    await user.type(field(drawer, /^Cantidad/), '10');
    await user.type(field(drawer, /^Precio de compra/), '12');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    const price = field(drawer, /^Precio de compra/);
    await waitFor(() => {
      expect(price).toHaveAccessibleDescription(
        /Asegúrate de que este valor es menor o igual a 1000000./,
      );
    });
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Revisa el formato de compra.');
    expect(price).toHaveValue('12');
    expect(field(drawer, /^Cantidad/)).toHaveValue('10');
    expect(screen.getByRole('dialog', { name: 'Nuevo ingrediente' })).toBeInTheDocument();
  });
});

describe('quota (SPEC §5)', () => {
  it("SPEC §5: a 403 quota_exceeded from the server opens 'Límite alcanzado' with the message, shown once; the form keeps its values", async () => {
    const account = serveIngredients({ usage: { ingredient_instances: 49, recipes: 0 } });
    server.use(
      http.post(INGREDIENT_INSTANCES_URL, () =>
        answerError(403, {
          detail: 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.',
          code: 'quota_exceeded',
          resource: 'ingredient_instances',
          limit: 50,
          plan: 'free',
        }),
      ),
    );
    const { user, drawer } = await openCreateForm(account);
    await pickDefinition(user, drawer, 'ceb', /^Cebolla\s/);
    await waitFor(() => {
      expect(field(drawer, /^Merma/)).toHaveValue('11');
    });
    await user.type(field(drawer, /^Cantidad/), '10');
    await user.type(field(drawer, /^Precio de compra/), '12');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    const modal = await screen.findByRole('dialog', { name: 'Límite alcanzado' });
    expect(
      within(modal).getByText('Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.'),
    ).toBeInTheDocument();
    // Shown once, where the user acted: no notification repeats it.
    expect(
      screen.getAllByText('Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.'),
    ).toHaveLength(1);
    expect(await within(modal).findByRole('button', { name: 'Cambiar a Pro' })).toBeEnabled();
    expect(field(drawer, /^Precio de compra/)).toHaveValue('12');
  });

  it('SPEC §5: at the limit the guard blocks the form before anything is typed', async () => {
    serveIngredients({ usage: { ingredient_instances: 50, recipes: 0 } });
    const { user } = renderApp('/ingredients', { tokens: TOKENS });
    const button = await screen.findByRole('button', { name: 'Nuevo ingrediente' });
    await waitFor(() => {
      expect(button).toHaveAttribute('data-blocked');
    });
    await user.click(button);
    const modal = await screen.findByRole('dialog', { name: 'Límite alcanzado' });
    expect(
      within(modal).getByText('Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.'),
    ).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Nuevo ingrediente' })).toBeNull();
  });
});
