import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  serveExtraCosts,
  ENVASE,
  type ServedExtraCosts,
} from '../../../test/handlers/extra-costs.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { FONDO, SOPA, TOSTA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { EXTRA_COST_DEFINITIONS_URL, extraCostDefinitionUrl } from '../../../api/urls.ts';

async function openScreen(account: ServedExtraCosts = serveExtraCosts()) {
  const view = renderApp('/extra-costs', { tokens: TOKENS, noRetry: true });
  await screen.findByRole('heading', { level: 1, name: 'Costos Extra' });
  return { ...view, ...account };
}

function rowOf(name: string): HTMLElement {
  const cell = screen.getByText(name, { selector: 'p' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** Envase para llevar on two recipes. */
function envaseInUse() {
  return serveExtraCosts({
    recipes: [FONDO, SOPA, TOSTA],
    attached: [
      { recipe: SOPA.id, definition: ENVASE.id, amount: '0.35' },
      { recipe: TOSTA.id, definition: ENVASE.id, amount: '0.35' },
    ],
  });
}

async function openMenuItem(
  user: ReturnType<typeof renderApp>['user'],
  name: string,
  item: string,
) {
  await user.click(await screen.findByRole('button', { name: `Acciones de ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('Costos Extra', () => {
  it('lists each definition with its type, amount (€, €/ración, %) and how many recipes use it', async () => {
    await openScreen(envaseInUse());
    await waitFor(() => {
      expect(document.title).toBe('Costos Extra - Costeo');
    });
    await screen.findByRole('table', { name: 'Costes extra' });
    const labour = rowOf('Mano de obra');
    expect(labour).toHaveTextContent('Fijo por elaboración');
    expect(labour).toHaveTextContent('4,00 €');
    expect(labour).toHaveTextContent('Sin recetas');
    const box = rowOf('Envase para llevar');
    expect(box).toHaveTextContent('Por ración');
    expect(box).toHaveTextContent('0,35 €/ración');
    expect(box).toHaveTextContent('2 recetas');
    const energy = rowOf('Energía');
    expect(energy).toHaveTextContent('Porcentaje');
    expect(energy).toHaveTextContent('3,00 %');
    expect(screen.getByText('3 costes extra')).toBeInTheDocument();
    // The explanation of each type, with an example in euros.
    const guide = screen.getByRole('region', { name: 'Tipos de coste extra' });
    expect(guide).toHaveTextContent('4,00 € de mano de obra por tanda');
    expect(guide).toHaveTextContent('envase para llevar 0,35 € × raciones');
    expect(guide).toHaveTextContent('energía 3 %');
  });

  it('a new user sees what extra costs are for and how to add the first', async () => {
    await openScreen(serveExtraCosts({ definitions: [] }));
    expect(
      await screen.findByRole('heading', { name: 'Añade tu primer coste extra' }),
    ).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, with a retry', async () => {
    const account = serveExtraCosts();
    server.use(http.get(EXTRA_COST_DEFINITIONS_URL, () => answerError(500, {})));
    await openScreen(account);
    expect(await screen.findByText('No se han podido cargar tus costes extra')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('create: Spanish messages for a missing name, a bad amount and a percentage over 100; then a decimal comma is sent as a decimal', async () => {
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Nuevo coste extra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo coste extra' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear coste extra' }));
    expect(within(dialog).getByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(within(dialog).getByText('Indica el importe.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Bolsa de papel');
    await user.type(within(dialog).getByRole('textbox', { name: /Importe/ }), '0,3x');
    await user.click(within(dialog).getByRole('button', { name: 'Crear coste extra' }));
    expect(
      within(dialog).getByText('Introduce un número válido, p. ej. 0,35.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Porcentaje/ }));
    const percentage = within(dialog).getByRole('textbox', { name: /Porcentaje/ });
    await user.clear(percentage);
    await user.type(percentage, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Crear coste extra' }));
    expect(
      within(dialog).getByText('Un porcentaje no puede ser mayor que 100.'),
    ).toBeInTheDocument();
    expect(requestsTo('POST', EXTRA_COST_DEFINITIONS_URL)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: /Por ración/ }));
    const amount = within(dialog).getByRole('textbox', { name: /Importe/ });
    await user.clear(amount);
    await user.type(amount, '0,15');
    await user.click(within(dialog).getByRole('button', { name: 'Crear coste extra' }));

    expect(await screen.findByText('Coste extra creado')).toBeInTheDocument();
    const [created] = requestsTo('POST', EXTRA_COST_DEFINITIONS_URL);
    expect(created?.body).toMatchObject({
      name: 'Bolsa de papel',
      cost_type: 'per_serving',
      amount: '0.15',
    });
    await waitFor(() => {
      expect(rowOf('Bolsa de papel')).toHaveTextContent('0,15 €/ración');
    });
  });

  it('delete asks for confirmation; "Cancelar" deletes nothing', async () => {
    const { user } = await openScreen();
    await openMenuItem(user, 'Mano de obra', 'Eliminar');
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Mano de obra»?' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(requestsTo('DELETE', extraCostDefinitionUrl(1))).toHaveLength(0);

    await openMenuItem(user, 'Mano de obra', 'Eliminar');
    const again = await screen.findByRole('dialog', { name: '¿Eliminar «Mano de obra»?' });
    await user.click(within(again).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Coste extra eliminado')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Mano de obra', { selector: 'p' })).toBeNull();
    });
  });

  it('delete of a definition in use names the recipes and "Eliminar igualmente" sends force=true', async () => {
    const { user } = await openScreen(envaseInUse());
    await openMenuItem(user, 'Envase para llevar', 'Eliminar');
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Envase para llevar»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(
      await within(dialog).findByText('«Envase para llevar» se usa en 2 recetas:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Sopa de cebolla')).toBeInTheDocument();
    expect(within(dialog).getByText('Tosta de cebolla')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar igualmente' }));
    expect(await screen.findByText('Coste extra eliminado')).toBeInTheDocument();
    expect(requestsTo('DELETE', extraCostDefinitionUrl(ENVASE.id)).map((r) => r.params)).toEqual([
      {},
      { force: 'true' },
    ]);
  });

  it('a new amount on a definition in use asks whether the recipes get it too', async () => {
    const { user } = await openScreen(envaseInUse());
    await openMenuItem(user, 'Envase para llevar', 'Editar');
    const dialog = await screen.findByRole('dialog', { name: 'Editar «Envase para llevar»' });
    const amount = within(dialog).getByRole('textbox', { name: /Importe/ });
    expect(amount).toHaveValue('0,35');
    await user.clear(amount);
    await user.type(amount, '0,40');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(dialog).toHaveTextContent('«Envase para llevar» se usa en 2 recetas.');
    expect(dialog).toHaveTextContent('0,40 €/ración');
    expect(requestsTo('PATCH', extraCostDefinitionUrl(ENVASE.id))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Aplicar también a las recetas' }));
    expect(await screen.findByText('Coste extra guardado')).toBeInTheDocument();
    const [patch] = requestsTo('PATCH', extraCostDefinitionUrl(ENVASE.id));
    expect(patch?.body).toMatchObject({ amount: '0.40', apply_to_recipes: true });
  });

  it('"Solo la definición" leaves the recipes\' amounts alone; an edit without a new amount does not ask', async () => {
    const { user } = await openScreen(envaseInUse());
    await openMenuItem(user, 'Envase para llevar', 'Editar');
    let dialog = await screen.findByRole('dialog', { name: 'Editar «Envase para llevar»' });
    const amount = within(dialog).getByRole('textbox', { name: /Importe/ });
    await user.clear(amount);
    await user.type(amount, '0,40');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Solo la definición' }));
    expect(await screen.findByText('Coste extra guardado')).toBeInTheDocument();
    const [patch] = requestsTo('PATCH', extraCostDefinitionUrl(ENVASE.id));
    expect(patch?.body).toMatchObject({ amount: '0.40' });
    expect(patch?.body).not.toHaveProperty('apply_to_recipes');

    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Editar «Envase para llevar»' })).toBeNull();
    });
    await openMenuItem(user, 'Envase para llevar', 'Editar');
    dialog = await screen.findByRole('dialog', { name: 'Editar «Envase para llevar»' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), ' (cartón)');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(requestsTo('PATCH', extraCostDefinitionUrl(ENVASE.id))).toHaveLength(2);
    });
  });

  it('deactivate and activate', async () => {
    const { user } = await openScreen();
    await openMenuItem(user, 'Energía', 'Desactivar');
    expect(await screen.findByText('Coste extra desactivado')).toBeInTheDocument();
    await waitFor(() => {
      expect(rowOf('Energía')).toHaveTextContent('Inactivo');
    });
    await openMenuItem(user, 'Energía', 'Activar');
    expect(await screen.findByText('Coste extra activado')).toBeInTheDocument();
    expect(requestsTo('PATCH', extraCostDefinitionUrl(3)).map((request) => request.body)).toEqual([
      { is_active: false },
      { is_active: true },
    ]);
  });
});
