import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computePricePreview } from '../lib/price-preview.ts';
import { PricePreviewPanel } from './price-preview-panel.tsx';

function renderPreview(unit: 'ud' | 'kg', baseUnit: 'ud' | 'g') {
  const preview = computePricePreview(
    { quantity: unit === 'ud' ? '30' : '10', unit, price: '4,00', wastePct: '12' },
    { baseUnit, density: null, unitWeight: '65' },
  );
  render(
    <MantineProvider>
      <PricePreviewPanel preview={preview} onFixMissing={() => undefined} />
    </MantineProvider>,
  );
  return screen.getByRole('region', { name: 'Vista previa de costes' });
}

describe('Vista previa de costes', () => {
  it('names "€ por ud" once for a product counted in ud (issue 16)', () => {
    const panel = renderPreview('ud', 'ud');
    expect(within(panel).getAllByText('€ por ud', { selector: 'dt' })).toHaveLength(1);
    expect(
      within(panel).getByText('€ por ud aprovechable', { selector: 'dt' }),
    ).toBeInTheDocument();
  });

  it('keeps "€ por g" beside "€ por kg" for a product weighed in g', () => {
    const panel = renderPreview('kg', 'g');
    expect(within(panel).getByText('€ por g', { selector: 'dt' })).toBeInTheDocument();
    expect(within(panel).getByText('€ por kg', { selector: 'dt' })).toBeInTheDocument();
  });
});
