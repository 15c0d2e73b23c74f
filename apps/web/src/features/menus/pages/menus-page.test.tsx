import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveMenus, type ServedMenus } from '../../../test/handlers/menus.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { ALL_DISHES, BODA, CARTA, MENU_DEL_DIA } from '../../../test/menus-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo, server } from '../../../test/server.ts';
import { MENUS_URL } from '../../../api/urls.ts';

function renderList(account: ServedMenus) {
  const view = renderApp('/menus', { tokens: TOKENS, noRetry: true });
  return { ...view, ...account };
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** Intl puts a no-break space before € and %. */
function text(element: HTMLElement): string {
  return element.textContent.replace(/\u00a0/g, ' ');
}

const ALL = { dishes: ALL_DISHES, menus: [MENU_DEL_DIA, BODA, CARTA] };

describe('Menús (issue 18)', () => {
  it('lists each menu with its kind, price, expected and worst cost per cover, food cost and status', async () => {
    renderList(serveMenus(ALL));
    const table = await screen.findByRole('table', { name: 'Menús' });
    await waitFor(() => {
      expect(document.title).toBe('Menús - Costeo');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Menús' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Nombre',
      'Tipo',
      'Precio por persona',
      'Coste por cubierto (esperado)',
      'Peor caso',
      'Food cost',
      'Food cost (peor caso)',
      'Estado',
    ]);

    const dia = rowOf('Menú del día de primavera');
    expect(dia).toHaveTextContent('Menú del día');
    expect(dia).toHaveTextContent('4 secciones · 9 platos');
    expect(text(dia)).toContain('13,50 €');
    expect(text(dia)).toContain('4,76 €');
    expect(text(dia)).toContain('5,80 €');
    expect(text(dia)).toContain('38,74 %');
    expect(text(dia)).toContain('47,26 %');
    // The recipes' badges: above the 30 % target, as chosen and at worst.
    expect(within(dia).getByText('Margen bajo')).toBeInTheDocument();

    const boda = rowOf('Boda de Lucía y Andrés');
    expect(boda).toHaveTextContent('Evento');
    expect(boda).toHaveTextContent('80 invitados · 12/06/2026');
    expect(text(boda)).toContain('60,50 €');
    expect(text(boda)).toContain('4,75 €');
    expect(within(boda).getByText('Rentable')).toBeInTheDocument();

    const carta = rowOf('Carta de invierno');
    expect(carta).toHaveTextContent('Carta');
    // A carta has no price per person: its food cost is its dishes' mean.
    expect(text(carta)).toContain('—');
    expect(screen.getByText('3 menús')).toBeInTheDocument();
  });

  it('shows a skeleton while the first page loads', async () => {
    const account = serveMenus(ALL);
    server.use(
      http.get(MENUS_URL, async () => {
        await delay('infinite');
        return answerError(500, {});
      }),
    );
    renderList(account);
    expect(await screen.findByRole('progressbar', { name: 'Cargando menús' })).toBeInTheDocument();
  });

  it('a failed load says so, and "Reintentar" loads it again', async () => {
    const account = serveMenus(ALL);
    let fail = true;
    server.use(http.get(MENUS_URL, () => (fail ? answerError(500, {}) : undefined)));
    const { user } = renderList(account);
    expect(await screen.findByText('No se han podido cargar tus menús')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Menús' })).toBeInTheDocument();
  });

  it('a new account sees what to do next', async () => {
    const { user } = renderList(serveMenus({ dishes: ALL_DISHES }));
    expect(await screen.findByRole('heading', { name: 'Crea tu primer menú' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Buscar menús' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Crear menú' }));
    expect(await screen.findByRole('dialog', { name: 'Nuevo menú' })).toBeInTheDocument();
  });

  it('a search or a kind that matches nothing says so and offers to show everything', async () => {
    const { user } = renderList(serveMenus(ALL));
    await screen.findByRole('table', { name: 'Menús' });
    await user.click(screen.getByRole('radio', { name: 'Evento' }));
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Carta de invierno' })).toBeNull();
    });
    expect(screen.getByRole('link', { name: 'Boda de Lucía y Andrés' })).toBeInTheDocument();
    expect(requestsTo('GET', MENUS_URL).at(-1)?.params).toMatchObject({ kind: 'evento' });

    await user.type(screen.getByRole('textbox', { name: 'Buscar menús' }), 'zzz');
    expect(
      await screen.findByRole('heading', { name: 'Ningún menú coincide' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todos los menús' }));
    expect(await screen.findByRole('link', { name: 'Carta de invierno' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar menús' })).toHaveValue('');
  });

  it('sorting by name sends ordering', async () => {
    const { user } = renderList(serveMenus(ALL));
    await screen.findByRole('table', { name: 'Menús' });
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    await waitFor(() => {
      expect(requestsTo('GET', MENUS_URL).at(-1)?.params).toMatchObject({ ordering: 'name' });
    });
    const links = within(screen.getByRole('table', { name: 'Menús' })).getAllByRole('link');
    await waitFor(() => {
      expect(links[0]).toHaveTextContent('Boda de Lucía y Andrés');
    });
  });

  it('Nuevo menú: a menú del día with its price; the editor opens with the usual sections', async () => {
    const { user, router, menusState } = renderList(serveMenus(ALL));
    await screen.findByRole('table', { name: 'Menús' });
    await user.click(screen.getByRole('button', { name: 'Nuevo menú' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo menú' });
    // Nothing sent without a name and, for a menú del día, a price.
    await user.click(within(dialog).getByRole('button', { name: 'Crear y añadir platos' }));
    expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(
      within(dialog).getByRole('textbox', { name: /Precio por persona \(IVA incl\.\)/ }),
    ).toHaveAccessibleDescription('Indica el precio por persona (IVA incluido).');
    expect(requestsTo('POST', MENUS_URL)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Menú de otoño');
    await user.type(within(dialog).getByRole('textbox', { name: /Precio por persona/ }), '14,50');
    await user.click(within(dialog).getByRole('button', { name: 'Crear y añadir platos' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/menus/900');
    });
    expect(menusState.menus.at(-1)?.data).toMatchObject({
      name: 'Menú de otoño',
      kind: 'menu_del_dia',
      price_per_person: '14.50',
      sections: [{ name: 'Primeros' }, { name: 'Segundos' }, { name: 'Postres' }],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Menú de otoño' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Detalle de Menú - Costeo');
    });
  });

  it('an event asks for its headcount', async () => {
    const { user, menusState } = renderList(serveMenus(ALL));
    await screen.findByRole('table', { name: 'Menús' });
    await user.click(screen.getByRole('button', { name: 'Nuevo menú' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo menú' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Comunión');
    await user.click(within(dialog).getByRole('radio', { name: /^Evento/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Precio por persona/ }), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Crear y añadir platos' }));
    expect(within(dialog).getByRole('textbox', { name: /Invitados/ })).toHaveAccessibleDescription(
      'Indica el número de invitados.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Invitados/ }), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Crear y añadir platos' }));
    await waitFor(() => {
      expect(menusState.menus.at(-1)?.data).toMatchObject({
        name: 'Comunión',
        kind: 'evento',
        guests: 60,
        sections: [{ choice: 'all' }, { choice: 'all' }, { choice: 'all' }],
      });
    });
  });

  it('"Recetas | Menús": a tab on both screens, and the top bar keeps Recetas highlighted', async () => {
    renderList(serveMenus(ALL));
    await screen.findByRole('table', { name: 'Menús' });
    const tabs = screen.getByRole('navigation', { name: 'Recetas y menús' });
    expect(within(tabs).getByRole('link', { name: 'Menús' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const top = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(top).getAllByRole('link')).toHaveLength(4);
    expect(within(top).getByRole('link', { name: 'Recetas' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(top).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(tabs).getByRole('link', { name: 'Recetas' })).toHaveAttribute('href', '/recipes');
  });

  it('at phone width: one card per menu with the same figures, and the kinds as a list', async () => {
    const stub = window.matchMedia.bind(window);
    const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    window.matchMedia = (query: string) =>
      Object.assign(stub(query), { matches: query === SMALL_SCREEN_QUERY });
    onTestFinished(() => {
      if (original) Object.defineProperty(window, 'matchMedia', original);
    });
    const { user } = renderList(serveMenus(ALL));
    const cards = await screen.findByRole('list', { name: 'Menús' });
    expect(screen.queryByRole('table')).toBeNull();
    const dia = within(cards)
      .getAllByRole('listitem')
      .find((card) => card.textContent.includes('Menú del día de primavera'));
    if (!dia) throw new Error('no card');
    expect(text(dia)).toContain('Precio por persona13,50 €');
    expect(text(dia)).toContain('Coste por cubierto (esperado)4,76 €');
    expect(text(dia)).toContain('Food cost38,74 %');
    expect(text(dia)).toContain('Peor caso5,80 €');

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Carta' }));
    await waitFor(() => {
      expect(screen.queryByText('Menú del día de primavera')).toBeNull();
    });
    expect(screen.getByText('Carta de invierno')).toBeInTheDocument();
  });
});
