import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { dashboardSummarySchema, type DashboardSummary } from '@costeo/domain/contracts/dashboard';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { EMPTY_DASHBOARD } from '../../../test/dashboard-fixtures.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { serveRecipes } from '../../../test/handlers/recipes.ts';
import { serveAccount } from '../../../test/handlers/subscriptions.ts';
import { DASHBOARD_SUMMARY_URL } from '../../../api/urls.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { http } from 'msw';
import { server } from '../../../test/server.ts';
import { answer, answerError } from '../../../test/handlers/respond.ts';

const usage = (used: number, limit: number) => ({
  used,
  limit,
  percentage: (used / limit) * 100,
  state: used >= limit * 0.8 ? ('near_limit' as const) : ('normal' as const),
  unlimited: false,
});

const EMPTY = EMPTY_DASHBOARD;

const tosta = {
  id: 4,
  name: 'Tosta de cebolla',
  margin_pct: '41.25',
  food_cost_pct: '58.75',
  cost_per_serving: '1.47',
  sale_price: '2.75',
  status: 'low_margin' as const,
};
const sopa = {
  id: 2,
  name: 'Sopa de cebolla',
  margin_pct: '92.97',
  food_cost_pct: '7.03',
  cost_per_serving: '0.56',
  sale_price: '8.80',
  status: 'profitable' as const,
};

const KITCHEN: DashboardSummary = {
  sales: null,
  figures: {
    products_count: 12,
    recipes_count: 4,
    subrecipes_count: 1,
    costed_recipes_count: 2,
    average_food_cost_pct: '32.89',
    average_margin_pct: '67.11',
    low_margin_count: 1,
    profitable_count: 1,
    incomplete_count: 1,
  },
  lowest_margin: [tosta, sopa],
  highest_margin: [sopa, tosta],
  incomplete_recipes: [
    {
      id: 9,
      name: 'Masa de rebozado',
      warning: 'Harina: Falta la densidad para convertir ml a g',
      warnings_count: 1,
    },
  ],
  top_ingredients: [
    { id: 1, name: 'Cebolla', cost: '6.45', share_pct: '68.25', recipes_count: 3 },
    { id: 3, name: 'Tomate', cost: '3.00', share_pct: '31.75', recipes_count: 2 },
  ],
  recent_invoices: [
    {
      id: 12,
      supplier_name: 'Distribuciones del Sur',
      number: 'A2026-0153',
      issue_date: '2026-03-14',
      kind: 'credit_note',
      total: '-42.50',
      products_count: 3,
      applied_at: '2026-03-16T10:00:00Z',
    },
  ],
  recent_price_changes: [
    {
      id: 30,
      product_id: 1,
      product_name: 'Cebolla',
      reference_unit: 'kg',
      old_price: '1.2000',
      new_price: '1.5000',
      change_pct: '25.00',
      changed_at: '2026-03-16T12:00:00Z',
      affected_recipes: [
        { id: 2, name: 'Sopa de cebolla' },
        { id: 4, name: 'Tosta de cebolla' },
      ],
      affected_count: 7,
    },
  ],
  plan_usage: {
    plan: 'free',
    plan_name: 'Gratuito',
    ingredient_instances: usage(12, 50),
    recipes: usage(17, 20),
  },
};

function renderDashboard(summary: DashboardSummary | 'error') {
  serveAccount();
  let calls = 0;
  server.use(
    http.get(DASHBOARD_SUMMARY_URL, () => {
      calls += 1;
      return summary === 'error' && calls === 1
        ? answerError(500, { detail: 'Error interno del servidor.' })
        : answer(dashboardSummarySchema, summary === 'error' ? KITCHEN : summary);
    }),
  );
  return renderApp('/dashboard', { tokens: TOKENS, noRetry: true });
}

/** The page alone (as app/pages composes it), with or without the analytics slot. */
function renderStandalone(element: ReactElement) {
  serveAccount();
  server.use(http.get(DASHBOARD_SUMMARY_URL, () => answer(dashboardSummarySchema, KITCHEN)));
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '/dashboard', element }], {
    initialEntries: ['/dashboard'],
  });
  onTestFinished(() => {
    queryClient.clear();
    router.dispose();
  });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('Dashboard (issue 10)', () => {
  it('shows the key figures, both margin lists, incomplete costs, top ingredients, price changes and plan usage, es-ES', async () => {
    renderDashboard(KITCHEN);
    expect(await screen.findByText('Food cost medio')).toBeInTheDocument();
    expect(screen.getByText('32,89 %')).toBeInTheDocument();
    expect(screen.getByText('67,11 %')).toBeInTheDocument();
    expect(screen.getByText('De ellas, 1 elaboración')).toBeInTheDocument();
    expect(screen.getAllByText('Media de 2 recetas con PVP y coste completo')).toHaveLength(2);

    const lowest = screen.getByRole('list', { name: 'Menor margen' });
    const rows = within(lowest).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Tosta de cebolla',
      'Sopa de cebolla',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/recipes/4');
    expect(rows[0]).toHaveTextContent('41,25 %');
    expect(rows[0]).toHaveTextContent('Margen bajo');
    expect(rows[0]).toHaveTextContent('Coste 1,47 € · PVP 2,75 €');
    expect(rows[1]).toHaveTextContent('Food cost 7,03 %');
    expect(
      within(screen.getByRole('list', { name: 'Mayor margen' })).getAllByRole('link')[0],
    ).toHaveTextContent('Sopa de cebolla');

    const incomplete = screen.getByRole('list', { name: 'Costes incompletos' });
    expect(within(incomplete).getByRole('link', { name: 'Masa de rebozado' })).toHaveAttribute(
      'href',
      '/recipes/9',
    );
    expect(incomplete).toHaveTextContent('Harina: Falta la densidad para convertir ml a g');

    const top = screen.getByRole('list', { name: 'Ingredientes que más pesan' });
    expect(top).toHaveTextContent('6,45 €');
    expect(top).toHaveTextContent('68,25 %');
    expect(within(top).getByRole('progressbar', { name: /Cebolla/ })).toBeInTheDocument();

    const changes = screen.getByRole('list', { name: 'Últimos cambios de precio' });
    expect(changes).toHaveTextContent('1,20 € → 1,50 €/kg');
    expect(changes).toHaveTextContent('Sube 25,00 %');
    expect(changes).toHaveTextContent('16/03/2026');
    expect(within(changes).getByRole('link', { name: 'Tosta de cebolla' })).toHaveAttribute(
      'href',
      '/recipes/4',
    );
    expect(changes).toHaveTextContent('y 5 más');

    // Issue 19: the invoices that brought the changes, beside them.
    const invoices = screen.getByRole('list', { name: 'Últimas facturas' });
    expect(invoices).toHaveTextContent('Distribuciones del Sur');
    expect(invoices).toHaveTextContent('A2026-0153 · 14/03/2026 · 3 productos');
    expect(invoices).toHaveTextContent(/Abono-42,50\s€/);
    expect(screen.getByRole('link', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/ingredients/invoices',
    );

    expect(screen.getByRole('heading', { name: 'Plan Gratuito' })).toBeInTheDocument();
    expect(screen.getByText('17 / 20')).toBeInTheDocument();
    expect(screen.getByText('Cerca del límite')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Nuevo ingrediente' })).toHaveAttribute(
      'href',
      '/ingredients?nuevo=1',
    );
    expect(screen.getByRole('link', { name: 'Nueva receta' })).toHaveAttribute(
      'href',
      '/recipes?nuevo=1',
    );
    // Issue 18: the menus have no link of their own in the top bar; the Dashboard leads there.
    expect(screen.getByRole('link', { name: 'Menús' })).toHaveAttribute('href', '/menus');
  });

  it('a new account: step 1 and step 2 with their progress instead of empty figures', async () => {
    renderDashboard(EMPTY);
    expect(
      await screen.findByRole('heading', { name: 'Empieza en dos pasos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 de 2 pasos completados')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /0 de 2/ })).toBeInTheDocument();
    expect(screen.getByText('Paso 1: Da de alta tu primer ingrediente')).toBeInTheDocument();
    expect(screen.queryByText('Food cost medio')).toBeNull();
    // The actions are in the steps, once.
    expect(screen.getAllByRole('link', { name: /Nuevo ingrediente/ })).toHaveLength(1);
  });

  it('after the first ingredient, step 1 is ticked and step 2 is next', async () => {
    renderDashboard({ ...EMPTY, figures: { ...EMPTY.figures, products_count: 1 } });
    expect(await screen.findByText('1 de 2 pasos completados')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Hecho');
    expect(first).toHaveTextContent('Tienes 1 ingrediente con su precio.');
    expect(within(second!).getByRole('link', { name: 'Nueva receta' })).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Hecho');
  });

  it('an error says so and "Reintentar" loads it again', async () => {
    const { user } = renderDashboard('error');
    expect(await screen.findByText('No se ha podido cargar el resumen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Food cost medio')).toBeInTheDocument();
  });

  it('without an analytics slot there are no tabs', async () => {
    renderStandalone(<DashboardPage />);
    expect(await screen.findByText('Food cost medio')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('with an analytics slot: tabs "Resumen" and "Analytics avanzado", the slot shown when chosen', async () => {
    renderStandalone(<DashboardPage analytics={<p>Panel de analytics</p>} />);
    expect(await screen.findByText('Food cost medio')).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Resumen', 'Analytics avanzado']);
    expect(screen.queryByText('Panel de analytics')).toBeNull();
    await userEvent.setup({ delay: null }).click(tabs[1]!);
    expect(await screen.findByText('Panel de analytics')).toBeInTheDocument();
  });

  it('the quick actions open the create forms: /ingredients?nuevo=1 and /recipes?nuevo=1, the parameter then removed', async () => {
    serveIngredients();
    const ingredients = renderApp('/ingredients?nuevo=1', { tokens: TOKENS, noRetry: true });
    expect(await screen.findByRole('dialog', { name: 'Nuevo ingrediente' })).toBeInTheDocument();
    expect(ingredients.router.state.location.search).toBe('');
    ingredients.unmount();

    serveRecipes();
    const recipes = renderApp('/recipes?nuevo=1', { tokens: TOKENS, noRetry: true });
    expect(await screen.findByRole('dialog', { name: 'Nueva receta' })).toBeInTheDocument();
    expect(recipes.router.state.location.search).toBe('');
  });
});
