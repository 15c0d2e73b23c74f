import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SUPPLIERS_URL, supplierUrl } from '../../../api/urls.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';
import { matchPhoneQuery } from '../../../test/viewport.ts';

async function openSuppliers(account = serveIngredients()) {
  const view = renderApp('/ingredients/suppliers', { tokens: TOKENS, noRetry: true });
  await screen.findByRole('heading', { level: 1, name: 'Proveedores' });
  return { ...view, ...account };
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('Proveedores (issue 32)', () => {
  it('lists each supplier with its NIF/CIF, products, delivery days and cut-off, under Ingredientes', async () => {
    await openSuppliers();
    await waitFor(() => {
      expect(document.title).toBe('Proveedores - Costeo');
    });
    await screen.findByRole('table', { name: 'Proveedores' });
    const garcia = rowOf('Frutas García');
    expect(garcia).toHaveTextContent('B12345674');
    expect(garcia).toHaveTextContent('1 producto');
    expect(garcia).toHaveTextContent('L, X, V');
    expect(within(garcia).getByTitle('lunes, miércoles y viernes')).toBeInTheDocument();
    expect(garcia).toHaveTextContent('18:00 h');
    expect(rowOf('Makro')).toHaveTextContent('2 productos');
    expect(screen.getByRole('link', { name: 'Frutas García' })).toHaveAttribute(
      'href',
      '/ingredients/suppliers/1',
    );
    expect(screen.getByText('2 proveedores')).toBeInTheDocument();
    // No fifth link in the top bar: Ingredientes stays the current section.
    const nav = screen.getByRole('link', { name: 'Ingredientes', current: 'page' });
    expect(nav).toHaveAttribute('href', '/ingredients');
  });

  it('a new account is told what suppliers are for, and its button opens the form', async () => {
    const { user } = await openSuppliers(serveIngredients({ instances: [], suppliers: [] }));
    expect(
      await screen.findByRole('heading', { name: 'Añade tu primer proveedor' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Buscar proveedores' })).toBeNull();
    const [, emptyStateButton] = screen.getAllByRole('button', { name: 'Nuevo proveedor' });
    if (emptyStateButton) await user.click(emptyStateButton);
    expect(await screen.findByRole('dialog', { name: 'Nuevo proveedor' })).toBeInTheDocument();
  });

  it('a search goes to the server; none matching offers to clear it', async () => {
    const { user } = await openSuppliers();
    await screen.findByRole('table', { name: 'Proveedores' });
    await user.type(screen.getByRole('textbox', { name: 'Buscar proveedores' }), 'hermanos');
    // Found by another name of its invoices.
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Makro' })).toBeNull();
    });
    expect(screen.getByRole('link', { name: 'Frutas García' })).toBeInTheDocument();
    expect(requestsTo('GET', SUPPLIERS_URL).at(-1)?.params).toEqual({ search: 'hermanos' });

    await user.type(screen.getByRole('textbox', { name: 'Buscar proveedores' }), 'xyz');
    expect(
      await screen.findByRole('heading', { name: 'Ningún proveedor coincide' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Borrar la búsqueda' }));
    expect(await screen.findByRole('link', { name: 'Makro' })).toBeInTheDocument();
  });

  it('deleting asks first and says how many products lose their supplier', async () => {
    const { user, ingredients } = await openSuppliers();
    await user.click(await screen.findByRole('button', { name: 'Acciones de Makro' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const ask = await screen.findByRole('dialog', { name: '¿Eliminar «Makro»?' });
    expect(ask).toHaveTextContent('Sus 2 productos se quedarán sin proveedor (no se borran).');
    expect(requestsTo('DELETE', supplierUrl(2))).toHaveLength(0);

    await user.click(within(ask).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Proveedor eliminado')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Makro' })).toBeNull();
    });
    expect(requestsTo('DELETE', supplierUrl(2))).toHaveLength(1);
    expect(ingredients.instances.filter((product) => product.supplier_id === 2)).toHaveLength(0);
  });

  it('on a phone: one card per supplier, nothing to scroll sideways', async () => {
    onTestFinished(matchPhoneQuery(SMALL_SCREEN_QUERY));
    await openSuppliers();
    const cards = await screen.findByRole('list', { name: 'Proveedores' });
    expect(screen.queryByRole('table')).toBeNull();
    const [garcia] = within(cards).getAllByRole('listitem');
    expect(garcia).toHaveTextContent('Frutas García');
    expect(garcia).toHaveTextContent('B12345674 · 1 producto');
    expect(garcia).toHaveTextContent('Reparto: L, X, V · Pedido hasta las 18:00 h');
  });
});
