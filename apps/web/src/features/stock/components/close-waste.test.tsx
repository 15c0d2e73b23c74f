import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StockClose } from '@costeo/domain/contracts/stock';
import { renderComponent } from '../../../test/render-app.tsx';
import { CloseWaste } from './close-waste.tsx';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** The parts of a close the section reads; 29,80 + 12,35 = 42,15 € either way. */
const close = (waste: Partial<StockClose>) =>
  ({
    waste_value: '42.15',
    waste_by_reason: [],
    waste_by_destination: [],
    ...waste,
  }) as StockClose;

describe('the close’s recorded waste (issue 35 point 2)', () => {
  it('shows the waste apart, by reason and by destination, in € and kg, with the labels', () => {
    renderComponent(
      <CloseWaste
        close={close({
          waste_by_reason: [
            { code: 'caducado', value: '29.80', weight_kg: '2.000' },
            { code: 'sobreproduccion', value: '12.35', weight_kg: '1.500' },
          ],
          waste_by_destination: [
            { code: 'residuo', value: '29.80', weight_kg: '2.000' },
            { code: 'donacion', value: '12.35', weight_kg: '1.500' },
          ],
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Mermas registradas' });
    expect(plain(section.textContent)).toContain('42,15 € de merma registrada');
    const reasons = within(section).getByRole('table', { name: 'Mermas por motivo' });
    expect(
      within(reasons)
        .getAllByRole('row')
        .map((row) => plain(row.textContent)),
    ).toEqual(['MotivoValorPeso', 'Caducado29,80 €2 kg', 'Sobreproducción12,35 €1,5 kg']);
    const destinations = within(section).getByRole('table', { name: 'Mermas por destino' });
    expect(within(destinations).getAllByRole('row')[2]).toHaveTextContent('Donación');
  });

  it('without waste in the period: says the whole variance stays unexplained', () => {
    renderComponent(<CloseWaste close={close({ waste_value: '0.00' })} />);
    expect(screen.getByText(/Sin mermas registradas en el periodo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registra lo que se tira' })).toHaveAttribute(
      'href',
      '/ingredients/waste',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
