import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveMenus, type ServedMenus } from '../../../test/handlers/menus.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { ALL_DISHES, BODA, ENTRANTE, MENU_DEL_DIA } from '../../../test/menus-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requests, requestsTo, server } from '../../../test/server.ts';
import { menuDuplicateUrl, menuPdfUrl, menuUrl } from '../../../api/urls.ts';

const LOCKED = 'Esta funcionalidad requiere un plan Pro o superior.';

// The download saves through an <a download> on a blob URL; jsdom has neither. Put back what was
// there (the web project's files share one window).
const originalCreate = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
const originalRevoke = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:menu');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const [name, descriptor] of [
    ['createObjectURL', originalCreate],
    ['revokeObjectURL', originalRevoke],
  ] as const) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
});

async function openMenu(account: ServedMenus, id: number) {
  const view = renderApp(`/menus/${id}`, { tokens: TOKENS, noRetry: true });
  await screen.findByRole('region', { name: 'Cifras del menú' });
  return { ...view, ...account };
}

function openBoda() {
  return openMenu(serveMenus({ dishes: ALL_DISHES, menus: [BODA] }), BODA.id);
}

/** Empties a field and types the new value, as a chef correcting it. */
async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

function menuName(): HTMLElement {
  return screen.getByRole('textbox', { name: /^Nombre( \*)?$/ });
}

function quoteTerms(): HTMLElement {
  return screen.getByRole('region', { name: 'Condiciones del presupuesto' });
}

/** The quote's terms changed to 15 days of validity and a 50 % deposit. */
async function changeQuoteTerms(user: UserEvent) {
  await retype(user, within(quoteTerms()).getByLabelText('Señal (%)'), '50');
  await retype(user, within(quoteTerms()).getByLabelText('Validez (días)'), '15');
}

/** The starter said to be 3 croquetas for each guest. */
async function giveEachGuestCroquetas(user: UserEvent) {
  const dish = screen.getByRole('listitem', { name: ENTRANTE.name });
  await user.type(
    within(dish).getByRole('textbox', { name: `Cantidad por persona de ${ENTRANTE.name}` }),
    '3',
  );
  await user.type(
    within(dish).getByRole('textbox', { name: `Qué recibe cada persona de ${ENTRANTE.name}` }),
    'croquetas',
  );
}

/** 100 guests instead of 80. */
async function setHeadcountTo100(user: UserEvent) {
  await retype(user, screen.getByRole('textbox', { name: /Invitados/ }), '100');
}

/** A fourth extra: Flores, 200 € for the event. */
async function addFlowers(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Añadir coste' }));
  await user.type(screen.getByRole('textbox', { name: 'Concepto del coste 4' }), 'Flores');
  await user.type(screen.getByRole('textbox', { name: 'Importe de Flores' }), '200');
}

async function saveAndWait(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => {
    expect(screen.getByRole('status')).toHaveTextContent('Todo guardado');
  });
}

function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\u00a0/g, ' ');
}

function eventFigure(label: string): string {
  const panel = screen.getByRole('region', { name: 'Costes del evento' });
  const labelNode = within(panel).getByText(label, { selector: 'p' });
  return clean(labelNode.nextElementSibling?.textContent);
}

/** The line under a figure's value ("69,77 %" under the margin). */
function eventHint(label: string): string {
  const panel = screen.getByRole('region', { name: 'Costes del evento' });
  const labelNode = within(panel).getByText(label, { selector: 'p' });
  return clean(labelNode.nextElementSibling?.nextElementSibling?.textContent);
}

function extraRow(name: string): HTMLElement {
  const panel = screen.getByRole('region', { name: 'Costes del evento' });
  return within(panel).getByRole('listitem', { name });
}

describe('Detalle de Menú: an event (issue 18)', () => {
  it("prefills the quote's terms with Mi perfil's defaults: 30 days, a 30 % deposit of 1.452,00 € and the payment terms (issue 31)", async () => {
    await openBoda();
    const terms = quoteTerms();
    expect(
      within(terms).getByText(/recibe su número \(P-año-número\) la primera vez/),
    ).toBeInTheDocument();
    expect(within(terms).getByLabelText('Validez (días)')).toHaveValue('30');
    expect(within(terms).getByLabelText('Señal (%)')).toHaveValue('30');
    // 30 % of the total with VAT, 4.840,00 €.
    expect(clean(terms.textContent)).toContain('Del total con IVA: 1.452,00 €.');
    expect(within(terms).getByLabelText('Condiciones de pago')).toHaveValue(
      'Transferencia 7 días antes.',
    );
  });

  it('a deposit that changes moves its amount: 50 % of 4.840,00 € is 2.420,00 € (issue 31)', async () => {
    const { user } = await openBoda();
    const terms = quoteTerms();
    await retype(user, within(terms).getByLabelText('Señal (%)'), '50');
    expect(clean(terms.textContent)).toContain('Del total con IVA: 2.420,00 €.');
  });

  it("saves the quote's terms as changed, with Mi perfil's payment terms (issue 31)", async () => {
    const { user } = await openBoda();
    await changeQuoteTerms(user);
    await saveAndWait(user);
    const [put] = requestsTo('PUT', menuUrl(BODA.id));
    expect(put?.body).toMatchObject({
      quote_validity_days: 15,
      quote_deposit_pct: '50.00',
      quote_payment_terms: 'Transferencia 7 días antes.',
      sections: [
        {
          items: [
            { recipe: ENTRANTE.id, guest_quantity: null, guest_unit: '' },
            { guest_quantity: null, guest_unit: '' },
            { guest_quantity: null, guest_unit: '' },
          ],
        },
      ],
    });
  });

  it("saves what each guest gets of a dish, 3 croquetas of the starter, with the quote's default terms (issue 31)", async () => {
    const { user } = await openBoda();
    await giveEachGuestCroquetas(user);
    await saveAndWait(user);
    const [put] = requestsTo('PUT', menuUrl(BODA.id));
    expect(put?.body).toMatchObject({
      quote_validity_days: 30,
      quote_deposit_pct: '30.00',
      quote_payment_terms: 'Transferencia 7 días antes.',
      sections: [
        {
          items: [
            { recipe: ENTRANTE.id, guest_quantity: '3.00', guest_unit: 'croquetas' },
            { guest_quantity: null, guest_unit: '' },
            { guest_quantity: null, guest_unit: '' },
          ],
        },
      ],
    });
  });

  it('refuses a validity that is not a whole number of days, on its field, and sends nothing', async () => {
    const { user } = await openBoda();
    const terms = screen.getByRole('region', { name: 'Condiciones del presupuesto' });
    const validity = within(terms).getByLabelText('Validez (días)');
    await user.clear(validity);
    await user.type(validity, 'un mes');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await within(terms).findByText('Indica un número entero de días entre 1 y 365.'),
    ).toBeInTheDocument();
    expect(requestsTo('PUT', menuUrl(BODA.id))).toHaveLength(0);
  });

  it('quotes its headcount with the extras: 80 guests cost 1.330,00 € and bring 4.840,00 €', async () => {
    await openBoda();
    expect(screen.getByRole('textbox', { name: /Invitados/ })).toHaveValue('80');
    expect(screen.getByLabelText('Fecha del evento')).toHaveValue('2026-06-12');
    expect(screen.getByRole('textbox', { name: 'Cliente' })).toHaveValue('Lucía Gómez');
    const event = screen.getByRole('region', { name: 'Costes del evento' });
    expect(within(event).getByText('Presupuesto para 80 invitados')).toBeInTheDocument();
    // The bottom line beside the figures too.
    const figures = screen.getByRole('region', { name: 'Cifras del menú' });
    expect(within(figures).getByText('Presupuesto para 80 invitados')).toBeInTheDocument();
    expect(eventFigure('Coste de los platos')).toBe('380,00 €');
    expect(eventFigure('Costes extra')).toBe('950,00 €');
    expect(eventFigure('Coste total')).toBe('1.330,00 €');
    expect(eventFigure('Ingresos (sin IVA)')).toBe('4.400,00 €');
    expect(eventFigure('Margen')).toBe('3.070,00 €');
    expect(eventHint('Margen')).toBe('69,77 %');
    expect(eventFigure('IVA')).toBe('440,00 €');
    expect(eventFigure('Total (IVA incl.)')).toBe('4.840,00 €');
    expect(clean(extraRow('Menaje').textContent)).toContain('Total200,00 €');
  });

  it('the totals follow the headcount: 100 guests cost 1.475,00 € and leave 4.025,00 € of margin', async () => {
    const { user } = await openBoda();
    await setHeadcountTo100(user);
    const event = screen.getByRole('region', { name: 'Costes del evento' });
    expect(within(event).getByText('Presupuesto para 100 invitados')).toBeInTheDocument();
    expect(eventFigure('Coste total')).toBe('1.475,00 €');
    expect(eventFigure('Margen')).toBe('4.025,00 €');
    expect(eventHint('Margen')).toBe('73,18 %');
    expect(clean(extraRow('Menaje').textContent)).toContain('Total250,00 €');
  });

  it('a new extra joins the totals: Flores for 200,00 € makes 1.200,00 € of extras and 1.675,00 € in all for 100 guests', async () => {
    const { user } = await openBoda();
    await setHeadcountTo100(user);
    await addFlowers(user);
    expect(eventFigure('Costes extra')).toBe('1.200,00 €');
    expect(eventFigure('Coste total')).toBe('1.675,00 €');
  });

  it('saves the headcount, the date, the client and the extras, the new one last', async () => {
    const { user } = await openBoda();
    await setHeadcountTo100(user);
    await addFlowers(user);
    await saveAndWait(user);
    expect(requestsTo('PUT', menuUrl(BODA.id))[0]?.body).toMatchObject({
      guests: 100,
      event_date: '2026-06-12',
      client_name: 'Lucía Gómez',
      extras: [
        { name: 'Camareros', cost_type: 'fixed', amount: '600.00' },
        { name: 'Transporte', cost_type: 'fixed', amount: '150.00' },
        { name: 'Menaje', cost_type: 'per_person', amount: '2.50' },
        { name: 'Flores', cost_type: 'fixed', amount: '200.00' },
      ],
    });
  });

  it('an event without its headcount cannot be saved: the field says so', async () => {
    const { user } = await openBoda();
    await user.clear(screen.getByRole('textbox', { name: /Invitados/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('textbox', { name: /Invitados/ })).toHaveAccessibleDescription(
      'Indica el número de invitados.',
    );
    expect(requestsTo('PUT', menuUrl(BODA.id))).toHaveLength(0);
  });
});

describe('Detalle de Menú: actions (issue 18)', () => {
  it('Eliminar asks first: "Cancelar" keeps the menu, "Eliminar" deletes it and goes back to Menús', async () => {
    const { user, router, menusState } = await openMenu(
      serveMenus({ dishes: ALL_DISHES, menus: [MENU_DEL_DIA, BODA] }),
      BODA.id,
    );
    await user.click(screen.getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Eliminar «Boda de Lucía y Andrés»?',
    });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(requestsTo('DELETE', menuUrl(BODA.id))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const again = await screen.findByRole('dialog', { name: /¿Eliminar/ });
    await user.click(within(again).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/menus');
    });
    expect(menusState.menus.map((menu) => menu.id)).toEqual([MENU_DEL_DIA.id]);
    expect(await screen.findByText('Menú eliminado')).toBeInTheDocument();
  });

  it('Duplicar opens the copy', async () => {
    const { user, router } = await openMenu(
      serveMenus({ dishes: ALL_DISHES, menus: [MENU_DEL_DIA] }),
      MENU_DEL_DIA.id,
    );
    await user.click(screen.getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicar' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/menus/900');
    });
    expect(requestsTo('POST', menuDuplicateUrl(MENU_DEL_DIA.id))).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Menú del día de primavera (copia)' }),
    ).toBeInTheDocument();
  });

  it('leaving with unsaved changes asks first', async () => {
    const { user } = await openMenu(
      serveMenus({ dishes: ALL_DISHES, menus: [MENU_DEL_DIA] }),
      MENU_DEL_DIA.id,
    );
    await user.type(menuName(), '!');
    await user.click(screen.getByRole('link', { name: 'Volver a Menús' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tienes cambios sin guardar' });
    expect(dialog).toHaveTextContent('perderás los cambios de este menú');
  });

  it('"Seguir editando" stays on the menu with the changes kept', async () => {
    const { user, router } = await openMenu(
      serveMenus({ dishes: ALL_DISHES, menus: [MENU_DEL_DIA] }),
      MENU_DEL_DIA.id,
    );
    await user.type(menuName(), ' (verano)');
    await user.click(screen.getByRole('link', { name: 'Volver a Menús' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tienes cambios sin guardar' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe(`/menus/${MENU_DEL_DIA.id}`);
    expect(menuName()).toHaveValue('Menú del día de primavera (verano)');
  });

  it("the API's 400 lands where it belongs: a dish's error on the dish, the share rule above", async () => {
    const account = serveMenus({ dishes: ALL_DISHES, menus: [MENU_DEL_DIA] });
    server.use(
      http.put(menuUrl(MENU_DEL_DIA.id), () =>
        answerError(400, {
          sections: ['Los porcentajes de «Segundos» suman 90 % y deben sumar 100 %.'],
          'sections.1.items.1.recipe': ['Este plato ya no existe.'],
        }),
      ),
    );
    const { user } = await openMenu(account, MENU_DEL_DIA.id);
    await user.type(screen.getByRole('textbox', { name: /^Nombre( \*)?$/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert', { name: 'No se ha guardado' });
    expect(alert).toHaveTextContent(
      'Los porcentajes de «Segundos» suman 90 % y deben sumar 100 %.',
    );
    const merluza = within(screen.getByRole('region', { name: 'Sección: Segundos' })).getByRole(
      'listitem',
      { name: 'Merluza a la romana' },
    );
    expect(within(merluza).getByRole('alert')).toHaveTextContent('Este plato ya no existe.');
    expect(screen.getByRole('status')).toHaveTextContent('Cambios sin guardar');
  });

  it('an unknown menu says so and links back', async () => {
    serveMenus({ dishes: ALL_DISHES });
    renderApp('/menus/4242', { tokens: TOKENS, noRetry: true });
    expect(await screen.findByText('No encontramos este menú')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Menús' })).toHaveAttribute('href', '/menus');
  });
});

describe('Detalle de Menú: Exportar (issue 18, plan feature)', () => {
  it('on Gratuito "Exportar" is locked and opens Gestionar Suscripción with the SPEC §5 message', async () => {
    const { user } = await openMenu(
      serveMenus({ plan: 'free', dishes: ALL_DISHES, menus: [BODA] }),
      BODA.id,
    );
    const locked = await screen.findByRole('button', {
      name: 'Exportar (requiere un plan Pro o superior)',
    });
    await user.click(locked);
    const modal = await screen.findByRole('dialog', { name: 'Gestionar Suscripción' });
    expect(within(modal).getByText(LOCKED)).toBeInTheDocument();
    expect(await within(modal).findByRole('button', { name: 'Cambiar a Pro' })).toBeInTheDocument();
    expect(requests.some((request) => request.path.includes('/export/'))).toBe(false);
  });

  it('on Pro the client quote of an event is downloaded, for the headcount on screen', async () => {
    const { user } = await openMenu(
      serveMenus({ plan: 'pro', dishes: ALL_DISHES, menus: [BODA] }),
      BODA.id,
    );
    const guests = screen.getByRole('textbox', { name: /Invitados/ });
    await user.clear(guests);
    await user.type(guests, '100');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const item = await screen.findByRole('menuitem', {
      name: /Presupuesto para el cliente \(PDF\)/,
    });
    expect(item).toHaveTextContent('para 100 invitados');
    expect(screen.getByTestId('export-note')).toHaveTextContent('Se exporta el menú guardado');
    await user.click(item);
    await waitFor(() => {
      expect(saved).toEqual(['presupuesto-boda-de-lucia-y-andres-2026-03-15.pdf']);
    });
    const [request] = requestsTo('GET', menuPdfUrl(BODA.id));
    expect(request?.params).toEqual({ variant: 'cliente', guests: '100' });
    // Its first download gave the quote its number (issue 31): the editor says it, the draft stays.
    const terms = screen.getByRole('region', { name: 'Condiciones del presupuesto' });
    expect(await within(terms).findByText(/Presupuesto nº P-2026-0001/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Invitados/ })).toHaveValue('100');
  });
});
