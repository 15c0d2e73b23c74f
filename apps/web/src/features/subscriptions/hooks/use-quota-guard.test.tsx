import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanCode } from '@costeo/domain/plans';
import { TOKENS } from '../../../test/fixtures.ts';
import { createIngredientsApi } from '../../../test/ingredients-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SUBSCRIPTION_URLS, type Usage } from '../../../test/subscription-api.ts';

const INGREDIENTS_LIMIT_MESSAGE = 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.';
const RECIPES_LIMIT_MESSAGE = 'Has alcanzado el límite de 20 recetas de tu plan Gratuito.';

async function renderPage(path: string, usage: Usage, plan: PlanCode = 'free') {
  // A new account's empty ingredient list: the screen's own create form is what the guard opens.
  const account = createIngredientsApi({ plan, usage, instances: [] });
  const view = renderApp(path, { tokens: TOKENS, api: account.api });
  await waitFor(() => {
    expect(account.api.requestsTo('GET', SUBSCRIPTION_URLS.quota)).toHaveLength(1);
  });
  return { ...view, ...account };
}

describe('quota guard on create actions (SPEC §5)', () => {
  it('SPEC §5: at the ingredient limit, "Nuevo ingrediente" is blocked with the exact message and an upgrade action that opens the modal as \'Límite alcanzado\'', async () => {
    const { user } = await renderPage('/ingredients', { ingredient_instances: 50, recipes: 3 });
    const button = await screen.findByRole('button', { name: 'Nuevo ingrediente' });
    await waitFor(() => {
      expect(button).toHaveAttribute('data-blocked');
    });
    await user.click(button);

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(INGREDIENTS_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Nuevo ingrediente' })).toBeNull();

    await user.click(within(notice).getByRole('button', { name: 'Mejorar plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Límite alcanzado' });
    expect(within(dialog).getByText(INGREDIENTS_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('button', { name: 'Cambiar a Pro' }),
    ).toBeInTheDocument();
  });

  it('SPEC §5: at the recipe limit, "Nueva receta" is blocked with the recipes message', async () => {
    const { user } = await renderPage('/recipes', { ingredient_instances: 0, recipes: 21 });
    const button = await screen.findByRole('button', { name: 'Nueva receta' });
    await waitFor(() => {
      expect(button).toHaveAttribute('data-blocked');
    });
    await user.click(button);
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(RECIPES_LIMIT_MESSAGE)).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Mejorar plan' }));
    expect(await screen.findByRole('dialog', { name: 'Límite alcanzado' })).toBeInTheDocument();
  });

  it('SPEC §5: the message names the plan by its name (Pro at 500 ingredientes)', async () => {
    const { user } = await renderPage(
      '/ingredients',
      { ingredient_instances: 500, recipes: 0 },
      'pro',
    );
    const button = await screen.findByRole('button', { name: 'Nuevo ingrediente' });
    await waitFor(() => {
      expect(button).toHaveAttribute('data-blocked');
    });
    await user.click(button);
    const notice = await screen.findByRole('alert');
    expect(
      within(notice).getByText('Has alcanzado el límite de 500 ingredientes de tu plan Pro.'),
    ).toBeInTheDocument();
  });

  it('SPEC §5: below the limit (even near it) the action runs', async () => {
    const { user } = await renderPage('/ingredients', { ingredient_instances: 49, recipes: 3 });
    const button = await screen.findByRole('button', { name: 'Nuevo ingrediente' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Nuevo ingrediente' })).toBeInTheDocument();
    expect(button).not.toHaveAttribute('data-blocked');
    expect(screen.queryByText(INGREDIENTS_LIMIT_MESSAGE)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Límite alcanzado' })).toBeNull();
  });

  it('SPEC §5/§9: an unlimited plan is never blocked', async () => {
    const { user } = await renderPage(
      '/recipes',
      { ingredient_instances: 9000, recipes: 9000 },
      'business',
    );
    await user.click(await screen.findByRole('button', { name: 'Nueva receta' }));
    expect(await screen.findByText('Muy pronto podrás crear recetas aquí.')).toBeInTheDocument();
  });

  it('SPEC §5: at the limit the list screen keeps the message in view with its upgrade action', async () => {
    const { user } = await renderPage('/ingredients', { ingredient_instances: 51, recipes: 3 });
    const alert = await screen.findByRole('status');
    expect(within(alert).getByText(INGREDIENTS_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo ingrediente' })).toHaveAccessibleDescription(
      /Has alcanzado el límite de 50 ingredientes/,
    );
    await user.click(within(alert).getByRole('button', { name: 'Mejorar plan' }));
    expect(await screen.findByRole('dialog', { name: 'Límite alcanzado' })).toBeInTheDocument();
  });

  it('while quota info is unknown the action runs (the server still checks the quota)', async () => {
    const account = createIngredientsApi({ instances: [] });
    account.api.on('GET', SUBSCRIPTION_URLS.quota, {
      status: 404,
      data: { detail: 'No encontrado.' },
    });
    const { user } = renderApp('/ingredients', { tokens: TOKENS, api: account.api });
    await user.click(await screen.findByRole('button', { name: 'Nuevo ingrediente' }));
    expect(await screen.findByRole('dialog', { name: 'Nuevo ingrediente' })).toBeInTheDocument();
  });
});
