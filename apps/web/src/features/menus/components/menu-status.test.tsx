import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../test/render-app.tsx';
import { MenuStatus } from './menu-status.tsx';

describe('a menu’s badge (issue 31)', () => {
  it('says «Sin platos» before the first dish, and nothing about a worst case', async () => {
    renderComponent(<MenuStatus status="no_dishes" statusWorst={null} />);
    expect(await screen.findByText('Sin platos')).toBeInTheDocument();
    expect(screen.queryByText('Rentable')).toBeNull();
    expect(screen.queryByText(/Peor caso/)).toBeNull();
  });

  it('keeps the recipes’ words otherwise, with the worst case when it differs', async () => {
    renderComponent(<MenuStatus status="profitable" statusWorst="low_margin" />);
    expect(await screen.findByText('Rentable')).toBeInTheDocument();
    expect(screen.getByText('Peor caso: margen bajo')).toBeInTheDocument();
  });
});
