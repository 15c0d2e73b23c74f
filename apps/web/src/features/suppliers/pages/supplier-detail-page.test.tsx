import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TEST_TIMEOUT_MS } from '../../../../../../test-timeouts.ts';
import { supplierOverviewUrl, supplierUrl } from '../../../api/urls.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { loadPages } from '../../../test/load-pages.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';
import { frutasGarciaOverview } from '../../../test/suppliers-fixtures.ts';
import { matchPhoneQuery } from '../../../test/viewport.ts';

// recharts needs a real layout; the lazy chart module is replaced by the bars it was given.
vi.mock('../components/supplier-spend-chart.tsx', () => ({
  SupplierSpendChart: ({ data }: { data: { mes: string; Gasto: number }[] }) => (
    <ol data-testid="spend-bars">
      {data.map((bar) => (
        <li key={bar.mes}>{`${bar.mes}: ${String(bar.Gasto)}`}</li>
      ))}
    </ol>
  ),
}));

async function openSupplier(path = '/ingredients/suppliers/1') {
  const account = serveIngredients({ supplierOverviews: { 1: frutasGarciaOverview() } });
  const view = renderApp(path, { tokens: TOKENS, noRetry: true });
  return { ...view, ...account };
}

// The page this file opens, loaded before its tests (its own modules: web-isolated).
beforeAll(() => loadPages(['/ingredients/suppliers/1']), TEST_TIMEOUT_MS);

describe("a supplier's screen (issue 32)", () => {
  it('shows its details, its products with their last prices, and its spend per month with the total', async () => {
    await openSupplier();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frutas García' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Proveedor - Costeo');
    });
    expect(requestsTo('GET', supplierOverviewUrl(1))[0]?.params).toEqual({ months: '12' });

    const details = screen.getByRole('region', { name: 'Datos' });
    expect(details).toHaveTextContent('NIF/CIFB12345674');
    expect(details).toHaveTextContent('Persona de contactoLola García');
    expect(within(details).getByRole('link', { name: '+34 963 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+34963123456',
    );
    expect(details).toHaveTextContent('Días de repartolunes, miércoles y viernes');
    expect(details).toHaveTextContent('Hora límite de pedido18:00 h del día anterior');
    expect(details).toHaveTextContent('También aparece comoFrutas García Hermanos S.L.');

    const products = screen.getByRole('table', { name: 'Productos del proveedor' });
    const [onion] = within(products).getAllByRole('row').slice(1);
    expect(onion).toHaveTextContent('Cebolla');
    expect(onion).toHaveTextContent('10 kg');
    expect(onion).toHaveTextContent(/12,00\s€/);
    expect(onion).toHaveTextContent(/1,20\s€\/kg/);
    expect(onion).toHaveTextContent('20/10/2026');
    expect(onion).toHaveTextContent('03/11/2026');

    const spend = screen.getByRole('region', { name: 'Gasto por mes' });
    expect(spend).toHaveTextContent(/Total 12 meses: 1\.466,90\s€ sin IVA/);
    // The figures a screen reader reads, month by month.
    const months = within(spend).getByRole('table', { name: 'Gasto por mes' });
    expect(
      within(months)
        .getAllByRole('row')
        .map((row) => row.textContent.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'MesGasto sin IVA',
      'agosto de 20260,00 €',
      'septiembre de 2026120,50 €',
      'octubre de 202696,00 €',
      'noviembre de 20261.250,40 €',
    ]);
    expect(await within(spend).findByTestId('spend-bars')).toHaveTextContent('nov 26: 1250.4');

    expect(screen.getByRole('link', { name: 'Nuevo albarán' })).toHaveAttribute(
      'href',
      '/ingredients/delivery-notes/new?supplier=1',
    );
    expect(screen.getByRole('link', { name: 'Ver en Ingredientes' })).toHaveAttribute(
      'href',
      '/ingredients?proveedor=1',
    );
    expect(screen.getByRole('link', { name: 'Proveedores' })).toHaveAttribute(
      'href',
      '/ingredients/suppliers',
    );
  });

  it('a supplier with nothing bought yet says how its products and spend will come', async () => {
    await openSupplier('/ingredients/suppliers/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Makro' })).toBeInTheDocument();
    // Makro's two products come from the store; nothing bought yet.
    expect(screen.getByRole('region', { name: 'Gasto por mes' })).toHaveTextContent(
      'Aún no hay compras de este proveedor en estos meses.',
    );
    expect(screen.getByRole('region', { name: 'Datos' })).toHaveTextContent('NIF/CIF—');
    expect(
      within(screen.getByRole('table', { name: 'Productos del proveedor' })).getAllByRole('row'),
    ).toHaveLength(3);
  });

  it('an unknown supplier is "No encontramos este proveedor", with the way back', async () => {
    await openSupplier('/ingredients/suppliers/99');
    expect(await screen.findByText('No encontramos este proveedor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Proveedores' })).toHaveAttribute(
      'href',
      '/ingredients/suppliers',
    );
  });

  it('deleting it from its screen asks first, then goes back to the list', async () => {
    const { user, router } = await openSupplier();
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const ask = await screen.findByRole('dialog', { name: '¿Eliminar «Frutas García»?' });
    expect(ask).toHaveTextContent('Su producto se quedará sin proveedor (no se borra).');
    await user.click(within(ask).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/ingredients/suppliers');
    });
    expect(requestsTo('DELETE', supplierUrl(1))).toHaveLength(1);
  });

  it('on a phone its products are a list, nothing to scroll sideways', async () => {
    onTestFinished(matchPhoneQuery(SMALL_SCREEN_QUERY));
    await openSupplier();
    const list = await screen.findByRole('list', { name: 'Productos del proveedor' });
    expect(screen.queryByRole('table', { name: 'Productos del proveedor' })).toBeNull();
    const [onion] = within(list).getAllByRole('listitem');
    expect(onion).toHaveTextContent(/Cebolla10 kg · 12,00\s€1,20\s€\/kg/);
    expect(onion).toHaveTextContent('Desde 20/10/2026 · Última compra 03/11/2026');
  });
});
