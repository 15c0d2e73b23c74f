import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  INGREDIENT_INSTANCES_URL,
  SUPPLIERS_URL,
  ingredientInstanceUrl,
} from '../../../api/urls.ts';
import {
  field,
  openCreateForm,
  openEditForm,
  pickDefinition,
} from '../../../test/ingredient-form-driver.tsx';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { onionProduct } from '../../../test/ingredients-fixtures.ts';
import { requestsTo } from '../../../test/server.ts';
import { frutasGarcia, makro } from '../../../test/suppliers-fixtures.ts';

const HUERTA_VIVA = frutasGarcia({
  id: 5,
  name: 'Huerta Viva',
  tax_id: 'B12345674',
  aliases: ['HUERTA VIVA, SL'],
});

describe("the product drawer's «Proveedor» is one of the cook's suppliers (issue 32)", () => {
  it('«Crear «X»» makes a new supplier there and then, and the product is sent with its id', async () => {
    const { user, drawer } = await openCreateForm(serveIngredients());
    await pickDefinition(user, drawer, 'ceb', /^Cebolla\s/);
    await waitFor(() => {
      expect(field(drawer, /^Merma/)).toHaveValue('11');
    });
    await user.type(field(drawer, /^Cantidad/), '5');
    await user.type(field(drawer, /^Precio de compra/), '7,50');

    const picker = within(drawer).getByRole('combobox', { name: 'Proveedor' });
    await user.click(picker);
    // Every supplier of the account, by name.
    const listed = await screen.findByRole('listbox', { name: 'Tus proveedores' });
    expect(
      within(listed)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Frutas García', 'Makro']);
    await user.type(picker, 'Huerta Viva');
    await user.click(await screen.findByRole('option', { name: 'Crear «Huerta Viva»' }));
    await waitFor(() => {
      expect(picker).toHaveValue('Huerta Viva');
    });
    expect(requestsTo('POST', SUPPLIERS_URL)[0]?.body).toMatchObject({ name: 'Huerta Viva' });

    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrediente guardado')).toBeInTheDocument();
    expect(requestsTo('POST', INGREDIENT_INSTANCES_URL)[0]?.body).toMatchObject({
      supplier_id: 50,
      supplier: 'Huerta Viva',
    });
  });

  it('another name of a supplier (its legal form, any case) is that supplier, never a second one; «Sin proveedor» takes it away', async () => {
    const onion = onionProduct();
    const { user, drawer } = await openEditForm(
      onion,
      serveIngredients({ instances: [onion], suppliers: [frutasGarcia(), makro(), HUERTA_VIVA] }),
    );
    const picker = within(drawer).getByRole('combobox', { name: 'Proveedor' });
    expect(picker).toHaveValue('Frutas García');

    await user.clear(picker);
    await user.type(picker, 'huerta viva s.l.');
    // Known by another name: no «Crear» offered.
    await waitFor(() => {
      expect(screen.queryByRole('option', { name: /^Crear/ })).toBeNull();
    });
    await user.click(field(drawer, 'Notas'));
    expect(picker).toHaveValue('Huerta Viva');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrediente guardado')).toBeInTheDocument();
    expect(requestsTo('PUT', ingredientInstanceUrl(1))[0]?.body).toMatchObject({
      supplier_id: 5,
      supplier: 'Huerta Viva',
    });
    expect(requestsTo('POST', SUPPLIERS_URL)).toHaveLength(0);
  });

  it('«Sin proveedor» leaves the product without one', async () => {
    const onion = onionProduct();
    const { user, drawer } = await openEditForm(onion);
    const picker = within(drawer).getByRole('combobox', { name: 'Proveedor' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Sin proveedor' }));
    expect(picker).toHaveValue('');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrediente guardado')).toBeInTheDocument();
    expect(requestsTo('PUT', ingredientInstanceUrl(1))[0]?.body).toMatchObject({
      supplier_id: null,
      supplier: '',
    });
  });
});
