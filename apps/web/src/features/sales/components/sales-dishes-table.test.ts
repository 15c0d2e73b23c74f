import { describe, expect, it } from 'vitest';
import { sortDishes } from './sales-dishes-table.tsx';

function dish(name: string, netRevenue: string, foodCost: string | null) {
  return {
    kind: 'recipe' as const,
    id: name.length,
    name,
    units: '1',
    net_revenue: netRevenue,
    cost: '0',
    contribution: netRevenue,
    food_cost_pct: foodCost,
    mix_pct: '50.0',
  };
}

describe('the dishes sold, sorted', () => {
  const dishes = [
    dish('Crema', '30.00', '12.50'),
    dish('Tortilla', '80.00', null),
    dish('Ñoquis', '9.50', '40.00'),
  ];

  it('keeps the API order until a column is chosen', () => {
    expect(sortDishes(dishes, null).map((row) => row.name)).toEqual([
      'Crema',
      'Tortilla',
      'Ñoquis',
    ]);
  });

  it('sorts figures as numbers, not as text (9,50 below 30,00)', () => {
    expect(
      sortDishes(dishes, { field: 'net_revenue', direction: 'desc' }).map((row) => row.name),
    ).toEqual(['Tortilla', 'Crema', 'Ñoquis']);
  });

  it('puts a dish without a food cost last either way', () => {
    expect(
      sortDishes(dishes, { field: 'food_cost_pct', direction: 'asc' }).map((row) => row.name),
    ).toEqual(['Crema', 'Ñoquis', 'Tortilla']);
    expect(
      sortDishes(dishes, { field: 'food_cost_pct', direction: 'desc' }).map((row) => row.name),
    ).toEqual(['Ñoquis', 'Crema', 'Tortilla']);
  });

  it('sorts names the Spanish way (Ñ after N)', () => {
    expect(sortDishes(dishes, { field: 'name', direction: 'asc' }).map((row) => row.name)).toEqual([
      'Crema',
      'Ñoquis',
      'Tortilla',
    ]);
  });
});
