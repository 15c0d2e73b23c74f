import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  field,
  openCreateForm,
  pickDefinition,
} from '../../../test/ingredient-form-driver.tsx';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { INGREDIENT_DEFINITIONS_URL, INGREDIENT_INSTANCES_URL } from '../../../api/urls.ts';

// Issue 16: Spanish numbers both ways, and a refused save says what is wrong on the field.
const GENERIC = 'No se ha podido guardar el ingrediente. Inténtalo de nuevo.';

async function fillOnion(account = serveIngredients()) {
  const opened = await openCreateForm(account);
  await pickDefinition(opened.user, opened.drawer, 'ceb', /^Cebolla\s/);
  await waitFor(() => {
    expect(field(opened.drawer, /^Merma/)).toHaveValue('11');
  });
  return opened;
}

/** Types the purchase's Cantidad and Precio de compra as a cook writes them, and saves. */
async function typeFiguresAndSave(
  opened: Awaited<ReturnType<typeof fillOnion>>,
  quantity: string,
  price: string,
) {
  const { user, drawer } = opened;
  await user.type(field(drawer, /^Cantidad/), quantity);
  await user.type(field(drawer, /^Precio de compra/), price);
  await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
  return opened;
}

/** The body of the one product created. */
async function createdProduct() {
  await waitFor(() => {
    expect(requestsTo('POST', INGREDIENT_INSTANCES_URL)).toHaveLength(1);
  });
  return requestsTo('POST', INGREDIENT_INSTANCES_URL)[0]?.body;
}

describe('Ingredientes form: numbers and save errors (issue 16)', () => {
  it('"1.250,50" is sent as 1250.5000 (the contract\'s fixed places)', async () => {
    await typeFiguresAndSave(await fillOnion(), '10', '1.250,50');
    expect(await createdProduct()).toMatchObject({
      purchase_quantity: '10.000',
      purchase_price: '1250.5000',
    });
  });

  it('"1,5" is sent as 1.500 (the contract\'s fixed places)', async () => {
    await typeFiguresAndSave(await fillOnion(), '1,5', '12');
    expect(await createdProduct()).toMatchObject({
      purchase_quantity: '1.500',
      purchase_price: '12.0000',
    });
  });

  it('"1.2.3" and a negative price are refused on their fields, focused, and nothing is sent', async () => {
    const { drawer } = await typeFiguresAndSave(await fillOnion(), '1.2.3', '-3');
    const quantity = field(drawer, /^Cantidad/);
    await waitFor(() => {
      expect(quantity).toHaveAccessibleDescription(/Introduce un número válido/);
    });
    expect(field(drawer, /^Precio de compra/)).toHaveAccessibleDescription(
      /No puede ser negativo\./,
    );
    expect(quantity).toHaveFocus();
    expect(requestsTo('POST', INGREDIENT_INSTANCES_URL)).toHaveLength(0);
  });

  it("the server's 400 lands on the field and takes the focus there", async () => {
    const account = serveIngredients();
    const message = 'Asegúrate de que este valor es menor o igual a 1000000.';
    server.use(
      http.post(INGREDIENT_INSTANCES_URL, () => answerError(400, { purchase_price: [message] })),
    );
    const { drawer } = await typeFiguresAndSave(await fillOnion(account), '10', '12');
    const price = field(drawer, /^Precio de compra/);
    await waitFor(() => {
      expect(price).toHaveAccessibleDescription(message);
    });
    expect(price).toHaveFocus();
    expect(within(drawer).queryByText(GENERIC)).toBeNull();
  });

  it('a 500 shows the generic message, not the server internals', async () => {
    const account = serveIngredients();
    server.use(
      http.post(INGREDIENT_INSTANCES_URL, () =>
        answerError(500, { detail: 'Error interno del servidor.' }),
      ),
    );
    const { drawer } = await typeFiguresAndSave(await fillOnion(account), '10', '12');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(GENERIC);
  });

  it("a custom ingredient's 400 shows on its Nombre field, focused", async () => {
    const account = serveIngredients();
    const message = 'Ya tienes un ingrediente propio con este nombre.';
    server.use(http.post(INGREDIENT_DEFINITIONS_URL, () => answerError(400, { name: [message] })));
    const { user, drawer } = await openCreateForm(account);
    await user.type(field(drawer, /Ingrediente del catálogo/), 'Mojo picón');
    await user.click(
      await within(drawer).findByRole('option', {
        name: 'Crear «Mojo picón» como ingrediente propio',
      }),
    );
    const region = within(drawer).getByRole('region', { name: 'Nuevo ingrediente propio' });
    await chooseOption(user, region, /^Categoría/, 'Otros');
    await user.click(within(region).getByRole('button', { name: 'Crear ingrediente propio' }));
    const name = within(region).getByRole('textbox', { name: /^Nombre/ });
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(message);
    });
    expect(name).toHaveFocus();
  });
});
