import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  serveExtraCosts,
  ENERGIA,
  ENVASE,
  MANO_DE_OBRA,
  type ServedExtraCosts,
} from '../../../test/handlers/extra-costs.ts';
import { TOKENS } from '../../../test/fixtures.ts';

import { FONDO, SOPA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';
import {
  EXTRA_COST_DEFINITIONS_URL,
  RECIPE_EXTRA_COSTS_URL,
  recipeExtraCostUrl,
  recipeUrl,
} from '../../../api/urls.ts';

async function openSopa(account: ServedExtraCosts) {
  const view = renderApp(`/recipes/${SOPA.id}`, {
    tokens: TOKENS,
    noRetry: true,
  });
  await screen.findByRole('region', { name: 'Margen y food cost' });
  const section = await screen.findByRole('region', { name: 'Costes extra' });
  return { ...view, ...account, section };
}

/** A figure of the recipe's cost panel ("2,25 €"). */
function figure(label: string): string {
  const panel = screen.getByRole('region', { name: 'Margen y food cost' });
  const labelNode = within(panel).getByText(label, { selector: 'p' });
  return (labelNode.nextElementSibling?.textContent ?? '').replace(/\u00a0/g, ' ');
}

async function choose(
  user: ReturnType<typeof renderApp>['user'],
  section: HTMLElement,
  option: RegExp,
) {
  await user.click(within(section).getByRole('combobox', { name: 'Añadir coste extra' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Detalle de Receta: extra costs', () => {
  it('attaches a definition from available_for_recipe; its cost shows and the recipe figures follow', async () => {
    const account = serveExtraCosts({
      recipes: [FONDO, SOPA],
      definitions: [MANO_DE_OBRA, ENVASE, { ...ENERGIA, is_active: false }],
    });
    const { user, section } = await openSopa(account);
    expect(section).toHaveTextContent('Esta receta no suma costes extra.');
    expect(figure('Coste total')).toBe('2,25 €');
    const [available] = requestsTo('GET', EXTRA_COST_DEFINITIONS_URL);
    expect(available?.params).toMatchObject({ available_for_recipe: String(SOPA.id) });

    await user.click(within(section).getByRole('combobox', { name: 'Añadir coste extra' }));
    // The inactive one is not offered.
    expect(screen.queryByRole('option', { name: /Energía/ })).toBeNull();
    await user.click(
      await screen.findByRole('option', { name: /^Envase para llevar · 0,35\s€\/ración$/ }),
    );
    await user.click(within(section).getByRole('button', { name: 'Añadir' }));

    const row = await within(section).findByText('Envase para llevar');
    const item = row.closest('li');
    expect(item).toHaveTextContent('Por ración · 0,35 €/ración');
    // 0,35 € × 4 raciones.
    expect(item).toHaveTextContent('1,40 €');
    const [attach] = requestsTo('POST', RECIPE_EXTRA_COSTS_URL);
    expect(attach?.body).toEqual({
      recipe: SOPA.id,
      definition: ENVASE.id,
      amount: null,
      notes: '',
    });
    // 2,25 € of ingredients + 1,40 € → 3,65 €; 0,91 € per serving.
    await waitFor(() => {
      expect(figure('Coste total')).toBe('3,65 €');
    });
    expect(figure('Coste por ración')).toBe('0,91 €');
    expect(requestsTo('GET', recipeUrl(SOPA.id)).length).toBeGreaterThan(1);
    // Attached definitions are no longer offered.
    await user.click(within(section).getByRole('combobox', { name: 'Añadir coste extra' }));
    expect(
      await screen.findByRole('option', { name: /^Mano de obra · 4,00\s€$/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Envase/ })).toBeNull();
  });

  it('attaches with an amount of its own for this recipe (decimal comma)', async () => {
    const { user, section } = await openSopa(serveExtraCosts({ recipes: [FONDO, SOPA] }));
    await choose(user, section, /^Mano de obra · 4,00\s€$/);
    await user.type(within(section).getByRole('textbox', { name: /Importe/ }), '2,5');
    await user.click(within(section).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => {
      expect(requestsTo('POST', RECIPE_EXTRA_COSTS_URL)).toHaveLength(1);
    });
    expect(requestsTo('POST', RECIPE_EXTRA_COSTS_URL)[0]?.body).toMatchObject({
      definition: MANO_DE_OBRA.id,
      amount: '2.50',
    });
    await waitFor(() => {
      expect(figure('Coste total')).toBe('4,75 €');
    });
  });

  it('changes the amount on the recipe, removes it after confirmation, and shows the history newest first', async () => {
    const account = serveExtraCosts({
      recipes: [FONDO, SOPA],
      attached: [{ recipe: SOPA.id, definition: ENERGIA.id, amount: '10.00' }],
    });
    const { user, section } = await openSopa(account);
    // 10 % of 2,25 € of ingredients.
    const item = (await within(section).findByText('Energía')).closest('li');
    if (!item) throw new Error('no row');
    expect(item).toHaveTextContent('0,23 €');
    await waitFor(() => {
      expect(figure('Coste total')).toBe('2,48 €');
    });

    await user.click(within(item).getByRole('button', { name: 'Cambiar importe de Energía' }));
    const amount = within(item).getByRole('textbox', { name: /Importe en esta receta/ });
    expect(amount).toHaveValue('10');
    await user.clear(amount);
    await user.type(amount, '120');
    await user.click(within(item).getByRole('button', { name: 'Guardar importe' }));
    expect(within(item).getByText('Un porcentaje no puede ser mayor que 100.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(item).getByRole('button', { name: 'Guardar importe' }));
    await waitFor(() => {
      expect(figure('Coste total')).toBe('2,70 €');
    });
    expect(requestsTo('PATCH', recipeExtraCostUrl(900))[0]?.body).toEqual({
      amount: '20.00',
    });

    await user.click(within(section).getByRole('button', { name: 'Quitar Energía' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar «Energía» de la receta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => {
      expect(figure('Coste total')).toBe('2,25 €');
    });
    expect(requestsTo('DELETE', recipeExtraCostUrl(900))).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Historial de costes extra' }));
    const history = await within(section).findByRole('list', { name: 'Historial de costes extra' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent.split(' · ')[0])).toEqual([
      'Quitado «Energía» (20)',
      '«Energía»: 10 → 20',
    ]);
  });
});
