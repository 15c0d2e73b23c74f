import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveMenus, storedMenu, type ServedMenus } from '../../../test/handlers/menus.ts';
import {
  ALL_DISHES,
  BEBIDA,
  CARTA,
  ENSALADA,
  FLAN,
  FRUTA,
  GAZPACHO,
  LENTEJAS,
  MENU_DEL_DIA,
  MERLUZA,
  PAN,
  POLLO,
  SOPA,
} from '../../../test/menus-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';
import { menuUrl } from '../../../api/urls.ts';

/** A menú del día just created: its price, two empty sections. */
const NUEVO = storedMenu(64, {
  name: 'Menú de otoño',
  kind: 'menu_del_dia',
  price_per_person: '13.50',
  sections: [
    { name: 'Primeros', items: [] },
    { name: 'Segundos', items: [] },
  ],
});

async function openMenu(account: ServedMenus, id: number) {
  const view = renderApp(`/menus/${id}`, { tokens: TOKENS, noRetry: true });
  await screen.findByRole('region', { name: 'Cifras del menú' });
  return { ...view, ...account };
}

/** Intl puts a no-break space before € and %. */
function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\u00a0/g, ' ');
}

/** The value under a label of a panel ("Cifras del menú", "Costes del evento"). */
function figure(label: string, region = 'Cifras del menú'): string {
  const panel = screen.getByRole('region', { name: region });
  const labelNode = within(panel).getByText(label, { selector: 'p' });
  return clean(labelNode.nextElementSibling?.textContent);
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name: `Sección: ${name}` });
}

function shareOf(sectionName: string, dish: string): HTMLElement {
  return within(section(sectionName)).getByRole('textbox', {
    name: `Comensales (%) que eligen ${dish}`,
  });
}

function openMenuDelDia() {
  return openMenu(serveMenus({ dishes: ALL_DISHES, menus: [MENU_DEL_DIA] }), MENU_DEL_DIA.id);
}

/** Empties a field and types the new value, as a chef correcting it. */
async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

/** Merluza's share left out, then «Igualar» on Segundos. */
async function evenOutSegundos(user: UserEvent) {
  await user.clear(shareOf('Segundos', 'Merluza a la romana'));
  await user.click(
    within(section('Segundos')).getByRole('button', {
      name: 'Igualar los porcentajes de Segundos',
    }),
  );
}

describe('Detalle de Menú: figures as saved and live (issue 18)', () => {
  it('shows the saved menú del día: 4,76 € per cover expected, 5,80 € at worst, food cost 38,74 % and 47,26 %', async () => {
    await openMenu(serveMenus({ dishes: ALL_DISHES, menus: [MENU_DEL_DIA] }), MENU_DEL_DIA.id);
    await waitFor(() => {
      expect(document.title).toBe('Detalle de Menú - Costeo');
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Menú del día de primavera' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Menú del día · 4 secciones · 9 platos')).toBeInTheDocument();
    expect(figure('Coste por cubierto (esperado)')).toBe('4,76 €');
    expect(figure('Peor caso')).toBe('5,80 €');
    expect(figure('Precio por persona (IVA incl.)')).toBe('13,50 €');
    expect(figure('Food cost')).toBe('38,74 %');
    expect(figure('Food cost (peor caso)')).toBe('47,26 %');
    expect(figure('Margen por cubierto')).toBe('7,52 €');
    // Issue 31: the worst case's margin beside the expected one (12,27 − 5,80).
    expect(figure('Margen por cubierto (peor caso)')).toBe('6,47 €');
    expect(figure('Precio sugerido')).toBe('17,44 €');
    const panel = screen.getByRole('region', { name: 'Cifras del menú' });
    expect(within(panel).getByText('Margen bajo')).toBeInTheDocument();
    expect(within(panel).getByText('Guardadas')).toBeInTheDocument();

    // Sections in order, with their dishes and shares.
    const names = screen
      .getAllByRole('textbox', { name: /Nombre de la sección/ })
      .map((input) => (input as HTMLInputElement).value);
    expect(names).toEqual(['Primeros', 'Segundos', 'Postres', 'Pan y bebida']);
    expect(shareOf('Primeros', 'Ensalada de la huerta')).toHaveValue('50');
    expect(within(section('Segundos')).getByText('Suma: 100 %')).toBeInTheDocument();
    expect(clean(section('Primeros').textContent)).toContain(
      'Coste por cubierto de la sección: 0,85 € · peor caso 1,10 €',
    );
    // "Se sirven todos": no shares to give.
    expect(
      within(section('Pan y bebida')).queryByRole('textbox', { name: /Comensales/ }),
    ).toBeNull();

    // The allergen matrix: dishes × the 14 allergens.
    const matrix = screen.getByRole('table', { name: 'Matriz de alérgenos' });
    expect(within(matrix).getAllByRole('columnheader')).toHaveLength(15);
    const merluza = within(matrix).getByRole('rowheader', { name: /Merluza a la romana/ });
    const row = merluza.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getAllByText('Contiene')).toHaveLength(2);
    expect(screen.getByText('Todo guardado')).toBeInTheDocument();
  });

  it('shows the energy per cover of the saved menu, weighed by the shares like the cost (issue 21)', async () => {
    const kcal: [number, number][] = [
      [ENSALADA.id, 200],
      [LENTEJAS.id, 400],
      [GAZPACHO.id, 100],
      [POLLO.id, 500],
      [MERLUZA.id, 300],
      [FLAN.id, 250],
      [FRUTA.id, 50],
      [PAN.id, 150],
      [BEBIDA.id, 0],
    ];
    const energy = Object.fromEntries(
      kcal.map(([id, value]) => [id, { kj: String(value * 4), kcal: String(value) }]),
    );
    const { user } = await openMenu(
      serveMenus({ dishes: ALL_DISHES, menus: [MENU_DEL_DIA], energy }),
      MENU_DEL_DIA.id,
    );
    // 50 % × 200 + 30 % × 400 + 20 % × 100 = 240; 60 % × 500 + 40 % × 300 = 420;
    // (250 + 50) / 2 = 150; bread and drink for all: 150. 960 kcal, 3840 kJ.
    expect(figure('Energía por cubierto')).toBe('960 kcal');
    expect(screen.getByText('3840 kJ · esperada')).toBeInTheDocument();
    expect(
      screen.getByText(/^Energía: valores de tus productos o, si no los tienen, USDA/),
    ).toBeInTheDocument();

    // While editing, the saved figure would describe another menu: it waits for the save.
    const pollo = shareOf('Segundos', 'Pollo al ajillo');
    await user.clear(pollo);
    await user.type(pollo, '40');
    expect(figure('Energía por cubierto')).toBe('—');
    expect(screen.getByText('se calcula al guardar')).toBeInTheDocument();
  });

  it('says the energy is unknown when a dish has no nutrition declaration', async () => {
    await openMenu(
      serveMenus({
        dishes: ALL_DISHES,
        menus: [MENU_DEL_DIA],
        energy: { [ENSALADA.id]: { kj: '800', kcal: '200' } },
      }),
      MENU_DEL_DIA.id,
    );
    expect(figure('Energía por cubierto')).toBe('Sin datos');
    expect(screen.getByText('falta la información nutricional de algún plato')).toBeInTheDocument();
  });

  it('shares not adding to 100 are an error on their section, naming it, and the figures wait', async () => {
    const { user } = await openMenuDelDia();
    const pollo = shareOf('Segundos', 'Pollo al ajillo');
    await retype(user, pollo, '40');
    // 40 + 40: the section says what is wrong, naming it; the figures wait.
    expect(within(section('Segundos')).getByRole('alert')).toHaveTextContent(
      'Los porcentajes de «Segundos» suman 80 % y deben sumar 100 %.',
    );
    expect(pollo).toHaveAttribute('aria-invalid', 'true');
    expect(within(section('Segundos')).getByText('Suma: 80 %')).toBeInTheDocument();
    expect(screen.getByText('Cifras sin actualizar')).toBeInTheDocument();
  });

  it('a share that changes moves the food cost as the chef types: 40 % / 60 % cost 5,00 € per cover, food cost 40,70 %', async () => {
    const { user } = await openMenuDelDia();
    await retype(user, shareOf('Segundos', 'Pollo al ajillo'), '40');
    await retype(user, shareOf('Segundos', 'Merluza a la romana'), '60');
    // 0.85 + (0.4 × 2.40 + 0.6 × 3.60) + 0.425 + 0.60 = 4.995 € → food cost 40,70 %.
    expect(within(section('Segundos')).queryByRole('alert')).toBeNull();
    expect(figure('Coste por cubierto (esperado)')).toBe('5,00 €');
    expect(figure('Food cost')).toBe('40,70 %');
    expect(figure('Peor caso')).toBe('5,80 €');
    expect(screen.getByText('En vivo: sin guardar todavía')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cambios sin guardar');
  });

  it('a share left out while the others have theirs is an error', async () => {
    const { user } = await openMenuDelDia();
    await user.clear(shareOf('Segundos', 'Merluza a la romana'));
    expect(within(section('Segundos')).getByRole('alert')).toHaveTextContent(
      'En «Segundos» indica el porcentaje de cada plato, o de ninguno (se reparten por igual).',
    );
  });

  it('"Igualar" fixes the shares with 50 % each: 4,88 € per cover, food cost 39,72 %, nothing sent yet', async () => {
    const { user } = await openMenuDelDia();
    await evenOutSegundos(user);
    expect(shareOf('Segundos', 'Pollo al ajillo')).toHaveValue('50');
    expect(shareOf('Segundos', 'Merluza a la romana')).toHaveValue('50');
    expect(within(section('Segundos')).queryByRole('alert')).toBeNull();
    // 0.85 + 3.00 + 0.425 + 0.60 = 4.875 € → 4,88 €, food cost 39,72 %.
    expect(figure('Coste por cubierto (esperado)')).toBe('4,88 €');
    expect(figure('Food cost')).toBe('39,72 %');
    expect(requestsTo('PUT', menuUrl(MENU_DEL_DIA.id))).toHaveLength(0);
  });

  it('the even shares are saved, and the saved figures are the live ones (4,88 €)', async () => {
    const { user } = await openMenuDelDia();
    await evenOutSegundos(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Todo guardado');
    });
    const [put] = requestsTo('PUT', menuUrl(MENU_DEL_DIA.id));
    expect(put?.body).toMatchObject({
      sections: [
        {},
        {
          name: 'Segundos',
          items: [
            { recipe: 24, expected_share_pct: '50.00' },
            { recipe: 25, expected_share_pct: '50.00' },
          ],
        },
        {},
        {},
      ],
    });
    // Saved: the API's figures, the same as the live ones.
    expect(figure('Coste por cubierto (esperado)')).toBe('4,88 €');
    expect(screen.getByText('Guardadas')).toBeInTheDocument();
  });

  it('"Guardar" with shares that do not add up sends nothing and says why, keeping what was typed', async () => {
    const { user } = await openMenu(
      serveMenus({ dishes: ALL_DISHES, menus: [MENU_DEL_DIA] }),
      MENU_DEL_DIA.id,
    );
    const ensalada = shareOf('Primeros', 'Ensalada de la huerta');
    await user.clear(ensalada);
    await user.type(ensalada, '40');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert', { name: 'Revisa el menú antes de guardar' });
    expect(alert).toHaveTextContent(
      'Los porcentajes de «Primeros» suman 90 % y deben sumar 100 %.',
    );
    expect(requestsTo('PUT', menuUrl(MENU_DEL_DIA.id))).toHaveLength(0);
    expect(ensalada).toHaveValue('40');
  });

  it('adds dishes by search: equal shares by default, the cost per cover at once, then saved whole', async () => {
    const { user, menusState } = await openMenu(
      serveMenus({ dishes: ALL_DISHES, menus: [NUEVO] }),
      NUEVO.id,
    );
    expect(within(section('Primeros')).getByText(/Aún no hay platos/)).toBeInTheDocument();
    const picker = within(section('Primeros')).getByRole('combobox', {
      name: 'Añadir plato a Primeros',
    });
    await user.click(picker);
    await user.type(picker, 'lent');
    await user.click(await screen.findByRole('option', { name: /^Lentejas estofadas/ }));
    const lentejas = await within(section('Primeros')).findByRole('listitem', {
      name: LENTEJAS.name,
    });
    expect(clean(lentejas.textContent)).toContain('Coste por cubierto1,10 €');
    expect(figure('Coste por cubierto (esperado)')).toBe('1,10 €');

    await user.click(picker);
    await user.type(picker, 'gazp');
    await user.click(await screen.findByRole('option', { name: /^Gazpacho/ }));
    await within(section('Primeros')).findByRole('listitem', { name: GAZPACHO.name });
    // No share given: half each. (1,10 + 0,60) / 2 = 0,85 €; at worst the lentejas, 1,10 €.
    expect(within(section('Primeros')).getByText('Reparto: a partes iguales')).toBeInTheDocument();
    expect(shareOf('Primeros', GAZPACHO.name)).toHaveAttribute('placeholder', '50,00');
    expect(figure('Coste por cubierto (esperado)')).toBe('0,85 €');
    expect(figure('Peor caso')).toBe('1,10 €');
    // Its allergens join the menu's matrix.
    const matrix = screen.getByRole('table', { name: 'Matriz de alérgenos' });
    expect(
      within(matrix).getByRole('rowheader', { name: /Lentejas estofadas/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Todo guardado');
    });
    expect(menusState.menus[0]?.data.sections[0]?.items).toEqual([
      {
        recipe: LENTEJAS.id,
        servings_per_cover: '1.000',
        expected_share_pct: null,
        guest_quantity: null,
        guest_unit: '',
      },
      {
        recipe: GAZPACHO.id,
        servings_per_cover: '1.000',
        expected_share_pct: null,
        guest_quantity: null,
        guest_unit: '',
      },
    ]);
  });

  it('servings per cover multiply the exact stored cost, as the API does (3 × 1.0149 € = 3,04 €, not 3 × 1,01 €)', async () => {
    const { user } = await openMenu(serveMenus({ dishes: ALL_DISHES, menus: [NUEVO] }), NUEVO.id);
    const picker = within(section('Primeros')).getByRole('combobox', {
      name: 'Añadir plato a Primeros',
    });
    await user.click(picker);
    await user.type(picker, 'sopa');
    await user.click(await screen.findByRole('option', { name: /^Sopa castellana/ }));
    const sopa = await within(section('Primeros')).findByRole('listitem', {
      name: SOPA.name,
    });
    expect(clean(sopa.textContent)).toContain('1,01 € por ración');
    const servings = within(sopa).getByRole('textbox', {
      name: 'Raciones por cubierto de Sopa castellana',
    });
    await user.clear(servings);
    await user.type(servings, '3');
    expect(figure('Coste por cubierto (esperado)')).toBe('3,04 €');
    await user.clear(servings);
    await user.type(servings, '0');
    expect(screen.getByText('Cifras sin actualizar')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Cifras del menú' })).getByText(
        '«Sopa castellana»: las raciones por cubierto deben ser > 0.',
      ),
    ).toBeInTheDocument();
  });

  it('a carta: each dish with its PVP and food cost, the mean food cost and the dishes above target', async () => {
    await openMenu(serveMenus({ dishes: ALL_DISHES, menus: [CARTA] }), CARTA.id);
    // Croquetas 1,20 € for 8,00 € net: 15,00 %; pulpo 6,00 € for 15,00 € net: 40,00 % > 30 %.
    expect(figure('Food cost medio')).toBe('27,50 %');
    const panel = screen.getByRole('region', { name: 'Cifras del menú' });
    expect(within(panel).getByText('Rentable')).toBeInTheDocument();
    expect(within(panel).getByText('Por encima del food cost objetivo:')).toBeInTheDocument();
    expect(within(panel).getByRole('listitem')).toHaveTextContent('Pulpo a la gallega');
    expect(screen.queryByRole('textbox', { name: /Precio por persona/ })).not.toBeInTheDocument();
    const pulpo = within(section('Para compartir')).getByRole('listitem', {
      name: 'Pulpo a la gallega',
    });
    expect(clean(pulpo.textContent)).toContain('PVP16,50 €');
    expect(clean(pulpo.textContent)).toContain('Food cost40,00 %');
    expect(within(pulpo).getByText('Por encima del objetivo')).toBeInTheDocument();
  });

  it('"Añadir sección" adds the kind\'s next usual section; a section can be removed', async () => {
    const { user } = await openMenu(serveMenus({ dishes: ALL_DISHES, menus: [NUEVO] }), NUEVO.id);
    await user.click(screen.getByRole('button', { name: 'Añadir sección' }));
    expect(await screen.findByRole('region', { name: 'Sección: Postres' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar la sección Segundos' }));
    const names = screen
      .getAllByRole('textbox', { name: /Nombre de la sección/ })
      .map((input) => (input as HTMLInputElement).value);
    expect(names).toEqual(['Primeros', 'Postres']);
  });

  it('a removed dish or section comes back with «Deshacer», where it was (issue 31)', async () => {
    const { user } = await openMenu(
      serveMenus({ dishes: ALL_DISHES, menus: [MENU_DEL_DIA] }),
      MENU_DEL_DIA.id,
    );
    const saved = figure('Coste por cubierto (esperado)');
    await user.click(
      within(section('Segundos')).getByRole('button', { name: 'Quitar Pollo al ajillo' }),
    );
    expect(
      within(section('Segundos')).queryByRole('listitem', { name: 'Pollo al ajillo' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    const dishes = within(section('Segundos')).getAllByRole('listitem');
    expect(dishes.map((dish) => dish.getAttribute('aria-label'))).toEqual([
      'Pollo al ajillo',
      'Merluza a la romana',
    ]);
    expect(figure('Coste por cubierto (esperado)')).toBe(saved);

    // The first notification leaves with a transition: wait for it to be gone (on a busy machine
    // it was still there, and two «Deshacer» answered).
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
    });
    await user.click(screen.getByRole('button', { name: 'Quitar la sección Primeros' }));
    const notice = screen.getByText(/^Has quitado la sección «Primeros» y sus \d+ platos\.$/);
    await user.click(
      within(notice.parentElement as HTMLElement).getByRole('button', { name: 'Deshacer' }),
    );
    expect(
      screen
        .getAllByRole('textbox', { name: /Nombre de la sección/ })
        .map((input) => (input as HTMLInputElement).value)[0],
    ).toBe('Primeros');
    expect(screen.getByRole('status')).toHaveTextContent('Todo guardado');
  });

  it('a price cleared: no food cost yet, and "Guardar" says what is missing without sending', async () => {
    const { user } = await openMenu(
      serveMenus({ dishes: ALL_DISHES, menus: [MENU_DEL_DIA] }),
      MENU_DEL_DIA.id,
    );
    const price = screen.getByRole('textbox', { name: /Precio por persona \(IVA incl\.\)/ });
    await user.clear(price);
    expect(figure('Coste por cubierto (esperado)')).toBe('4,76 €');
    expect(figure('Food cost')).toBe('—');
    await user.type(price, '-3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(price).toHaveAccessibleDescription('No puede ser negativo.');
    expect(price).toHaveValue('-3');
    expect(requestsTo('PUT', menuUrl(MENU_DEL_DIA.id))).toHaveLength(0);
  });
});
