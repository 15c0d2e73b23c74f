import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import {
  createIngredientsApi,
  INGREDIENT_URLS,
  type IngredientsApi,
} from '../../../test/ingredients-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SUBSCRIPTION_URLS } from '../../../test/subscription-api.ts';

const SLOW = { timeout: 20_000 };

async function openDelete(account: IngredientsApi, name: string) {
  const view = renderApp('/ingredients', { tokens: TOKENS, api: account.api, noRetry: true });
  await view.user.click(
    await screen.findByRole('button', { name: `Acciones de ${name}` }, { timeout: 5000 }),
  );
  await view.user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
  const dialog = await screen.findByRole('dialog', { name: `¿Eliminar «${name}»?` });
  return { ...view, ...account, dialog };
}

describe('delete a product', SLOW, () => {
  it('asks for confirmation, then deletes and reloads the list and the plan usage', async () => {
    const { dialog, user, api } = await openDelete(createIngredientsApi(), 'Cebolla');
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    expect(api.requestsTo('DELETE', INGREDIENT_URLS.instance(1))).toHaveLength(0);
    const quotaLoads = api.requestsTo('GET', SUBSCRIPTION_URLS.quota).length;

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Ingrediente eliminado')).toBeInTheDocument();
    const [deletion] = api.requestsTo('DELETE', INGREDIENT_URLS.instance(1));
    expect(deletion?.config.params).toBeUndefined();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Cebolla' })).toBeNull();
    });
    expect(api.requestsTo('GET', SUBSCRIPTION_URLS.quota).length).toBeGreaterThan(quotaLoads);
  });

  it('"Cancelar" deletes nothing', async () => {
    const { dialog, user, api } = await openDelete(createIngredientsApi(), 'Cebolla');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: '¿Eliminar «Cebolla»?' })).toBeNull();
    });
    expect(api.requestsTo('DELETE', INGREDIENT_URLS.instance(1))).toHaveLength(0);
  });

  it('when recipes use it, names them and "Eliminar igualmente" sends force=true', async () => {
    const account = createIngredientsApi({
      recipesUsing: {
        1: [
          { id: 7, name: 'Tortilla de patatas' },
          { id: 9, name: 'Sofrito base' },
        ],
      },
    });
    const { dialog, user, api } = await openDelete(account, 'Cebolla');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await within(dialog).findByText('«Cebolla» se usa en 2 recetas:')).toBeInTheDocument();
    expect(within(dialog).getByText('Tortilla de patatas')).toBeInTheDocument();
    expect(within(dialog).getByText('Sofrito base')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cebolla' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar igualmente' }));
    expect(await screen.findByText('Ingrediente eliminado')).toBeInTheDocument();
    const deletions = api.requestsTo('DELETE', INGREDIENT_URLS.instance(1));
    expect(deletions.map((request) => request.config.params)).toEqual([
      undefined,
      { force: 'true' },
    ]);
  });
});
