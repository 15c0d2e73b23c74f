import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import {
  serveIngredients,
  listParams,
  type ServedIngredients,
} from '../../../test/handlers/ingredients.ts';
import { eggProduct, onionProduct } from '../../../test/ingredients-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ingredientInstanceListSchema } from '@costeo/domain/contracts/ingredients';
import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answer, answerError, queryParam } from '../../../test/handlers/respond.ts';
import { INGREDIENT_INSTANCES_URL } from '../../../api/urls.ts';

async function renderList(account: ServedIngredients = serveIngredients()) {
  const view = renderApp('/ingredients', { tokens: TOKENS, noRetry: true });
  // The page's code loads on demand; the first test of the file waits for it.
  await screen.findByRole('table', { name: 'Ingredientes' });
  return { ...view, ...account };
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('button', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('ingredients table (DESIGN §7: price per kg/l/ud)', () => {
  it('shows each product with category, Proveedor, Marca, Formato de compra, Precio, € por kg/l/ud, Merma, Alérgenos and Actualizado', async () => {
    await renderList();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Nombre·Categoría',
      'Proveedor',
      'Marca',
      'Formato de compra',
      'Precio',
      '€/kg',
      '€/l',
      '€/ud',
      'Merma (%)',
      'Alérgenos',
      'Actualizado',
      'Acciones',
    ]);

    const onion = rowOf('Cebolla');
    expect(onion).toHaveTextContent('Verduras y hortalizas');
    expect(onion).toHaveTextContent('Frutas García');
    expect(onion).toHaveTextContent('10 kg');
    expect(onion).toHaveTextContent(`12,00 €`);
    expect(onion).toHaveTextContent(`1,20 €`);
    expect(onion).toHaveTextContent(`20,00 %`);
    expect(onion).toHaveTextContent('15/03/2026');

    // The name of the catalog entry is shown when the product has its own name.
    const oil = rowOf('AOVE Oleoestepa');
    expect(oil).toHaveTextContent('Aceite de oliva virgen extra · Aceites y grasas');
    expect(oil).toHaveTextContent('Oleoestepa');
    expect(oil).toHaveTextContent('5 l');
    // Unit prices keep the API's 4 to 6 places (DOMAIN §2), never rounded to cents again.
    expect(oil).toHaveTextContent(`6,5502 €`);
    expect(oil).toHaveTextContent(`6,00 €`);
  });

  it('issue 7: prices as stored, 30 eggs for 4,00 € at 0,1333 €/ud, and a price of 0 with its warning', async () => {
    const warning = 'El precio de compra es 0: el coste calculado será 0.';
    await renderList(
      serveIngredients({
        instances: [
          eggProduct({
            purchase_quantity: '30',
            purchase_price: '4.0000',
            unit_cost: '0.1333',
            price_equivalences: {
              per_kg: '2.0513',
              per_100g: '0.2051',
              per_g: '0.002051',
              per_l: null,
              per_ml: null,
              per_ud: '0.1333',
            },
          }),
          onionProduct({ purchase_price: '12.3457' }),
          onionProduct({
            id: 9,
            name: 'Cebolla regalada',
            purchase_price: '0.0000',
            warnings: [warning],
          }),
        ],
      }),
    );
    const eggs = rowOf('Huevo L');
    expect(eggs).toHaveTextContent('4,00 €');
    expect(eggs).toHaveTextContent('0,1333 €');
    expect(eggs).not.toHaveTextContent('0,13 €');
    expect(rowOf('Cebolla')).toHaveTextContent('12,3457 €');
    const free = rowOf('Cebolla regalada');
    expect(free).toHaveTextContent('0,00 €');
    expect(within(free).getByText(warning)).toBeInTheDocument();
  });

  it('DOMAIN §1: a price with no conversion is "—" with the reason, never a guess', async () => {
    await renderList();
    const cells = within(rowOf('Cebolla')).getAllByRole('cell');
    // €/kg, €/l, €/ud are the 6th to 8th columns.
    expect(cells[5]).toHaveTextContent(`1,20 €`);
    expect(cells[6]).toHaveTextContent('—');
    expect(cells[6]).toHaveTextContent('Sin conversión: falta la densidad para pasar de g a l.');
    expect(cells[7]).toHaveTextContent(
      'Sin conversión: falta el peso por unidad para pasar de g a ud.',
    );
  });

  it('allergens are short badges whose title is the official name (Reglamento UE 1169/2011)', async () => {
    await renderList(
      serveIngredients({
        instances: [onionProduct({ name: 'Bechamel', allergens: ['gluten', 'leche'] })],
      }),
    );
    const cell = within(rowOf('Bechamel'));
    expect(cell.getByText('Leche').closest('abbr')).toHaveAttribute(
      'title',
      'Leche y derivados (incluida la lactosa)',
    );
    expect(cell.getByText('Gluten').closest('abbr')).toHaveAttribute(
      'title',
      'Cereales que contengan gluten',
    );
  });

  it('says how many products there are', async () => {
    await renderList();
    expect(screen.getByText('3 ingredientes')).toBeInTheDocument();
  });
});

describe('search, filters, ordering and pages', () => {
  it('search is debounced: one request with ?search= after the cook stops typing', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('textbox', { name: 'Buscar ingredientes' }), 'ceb');
    await waitFor(() => {
      expect(listParams().at(-1)).toMatchObject({ search: 'ceb', page: '1' });
    });
    expect(listParams().filter((params) => params.search !== undefined)).toHaveLength(1);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'AOVE Oleoestepa' })).toBeNull();
    });
    expect(screen.getByRole('button', { name: 'Cebolla' })).toBeInTheDocument();
  });

  it('the filters send category, supplier (its id, kept in the address), brand and is_active', async () => {
    const { user, router } = await renderList();
    const filters = screen.getByRole('group', { name: 'Filtros' });

    await user.click(within(filters).getByRole('combobox', { name: 'Categoría' }));
    await user.click(await screen.findByRole('option', { name: 'Aceites y grasas' }));
    await waitFor(() => {
      expect(listParams().at(-1)).toMatchObject({ category: '8' });
    });

    await user.click(within(filters).getByRole('combobox', { name: 'Proveedor' }));
    await user.click(await screen.findByRole('option', { name: 'Makro' }));
    await waitFor(() => {
      expect(listParams().at(-1)).toMatchObject({ category: '8', supplier_id: '2' });
    });
    expect(router.state.location.search).toBe('?proveedor=2');

    await user.click(within(filters).getByRole('combobox', { name: 'Marca' }));
    await user.click(await screen.findByRole('option', { name: 'Oleoestepa' }));
    await waitFor(() => {
      expect(listParams().at(-1)).toMatchObject({ brand: 'Oleoestepa' });
    });

    await user.click(within(filters).getByRole('radio', { name: 'Inactivos' }));
    await waitFor(() => {
      expect(listParams().at(-1)).toMatchObject({ is_active: 'false' });
    });
    await user.click(within(filters).getByRole('radio', { name: 'Activos' }));
    await waitFor(() => {
      expect(listParams().at(-1)).toMatchObject({ is_active: 'true' });
    });
  });

  it("issue 32: reached from a supplier's screen (?proveedor=1) it lists that supplier's products, each linking back to it", async () => {
    serveIngredients();
    renderApp('/ingredients?proveedor=1', { tokens: TOKENS, noRetry: true });
    await screen.findByRole('table', { name: 'Ingredientes' });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'AOVE Oleoestepa' })).toBeNull();
    });
    expect(listParams().every((params) => params.supplier_id === '1')).toBe(true);
    const filters = screen.getByRole('group', { name: 'Filtros' });
    expect(await within(filters).findByDisplayValue('Frutas García')).toBeInTheDocument();
    expect(within(rowOf('Cebolla')).getByRole('link', { name: 'Frutas García' })).toHaveAttribute(
      'href',
      '/ingredients/suppliers/1',
    );
  });

  it('a column header sorts through ?ordering=: ascending, descending, then the default', async () => {
    const { user } = await renderList();
    const price = screen.getByRole('button', { name: 'Precio' });
    await user.click(price);
    await waitFor(() => {
      expect(listParams().at(-1)).toMatchObject({ ordering: 'purchase_price' });
    });
    expect(price.closest('th')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(price);
    await waitFor(() => {
      expect(listParams().at(-1)).toMatchObject({ ordering: '-purchase_price' });
    });
    expect(price.closest('th')).toHaveAttribute('aria-sort', 'descending');

    // Back to the default order (whose first page is already cached).
    await user.click(price);
    expect(price.closest('th')).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Categoría' }));
    await waitFor(() => {
      expect(listParams().at(-1)).toMatchObject({ ordering: 'category_name' });
    });
  });

  it('pages of 25 with Mantine Pagination; the current page stays on screen while the next loads', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      onionProduct({ id: index + 1, name: `Producto ${String(index + 1).padStart(2, '0')}` }),
    );
    const account = serveIngredients({ instances: many });
    const { user } = await renderList(account);
    expect(screen.getByText('30 ingredientes')).toBeInTheDocument();
    expect(listParams()[0]).toMatchObject({ page: '1', page_size: '25' });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(26);

    // Hold page 2 until the test lets it through.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fallback = requestsTo('GET', INGREDIENT_INSTANCES_URL).length;
    server.use(
      http.get(INGREDIENT_INSTANCES_URL, async ({ request }) => {
        await gate;
        const pageNumber = Number(queryParam(request, 'page'));
        return answer(ingredientInstanceListSchema, {
          count: 30,
          next: null,
          previous: null,
          results: many.slice((pageNumber - 1) * 25, pageNumber * 25),
        });
      }),
    );

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => {
      expect(requestsTo('GET', INGREDIENT_INSTANCES_URL).length).toBeGreaterThan(fallback);
    });
    expect(listParams().at(-1)).toMatchObject({ page: '2', page_size: '25' });
    // placeholderData: no skeleton, page 1 is still there.
    expect(screen.queryByLabelText('Cargando ingredientes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Producto 01' })).toBeInTheDocument();

    release();
    expect(await screen.findByRole('button', { name: 'Producto 30' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Producto 01' })).toBeNull();
  });
});

describe('states of the list', () => {
  it('a new user sees "Añade tu primer ingrediente" with a button that opens the form', async () => {
    serveIngredients({ instances: [] });
    const { user } = renderApp('/ingredients', { tokens: TOKENS });
    expect(
      await screen.findByRole('heading', { name: 'Añade tu primer ingrediente' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Buscar ingredientes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Añadir ingrediente del catálogo' }));
    expect(await screen.findByRole('dialog', { name: 'Nuevo ingrediente' })).toBeInTheDocument();
  });

  it('a search that matches nothing is not the new-user state, and offers to clear it', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('textbox', { name: 'Buscar ingredientes' }), 'trufa');
    expect(await screen.findByText('Ningún ingrediente coincide')).toBeInTheDocument();
    expect(screen.queryByText('Añade tu primer ingrediente')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByRole('button', { name: 'Cebolla' })).toBeInTheDocument();
  });

  it('a failed load shows an error with "Reintentar", which loads again', async () => {
    serveIngredients();
    server.use(http.get(INGREDIENT_INSTANCES_URL, () => answerError(500, { detail: 'Error' })));
    const { user } = renderApp('/ingredients', {
      tokens: TOKENS,
      noRetry: true,
    });
    expect(await screen.findByText('No se han podido cargar tus ingredientes')).toBeInTheDocument();
    server.use(
      http.get(INGREDIENT_INSTANCES_URL, () =>
        answer(ingredientInstanceListSchema, {
          count: 1,
          next: null,
          previous: null,
          results: [onionProduct()],
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Cebolla' })).toBeInTheDocument();
    expect(requestsTo('GET', INGREDIENT_INSTANCES_URL)).toHaveLength(2);
  });

  it('shows a skeleton while the first page loads', async () => {
    serveIngredients();
    server.use(http.get(INGREDIENT_INSTANCES_URL, () => new Promise<Response>(() => undefined)));
    renderApp('/ingredients', { tokens: TOKENS });
    expect(await screen.findByLabelText('Cargando ingredientes')).toBeInTheDocument();
  });
});

describe('phone width (390 px)', () => {
  it('shows cards instead of the table and folds the filters into "Filtros"', async () => {
    // Only the phone query matches (test/setup.ts's stub matches none).
    const stub = window.matchMedia.bind(window);
    const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    window.matchMedia = (query: string) =>
      Object.assign(stub(query), { matches: query === SMALL_SCREEN_QUERY });
    onTestFinished(() => {
      if (original) Object.defineProperty(window, 'matchMedia', original);
    });
    serveIngredients();
    const { user } = renderApp('/ingredients', { tokens: TOKENS });
    const cards = await screen.findByRole('list', { name: 'Ingredientes' });
    expect(screen.queryByRole('table')).toBeNull();
    const onion = within(cards).getAllByRole('listitem')[0]!;
    expect(onion).toHaveTextContent('Cebolla');
    expect(onion).toHaveTextContent(`€ por kg1,20 €`);

    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Mantine's Collapse shows its content on the next animation frame, not within the click.
    expect(await screen.findByRole('combobox', { name: 'Categoría' })).toBeInTheDocument();
  });
});
