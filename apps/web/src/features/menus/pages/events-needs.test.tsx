import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { eventsNeedsSchema, type EventsNeedsAnswer } from '@costeo/domain/contracts/menu-needs';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveMenus } from '../../../test/handlers/menus.ts';
import { ALL_DISHES, BODA } from '../../../test/menus-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requests, server } from '../../../test/server.ts';
import { EVENTS_NEEDS_URL } from '../../../api/urls.ts';

const LOCKED = 'Esta funcionalidad requiere un plan Pro o superior.';

/** "YYYY-MM-DD" of today + `days`, in local time (the drawer's default range). */
function localDay(days: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${String(day.getFullYear())}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The API's answer for two events (its figures are the API test's; here only shown). */
function needsOf(from: string, to: string, empty = false): EventsNeedsAnswer {
  return eventsNeedsSchema.parse({
    date_from: from,
    date_to: to,
    events: empty
      ? []
      : [
          { id: 1, name: 'Boda Ruiz', kind: 'evento', event_date: from, guests: 60 },
          { id: 2, name: 'Comunión Lucía', kind: 'evento', event_date: to, guests: 30 },
        ],
    guests: empty ? 0 : 90,
    suppliers: empty
      ? []
      : [
          {
            id: 7,
            name: 'Frutas García',
            products: [
              {
                id: 1,
                name: 'Patata agria caja 5 kg',
                base_unit: 'g',
                quantity: '25000.000',
                quantity_text: '25 kg',
                purchase_quantity: '5.000',
                purchase_unit: 'kg',
                format_name: 'caja de 5 kg',
                formats: 5,
                formats_quantity: '25000.000',
                text: '5 cajas de 5 kg',
                cost: '30.00',
                formats_cost: '30.00',
              },
            ],
            cost: '30.00',
            formats_cost: '30.00',
          },
        ],
    elaboraciones: empty
      ? []
      : [
          {
            id: 10,
            name: 'Bechamel',
            quantity: '9.000',
            unit: 'l',
            yield_quantity: '2.500',
            batches: 4,
            text: 'Bechamel: 4 tandas de 2,5 l (9 l)',
          },
        ],
    dishes: empty ? [] : [{ id: 20, name: 'Croquetas', servings: '90.000' }],
    cost: empty ? '0.00' : '30.00',
    formats_cost: empty ? '0.00' : '30.00',
    complete: true,
    warnings: [],
  });
}

function serveNeeds() {
  server.use(
    http.get(EVENTS_NEEDS_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const from = params.get('date_from') ?? '';
      const to = params.get('date_to') ?? '';
      return HttpResponse.json(needsOf(from, to, from.startsWith('2020')));
    }),
  );
}

const asked = () => requests.filter((request) => request.path === EVENTS_NEEDS_URL);

describe('Menús: Necesidades de eventos (issue 37)', () => {
  it('on Gratuito the button is locked and opens Gestionar Suscripción, asking nothing', async () => {
    serveMenus({ plan: 'free', dishes: ALL_DISHES, menus: [BODA] });
    const { user } = renderApp('/menus', { tokens: TOKENS, noRetry: true });
    await user.click(
      await screen.findByRole('button', {
        name: 'Necesidades de eventos (requiere un plan Pro o superior)',
      }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Gestionar Suscripción' });
    expect(within(modal).getByText(LOCKED)).toBeInTheDocument();
    expect(asked()).toHaveLength(0);
  });

  it('on Pro asks today to a week ahead and shows the events, what to buy and what to prepare', async () => {
    serveMenus({ plan: 'pro', dishes: ALL_DISHES, menus: [BODA] });
    serveNeeds();
    const { user } = renderApp('/menus', { tokens: TOKENS, noRetry: true });
    await user.click(await screen.findByRole('button', { name: 'Necesidades de eventos' }));
    const drawer = await screen.findByRole('dialog', { name: 'Necesidades de eventos' });
    expect(within(drawer).getByLabelText('Desde')).toHaveValue(localDay(0));
    expect(within(drawer).getByLabelText('Hasta')).toHaveValue(localDay(7));
    expect(
      await within(drawer).findByText('2 eventos, 90 invitados: coste de los ingredientes'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Boda Ruiz (60 invitados)')).toBeInTheDocument();
    expect(within(drawer).getByText('Comunión Lucía (30 invitados)')).toBeInTheDocument();
    // One production sheet per day with events.
    expect(
      within(drawer).getAllByRole('button', { name: /^Hoja de producción \(PDF\) del / }),
    ).toHaveLength(2);
    const supplier = within(drawer).getByRole('region', { name: 'Frutas García' });
    expect(within(supplier).getByText('5 cajas de 5 kg')).toBeInTheDocument();
    expect(within(drawer).getByText('Bechamel: 4 tandas de 2,5 l (9 l)')).toBeInTheDocument();
    expect(within(drawer).getByText('Croquetas: 90 raciones')).toBeInTheDocument();
    expect(asked().at(-1)?.params).toEqual({ date_from: localDay(0), date_to: localDay(7) });
  });

  it('says a disordered range without asking, and an empty one when no event is in it', async () => {
    serveMenus({ plan: 'pro', dishes: ALL_DISHES, menus: [BODA] });
    serveNeeds();
    const { user } = renderApp('/menus', { tokens: TOKENS, noRetry: true });
    await user.click(await screen.findByRole('button', { name: 'Necesidades de eventos' }));
    const drawer = await screen.findByRole('dialog', { name: 'Necesidades de eventos' });
    await within(drawer).findByText('Boda Ruiz (60 invitados)');
    const before = asked().length;
    fireEvent.change(within(drawer).getByLabelText('Hasta'), { target: { value: '2020-01-31' } });
    expect(
      await within(drawer).findByText('La fecha final no puede ser anterior a la inicial.'),
    ).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('Desde'), { target: { value: '2020-01-01' } });
    expect(await within(drawer).findByText('No hay eventos en esas fechas')).toBeInTheDocument();
    // Only the valid range was asked for.
    expect(
      asked()
        .slice(before)
        .map((request) => request.params),
    ).toEqual([{ date_from: '2020-01-01', date_to: '2020-01-31' }]);
  });
});
