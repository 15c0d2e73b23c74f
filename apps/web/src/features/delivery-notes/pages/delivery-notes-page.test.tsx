import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { DeliveryNote } from '@costeo/domain/contracts/purchases';
import { DELIVERY_NOTES_URL } from '../../../api/urls.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { savedNotes } from '../../../test/delivery-notes-fixtures.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveDeliveryNotes } from '../../../test/handlers/delivery-notes.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';
import { matchPhoneQuery } from '../../../test/viewport.ts';

/** FG-2330 with its two lines as recorded: the potatoes, and the eggs at a new price. */
function fg2330(): DeliveryNote {
  const [note] = savedNotes();
  if (!note) throw new Error('fixture');
  return {
    ...note,
    notes: 'Faltó una caja de tomate.',
    lines: [
      {
        line: 1,
        ingredient_instance: 11,
        product_name: 'Patata',
        quantity: '2.000',
        unit: 'format',
        new_price: null,
        quantity_base: '50000.000',
        base_unit: 'g',
        price_per_base_unit: '0.00085',
        previous_price_per_base_unit: '0.00085',
        price_changed: false,
        net_amount: '42.50',
      },
      {
        line: 2,
        ingredient_instance: 13,
        product_name: 'Huevos camperos',
        quantity: '2.000',
        unit: 'format',
        new_price: '5.7000',
        quantity_base: '60.000',
        base_unit: 'ud',
        price_per_base_unit: '0.19',
        previous_price_per_base_unit: '0.18',
        price_changed: true,
        net_amount: '11.40',
      },
    ],
  };
}

const text = (element: HTMLElement) => element.textContent.replace(/[\u00a0\u202f]/g, ' ');

describe('Albaranes (issue 32)', () => {
  it('lists the albaranes newest first with date, supplier, number, lines and total; each opens its lines', async () => {
    const { notes } = serveDeliveryNotes();
    notes[0] = fg2330();
    const { user } = renderApp('/ingredients/delivery-notes', { tokens: TOKENS });
    const table = await screen.findByRole('table', { name: 'Albaranes' });
    await waitFor(() => {
      expect(document.title).toBe('Albaranes - Costeo');
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => text(row)),
    ).toEqual([
      'FechaProveedorNúmeroLíneasTotal sin IVAAcciones',
      '27/11/2026Frutas GarcíaFG-2330261,30 €Ver',
      '17/11/2026Makro—1190,75 €Ver',
    ]);
    expect(requestsTo('GET', DELIVERY_NOTES_URL)[0]?.params).toEqual({
      page: '1',
      page_size: '20',
    });
    expect(screen.getByText('2 albaranes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo albarán' })).toHaveAttribute(
      'href',
      '/ingredients/delivery-notes/new',
    );

    await user.click(
      screen.getByRole('button', { name: 'Ver el albarán FG-2330 de Frutas García' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Albarán FG-2330' });
    const lines = await within(dialog).findByRole('table', { name: 'Líneas del albarán' });
    const [, potatoes, eggs] = within(lines).getAllByRole('row');
    expect(text(potatoes!)).toBe('Patata50 kg0,85 €/kg42,50 €');
    expect(text(eggs!)).toBe('Huevos camperosPrecio nuevo60 ud0,18 €/ud → 0,19 €/ud11,40 €');
    expect(text(dialog)).toContain('Faltó una caja de tomate.');
    expect(within(dialog).getByRole('link', { name: 'Frutas García' })).toHaveAttribute(
      'href',
      '/ingredients/suppliers/1',
    );
  });

  it('with none yet it says what an albarán is for and how to type the first', async () => {
    serveDeliveryNotes({ notes: [] });
    const { user, router } = renderApp('/ingredients/delivery-notes', { tokens: TOKENS });
    expect(
      await screen.findByRole('heading', { name: 'Aún no has anotado ningún albarán' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/elige el proveedor y escribe lo que ha llegado/)).toBeInTheDocument();
    const [, start] = screen.getAllByRole('button', { name: 'Nuevo albarán' });
    await user.click(start ?? screen.getByRole('button', { name: 'Nuevo albarán' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/ingredients/delivery-notes/new');
    });
  });

  it('pages through many albaranes, twenty at a time', async () => {
    const many = Array.from({ length: 23 }, (_, index) => ({
      ...savedNotes()[1]!,
      id: 200 + index,
      number: `M-${String(index + 1)}`,
    }));
    serveDeliveryNotes({ notes: many });
    const { user } = renderApp('/ingredients/delivery-notes', { tokens: TOKENS });
    const table = await screen.findByRole('table', { name: 'Albaranes' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => {
      expect(
        within(screen.getByRole('table', { name: 'Albaranes' })).getAllByRole('row'),
      ).toHaveLength(4);
    });
    expect(requestsTo('GET', DELIVERY_NOTES_URL).at(-1)?.params).toMatchObject({ page: '2' });
    expect(screen.getByText('23 albaranes')).toBeInTheDocument();
  });

  it('on a phone each albarán is a card, nothing to scroll sideways', async () => {
    onTestFinished(matchPhoneQuery(SMALL_SCREEN_QUERY));
    serveDeliveryNotes();
    renderApp('/ingredients/delivery-notes', { tokens: TOKENS });
    const list = await screen.findByRole('list', { name: 'Albaranes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(text(first!)).toBe('Frutas García27/11/2026 · FG-2330 · 2 líneas61,30 €Ver');
    expect(text(second!)).toBe('Makro17/11/2026 · 1 línea190,75 €Ver');
    expect(screen.queryByRole('table', { name: 'Albaranes' })).toBeNull();
  });
});
