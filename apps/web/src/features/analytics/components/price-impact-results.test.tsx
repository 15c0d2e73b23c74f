import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceImpact, PriceImpactRecipe } from '@costeo/domain/contracts/analytics';
import { renderComponent } from '../../../test/render-app.tsx';
import { PriceImpactResults, weeklyCostText } from './price-impact-results.tsx';

const recipe = (id: number, name: string, old: string, now: string): PriceImpactRecipe => ({
  id,
  name,
  is_subrecipe: false,
  via_sub_recipe: false,
  old_cost_per_serving: old,
  new_cost_per_serving: now,
  cost_change_pct: null,
  old_margin_pct: '90.00',
  new_margin_pct: '89.00',
  old_food_cost_pct: '10.00',
  new_food_cost_pct: '11.00',
  target_food_cost_pct: '30.00',
  was_below_target: false,
  below_target: false,
});

const IMPACT: PriceImpact = {
  saved: false,
  product: {
    id: 1,
    name: 'Huevos L',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    new_purchase_quantity: '30',
    new_purchase_unit: 'ud',
    old_price: '6.0000',
    new_price: '7.2000',
    reference_unit: 'ud',
    old_reference_price: '0.2000',
    new_reference_price: '0.2400',
  },
  affected_count: 3,
  newly_below_target_count: 0,
  recipes: [
    recipe(3, 'Flan de huevo', '0.20', '0.24'),
    recipe(4, 'Merengue', '0.40', '0.48'),
    recipe(2, 'Tortilla de patatas', '0.60', '0.72'),
  ],
  menus: [],
  sales_volume: {
    date_from: '2026-09-09',
    date_to: '2026-10-06',
    weekly_cost_change: '0.47',
    recipes: [
      { recipe: 3, weekly_units: '0.50', weekly_cost_change: '0.02' },
      { recipe: 2, weekly_units: '3.75', weekly_cost_change: '0.45' },
    ],
  },
};

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the what-if at the real volumes (issue 33)', () => {
  it('gives each dish sold its units and € a week, and the total', async () => {
    renderComponent(<PriceImpactResults impact={IMPACT} />);
    expect(plain((await screen.findByTestId('price-impact-weekly')).textContent)).toBe(
      'Con tus ventas de las últimas 4 semanas (del 09/09/2026 al 06/10/2026), este cambio te cuesta 0,47 € a la semana.',
    );
    const table = screen.getByRole('table', { name: 'Recetas afectadas' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(-2)
        .map((cell) => plain(cell.textContent));
    expect(rows.map(cells)).toEqual([
      ['0,5', '0,02 €'],
      // Not sold in the four weeks.
      ['—', '—'],
      ['3,75', '0,45 €'],
    ]);
  });

  it('answers as before without sales', () => {
    renderComponent(<PriceImpactResults impact={{ ...IMPACT, sales_volume: null }} />);
    expect(screen.queryByTestId('price-impact-weekly')).toBeNull();
    expect(screen.queryByText('Coste a la semana')).toBeNull();
  });

  it('says a fall saves, and a change of dishes not sold', () => {
    const volume = IMPACT.sales_volume!;
    expect(weeklyCostText({ ...volume, weekly_cost_change: '-2.90' })).toMatch(
      /este cambio te ahorra 2,90\s€ a la semana\.$/,
    );
    expect(weeklyCostText({ ...volume, weekly_cost_change: '0.00', recipes: [] })).toMatch(
      /ninguno de los platos que cambian se ha vendido\.$/,
    );
  });
});
