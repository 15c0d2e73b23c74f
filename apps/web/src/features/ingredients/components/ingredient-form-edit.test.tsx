import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import {
  chooseOption,
  field,
  openCreateForm,
  openEditForm,
  previewValue,
  replaceText,
} from '../../../test/ingredient-form-driver.tsx';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { oilProduct, onionProduct } from '../../../test/ingredients-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';
import {
  INGREDIENT_DEFINITIONS_URL,
  INGREDIENT_INSTANCES_URL,
  ingredientInstanceUrl,
  SEARCH_SUGGESTIONS_URL,
  usageSchemaUrl,
} from '../../../api/urls.ts';
import { catalogKeys } from '../../../api/catalog/keys.ts';

describe('edit and close', () => {
  it('searches the catalog when the cook comes back to its field, not for the name the product opens with', async () => {
    const { user, drawer, queryClient } = await openEditForm(onionProduct());
    const picker = field(drawer, /Ingrediente del catálogo/);
    expect(picker).toHaveValue('Cebolla');
    // The list is closed: no search for the name in the field (it used to be sent on opening).
    expect(
      queryClient.getQueryCache().findAll({ queryKey: catalogKeys.suggestions('Cebolla') }),
    ).toHaveLength(0);
    expect(requestsTo('GET', SEARCH_SUGGESTIONS_URL)).toHaveLength(0);

    await user.click(picker);
    expect(await within(drawer).findByRole('option', { name: /^Cebolla\s/ })).toBeInTheDocument();
    expect(requestsTo('GET', SEARCH_SUGGESTIONS_URL).map((request) => request.params.q)).toEqual([
      'Cebolla',
    ]);
  });

  it("issue 19: on Pro the drawer shows the product's last purchase on a supplier invoice", async () => {
    serveIngredients({
      plan: 'pro',
      instances: [oilProduct()],
      lastPurchases: {
        2: {
          invoice: 5,
          number: 'A2026-0153',
          supplier_name: 'Distribuciones del Sur',
          issue_date: '2026-11-03',
          quantity: '4.000',
          unit_of_measure: '06',
          line_total: '27.36',
          price_per_base_unit: '0.00114',
          base_unit: 'ml',
        },
      },
    });
    const { user } = renderApp('/ingredients', { tokens: TOKENS });
    await user.click(await screen.findByRole('button', { name: 'AOVE Oleoestepa' }));
    const purchase = await screen.findByTestId('last-purchase');
    expect(purchase).toHaveTextContent('03/11/2026 · factura A2026-0153 de Distribuciones del Sur');
    expect(purchase).toHaveTextContent(/27,36\s€ · 1,14\s€\/l sin IVA/);
  });

  it('edit opens the product prefilled and saves it with PUT', async () => {
    serveIngredients({
      instances: [oilProduct({ notes: 'Garrafa PET', extra_allergens: [] }), onionProduct()],
    });
    const { user } = renderApp('/ingredients', { tokens: TOKENS });
    await user.click(await screen.findByRole('button', { name: 'AOVE Oleoestepa' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar «AOVE Oleoestepa»' });

    expect(field(drawer, /Ingrediente del catálogo/)).toHaveValue('Aceite de oliva virgen extra');
    expect(field(drawer, 'Nombre')).toHaveValue('AOVE Oleoestepa');
    expect(within(drawer).getByRole('combobox', { name: 'Proveedor' })).toHaveValue('Makro');
    expect(within(drawer).getByRole('combobox', { name: 'Marca' })).toHaveValue('Oleoestepa');
    expect(field(drawer, /^Cantidad/)).toHaveValue('5');
    expect(field(drawer, /^Precio de compra/)).toHaveValue('30,00');
    expect(field(drawer, /^Merma/)).toHaveValue('0');
    expect(field(drawer, 'Notas')).toHaveValue('Garrafa PET');
    await waitFor(() => {
      expect(previewValue(drawer, '€ por l')).toBe('6,00 €');
    });

    await replaceText(user, field(drawer, /^Precio de compra/), '33,50');
    expect(previewValue(drawer, '€ por l')).toBe('6,70 €');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ingrediente guardado')).toBeInTheDocument();
    const [put] = requestsTo('PUT', ingredientInstanceUrl(2));
    expect(put?.body).toEqual({
      definition: 102,
      name: 'AOVE Oleoestepa',
      label_name: null,
      supplier_id: 2,
      supplier: 'Makro',
      brand: 'Oleoestepa',
      purchase_quantity: '5.000',
      purchase_unit: 'l',
      purchase_price: '33.5000',
      waste_pct: '0.00',
      vat_pct: '4.00',
      density: null,
      unit_weight: null,
      extra_allergens: [],
      notes: 'Garrafa PET',
      is_active: true,
      nutrition_per_100g: null,
    });
    expect(requestsTo('POST', INGREDIENT_INSTANCES_URL)).toHaveLength(0);
  });

  it('issue 7: a product bought at 12,3457 € shows 12,3457 and a notes-only edit sends 12.3457 back', async () => {
    serveIngredients({
      instances: [onionProduct({ purchase_price: '12.3457', notes: '' })],
    });
    const { user } = renderApp('/ingredients', { tokens: TOKENS });
    await user.click(await screen.findByRole('button', { name: 'Cebolla' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar «Cebolla»' });
    expect(field(drawer, /^Precio de compra/)).toHaveValue('12,3457');
    await waitFor(() => {
      expect(previewValue(drawer, '€ por kg')).toBe('1,2346 €');
    });

    await user.type(field(drawer, 'Notas'), 'Pedir los lunes');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ingrediente guardado')).toBeInTheDocument();
    const [put] = requestsTo('PUT', ingredientInstanceUrl(1));
    expect(put?.body).toMatchObject({ purchase_price: '12.3457', notes: 'Pedir los lunes' });
  });

  it('Escape with unsaved changes asks before discarding them', async () => {
    const { user, drawer } = await openCreateForm();
    await user.type(field(drawer, 'Nombre'), 'Cebolla morada');
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await user.click(within(confirm).getByRole('button', { name: 'Seguir editando' }));
    expect(field(drawer, 'Nombre')).toHaveValue('Cebolla morada');

    await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Descartar los cambios?' })).getByRole(
        'button',
        { name: 'Descartar cambios' },
      ),
    );
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Nuevo ingrediente' })).toBeNull();
    });
  });

  it('an untouched form closes at once', async () => {
    const { user } = await openCreateForm();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Nuevo ingrediente' })).toBeNull();
    });
    expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios?' })).toBeNull();
  });
});

describe('an ingredient of your own', () => {
  it('"Crear «X» como ingrediente propio" posts a custom definition and picks it', async () => {
    const { user, drawer } = await openCreateForm();
    await user.type(field(drawer, /Ingrediente del catálogo/), 'Mojo picón');
    await user.click(
      await within(drawer).findByRole('option', {
        name: 'Crear «Mojo picón» como ingrediente propio',
      }),
    );
    const region = within(drawer).getByRole('region', { name: 'Nuevo ingrediente propio' });
    expect(within(region).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Mojo picón');
    await user.click(within(region).getByRole('button', { name: 'Crear ingrediente propio' }));
    expect(within(region).getByText('Elige una categoría.')).toBeInTheDocument();

    await chooseOption(user, region, /^Categoría/, 'Otros');
    await user.click(within(region).getByRole('radio', { name: 'Volumen (ml)' }));
    await user.click(within(region).getByRole('button', { name: 'Crear ingrediente propio' }));

    await waitFor(() => {
      expect(within(drawer).queryByRole('region', { name: 'Nuevo ingrediente propio' })).toBeNull();
    });
    const [post] = requestsTo('POST', INGREDIENT_DEFINITIONS_URL);
    expect(post?.body).toEqual({
      name: 'Mojo picón',
      category: 13,
      base_unit: 'ml',
      density: null,
      unit_weight: null,
      waste_pct: '0.00',
      allergens: [],
      vat_pct: '10.00',
    });
    expect(field(drawer, /Ingrediente del catálogo/)).toHaveValue('Mojo picón');
    await waitFor(() => {
      expect(requestsTo('GET', usageSchemaUrl(900))).toHaveLength(1);
    });
  });
});

describe('price history from the form', () => {
  it('opens above the drawer, and Escape closes only the history', async () => {
    serveIngredients({ plan: 'pro', priceHistory: { 1: [] } });
    const { user } = renderApp('/ingredients', { tokens: TOKENS });
    await user.click(await screen.findByRole('button', { name: 'Cebolla' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar «Cebolla»' });
    // Editing starts at the price.
    await waitFor(() => {
      expect(field(drawer, /^Precio de compra/)).toHaveFocus();
    });
    await user.click(within(drawer).getByRole('button', { name: 'Historial de precios' }));
    const history = await screen.findByRole('dialog', { name: 'Historial de precios · Cebolla' });
    expect(history).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Historial de precios · Cebolla' })).toBeNull();
    });
    expect(screen.getByRole('dialog', { name: 'Editar «Cebolla»' })).toBeInTheDocument();
  });
});
