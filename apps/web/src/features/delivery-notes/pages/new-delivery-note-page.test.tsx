import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DELIVERY_NOTE_PREVIEW_URL, DELIVERY_NOTES_URL } from '../../../api/urls.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { CEBOLLA, HUEVOS, LECHE, PATATA, TOMATE } from '../../../test/delivery-notes-fixtures.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveDeliveryNotes } from '../../../test/handlers/delivery-notes.ts';
import { frutasGarcia } from '../../../test/suppliers-fixtures.ts';
import { answerError } from '../../../test/handlers/respond.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';
import { matchPhoneQuery } from '../../../test/viewport.ts';
import { todayIso } from '../lib/delivery-display.ts';

/*
 * Issue 32: the albarán typed by hand on a phone. The supplier's products come last used first;
 * the cook types quantities (Spanish comma), a unit where it is not the format, a new price behind
 * its button; "Revisar" prices the lines and shows the margin impact; "Guardar albarán" records it.
 */

type Served = Parameters<typeof serveDeliveryNotes>[0];

async function openNewNote(
  options: Served = {},
  path = '/ingredients/delivery-notes/new?supplier=1',
) {
  const served = serveDeliveryNotes({ plan: 'pro', ...options });
  const view = renderApp(path, { tokens: TOKENS, noRetry: true });
  await screen.findByRole('list', { name: 'Productos de Frutas García' });
  return { ...view, ...served };
}

/** What a cook types into a field, in one go (a paste: the same events React sees, faster). */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const row = (id: number) => screen.getByTestId(`delivery-line-${String(id)}`);
const text = (element: HTMLElement) => element.textContent.replace(/[\u00a0\u202f]/g, ' ');

/** Potatoes 2 sacks, tomatoes 2,5 kg, eggs 2 trays at a new 5,70 €; onions and milk left empty. */
async function typeFiveProductNote(user: ReturnType<typeof renderApp>['user']) {
  await fill(user, screen.getByLabelText('Cantidad de Patata'), '2');
  await fill(user, screen.getByLabelText('Cantidad de Tomate'), '2,5');
  await user.selectOptions(screen.getByLabelText('Unidad de Tomate'), 'kg');
  await fill(user, screen.getByLabelText('Cantidad de Huevos camperos'), '2');
  await user.click(screen.getByRole('button', { name: 'Precio nuevo de Huevos camperos' }));
  const price = screen.getByLabelText('Precio nuevo de 30 ud, sin IVA');
  expect(price).toHaveFocus();
  await fill(user, price, '5,70');
}

describe('Nuevo albarán (issue 32)', () => {
  it("lists the supplier's products last used first, each with its format and price, and sends only the lines typed", async () => {
    const { user } = await openNewNote();
    await waitFor(() => {
      expect(document.title).toBe('Nuevo albarán - Costeo');
    });
    expect(screen.getByLabelText(/^Proveedor/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Fecha/)).toHaveValue(todayIso());

    const list = screen.getByRole('list', { name: 'Productos de Frutas García' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => text(item).split(' · ')[0]),
    ).toEqual([
      'Patata25 kg',
      'Cebolla10 kg',
      'Tomate5 kg',
      'Huevos camperos30 ud',
      'Leche entera1 l',
    ]);
    expect(text(row(PATATA.id))).toContain('25 kg · 21,25 €');
    const quantity = screen.getByLabelText('Cantidad de Patata');
    expect(quantity).toHaveAttribute('inputmode', 'decimal');
    // The purchase format first (the default), then the units of its kind.
    const units = within(screen.getByLabelText('Unidad de Patata')).getAllByRole('option');
    expect(units.map((option) => option.textContent)).toEqual(['× 25 kg', 'kg', 'g']);
    expect(screen.getByLabelText('Unidad de Patata')).toHaveValue('format');
    // The price field stays out of the way until asked for.
    expect(screen.queryByLabelText(/Precio nuevo de 25 kg/)).toBeNull();

    await typeFiveProductNote(user);
    expect(screen.getByRole('region', { name: 'Revisar el albarán' })).toHaveTextContent(
      '3 líneas',
    );
    await user.click(screen.getByRole('button', { name: 'Revisar' }));

    await screen.findByRole('heading', { level: 1, name: 'Revisar albarán' });
    expect(requestsTo('POST', DELIVERY_NOTE_PREVIEW_URL)[0]?.body).toEqual({
      supplier: 1,
      date: todayIso(),
      number: '',
      lines: [
        { ingredient_instance: PATATA.id, quantity: '2', unit: 'format', new_price: null },
        { ingredient_instance: TOMATE.id, quantity: '2.5', unit: 'kg', new_price: null },
        { ingredient_instance: HUEVOS.id, quantity: '2', unit: 'format', new_price: '5.70' },
      ],
    });
  });

  it('the review shows each line in kg or ud with its price and amount, the total, the price that changes and the margin impact', async () => {
    const { user } = await openNewNote();
    await typeFiveProductNote(user);
    await user.click(screen.getByRole('button', { name: 'Revisar' }));

    const table = await screen.findByRole('table', { name: 'Líneas del albarán' });
    const [, potatoes, tomatoes, eggs] = within(table).getAllByRole('row');
    // 2 sacks of 25 kg at 0,85 €/kg = 42,50 €; 2,5 kg at 1,72 €/kg = 4,30 €; 60 eggs at 0,19 € = 11,40 €.
    expect(text(potatoes!)).toBe('Patata50 kg2 × 25 kg0,85 €/kg42,50 €');
    expect(text(tomatoes!)).toBe('Tomate2,5 kg1,72 €/kg4,30 €');
    expect(text(eggs!)).toBe(
      'Huevos camperosPrecio nuevo60 ud2 × 30 ud0,18 €/ud → 0,19 €/ud11,40 €',
    );
    expect(screen.getByTestId('delivery-total')).toHaveTextContent(/^58,20\s€$/);

    const changes = screen.getByRole('region', { name: '1 precio cambia' });
    expect(text(changes)).toContain('Huevos camperos · 30 ud: 5,40 € → 5,70 €');
    expect(text(changes)).toContain('0,18 €/ud → 0,19 €/ud (+5,56 %)');

    const impact = screen.getByTestId('margin-impact');
    expect(text(impact)).toContain('Tortilla de patatas');
    expect(text(impact)).toContain('Supera el objetivo de 30 %');
    expect(text(impact)).toContain('PVP sugerido 15,03 €');
    // Nothing is saved by reviewing.
    expect(requestsTo('POST', DELIVERY_NOTES_URL)).toHaveLength(0);
  });

  it('saving posts what was reviewed, then shows the total with the way to the supplier and to a new albarán', async () => {
    const { user, notes } = await openNewNote();
    fireEvent.change(screen.getByLabelText(/^Fecha/), { target: { value: '2026-11-27' } });
    await fill(user, screen.getByLabelText('Número de albarán (opcional)'), 'FG-2331');
    await typeFiveProductNote(user);
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    await user.click(await screen.findByRole('button', { name: 'Guardar albarán' }));

    expect(await screen.findByText('Albarán FG-2331 guardado')).toBeInTheDocument();
    const [saved] = requestsTo('POST', DELIVERY_NOTES_URL);
    expect(saved?.body).toEqual(requestsTo('POST', DELIVERY_NOTE_PREVIEW_URL)[0]?.body);
    expect(saved?.body).toMatchObject({ date: '2026-11-27', number: 'FG-2331' });
    expect(notes[0]).toMatchObject({ number: 'FG-2331', total_net: '58.20', lines_count: 3 });
    const result = screen.getByRole('alert');
    expect(text(result)).toContain('Frutas García, 27/11/2026: 3 líneas por 58,20 € sin IVA.');
    expect(text(result)).toContain('1 precio actualizado');
    expect(screen.getByRole('link', { name: 'Ver Frutas García' })).toHaveAttribute(
      'href',
      '/ingredients/suppliers/1',
    );
    expect(screen.getByRole('link', { name: 'Ver albaranes' })).toHaveAttribute(
      'href',
      '/ingredients/delivery-notes',
    );

    await user.click(screen.getByRole('button', { name: 'Nuevo albarán' }));
    expect(await screen.findByLabelText('Cantidad de Patata')).toHaveValue('');
    expect(screen.getByLabelText('Número de albarán (opcional)')).toHaveValue('');
    expect(screen.getByLabelText(/^Proveedor/)).toHaveValue('1');
  });

  it('refuses on its line what is not a number before sending, and moves the focus there once', async () => {
    const { user } = await openNewNote();
    await fill(user, screen.getByLabelText('Cantidad de Cebolla'), '1.250');
    await fill(user, screen.getByLabelText('Cantidad de Leche entera'), 'doce');
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    expect(text(row(CEBOLLA.id))).toContain('Cantidad: ¿Miles o decimales? Escribe 1250 o 1,250.');
    expect(text(row(LECHE.id))).toContain('Cantidad: Introduce un número válido');
    expect(screen.getByLabelText('Cantidad de Cebolla')).toHaveFocus();
    expect(requestsTo('POST', DELIVERY_NOTE_PREVIEW_URL)).toHaveLength(0);
    // Fixing one line clears its message and leaves the focus where the cook types.
    await user.clear(screen.getByLabelText('Cantidad de Cebolla'));
    expect(text(row(CEBOLLA.id))).not.toContain('Miles');
    expect(screen.getByLabelText('Cantidad de Cebolla')).toHaveFocus();
    expect(text(row(LECHE.id))).toContain('Introduce un número válido');
  });

  it("puts the server's refusals on the line or field they name and keeps everything typed", async () => {
    const { user } = await openNewNote({
      refuse: (body, kind) =>
        kind === 'preview' && body.lines.length === 3
          ? answerError(400, {
              lines: ['Línea 2: falta el peso por unidad para convertir ud a g.'],
            })
          : kind === 'save'
            ? answerError(400, { date: ['La fecha no puede ser futura.'] })
            : null,
    });
    // "Línea 2" is the second line sent: the tomatoes (the onions have no quantity).
    await typeFiveProductNote(user);
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    await waitFor(() => {
      expect(text(row(TOMATE.id))).toContain('Falta el peso por unidad para convertir ud a g.');
    });
    expect(text(row(PATATA.id))).not.toContain('Falta');
    expect(screen.getByLabelText('Cantidad de Tomate')).toHaveValue('2,5');
    expect(screen.getByLabelText('Unidad de Tomate')).toHaveValue('kg');
    expect(screen.getByLabelText('Precio nuevo de 30 ud, sin IVA')).toHaveValue('5,70');

    // Without the tomatoes the review passes; the save is refused on the date, back in the form.
    await user.clear(screen.getByLabelText('Cantidad de Tomate'));
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    await user.click(await screen.findByRole('button', { name: 'Guardar albarán' }));
    expect(await screen.findByText('La fecha no puede ser futura.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fecha/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Cantidad de Patata')).toHaveValue('2');
    expect(screen.getByLabelText('Cantidad de Huevos camperos')).toHaveValue('2');
  });

  it('without a supplier of the cook in the address, asks for one; choosing it lists its products', async () => {
    serveDeliveryNotes({ plan: 'pro' });
    const { user, router } = renderApp('/ingredients/delivery-notes/new?supplier=99', {
      tokens: TOKENS,
    });
    expect(await screen.findByText(/Elige el proveedor: verás sus productos/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Proveedor/)).toHaveValue('');
    await user.selectOptions(screen.getByLabelText(/^Proveedor/), 'Frutas García');
    expect(
      await screen.findByRole('list', { name: 'Productos de Frutas García' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?supplier=1');
  });

  it('with no supplier yet, says to create one first and leads to Proveedores', async () => {
    serveDeliveryNotes({ suppliers: [] });
    renderApp('/ingredients/delivery-notes/new', { tokens: TOKENS });
    expect(await screen.findByText('Aún no tienes proveedores')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Proveedores' })).toHaveAttribute(
      'href',
      '/ingredients/suppliers',
    );
    expect(screen.queryByRole('form', { name: 'Nuevo albarán' })).toBeNull();
  });

  it('says what to type when no line has a quantity, and asks before leaving with lines typed', async () => {
    const { user, router } = await openNewNote();
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Escribe la cantidad recibida de al menos un producto.',
    );
    await fill(user, screen.getByLabelText('Cantidad de Patata'), '1');
    await user.click(screen.getByRole('link', { name: 'Albaranes' }));
    const ask = await screen.findByRole('dialog', { name: 'Tienes cambios sin guardar' });
    await user.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe('/ingredients/delivery-notes/new');
    expect(screen.getByLabelText('Cantidad de Patata')).toHaveValue('1');
  });

  it('on Gratuito the margin impact is locked with the way up; nothing else changes', async () => {
    const { user } = await openNewNote({ plan: 'free' });
    await fill(user, screen.getByLabelText('Cantidad de Huevos camperos'), '1');
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    const impact = await screen.findByTestId('delivery-impact');
    expect(impact).toHaveTextContent('Esta funcionalidad requiere un plan Pro o superior.');
    expect(within(impact).getByRole('button', { name: 'Mejorar plan' })).toBeInTheDocument();
    expect(screen.queryByTestId('margin-impact')).toBeNull();
    // The lines are priced as on any plan.
    expect(screen.getByRole('table', { name: 'Líneas del albarán' })).toHaveTextContent('30 ud');
  });

  it('a filter finds a product among many; a line typed and hidden by it is still counted', async () => {
    const many = ['Ajo', 'Calabacín', 'Champiñón', 'Limón'].map((name, index) => ({
      ...PATATA,
      id: 30 + index,
      name,
    }));
    const { user } = await openNewNote({
      overview: {
        supplier: frutasGarcia(),
        products: [PATATA, CEBOLLA, TOMATE, HUEVOS, ...many],
        spend_by_month: [],
        total_net: '0.00',
      },
    });
    await fill(user, screen.getByLabelText('Cantidad de Patata'), '1');
    await fill(user, screen.getByRole('textbox', { name: 'Buscar producto' }), 'champinon');
    const list = screen.getByRole('list', { name: 'Productos de Frutas García' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => text(item)),
    ).toEqual([expect.stringContaining('Champiñón')]);
    expect(screen.getByText(/1 línea con cantidad no aparece con este filtro/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Revisar el albarán' })).toHaveTextContent('1 línea');
  });

  it('on a phone the review lists the lines, nothing to scroll sideways', async () => {
    onTestFinished(matchPhoneQuery(SMALL_SCREEN_QUERY));
    const { user } = await openNewNote();
    await fill(user, screen.getByLabelText('Cantidad de Patata'), '2');
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    const lines = await screen.findByRole('list', { name: 'Líneas del albarán' });
    expect(text(within(lines).getByRole('listitem'))).toBe('Patata50 kg · 0,85 €/kg42,50 €');
    expect(screen.queryByRole('table', { name: 'Líneas del albarán' })).toBeNull();
  });
});
