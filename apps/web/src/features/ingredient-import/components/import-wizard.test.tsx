import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  importFileRequestSchema,
  importInspectResponseSchema,
  importPreviewRequestSchema,
  importResultSchema,
  type ImportInspectResponse,
  type ImportResult,
} from '@costeo/domain/contracts/ingredient-import';
import { TOKENS } from '../../../test/fixtures.ts';
import { onionProduct } from '../../../test/ingredients-fixtures.ts';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { IMPORT_URLS, INGREDIENT_INSTANCES_URL } from '../../../api/urls.ts';
import { http } from 'msw';
import { requestsTo, server } from '../../../test/server.ts';
import { answer, answerError, bodyOf } from '../../../test/handlers/respond.ts';

const INSPECTION: ImportInspectResponse = {
  file_type: 'csv',
  sheets: ['CSV'],
  sheet: 'CSV',
  header_row: 1,
  header_candidates: [
    { row: 1, text: 'Producto | Proveedor | Formato | Unidad | Precio' },
    { row: 2, text: 'Cebolla | Verduras García | 10 | kg | 13,50' },
    { row: 3, text: 'Puerro | Verduras García | 1 | kg | 2,10' },
  ],
  columns: ['Producto', 'Proveedor', 'Formato', 'Unidad', 'Precio'],
  rows: [
    ['Cebolla', 'Verduras García', '10', 'kg', '13,50'],
    ['Puerro', 'Verduras García', '1', 'kg', '2,10'],
    ['Sal', 'Verduras García', '1', 'caja', '1,00'],
  ],
  total_rows: 3,
  suggested_mapping: {
    name: 0,
    supplier: 1,
    brand: null,
    quantity: 2,
    unit: 3,
    price: 4,
    waste: null,
    vat: null,
    received: null,
  },
};

const row = (overrides: Partial<ImportResult['rows'][number]>): ImportResult['rows'][number] => ({
  row: 2,
  name: 'Cebolla',
  supplier: 'Verduras García',
  brand: '',
  purchase_quantity: '10.000',
  purchase_unit: 'kg',
  purchase_price: '13.5000',
  waste_pct: null,
  action: 'update',
  product: null,
  match: 'name_supplier',
  same_name_products: 0,
  definition: { id: 1, name: 'Cebolla' },
  definition_suggested: false,
  messages: [],
  vat_pct: null,
  ...overrides,
});

function result(applied: boolean): ImportResult {
  return {
    file_type: 'csv',
    sheet: 'CSV',
    applied,
    summary: {
      total: 3,
      updated: 1,
      created: 1,
      unchanged: 0,
      errors: 1,
      over_quota: 0,
      skipped: 0,
    },
    rows: [
      row({
        product: {
          id: 1,
          name: 'Cebolla',
          supplier: 'Verduras García',
          purchase_quantity: '10.000',
          purchase_unit: 'kg',
          purchase_price: '12.0000',
        },
      }),
      row({
        row: 3,
        name: 'Puerro',
        purchase_quantity: '1.000',
        purchase_price: '2.1000',
        action: 'create',
        match: null,
        definition: { id: 40, name: 'Puerro' },
        definition_suggested: true,
      }),
      row({
        row: 4,
        name: 'Sal',
        purchase_unit: null,
        action: 'error',
        match: null,
        definition: null,
        messages: ['Unidad desconocida: «caja».'],
      }),
    ],
    quota: { limit: 50, used: 3, remaining: 47 },
  };
}

function setUp(options: Parameters<typeof serveIngredients>[0] = {}) {
  serveIngredients(options);
  server.use(
    http.post(IMPORT_URLS.inspect, async ({ request }) => {
      await bodyOf(request, importFileRequestSchema);
      return answer(importInspectResponseSchema, INSPECTION);
    }),
    http.post(IMPORT_URLS.preview, async ({ request }) => {
      await bodyOf(request, importPreviewRequestSchema);
      return answer(importResultSchema, result(false));
    }),
    http.post(IMPORT_URLS.apply, async ({ request }) => {
      await bodyOf(request, importPreviewRequestSchema);
      return answer(importResultSchema, result(true));
    }),
  );
  return renderApp('/ingredients', { tokens: TOKENS, noRetry: true });
}

const csvFile = (size?: number) =>
  new File([size ? 'x'.repeat(size) : 'Producto;Precio\nCebolla;13,50\n'], 'tarifa.csv', {
    type: 'text/csv',
  });

async function openAndUpload(view: ReturnType<typeof setUp>, file = csvFile()) {
  await view.user.click(await screen.findByRole('button', { name: 'Importar precios' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar precios' });
  await view.user.upload(within(dialog).getByLabelText('Archivo de precios'), file);
  return dialog;
}

describe('Importar precios wizard', () => {
  it('maps the columns, shows the dry-run summary, then applies once', async () => {
    const view = setUp();
    const dialog = await openAndUpload(view);

    expect(await within(dialog).findByLabelText('Primeras filas del archivo')).toHaveTextContent(
      'Puerro',
    );
    const [inspect] = requestsTo('POST', IMPORT_URLS.inspect);
    expect(inspect?.body).toMatchObject({ file_name: 'tarifa.csv' });
    const nameSelect = within(dialog)
      .getAllByLabelText(/^Nombre del producto/)
      .find((element) => element.tagName === 'INPUT');
    expect(nameSelect).toHaveValue('Columna A · Producto');

    await view.user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const summary = await within(dialog).findByRole('group', {
      name: 'Resumen de la importación',
    });
    expect(summary).toHaveTextContent('1 a actualizar');
    expect(summary).toHaveTextContent('1 nuevo');
    expect(summary).toHaveTextContent('1 con error');
    expect(within(dialog).getByText('Unidad desconocida: «caja».')).toBeInTheDocument();
    const [preview] = requestsTo('POST', IMPORT_URLS.preview);
    expect(preview?.body).toMatchObject({
      mapping: { name: 0, supplier: 1, quantity: 2, unit: 3, price: 4, brand: null },
      overrides: [],
    });
    expect(requestsTo('POST', IMPORT_URLS.apply)).toHaveLength(0);

    const listLoads = requestsTo('GET', INGREDIENT_INSTANCES_URL).length;
    await view.user.click(within(dialog).getByRole('button', { name: 'Aplicar importación' }));
    expect(await within(dialog).findByText('Importación aplicada')).toBeInTheDocument();
    expect(requestsTo('POST', IMPORT_URLS.apply)).toHaveLength(1);
    await waitFor(() => {
      expect(requestsTo('GET', INGREDIENT_INSTANCES_URL).length).toBeGreaterThan(listLoads);
    });
  });

  it('rows beyond the plan quota are said once, with "Mejorar plan" opening the limit modal', async () => {
    const view = setUp();
    const limit = 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.';
    const base = result(false);
    server.use(
      http.post(IMPORT_URLS.preview, () =>
        answer(importResultSchema, {
          ...base,
          summary: { ...base.summary, total: 4, over_quota: 1 },
          rows: [
            ...base.rows,
            row({
              row: 5,
              name: 'Calabaza',
              action: 'over_quota',
              messages: [`Límite del plan: ${limit}`],
            }),
          ],
        }),
      ),
    );
    const dialog = await openAndUpload(view);
    await within(dialog).findByLabelText('Primeras filas del archivo');
    await view.user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(
      await within(dialog).findByText('1 fila queda fuera del límite de tu plan'),
    ).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Mejorar plan' }));
    const modal = await screen.findByRole('dialog', { name: 'Límite alcanzado' });
    expect(within(modal).getByText(limit)).toBeInTheDocument();
    expect(requestsTo('POST', IMPORT_URLS.apply)).toHaveLength(0);
  });

  it('"No importar" on a row previews again with the row skipped', async () => {
    const view = setUp();
    const dialog = await openAndUpload(view);
    await view.user.click(await within(dialog).findByRole('button', { name: 'Revisar' }));
    await view.user.click(
      await within(dialog).findByRole('button', { name: 'No importar la fila 3' }),
    );
    await waitFor(() => {
      expect(requestsTo('POST', IMPORT_URLS.preview)).toHaveLength(2);
    });
    expect(requestsTo('POST', IMPORT_URLS.preview)[1]?.body).toMatchObject({
      overrides: [{ row: 3, skip: true }],
    });
  });

  it('a row re-pointed at an existing product previews again and the apply request carries its id', async () => {
    const leek = onionProduct({ id: 7, name: 'Puerro', supplier: '', purchase_price: '1.9000' });
    const view = setUp({ instances: [onionProduct(), leek] });
    const dialog = await openAndUpload(view);
    await view.user.click(await within(dialog).findByRole('button', { name: 'Revisar' }));
    expect(await within(dialog).findByText(/Nuevo de Puerro/)).toBeInTheDocument();
    expect(within(dialog).getByText('Coincide por: mismo nombre y proveedor')).toBeInTheDocument();

    // The next preview answers what the server would: row 3 now updates the user's product 7.
    const base = result(false);
    server.use(
      http.post(IMPORT_URLS.preview, () =>
        answer(importResultSchema, {
          ...base,
          summary: { ...base.summary, updated: 2, created: 0 },
          rows: base.rows.map((candidate) =>
            candidate.row === 3
              ? row({
                  row: 3,
                  name: 'Puerro',
                  purchase_quantity: '1.000',
                  purchase_price: '2.1000',
                  action: 'update',
                  match: 'chosen',
                  definition: { id: 40, name: 'Puerro' },
                  product: {
                    id: 7,
                    name: 'Puerro',
                    supplier: '',
                    purchase_quantity: '10.000',
                    purchase_unit: 'kg',
                    purchase_price: '1.9000',
                  },
                })
              : candidate,
          ),
        }),
      ),
    );
    await view.user.click(
      within(dialog).getByRole('button', { name: 'Cambiar la coincidencia de la fila 3' }),
    );
    const search = within(dialog).getByRole('combobox', {
      name: 'Producto o ingrediente del catálogo de la fila 3',
    });
    await view.user.clear(search);
    await view.user.type(search, 'puerro');
    await view.user.click(await screen.findByRole('option', { name: 'Puerro · sin proveedor' }));
    await waitFor(() => {
      expect(requestsTo('POST', IMPORT_URLS.preview)).toHaveLength(2);
    });
    expect(requestsTo('POST', IMPORT_URLS.preview)[1]?.body).toMatchObject({
      overrides: [{ row: 3, product: 7 }],
    });
    expect(await within(dialog).findByText('Coincide por: elegido por ti')).toBeInTheDocument();
    expect(within(dialog).getByText(/Tu producto: Puerro/)).toHaveTextContent('sin proveedor');

    await view.user.click(within(dialog).getByRole('button', { name: 'Aplicar importación' }));
    await within(dialog).findByText('Importación aplicada');
    const [apply] = requestsTo('POST', IMPORT_URLS.apply);
    expect(apply?.body).toMatchObject({ overrides: [{ row: 3, product: 7 }] });
  });

  it('"Cancelar" after mapping calls neither preview nor apply', async () => {
    const view = setUp();
    const dialog = await openAndUpload(view);
    await within(dialog).findByLabelText('Primeras filas del archivo');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Importar precios' })).toBeNull();
    });
    expect(requestsTo('POST', IMPORT_URLS.preview)).toHaveLength(0);
    expect(requestsTo('POST', IMPORT_URLS.apply)).toHaveLength(0);
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const view = setUp();
    const dialog = await openAndUpload(view, csvFile(5 * 1024 * 1024 + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El archivo supera el máximo de 5 MB.',
    );
    expect(requestsTo('POST', IMPORT_URLS.inspect)).toHaveLength(0);
  });

  it("shows the server's reason for a file it cannot read", async () => {
    const view = setUp();
    server.use(
      http.post(IMPORT_URLS.inspect, () =>
        answerError(400, {
          content_base64: ['El archivo no tiene filas de datos bajo la cabecera.'],
        }),
      ),
    );
    const dialog = await openAndUpload(view);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El archivo no tiene filas de datos bajo la cabecera.',
    );
  });

  it("issue 16: the server's 400 on a column shows on its select, focused; a 500 the generic", async () => {
    const view = setUp();
    server.use(
      http.post(IMPORT_URLS.preview, () =>
        answerError(400, { 'mapping.price': ['Elige una columna.'] }),
      ),
    );
    const dialog = await openAndUpload(view);
    await within(dialog).findByLabelText('Primeras filas del archivo');
    await view.user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const price = await waitFor(() => {
      const input = within(dialog)
        .getAllByLabelText(/^Precio/)
        .find((element) => element.tagName === 'INPUT');
      expect(input).toHaveAccessibleDescription('Elige una columna.');
      return input;
    });
    expect(price).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    server.use(
      http.post(IMPORT_URLS.preview, () => answerError(500, { detail: 'Error interno.' })),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se ha podido leer el archivo. Inténtalo de nuevo.',
    );
  });

  it('issue 32: shows the header row found under the title rows; «Fila de encabezados» reads the file again from the row chosen, and the review and apply use it', async () => {
    const view = setUp();
    const titled: ImportInspectResponse = {
      ...INSPECTION,
      file_type: 'xlsx',
      sheets: ['Tarifa'],
      sheet: 'Tarifa',
      header_row: 4,
      header_candidates: [
        { row: 1, text: 'Tarifa de precios Huerta Viva S.L.' },
        { row: 2, text: 'Válida desde 01/12/2026' },
        { row: 4, text: 'Producto | Proveedor | Formato | Unidad | Precio' },
        { row: 5, text: 'Cebolla | Verduras García | 10 | kg | 13,50' },
      ],
    };
    server.use(
      http.post(IMPORT_URLS.inspect, async ({ request }) => {
        const body = await bodyOf(request, importFileRequestSchema);
        // The chef's row is answered as the server would: that row as the header.
        return answer(
          importInspectResponseSchema,
          body.header_row === 2
            ? {
                ...titled,
                header_row: 2,
                columns: ['Válida desde 01/12/2026', '', '', '', ''],
                suggested_mapping: { ...titled.suggested_mapping, name: null, price: null },
              }
            : titled,
        );
      }),
    );
    const dialog = await openAndUpload(view, new File(['x'], 'huerta-viva.xlsx'));
    const headerRow = await within(dialog).findByRole('combobox', { name: /^Fila de encabezados/ });
    expect(headerRow).toHaveValue('Fila 4 · Producto | Proveedor | Formato | Unidad | Precio');
    expect(within(dialog).getByText(/bajo la fila 4\./)).toBeInTheDocument();

    await view.user.click(headerRow);
    await view.user.click(
      await screen.findByRole('option', { name: 'Fila 2 · Válida desde 01/12/2026' }),
    );
    await waitFor(() => {
      expect(requestsTo('POST', IMPORT_URLS.inspect)).toHaveLength(2);
    });
    expect(requestsTo('POST', IMPORT_URLS.inspect)[1]?.body).toMatchObject({
      sheet: 'Tarifa',
      header_row: 2,
    });
    await waitFor(() => {
      expect(headerRow).toHaveValue('Fila 2 · Válida desde 01/12/2026');
    });
    expect(
      within(dialog)
        .getAllByLabelText(/^Nombre del producto/)
        .find((element) => element.tagName === 'INPUT'),
    ).toHaveValue('');

    // Back to the row found: the review and apply read the file from it.
    await view.user.click(headerRow);
    await view.user.click(
      await screen.findByRole('option', {
        name: 'Fila 4 · Producto | Proveedor | Formato | Unidad | Precio',
      }),
    );
    await waitFor(() => {
      expect(requestsTo('POST', IMPORT_URLS.inspect)).toHaveLength(3);
    });
    expect(requestsTo('POST', IMPORT_URLS.inspect)[2]?.body).toMatchObject({ header_row: 4 });
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Revisar' })).toBeEnabled();
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await within(dialog).findByRole('group', { name: 'Resumen de la importación' });
    expect(requestsTo('POST', IMPORT_URLS.preview)[0]?.body).toMatchObject({ header_row: 4 });
    await view.user.click(within(dialog).getByRole('button', { name: 'Aplicar importación' }));
    await within(dialog).findByText('Importación aplicada');
    expect(requestsTo('POST', IMPORT_URLS.apply)[0]?.body).toMatchObject({ header_row: 4 });
  });

  it('issue 32: the VAT column is suggested as «IVA (%)», sent in the mapping, and each row shows its VAT in the review', async () => {
    const view = setUp();
    const base = result(false);
    server.use(
      http.post(IMPORT_URLS.inspect, () =>
        answer(importInspectResponseSchema, {
          ...INSPECTION,
          columns: [...INSPECTION.columns, '% IVA'],
          rows: INSPECTION.rows.map((cells) => [...cells, '4']),
          suggested_mapping: { ...INSPECTION.suggested_mapping, vat: 5 },
        }),
      ),
      http.post(IMPORT_URLS.preview, () =>
        answer(importResultSchema, {
          ...base,
          rows: base.rows.map((candidate) =>
            candidate.row === 4 ? candidate : { ...candidate, vat_pct: '4.00' as const },
          ),
        }),
      ),
    );
    const dialog = await openAndUpload(view);
    await within(dialog).findByLabelText('Primeras filas del archivo');
    const vat = within(dialog)
      .getAllByLabelText(/^IVA \(%\)/)
      .find((element) => element.tagName === 'INPUT');
    expect(vat).toHaveValue('Columna F · % IVA');

    await view.user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const table = await within(dialog).findByRole('table', { name: 'Revisión de las filas' });
    expect(requestsTo('POST', IMPORT_URLS.preview)[0]?.body).toMatchObject({
      mapping: { name: 0, price: 4, vat: 5 },
    });
    expect(
      within(table).getByRole('columnheader', { name: 'Formato, precio e IVA' }),
    ).toBeVisible();
    const onion = within(table).getByRole('row', { name: /Cebolla/ });
    expect(onion).toHaveTextContent(/10 kg · 13,50\s€ · IVA 4,00\s%/);
    // A row the list gives no VAT for says none.
    expect(within(table).getByRole('row', { name: /Sal/ })).not.toHaveTextContent('IVA');
  });
});
