import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MenuNeedsAnswer } from '@costeo/domain/contracts/menu-needs';
import { menuNeedsSchema } from '@costeo/domain/contracts/menu-needs';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveMenus } from '../../../test/handlers/menus.ts';
import { ALL_DISHES, BODA } from '../../../test/menus-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requests, server } from '../../../test/server.ts';
import { menuUrl } from '../../../api/urls.ts';

const LOCKED = 'Esta funcionalidad requiere un plan Pro o superior.';

/** The API's answer for the event (its figures are the API test's; here only shown). */
function needsFor(guests: number): MenuNeedsAnswer {
  return menuNeedsSchema.parse({
    menu: { id: BODA.id, name: 'Boda de Lucía y Andrés', kind: 'evento' },
    guests,
    suppliers: [
      {
        id: 7,
        name: 'Frutas García',
        products: [
          {
            id: 1,
            name: 'Patata agria caja 5 kg',
            base_unit: 'g',
            quantity: '17222.222',
            quantity_text: '17,222 kg',
            purchase_quantity: '5.000',
            purchase_unit: 'kg',
            format_name: 'caja de 5 kg',
            formats: 4,
            formats_quantity: '20000.000',
            text: '4 cajas de 5 kg (17,222 kg)',
            cost: '20.67',
            formats_cost: '24.00',
          },
        ],
        cost: '20.67',
        formats_cost: '24.00',
      },
    ],
    elaboraciones: [
      {
        id: 10,
        name: 'Bechamel',
        quantity: '6.200',
        unit: 'l',
        yield_quantity: '1.000',
        batches: 7,
        text: 'Bechamel: 7 tandas de 1 l (6,2 l)',
      },
    ],
    dishes: [{ id: 20, name: 'Croquetas', servings: '80.000' }],
    cost: '20.67',
    formats_cost: '24.00',
    complete: true,
    warnings: [],
  });
}

describe('Detalle de Menú: Necesidades (issue 37)', () => {
  it('on Gratuito the button is locked and opens Gestionar Suscripción, asking nothing', async () => {
    serveMenus({ plan: 'free', dishes: ALL_DISHES, menus: [BODA] });
    const { user } = renderApp(`/menus/${BODA.id}`, { tokens: TOKENS, noRetry: true });
    await user.click(
      await screen.findByRole('button', { name: 'Necesidades (requiere un plan Pro o superior)' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Gestionar Suscripción' });
    expect(within(modal).getByText(LOCKED)).toBeInTheDocument();
    expect(requests.some((request) => request.path.includes('/needs/'))).toBe(false);
  });

  it("on Pro shows what to buy by supplier and what to prepare, for the event's guests", async () => {
    serveMenus({ plan: 'pro', dishes: ALL_DISHES, menus: [BODA] });
    server.use(
      http.get(`${menuUrl(BODA.id)}needs/`, ({ request }) => {
        const guests = Number(new URL(request.url).searchParams.get('guests'));
        return HttpResponse.json(needsFor(guests));
      }),
    );
    const { user } = renderApp(`/menus/${BODA.id}`, { tokens: TOKENS, noRetry: true });
    await user.click(await screen.findByRole('button', { name: 'Necesidades' }));
    const drawer = await screen.findByRole('dialog', { name: /Necesidades/ });
    expect(within(drawer).getByRole('textbox', { name: 'Invitados' })).toHaveValue(
      String(BODA.data.guests),
    );
    const supplier = await within(drawer).findByRole('region', { name: 'Frutas García' });
    expect(within(supplier).getByText('4 cajas de 5 kg (17,222 kg)')).toBeInTheDocument();
    expect(within(drawer).getByText('Bechamel: 7 tandas de 1 l (6,2 l)')).toBeInTheDocument();
    expect(within(drawer).getByText('Croquetas: 80 raciones')).toBeInTheDocument();
    const asked = requests.filter((request) => request.path.includes('/needs/'));
    expect(asked.at(-1)?.params).toEqual({ guests: String(BODA.data.guests) });
  });
});
