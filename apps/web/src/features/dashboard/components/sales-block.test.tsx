import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardSales, DashboardSold } from '@costeo/domain/contracts/dashboard';
import { renderComponent } from '../../../test/render-app.tsx';
import { aboveTarget, SalesBlock, salesPeriodText } from './sales-block.tsx';

const dish = (id: number, name: string, units: string, mix: string, contribution: string) =>
  ({
    kind: 'recipe',
    id,
    name,
    units,
    mix_pct: mix,
    net_revenue: '100.00',
    contribution,
    food_cost_pct: '20.20',
  }) satisfies DashboardSold;

const croquetas = dish(1, 'Croquetas de jamón', '29.000', '58.00', '229.10');
const tortilla = dish(2, 'Tortilla de patatas', '15.000', '30.00', '111.00');
const flan = dish(3, 'Flan de huevo', '2.000', '4.00', '3.60');

const SALES: DashboardSales = {
  date_from: '2026-09-09',
  date_to: '2026-10-06',
  recent: true,
  net_revenue: '531.10',
  linked_pct: '81.2',
  food_net_revenue: '431.10',
  cost_of_sales: '69.40',
  food_cost_pct: '16.10',
  target_food_cost_pct: '28.61',
  incomplete_costs: 0,
  top_sold: [croquetas, tortilla, flan],
  best_contributors: [croquetas, tortilla],
  worst_contributors: [flan],
};

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the Dashboard’s sales block (issue 33)', () => {
  it('shows the food cost of what was sold against the target, the mix and the contributors', async () => {
    renderComponent(<SalesBlock sales={SALES} />);
    expect(plain((await screen.findByTestId('dashboard-sales-food-cost')).textContent)).toBe(
      '16,10 %',
    );
    expect(screen.getByText('Dentro del objetivo')).toBeInTheDocument();
    expect(plain(screen.getByText(/Objetivo de tus escandallos/).textContent)).toBe(
      'Objetivo de tus escandallos: 28,61 %',
    );
    const mix = screen.getByRole('list', { name: 'Lo más vendido' });
    expect(
      within(mix)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual([
      'Croquetas de jamón29 ud · 58,00 %',
      'Tortilla de patatas15 ud · 30,00 %',
      'Flan de huevo2 ud · 4,00 %',
    ]);
    const best = screen.getByRole('list', { name: 'Los que más aportan' });
    expect(plain(within(best).getAllByRole('listitem')[0]?.textContent ?? '')).toContain(
      'Croquetas de jamón229,10 €',
    );
    const worst = screen.getByRole('list', { name: 'Los que menos aportan' });
    expect(plain(worst.textContent)).toContain('Flan de huevo3,60 €');
    expect(screen.getByRole('link', { name: 'Ver ventas' })).toHaveAttribute(
      'href',
      '/recipes/sales',
    );
  });

  it('says the period, and whether the food cost is above the target', () => {
    expect(salesPeriodText(SALES)).toBe(
      'Últimas 4 semanas (del 09/09/2026 al 06/10/2026), según tu TPV.',
    );
    expect(
      salesPeriodText({ ...SALES, recent: false, date_from: '2026-08-01', date_to: '2026-08-01' }),
    ).toBe('Tu última importación del TPV (el 01/08/2026).');
    expect(aboveTarget(SALES)).toBe(false);
    expect(aboveTarget({ ...SALES, food_cost_pct: '30.00' })).toBe(true);
    expect(aboveTarget({ ...SALES, target_food_cost_pct: null })).toBeNull();
  });
});
