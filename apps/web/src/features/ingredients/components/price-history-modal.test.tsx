import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TEST_TIMEOUT_MS } from '../../../../../../test-timeouts.ts';
import type { PriceHistoryEntry } from '@costeo/domain/contracts/ingredients';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveIngredients, type ServedIngredients } from '../../../test/handlers/ingredients.ts';
import { loadPages } from '../../../test/load-pages.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { PriceHistoryPoint } from '../lib/price-history-points.ts';
import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { priceHistoryUrl } from '../../../api/urls.ts';
import { matchPhoneQuery } from '../../../test/viewport.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';

// recharts needs a real layout; the lazy chart module is replaced by a list of its points.
vi.mock('./price-history-chart.tsx', () => ({
  PriceHistoryChart: ({
    points,
    unitLabel,
  }: {
    points: PriceHistoryPoint[];
    unitLabel: string;
  }) => (
    <ul aria-label={`Gráfico en ${unitLabel}`}>
      {points.map((point) => (
        <li key={point.at}>{`${point.label}: ${String(point.price)}`}</li>
      ))}
    </ul>
  ),
}));

const LOCKED = 'Esta funcionalidad requiere un plan Pro o superior.';

const ONION_HISTORY: PriceHistoryEntry[] = [
  {
    id: 1,
    purchase_quantity: '10',
    purchase_unit: 'kg',
    purchase_price: '12.0000',
    unit_cost: '0.0012',
    reference_unit: 'kg',
    reference_price: '1.2000',
    changed_at: '2026-01-10T12:00:00Z',
    source: '',
    source_kind: 'manual',
  },
  {
    id: 2,
    purchase_quantity: '10',
    purchase_unit: 'kg',
    purchase_price: '13.5000',
    unit_cost: '0.00135',
    reference_unit: 'kg',
    reference_price: '1.3500',
    changed_at: '2026-02-20T12:00:00Z',
    source: 'Tarifa Frutas García noviembre.xlsx',
    source_kind: 'price_list',
  },
  {
    // Bought at 12,3457 € (issue 7): shown exactly, as stored.
    id: 3,
    purchase_quantity: '10',
    purchase_unit: 'kg',
    purchase_price: '12.3457',
    unit_cost: '0.00123457',
    reference_unit: 'kg',
    reference_price: '1.2346',
    changed_at: '2026-03-05T12:00:00Z',
    source: 'Factura A-123 de Frutas García, 05/03/2026',
    source_kind: 'invoice',
  },
];

async function openHistory(account: ServedIngredients) {
  const view = renderApp('/ingredients', { tokens: TOKENS, noRetry: true });
  await view.user.click(await screen.findByRole('button', { name: 'Acciones de Cebolla' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Historial de precios' }));
  const dialog = await screen.findByRole('dialog', { name: 'Historial de precios · Cebolla' });
  return { ...view, ...account, dialog };
}

// The page this file opens, loaded before its tests (its own modules: web-isolated).
beforeAll(() => loadPages(['/ingredients']), TEST_TIMEOUT_MS);

describe('price history (SPEC §6: Pro and up)', () => {
  it("SPEC §5: on the free plan it is locked with 'Esta funcionalidad requiere un plan Pro o superior.' and 'Mejorar plan' opens the upgrade modal", async () => {
    const { dialog, user } = await openHistory(serveIngredients({ plan: 'free' }));
    expect(await within(dialog).findByText(LOCKED)).toBeInTheDocument();
    // The plan is known to lack it: nothing is asked of the server.
    expect(requestsTo('GET', priceHistoryUrl(1))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Mejorar plan' }));
    const modal = await screen.findByRole('dialog', { name: 'Gestionar Suscripción' });
    expect(within(modal).getByText(LOCKED)).toBeInTheDocument();
    expect(await within(modal).findByRole('button', { name: 'Cambiar a Pro' })).toBeInTheDocument();
  });

  it("a 403 feature_not_available from the server shows the same locked state with the server's message", async () => {
    const account = serveIngredients({ plan: 'pro' });
    server.use(
      http.get(priceHistoryUrl(1), () =>
        answerError(403, {
          detail: 'Esta funcionalidad requiere un plan Business o superior.',
          code: 'feature_not_available',
          feature: 'price_history',
          required_plan: 'business',
        }),
      ),
    );
    const { dialog } = await openHistory(account);
    expect(
      await within(dialog).findByText('Esta funcionalidad requiere un plan Business o superior.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mejorar plan' })).toBeInTheDocument();
  });

  it('on Pro: a chart of € per kg over time and a table with fecha, formato, precio and € per base unit', async () => {
    const account = serveIngredients({ plan: 'pro', priceHistory: { 1: ONION_HISTORY } });
    const { dialog } = await openHistory(account);

    const chart = await within(dialog).findByRole('list', { name: 'Gráfico en €/kg' });
    const points = within(chart)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // Oldest first, the API's reference price (= price_equivalences.per_kg); the current price is
    // carried to today.
    expect(points.slice(0, 3)).toEqual([
      '10/01/2026: 1.2',
      '20/02/2026: 1.35',
      '05/03/2026: 1.2346',
    ]);
    expect(points).toHaveLength(4);
    // Decision 008: one meaning, said under the title.
    expect(
      within(dialog).getByText(/Lo que pagas sin IVA y lo que sale por kg, antes de la merma\./),
    ).toHaveTextContent('la merma no cambia el precio');

    const table = within(dialog).getByRole('table', { name: 'Cambios de precio' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Fecha', 'Formato', 'Precio', '€ por g', '€ por kg', 'Origen']);
    const rows = within(table).getAllByRole('row').slice(1);
    // Newest first.
    expect(rows[0]).toHaveTextContent('05/03/2026');
    expect(rows[0]).toHaveTextContent('12,3457 €');
    expect(rows[0]).toHaveTextContent('1,2346 €');
    expect(rows[1]).toHaveTextContent('20/02/2026');
    expect(rows[1]).toHaveTextContent('10 kg');
    expect(rows[1]).toHaveTextContent('13,50 €');
    expect(rows[1]).toHaveTextContent('0,00135 €');
    expect(rows[1]).toHaveTextContent('1,35 €');
    expect(rows[2]).toHaveTextContent('12,00 €');
    expect(rows[2]).toHaveTextContent('0,0012 €');
    // Issue 32: where each price came from, and its reference when there is one.
    // A reference that names its kind is shown alone.
    expect(rows[0]).toHaveTextContent(/1,2346 €Factura A-123 de Frutas García, 05\/03\/2026$/);
    expect(rows[1]).toHaveTextContent('Lista de preciosTarifa Frutas García noviembre.xlsx');
    expect(rows[2]).toHaveTextContent(/Edición manual$/);
  });

  it('issue 32: on a phone each change, in a list, says where it came from (a typed albarán)', async () => {
    onTestFinished(matchPhoneQuery(SMALL_SCREEN_QUERY));
    const account = serveIngredients({
      plan: 'pro',
      priceHistory: {
        1: [
          ...ONION_HISTORY.slice(0, 2),
          {
            ...ONION_HISTORY[0]!,
            id: 4,
            purchase_price: '14.0000',
            reference_price: '1.4000',
            changed_at: '2026-03-10T12:00:00Z',
            source: 'Albarán 2207 de Frutas García, 10/03/2026',
            source_kind: 'delivery_note',
          },
        ],
      },
    });
    const { dialog } = await openHistory(account);
    const changes = await within(dialog).findByRole('list', { name: 'Cambios de precio' });
    const [newest, , oldest] = within(changes).getAllByRole('listitem');
    expect(newest).toHaveTextContent('14,00 €');
    expect(newest).toHaveTextContent(/Albarán 2207 de Frutas García, 10\/03\/2026/);
    expect(oldest).toHaveTextContent('Edición manual');
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });
});
