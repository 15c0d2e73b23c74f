import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanCode } from '@costeo/domain/plans';
import {
  FEATURE_NOT_AVAILABLE_BODY,
  QUOTA_EXCEEDED_BODY,
  axiosErrorWith,
} from '../../../test/axios-error.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { serveRecipes } from '../../../test/handlers/recipes.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { serveAccount, type Usage } from '../../../test/handlers/subscriptions.ts';
import { quotaInfoQueryOptions } from '../../../api/usage/get-quota-info.ts';
import { useQuotaGuard } from './use-quota-guard.ts';
import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { QUOTA_INFO_URL } from '../../../api/urls.ts';

/** At the limit the SPEC message is shown once, where the user acted: in the modal. */
async function expectLimitModalOnly(message: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Límite alcanzado' });
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  expect(screen.getAllByText(message)).toHaveLength(1);
  // No notification or page alert repeats it.
  expect(screen.queryByRole('alert')).toBeNull();
  return dialog;
}

const INGREDIENTS_LIMIT_MESSAGE = 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.';
const RECIPES_LIMIT_MESSAGE = 'Has alcanzado el límite de 20 recetas de tu plan Gratuito.';

async function renderPage(path: string, usage: Usage, plan: PlanCode = 'free') {
  // A new account's empty list: the screen's own create form is what the guard opens.
  const account = path.startsWith('/recipes')
    ? serveRecipes({ plan, usage, recipes: [] })
    : serveIngredients({ plan, usage, instances: [] });
  const view = renderApp(path, { tokens: TOKENS });
  await waitFor(() => {
    expect(requestsTo('GET', QUOTA_INFO_URL)).toHaveLength(1);
  });
  return { ...view, ...account };
}

describe('quota guard on create actions (SPEC §5)', () => {
  it('SPEC §5: at the ingredient limit, "Nuevo ingrediente" is blocked: the modal \'Límite alcanzado\' shows the exact message once and offers the upgrade', async () => {
    const { user } = await renderPage('/ingredients', { ingredient_instances: 50, recipes: 3 });
    const button = await screen.findByRole('button', { name: 'Nuevo ingrediente' });
    await waitFor(() => {
      expect(button).toHaveAttribute('data-blocked');
    });
    await user.click(button);

    const dialog = await expectLimitModalOnly(INGREDIENTS_LIMIT_MESSAGE);
    expect(screen.queryByRole('dialog', { name: 'Nuevo ingrediente' })).toBeNull();
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
    await expectLimitModalOnly(RECIPES_LIMIT_MESSAGE);
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
    await expectLimitModalOnly('Has alcanzado el límite de 500 ingredientes de tu plan Pro.');
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
    const button = await screen.findByRole('button', { name: 'Nueva receta' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Nueva receta' })).toBeInTheDocument();
    expect(button).not.toHaveAttribute('data-blocked');
    expect(screen.queryByRole('dialog', { name: 'Límite alcanzado' })).toBeNull();
  });

  it('SPEC §5: over the limit the list screen shows the locked action, and the message only once the user acts', async () => {
    const { user } = await renderPage('/ingredients', { ingredient_instances: 51, recipes: 3 });
    const button = await screen.findByRole('button', { name: 'Nuevo ingrediente' });
    await waitFor(() => {
      expect(button).toHaveAttribute('data-blocked');
    });
    expect(screen.queryByText(INGREDIENTS_LIMIT_MESSAGE)).toBeNull();
    await user.click(button);
    const dialog = await expectLimitModalOnly(INGREDIENTS_LIMIT_MESSAGE);
    expect(await within(dialog).findByRole('button', { name: 'Cambiar a Pro' })).toBeEnabled();
  });

  it('while quota info is unknown the action runs (the server still checks the quota)', async () => {
    serveIngredients({ instances: [] });
    server.use(http.get(QUOTA_INFO_URL, () => answerError(404, { detail: 'No encontrado.' })));
    const { user } = renderApp('/ingredients', { tokens: TOKENS });
    await user.click(await screen.findByRole('button', { name: 'Nuevo ingrediente' }));
    expect(await screen.findByRole('dialog', { name: 'Nuevo ingrediente' })).toBeInTheDocument();
  });
});

describe('a server refusal gets the same answer as the guard (SPEC §5)', () => {
  async function renderGuard() {
    serveAccount();
    const view = renderApp('/dashboard', { tokens: TOKENS });
    await screen.findByRole('button', { name: 'marta' });
    await view.queryClient.query(quotaInfoQueryOptions());
    const { result } = renderHook(() => useQuotaGuard('ingredient_instances'), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={view.queryClient}>{children}</QueryClientProvider>
      ),
    });
    return { ...view, guard: result };
  }

  it("SPEC §5: a 403 quota_exceeded opens 'Límite alcanzado' with the server's message once, and reloads the quota", async () => {
    const { guard, queryClient } = await renderGuard();
    let handled = false;
    act(() => {
      handled = guard.current.handleRefusal(axiosErrorWith(403, QUOTA_EXCEEDED_BODY));
    });
    expect(handled).toBe(true);
    // The cached usage said "below the limit": it is marked stale for every reader.
    expect(queryClient.getQueryState(quotaInfoQueryOptions().queryKey)?.isInvalidated).toBe(true);
    const dialog = await expectLimitModalOnly(INGREDIENTS_LIMIT_MESSAGE);
    expect(await within(dialog).findByRole('button', { name: 'Cambiar a Pro' })).toBeEnabled();
  });

  it('other errors are left to the caller', async () => {
    const { guard } = await renderGuard();
    for (const error of [
      axiosErrorWith(403, FEATURE_NOT_AVAILABLE_BODY),
      axiosErrorWith(403, { detail: 'No', code: 'permission_denied' }),
      axiosErrorWith(400, { name: ['Obligatorio.'] }),
      new Error('boom'),
    ]) {
      expect(guard.current.handleRefusal(error)).toBe(false);
    }
    expect(screen.queryByRole('dialog', { name: 'Límite alcanzado' })).toBeNull();
  });
});
