import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardFigures } from '@costeo/domain/contracts/dashboard';
import { renderComponent } from '../../../test/render-app.tsx';
import { lowMarginDetail, StatCards } from './stat-cards.tsx';

const FIGURES: DashboardFigures = {
  products_count: 12,
  recipes_count: 4,
  subrecipes_count: 1,
  costed_recipes_count: 3,
  average_food_cost_pct: '32.89',
  average_margin_pct: '67.11',
  low_margin_count: 2,
  profitable_count: 1,
  incomplete_count: 1,
};

describe('the "Margen bajo" card (issue 31: its title and its text agree)', () => {
  it('counts the recipes over the food cost target, under the title the margin list uses', async () => {
    renderComponent(<StatCards figures={FIGURES} />);
    const title = await screen.findByText('Margen bajo');
    const card = title.closest('.mantine-Paper-root') as HTMLElement;
    expect(card).toHaveTextContent('2 recetas con el food cost por encima del objetivo');
    expect(screen.queryByText('Por debajo del objetivo')).toBeNull();
  });

  it('says why it is zero: nothing costed yet, or every recipe within the target', () => {
    expect(lowMarginDetail({ ...FIGURES, costed_recipes_count: 0, low_margin_count: 0 })).toBe(
      'Ninguna receta tiene aún PVP y coste completo',
    );
    expect(lowMarginDetail({ ...FIGURES, low_margin_count: 0 })).toBe(
      'Todas tus recetas con PVP están dentro del objetivo',
    );
    expect(lowMarginDetail({ ...FIGURES, low_margin_count: 1 })).toBe(
      '1 receta con el food cost por encima del objetivo',
    );
  });
});
