import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveRecipes, type ServedRecipes } from '../../../test/handlers/recipes.ts';
import { FONDO, SOPA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { recipeUrl } from '../../../api/urls.ts';

// Issue 16 part 3: a refused save says what is wrong, on the field, and the focus goes there.
const GENERIC = 'No se ha podido guardar la receta. Inténtalo de nuevo.';

async function openSopa(account: ServedRecipes = serveRecipes({ recipes: [FONDO, SOPA] })) {
  const view = renderApp(`/recipes/${SOPA.id}`, {
    tokens: TOKENS,
    noRetry: true,
  });
  await screen.findByRole('region', { name: 'Margen y food cost' });
  return { ...view, ...account };
}

const pvpField = () => screen.getByRole('textbox', { name: /PVP \(IVA incluido\)/ });
const quantityOf = (name: string) =>
  screen.getByRole('textbox', { name: `Cantidad neta de ${name}` });

async function typeInto(
  user: { clear: (e: Element) => Promise<void>; type: (e: Element, t: string) => Promise<void> },
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.type(field, text);
}

describe('Detalle de Receta: save errors on the field (issue 16)', () => {
  it('a PVP of "abc" is refused in the browser on the PVP field, focused, and nothing is sent', async () => {
    const { user } = await openSopa();
    await typeInto(user, pvpField(), 'abc');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(pvpField()).toHaveAccessibleDescription(
      /Introduce un número válido, por ejemplo 1\.250,50\./,
    );
    expect(pvpField()).toHaveFocus();
    expect(requestsTo('PUT', recipeUrl(SOPA.id))).toHaveLength(0);
    expect(screen.queryByText(GENERIC)).toBeNull();
  });

  it('a negative PVP says it cannot be negative', async () => {
    const { user } = await openSopa();
    await typeInto(user, pvpField(), '-3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(pvpField()).toHaveAccessibleDescription(/No puede ser negativo\./);
  });

  it('a quantity over 1 000 000 is refused by the contract on that line', async () => {
    const { user } = await openSopa();
    await typeInto(user, quantityOf('Fondo blanco'), '2.000.000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(quantityOf('Fondo blanco')).toHaveAccessibleDescription(/menor o igual a 1000000/);
    expect(quantityOf('Fondo blanco')).toHaveFocus();
    expect(requestsTo('PUT', recipeUrl(SOPA.id))).toHaveLength(0);
  });

  it('a Spanish PVP "1.250,50" goes to the API as 1250.50', async () => {
    const { user } = await openSopa();
    await typeInto(user, pvpField(), '1.250,50');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(requestsTo('PUT', recipeUrl(SOPA.id))).toHaveLength(1);
    });
    const [put] = requestsTo('PUT', recipeUrl(SOPA.id));
    expect((put?.body as { sale_price: string }).sale_price).toBe('1250.50');
  });

  it("the server's 400 on sale_price shows on the PVP field, focused, not the generic message", async () => {
    const account = serveRecipes({ recipes: [FONDO, SOPA] });
    const message = 'Asegúrate de que este valor es menor o igual a 100000.';
    server.use(http.put(recipeUrl(SOPA.id), () => answerError(400, { sale_price: [message] })));
    const { user } = await openSopa(account);
    await typeInto(user, pvpField(), '9,50');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(pvpField()).toHaveAccessibleDescription(new RegExp(message));
    });
    expect(pvpField()).toHaveFocus();
    expect(screen.queryByText(GENERIC)).toBeNull();
  });

  it("the server's nested lines.1.quantity error shows on the second line's quantity", async () => {
    const account = serveRecipes({ recipes: [FONDO, SOPA] });
    const message = 'Asegúrate de que este valor es menor o igual a 1000000.';
    server.use(
      http.put(recipeUrl(SOPA.id), () =>
        answerError(400, {
          'lines.1.quantity': [message],
          non_field_errors: ['Revisa las líneas.'],
        }),
      ),
    );
    const { user } = await openSopa(account);
    await typeInto(user, pvpField(), '9,50');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(quantityOf('Fondo blanco')).toHaveAccessibleDescription(message);
    });
    expect(quantityOf('Cebolla')).not.toHaveAccessibleDescription(message);
    expect(quantityOf('Fondo blanco')).toHaveFocus();
    const alert = screen.getByRole('alert', { name: 'No se ha guardado' });
    expect(alert).toHaveTextContent('Revisa las líneas.');
  });

  it('a 500 shows the generic message and marks no field', async () => {
    const account = serveRecipes({ recipes: [FONDO, SOPA] });
    server.use(
      http.put(recipeUrl(SOPA.id), () =>
        answerError(500, { detail: 'Error interno del servidor.' }),
      ),
    );
    const { user } = await openSopa(account);
    await typeInto(user, pvpField(), '9,50');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert', { name: 'No se ha guardado' });
    expect(within(alert).getByText(GENERIC)).toBeInTheDocument();
    expect(pvpField()).not.toHaveAttribute('aria-invalid', 'true');
  });
});
