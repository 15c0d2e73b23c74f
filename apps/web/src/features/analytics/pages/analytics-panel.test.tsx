import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  categoryCostShareSchema,
  marginDistributionSchema,
  menuEngineeringSchema,
  menuSalesSchema,
  priceEvolutionSchema,
  priceImpactSchema,
  type CategoryCostShare,
  type MarginDistribution,
  type MenuEngineering,
  type PriceEvolution,
  type PriceImpact,
} from '@costeo/domain/contracts/analytics';
import { dashboardSummarySchema } from '@costeo/domain/contracts/dashboard';
import { ingredientInstanceListSchema } from '@costeo/domain/contracts/ingredients';
import { recipeListSchema } from '@costeo/domain/contracts/recipes';
import {
  CATEGORY_COST_SHARE_URL,
  DASHBOARD_SUMMARY_URL,
  INGREDIENT_INSTANCES_URL,
  MARGIN_DISTRIBUTION_URL,
  MENU_ENGINEERING_URL,
  MENU_SALES_URL,
  PRICE_EVOLUTION_URL,
  PRICE_IMPACT_URL,
  RECIPES_URL,
} from '../../../api/urls.ts';
import { EMPTY_DASHBOARD } from '../../../test/dashboard-fixtures.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { onionProduct } from '../../../test/ingredients-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { serveAccount } from '../../../test/handlers/subscriptions.ts';
import { http } from 'msw';
import { requests, server } from '../../../test/server.ts';
import { answer } from '../../../test/handlers/respond.ts';

const bucket = (label: string, count: number) => ({
  label,
  min_pct: null,
  max_pct: null,
  count,
  recipes: [],
});
const MARGINS: MarginDistribution = {
  buckets: [bucket('< 0 %', 0), bucket('60–70 %', 1), bucket('≥ 90 %', 1)],
  with_price_count: 2,
  without_price_count: 1,
  incomplete_count: 0,
  below_target_count: 1,
  average_margin_pct: '75.31',
};
const CATEGORIES: CategoryCostShare = {
  total: '3.15',
  recipes_count: 5,
  categories: [
    {
      category: 1,
      category_name: 'Hortalizas',
      amount: '2.55',
      share_pct: '80.95',
      products_count: 1,
    },
  ],
};
const EVOLUTION: PriceEvolution = { months: 12, since: '2025-11-23T00:00:00Z', series: [] };
const MENU: MenuEngineering = {
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  units_source: 'typed',
  total_units: 120,
  total_contribution: '1200.00',
  average_contribution_margin: '10.00',
  popularity_threshold_pct: '35.00',
  items: [
    {
      recipe: 2,
      name: 'Sopa de cebolla',
      units_sold: 100,
      net_sale_price: '8.00',
      cost_per_serving: '0.56',
      contribution_margin: '7.44',
      popularity_pct: '83.33',
      total_contribution: '744.00',
      quadrant: 'caballo_de_batalla',
      quadrant_label: 'Caballo de batalla',
      action:
        'Mejorar el margen: revisa el escandallo o la ración, o sube el precio con prudencia.',
    },
  ],
  excluded: [],
};
const IMPACT: PriceImpact = {
  saved: false,
  sales_volume: null,
  product: {
    id: 1,
    name: 'Cebolla',
    purchase_quantity: '10',
    purchase_unit: 'kg',
    new_purchase_quantity: '10',
    new_purchase_unit: 'kg',
    old_price: '12.0000',
    new_price: '18.0000',
    reference_unit: 'kg',
    old_reference_price: '1.2000',
    new_reference_price: '1.8000',
  },
  affected_count: 1,
  newly_below_target_count: 1,
  recipes: [
    {
      id: 5,
      name: 'Crema',
      is_subrecipe: false,
      via_sub_recipe: true,
      old_cost_per_serving: '0.38',
      new_cost_per_serving: '0.56',
      cost_change_pct: '50.00',
      old_margin_pct: '87.50',
      new_margin_pct: '81.25',
      old_food_cost_pct: '12.50',
      new_food_cost_pct: '18.75',
      target_food_cost_pct: '15.00',
      was_below_target: false,
      below_target: true,
    },
  ],
  menus: [],
};
const PRODUCTS = {
  count: 1,
  next: null,
  previous: null,
  // Cebolla, 10 kg for 12,0000 €.
  results: [onionProduct()],
};

function renderDashboard(plan: 'free' | 'pro' | 'business') {
  serveAccount({ plan });
  server.use(
    http.get(DASHBOARD_SUMMARY_URL, () => answer(dashboardSummarySchema, EMPTY_DASHBOARD)),
  );
  server.use(http.get(MARGIN_DISTRIBUTION_URL, () => answer(marginDistributionSchema, MARGINS)));
  server.use(http.get(CATEGORY_COST_SHARE_URL, () => answer(categoryCostShareSchema, CATEGORIES)));
  server.use(http.get(PRICE_EVOLUTION_URL, () => answer(priceEvolutionSchema, EVOLUTION)));
  server.use(http.get(MENU_ENGINEERING_URL, () => answer(menuEngineeringSchema, MENU)));
  server.use(
    http.get(MENU_SALES_URL, () =>
      answer(menuSalesSchema, {
        period_start: '2026-10-01',
        period_end: '2026-10-31',
        sales: [],
        periods: [],
      }),
    ),
  );
  server.use(
    http.get(RECIPES_URL, () =>
      answer(recipeListSchema, { count: 0, next: null, previous: null, results: [] }),
    ),
  );
  server.use(
    http.get(INGREDIENT_INSTANCES_URL, () => answer(ingredientInstanceListSchema, PRODUCTS)),
  );
  server.use(http.post(PRICE_IMPACT_URL, () => answer(priceImpactSchema, IMPACT)));
  renderApp('/dashboard', { tokens: TOKENS, noRetry: true });
}

const analyticsCalls = () =>
  requests.filter(
    (request) => request.path.startsWith('/api/analytics/') && !request.path.endsWith('summary/'),
  );

describe('Analytics avanzado (issue 10, SPEC.md §5)', () => {
  it.each([
    ['free', 'Esta funcionalidad requiere un plan Pro o superior.'],
    ['pro', 'Esta funcionalidad requiere un plan Business o superior.'],
  ] as const)(
    'on %s shows the locked preview with the plan message and the upgrade action',
    async (plan, message) => {
      renderDashboard(plan);
      await userEvent.click(await screen.findByRole('tab', { name: 'Analytics avanzado' }));
      const locked = await screen.findByTestId('analytics-locked');
      expect(within(locked).getByText(message)).toBeInTheDocument();
      // Gratuito's message names Pro, yet Pro does not include Analytics: the note says Business.
      expect(
        within(locked).getByText('Analytics avanzado forma parte del plan Business.'),
      ).toBeInTheDocument();
      await userEvent.click(within(locked).getByRole('button', { name: 'Mejorar plan' }));
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      expect(analyticsCalls()).toEqual([]);
    },
  );

  it('on business loads nothing until the tab opens, then shows the figures es-ES', async () => {
    renderDashboard('business');
    const tab = await screen.findByRole('tab', { name: 'Analytics avanzado' });
    expect(analyticsCalls()).toEqual([]);
    await userEvent.click(tab);
    expect(await screen.findByText('75,31 %')).toBeInTheDocument();
    expect(await screen.findByText('2,55 €')).toBeInTheDocument();
    expect(screen.getByText('Hortalizas')).toBeInTheDocument();
    expect(await screen.findByText('Caballo de batalla')).toBeInTheDocument();
    expect(screen.getByText(/Umbral de popularidad/)).toHaveTextContent('35,00 %');
    expect(screen.getByText('Simulación: no se guarda nada.')).toBeInTheDocument();
  });

  it('simulates a price change and flags the recipes that fall below target', async () => {
    renderDashboard('business');
    await userEvent.click(await screen.findByRole('tab', { name: 'Analytics avanzado' }));
    const [picker] = (await screen.findAllByLabelText('Producto')).filter(
      (element) => element.tagName === 'INPUT',
    );
    if (!picker) throw new Error('no product picker');
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Cebolla' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cambio (%)' }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
    const results = await screen.findByTestId('price-impact-results');
    expect(within(results).getByText('Bajo objetivo (nuevo)')).toBeInTheDocument();
    expect(within(results).getByText('81,25 %')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ ingredient_instance: 1, change_pct: '50' });
  });
});
