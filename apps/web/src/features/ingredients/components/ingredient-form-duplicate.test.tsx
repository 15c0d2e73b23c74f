import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INGREDIENT_INSTANCES_URL } from '../../../api/urls.ts';
import {
  field,
  openCreateForm,
  openEditForm,
  pickDefinition,
  replaceText,
} from '../../../test/ingredient-form-driver.tsx';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { eggProduct, onionProduct } from '../../../test/ingredients-fixtures.ts';
import { requestsTo } from '../../../test/server.ts';

const posts = () => requestsTo('POST', INGREDIENT_INSTANCES_URL);
const text = (element: HTMLElement) => element.textContent.replace(/\u00a0/g, ' ');

/** A new «Cebolla» from the catalog, typed as a cook would (the account has one already). */
async function typeOnion(quantity: string, supplier: string) {
  // The account's onion: «Cebolla» of Frutas García, 10 kg for 12,00 €.
  const view = await openCreateForm(
    serveIngredients({ instances: [onionProduct(), eggProduct()] }),
  );
  const { user, drawer } = view;
  await pickDefinition(user, drawer, 'ceb', /^Cebolla\s/);
  await waitFor(() => {
    expect(field(drawer, /^Merma/)).toHaveValue('11');
  });
  await user.type(field(drawer, /^Cantidad/), quantity);
  await user.type(field(drawer, /^Precio de compra/), '9,50');
  await user.type(within(drawer).getByRole('combobox', { name: 'Proveedor' }), supplier);
  return view;
}

describe('a product identical to one the cook has asks before it is created (issue 31)', () => {
  it('same name, supplier (any case and accents) and format: «Crear de todos modos» or «Cancelar», nothing lost', async () => {
    const { user, drawer } = await typeOnion('10', '  frutas garcia ');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));

    const ask = await screen.findByRole('dialog', { name: '¿Crear otro igual?' });
    expect(text(ask)).toContain(
      'Ya tienes «Cebolla» de Frutas García en 10 kg. ¿Crear otro igual?',
    );
    expect(posts()).toHaveLength(0);
    // The candidates are the list's search for the name.
    expect(requestsTo('GET', INGREDIENT_INSTANCES_URL).at(-1)?.params).toMatchObject({
      search: 'Cebolla',
      page_size: '100',
    });
    // Keyboard first: «Cancelar» has the focus; it goes back to the form as typed.
    await waitFor(() => {
      expect(within(ask).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    });
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: '¿Crear otro igual?' })).toBeNull();
    });
    expect(screen.getByRole('dialog', { name: 'Nuevo ingrediente' })).toBeInTheDocument();
    expect(field(drawer, /^Cantidad/)).toHaveValue('10');
    expect(field(drawer, /^Precio de compra/)).toHaveValue('9,50');
    // Issue 32: what was typed is the cook's supplier of that name, now shown as it is called.
    expect(within(drawer).getByRole('combobox', { name: 'Proveedor' })).toHaveValue(
      'Frutas García',
    );
    expect(posts()).toHaveLength(0);

    // Asked again, the cook means it: one product is created.
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    const again = await screen.findByRole('dialog', { name: '¿Crear otro igual?' });
    await user.click(within(again).getByRole('button', { name: 'Crear de todos modos' }));
    expect(await screen.findByText('Ingrediente guardado')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toMatchObject({
      supplier_id: 1,
      supplier: 'Frutas García',
      purchase_quantity: '10.000',
      purchase_unit: 'kg',
      purchase_price: '9.5000',
    });
  });

  it('another purchase format is another product: created without asking', async () => {
    const { user, drawer } = await typeOnion('5', 'Frutas García');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrediente guardado')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: '¿Crear otro igual?' })).toBeNull();
  });

  it('Escape closes the question, not the drawer', async () => {
    const { user, drawer } = await typeOnion('10', 'Frutas García');
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('dialog', { name: '¿Crear otro igual?' });
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: '¿Crear otro igual?' })).toBeNull();
    });
    expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Nuevo ingrediente' })).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});

describe('beside the purchase price: what a recipe is charged (issue 31)', () => {
  it('onions 10 kg for 12,00 € at 20 % merma: 1,50 €/kg limpio, with why', async () => {
    const onion = onionProduct();
    const { user, drawer } = await openEditForm(onion);
    const hint = await within(drawer).findByTestId('clean-cost');
    expect(text(hint)).toBe(
      '1,50 €/kg limpioLo que cuesta en una receta cada kg ya limpio: el precio dividido por el rendimiento (80,00 %).',
    );
    // It follows what is typed.
    await replaceText(user, field(drawer, /^Merma/), '40');
    await waitFor(() => {
      expect(text(within(drawer).getByTestId('clean-cost'))).toMatch(/^2,00 €\/kg limpio/);
    });
  });

  it('eggs, 180 for 34,20 € at 12 % merma and 65 g each: 3,3217 €/kg limpio · 0,19 €/ud in a recipe (no merma)', async () => {
    const { drawer } = await openEditForm(eggProduct());
    const hint = await within(drawer).findByTestId('clean-cost');
    expect(text(hint)).toBe(
      '3,3217 €/kg limpio · 0,19 €/ud en una recetaEl kg limpio divide por el rendimiento (88,00 %); una receta que cuenta unidades paga piezas enteras, sin merma.',
    );
  });
});
