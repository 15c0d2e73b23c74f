import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RecipeNutritionAnswer } from '@costeo/domain/contracts/nutrition';
import { RecipeNutritionPanel } from './recipe-nutrition-panel.tsx';

const values = (fat: string | null, salt: string | null) => ({
  energy_kj: '640',
  energy_kcal: '152',
  fat,
  saturates: '0.05',
  carbohydrate: '12.46',
  sugars: null,
  fibre: '0',
  protein: '0.3',
  salt,
});

function renderPanel(nutrition: RecipeNutritionAnswer) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <RecipeNutritionPanel
          nutrition={nutrition}
          finalWeight=""
          onFinalWeightChange={() => undefined}
          isDirty={false}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getByRole('table', { name: 'Información nutricional' });
}

describe('Información nutricional', () => {
  it('shows the EU rounding per 100 g and per ración, a missing value as «Falta» (never 0), and names it', () => {
    const table = renderPanel({
      per_100g: values('16', '1.5'),
      per_serving: values('20', '1.875'),
      weight_g: '500',
      weight_source: 'lines',
      complete: false,
      missing: [
        {
          line: 2,
          name: 'Sepia',
          ingredient_instance: 4,
          sub_recipe: null,
          reason: 'no_value',
          nutrients: ['sugars'],
        },
      ],
      sources: ['product', 'table'],
    });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Grasas')).getByText('16 g')).toBeInTheDocument();
    expect(within(row('Grasas')).getByText('20 g')).toBeInTheDocument();
    expect(within(row('Sal')).getByText('1,5 g')).toBeInTheDocument();
    expect(within(row('Sal')).getByText('1,9 g')).toBeInTheDocument();
    expect(within(row('de las cuales saturadas')).getAllByText('0 g')).toHaveLength(2);
    expect(within(row('Hidratos de carbono')).getAllByText('12 g')).toHaveLength(2);
    expect(within(row('Valor energético')).getAllByText('640 kJ / 152 kcal')).toHaveLength(2);
    expect(within(row('de los cuales azúcares')).getAllByText('Falta')).toHaveLength(2);
    expect(screen.getByText('Sepia')).toBeInTheDocument();
    expect(screen.getByText(/de los cuales azúcares\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingredientes' })).toHaveAttribute(
      'href',
      '/ingredients',
    );
    expect(
      screen.getByText(/Fuente: etiqueta del producto; USDA National Nutrient Database/),
    ).toBeInTheDocument();
  });
});
