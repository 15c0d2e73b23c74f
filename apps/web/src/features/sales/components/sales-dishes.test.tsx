import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { SalesSummary } from '@costeo/domain/contracts/sales';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { renderComponent } from '../../../test/render-app.tsx';
import { matchPhoneQuery } from '../../../test/viewport.ts';
import { SalesDishes } from './sales-dishes-table.tsx';

const DISHES: SalesSummary['dishes'] = [
  {
    kind: 'recipe',
    id: 1,
    name: 'Tortilla de cebolla',
    units: '10.000',
    net_revenue: '80.00',
    cost: '8.30',
    contribution: '71.70',
    food_cost_pct: '10.38',
    mix_pct: '66.67',
  },
  {
    kind: 'menu',
    id: 2,
    name: 'Menú del día',
    units: '5.000',
    net_revenue: '60.00',
    cost: '15.00',
    contribution: '45.00',
    food_cost_pct: '25.00',
    mix_pct: '33.33',
  },
];

describe('what was sold (issue 33 audit)', () => {
  it('is a sortable table on a wide screen', async () => {
    renderComponent(<SalesDishes dishes={DISHES} />);
    const table = await screen.findByRole('table', { name: 'Platos vendidos' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Platos vendidos' })).toBeNull();
  });

  it('on a phone: one card per dish with every figure, nothing to scroll sideways', async () => {
    onTestFinished(matchPhoneQuery(SMALL_SCREEN_QUERY));
    renderComponent(<SalesDishes dishes={DISHES} />);
    const cards = await screen.findByRole('list', { name: 'Platos vendidos' });
    expect(screen.queryByRole('table')).toBeNull();
    const [tortilla, menu] = within(cards).getAllByRole('listitem');
    expect(tortilla).toHaveTextContent(/^Tortilla de cebolla80,00\s€ sin IVA/);
    expect(tortilla).toHaveTextContent(/10 ud · Mix 66,67\s%/);
    expect(tortilla).toHaveTextContent(
      /Coste 8,30\s€ · Food cost 10,38\s% · Contribución 71,70\s€/,
    );
    expect(menu).toHaveTextContent(/^Menú del día · Menú60,00\s€ sin IVA/);
  });
});
