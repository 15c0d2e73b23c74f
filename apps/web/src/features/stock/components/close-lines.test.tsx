import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { StockCloseLine } from '@costeo/domain/contracts/stock';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { renderComponent } from '../../../test/render-app.tsx';
import { matchPhoneQuery } from '../../../test/viewport.ts';
import { CloseLines } from './close-lines.tsx';

// Harina: 13 kg + 20 kg bought − 9 kg left = 24 kg used, 20 kg in theory, 1 kg wasted:
// 3 kg unexplained at 0,90 €/kg = 2,70 € (15 %). Tomate: 2 kg used, 2,5 kg in theory: −0,5 kg at
// 2,00 €/kg = −1,00 € (−20 %), no waste. Aceite: 5,1 l used, 5 l in theory: 0,1 l at 6,00 €/l =
// 0,60 € (2 %). The API's order: by € variance.
const LINES: StockCloseLine[] = [
  {
    ingredient_instance: 1,
    name: 'Harina de trigo',
    base_unit: 'g',
    opening: '13000.000',
    purchases: '20000.000',
    closing: '9000.000',
    actual_use: '24000.000',
    theoretical_use: '20000.000',
    waste: '1000.000',
    variance: '3000.000',
    unit_cost: '0.0009',
    actual_use_value: '21.60',
    theoretical_use_value: '18.00',
    waste_value: '0.90',
    variance_value: '2.70',
    variance_pct: '15.00',
  },
  {
    ingredient_instance: 3,
    name: 'Aceite de oliva',
    base_unit: 'ml',
    opening: '5000.000',
    purchases: '10000.000',
    closing: '9900.000',
    actual_use: '5100.000',
    theoretical_use: '5000.000',
    waste: '0.000',
    variance: '100.000',
    unit_cost: '0.0060',
    actual_use_value: '30.60',
    theoretical_use_value: '30.00',
    waste_value: '0.00',
    variance_value: '0.60',
    variance_pct: '2.00',
  },
  {
    ingredient_instance: 2,
    name: 'Tomate pera',
    base_unit: 'g',
    opening: '1000.000',
    purchases: '3000.000',
    closing: '2000.000',
    actual_use: '2000.000',
    theoretical_use: '2500.000',
    waste: '0.000',
    variance: '-500.000',
    unit_cost: '0.0020',
    actual_use_value: '4.00',
    theoretical_use_value: '5.00',
    waste_value: '0.00',
    variance_value: '-1.00',
    variance_pct: '-20.00',
  },
];

describe('the close’s products (issue 34)', () => {
  it('are a sortable table on a wide screen', async () => {
    renderComponent(<CloseLines lines={LINES} />);
    const table = await screen.findByRole('table', { name: 'Productos del cierre' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('list', { name: 'Productos del cierre' })).toBeNull();
  });

  it('on a phone: one card per product with every figure, ordered as the cook picks', async () => {
    onTestFinished(matchPhoneQuery(SMALL_SCREEN_QUERY));
    const { user } = renderComponent(<CloseLines lines={LINES} />);
    const cards = await screen.findByRole('list', { name: 'Productos del cierre' });
    expect(screen.queryByRole('table')).toBeNull();
    const [harina, aceite, tomate] = within(cards).getAllByRole('listitem');
    expect(harina).toHaveTextContent(/^Harina de trigo2,70\s€ 15,00\s%/);
    expect(harina).toHaveTextContent('Desviación 3 kg');
    expect(harina).toHaveTextContent('Inicial 13 kg · Compras 20 kg · Final 9 kg');
    expect(harina).toHaveTextContent(
      /Real 24 kg \(21,60\s€\) · Teórico 20 kg \(18,00\s€\) · Merma 1 kg \(0,90\s€\)/,
    );
    expect(tomate).toHaveTextContent(/^Tomate pera-1,00\s€ -20,00\s%/);
    expect(tomate).not.toHaveTextContent('Merma');
    expect(aceite).toHaveTextContent(/^Aceite de oliva0,60\s€ 2,00\s%/);

    const names = () =>
      within(screen.getByRole('list', { name: 'Productos del cierre' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent.split(/[-\d]/)[0]);
    expect(names()).toEqual(['Harina de trigo', 'Aceite de oliva', 'Tomate pera']);
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(await screen.findByRole('option', { name: 'Mayor consumo teórico' }));
    expect(names()).toEqual(['Aceite de oliva', 'Harina de trigo', 'Tomate pera']);
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(await screen.findByRole('option', { name: 'Mayor desviación en %' }));
    expect(names()).toEqual(['Harina de trigo', 'Aceite de oliva', 'Tomate pera']);
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(await screen.findByRole('option', { name: 'Producto (A-Z)' }));
    expect(names()).toEqual(['Aceite de oliva', 'Harina de trigo', 'Tomate pera']);
  });
});
