import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveRecipes } from '../../../test/handlers/recipes.ts';
import { FONDO, SOPA, TOSTA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/* Issue 16 part 2: an elaboración shows what it costs per unit it yields, and where it goes. */

describe('Detalle de Receta of an elaboración', () => {
  it('shows € per l and per 100 ml, the batch cost and the recipes that use it; no PVP, margin or suggested price', async () => {
    serveRecipes({ recipes: [FONDO, SOPA, TOSTA] });
    renderApp(`/recipes/${FONDO.id}`, {
      tokens: TOKENS,
      noRetry: true,
    });
    const panel = await screen.findByRole('region', { name: 'Coste de la elaboración' });
    // 3 l of milk at 1 €/l for a 2 l batch: 1,50 €/l, 0,15 € per 100 ml.
    expect(within(panel).getByText('Coste por l')).toBeInTheDocument();
    expect(panel).toHaveTextContent(/1,50\s€\/l/);
    expect(panel).toHaveTextContent(/0,15\s€ por 100 ml/);
    expect(panel).toHaveTextContent(/Coste del lote3,00\s€rinde 2 l/);
    await waitFor(() => {
      expect(within(panel).getByRole('link', { name: 'Sopa de cebolla' })).toHaveAttribute(
        'href',
        `/recipes/${SOPA.id}`,
      );
    });
    expect(within(panel).getByRole('link', { name: 'Tosta de cebolla' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Margen y food cost' })).toBeNull();
    expect(screen.queryByText('Coste por ración')).toBeNull();
    expect(screen.queryByText('Precio sugerido')).toBeNull();
    expect(screen.queryByText(/Margen bruto/)).toBeNull();
  });

  it('says when no recipe uses it yet', async () => {
    serveRecipes({ recipes: [FONDO] });
    renderApp(`/recipes/${FONDO.id}`, {
      tokens: TOKENS,
      noRetry: true,
    });
    const panel = await screen.findByRole('region', { name: 'Coste de la elaboración' });
    expect(await within(panel).findByText(/Aún no la usa ninguna receta/)).toBeInTheDocument();
  });
});
