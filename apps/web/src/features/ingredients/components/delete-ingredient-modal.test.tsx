import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveIngredients, type ServedIngredients } from '../../../test/handlers/ingredients.ts';
import { renderApp } from '../../../test/render-app.tsx';

import { requestsTo } from '../../../test/server.ts';
import { ingredientInstanceUrl, QUOTA_INFO_URL } from '../../../api/urls.ts';

async function openDelete(account: ServedIngredients, name: string) {
  const view = renderApp('/ingredients', { tokens: TOKENS, noRetry: true });
  await view.user.click(await screen.findByRole('button', { name: `Acciones de ${name}` }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
  const dialog = await screen.findByRole('dialog', { name: `¿Eliminar «${name}»?` });
  return { ...view, ...account, dialog };
}

describe('delete a product', () => {
  it('asks for confirmation, then deletes and reloads the list and the plan usage', async () => {
    const { dialog, user } = await openDelete(serveIngredients(), 'Cebolla');
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    expect(requestsTo('DELETE', ingredientInstanceUrl(1))).toHaveLength(0);
    const quotaLoads = requestsTo('GET', QUOTA_INFO_URL).length;

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Ingrediente eliminado')).toBeInTheDocument();
    const [deletion] = requestsTo('DELETE', ingredientInstanceUrl(1));
    // No query string at all.
    expect(deletion?.params).toEqual({});
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Cebolla' })).toBeNull();
    });
    expect(requestsTo('GET', QUOTA_INFO_URL).length).toBeGreaterThan(quotaLoads);
  });

  it('"Cancelar" deletes nothing', async () => {
    const { dialog, user } = await openDelete(serveIngredients(), 'Cebolla');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: '¿Eliminar «Cebolla»?' })).toBeNull();
    });
    expect(requestsTo('DELETE', ingredientInstanceUrl(1))).toHaveLength(0);
  });

  it('when recipes use it, names them and "Eliminar igualmente" sends force=true', async () => {
    const account = serveIngredients({
      recipesUsing: {
        1: [
          { id: 7, name: 'Tortilla de patatas' },
          { id: 9, name: 'Sofrito base' },
        ],
      },
    });
    const { dialog, user } = await openDelete(account, 'Cebolla');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await within(dialog).findByText('«Cebolla» se usa en 2 recetas:')).toBeInTheDocument();
    expect(within(dialog).getByText('Tortilla de patatas')).toBeInTheDocument();
    expect(within(dialog).getByText('Sofrito base')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cebolla' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar igualmente' }));
    expect(await screen.findByText('Ingrediente eliminado')).toBeInTheDocument();
    const deletions = requestsTo('DELETE', ingredientInstanceUrl(1));
    expect(deletions.map((request) => request.params)).toEqual([{}, { force: 'true' }]);
  });
});
