import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  InvoiceLineDecision,
  InvoicePreview,
  InvoicePreviewLine,
  InvoiceSupplierChoice,
} from '@costeo/domain/contracts/supplier-invoices';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveSupplierInvoices } from '../../../test/handlers/supplier-invoices.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';
import { frutasGarcia, makro } from '../../../test/suppliers-fixtures.ts';
import { SUPPLIER_INVOICE_URLS } from '../../../api/urls.ts';

/** The supplier the chef knows as «Huerta Viva», without its tax id yet. */
const HUERTA_VIVA = frutasGarcia({
  id: 5,
  name: 'Huerta Viva',
  tax_id: '',
  aliases: [],
  products_count: 1,
});

const unmatched = (overrides: Partial<InvoicePreviewLine>): InvoicePreviewLine => ({
  line: 1,
  code: '',
  description: '',
  quantity: '1.000',
  unit_of_measure: '01',
  unit_price: '10.0000',
  discount_total: '0.00',
  vat_pct: '10.00',
  line_total: '10.00',
  pack_quantity: null,
  pack_unit: null,
  price_per_base_unit: null,
  base_unit: null,
  problem: null,
  match: { ingredient_instance: null, name: null, matched_by: 'none' },
  candidates: [],
  old_price_per_base_unit: null,
  change_pct: null,
  warning: null,
  format_change: null,
  price_changes: false,
  ...overrides,
});

/**
 * Huerta Viva's first invoice, as «Huerta Viva S.L.» with its CIF: the supplier is unknown until
 * the chef links it; then the onions match by name (in another format) and the vacuum bags, which
 * the catalog does not have, can be an ingredient of the chef's own.
 */
function preview(
  _decisions: InvoiceLineDecision[],
  impact: boolean,
  supplier: InvoiceSupplierChoice,
): InvoicePreview {
  const linked = supplier !== null && 'id' in supplier && supplier.id === HUERTA_VIVA.id;
  return {
    invoice: {
      format: 'facturae',
      kind: 'invoice',
      supplier_name: 'Huerta Viva S.L.',
      supplier_tax_id: 'B12345674',
      number: 'HV-0001',
      issue_date: '2026-11-20',
      currency: 'EUR',
      total_net: '20.00',
      total_vat: '2.00',
      total: '22.00',
    },
    supplier: linked
      ? { id: HUERTA_VIVA.id, name: HUERTA_VIVA.name, matched_by: 'chosen', candidates: [] }
      : {
          id: null,
          name: null,
          matched_by: 'none',
          candidates: [{ id: HUERTA_VIVA.id, name: HUERTA_VIVA.name }],
        },
    already_applied_at: null,
    needs_columns: false,
    pdf_table: null,
    scan: null,
    lines: [
      unmatched({
        line: 1,
        description: 'Cebolla dulce Caja 5 kg',
        line_total: '7.50',
        pack_quantity: '5.000',
        pack_unit: 'kg',
        price_per_base_unit: '0.0015',
        base_unit: 'g',
        ...(linked
          ? {
              match: { ingredient_instance: 1, name: 'Cebolla', matched_by: 'name' as const },
              old_price_per_base_unit: '0.0012',
              change_pct: '25.00',
              warning: 'Sube un 25 %: revisa el formato y el precio.',
              format_change: 'El formato de compra cambia de 10 kg a Caja 5 kg',
              price_changes: true,
            }
          : {}),
      }),
      unmatched({ line: 2, description: 'Bolsas de vacío 20x30 cm', line_total: '12.50' }),
    ],
    impact_available: impact,
    affected_recipes: [],
    affected_menus: [],
  };
}

async function uploadInvoice() {
  const served = serveSupplierInvoices({
    plan: 'pro',
    preview,
    suppliers: [frutasGarcia(), makro(), HUERTA_VIVA],
  });
  const view = renderApp('/ingredients/invoices', { tokens: TOKENS, noRetry: true });
  const [button] = await screen.findAllByRole('button', { name: 'Subir factura' });
  if (button) await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Subir factura de proveedor' });
  await view.user.upload(
    within(dialog).getByLabelText('Archivo de la factura'),
    new File(['<Facturae/>'], 'huerta-viva.xml', { type: 'text/xml' }),
  );
  const card = await within(dialog).findByRole('region', { name: 'Proveedor' });
  return { ...view, ...served, dialog, card };
}

const lastPreview = () => requestsTo('POST', SUPPLIER_INVOICE_URLS.preview).at(-1)?.body;

describe('an invoice from a supplier seen for the first time (issue 32)', () => {
  it("is linked to one of the chef's suppliers (candidates first), then its lines match; a format change is said before applying", async () => {
    const { dialog, card, user } = await uploadInvoice();
    expect(card).toHaveTextContent('Proveedor nuevo: «Huerta Viva S.L.» (B12345674)');
    expect(
      within(card).getByRole('radio', {
        name: 'Crear proveedor «Huerta Viva S.L.» (B12345674)',
      }),
    ).toBeChecked();
    expect(within(dialog).getByTestId('invoice-line-1')).toHaveTextContent('Sin coincidencia');

    await user.click(within(card).getByRole('radio', { name: 'Es uno de mis proveedores' }));
    // Nothing picked yet: applying would make a new supplier, so it waits.
    expect(within(dialog).getByRole('button', { name: 'Aplicar factura' })).toBeDisabled();
    await user.click(within(card).getByRole('combobox', { name: 'Tu proveedor' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Huerta Viva',
      'Frutas García',
      'Makro',
    ]);
    await user.click(screen.getByRole('option', { name: 'Huerta Viva' }));

    expect(await within(card).findByText('Elegido por ti')).toBeInTheDocument();
    expect(lastPreview()).toMatchObject({ supplier: { id: HUERTA_VIVA.id } });
    const onions = within(dialog).getByTestId('invoice-line-1');
    expect(onions).toHaveTextContent('Actualiza Cebolla');
    expect(onions).toHaveTextContent('El formato de compra cambia de 10 kg a Caja 5 kg');
    expect(dialog).toHaveTextContent(
      '1 línea cambia el formato de compra: revísalas antes de aplicar.',
    );
  });

  it("a packaging line the catalog lacks becomes an ingredient of the chef's own; apply sends the supplier and counts it", async () => {
    const { dialog, card, user } = await uploadInvoice();
    await user.click(within(card).getByRole('radio', { name: 'Es uno de mis proveedores' }));
    await user.click(within(card).getByRole('combobox', { name: 'Tu proveedor' }));
    await user.click(await screen.findByRole('option', { name: 'Huerta Viva' }));
    await within(card).findByText('Elegido por ti');

    const bags = within(dialog).getByTestId('invoice-line-2');
    await user.click(within(bags).getByRole('button', { name: 'Elegir producto para la línea 2' }));
    await user.click(await screen.findByRole('option', { name: 'Crear como ingrediente propio' }));
    expect(
      await within(bags).findByText(/Producto nuevo como ingrediente propio/),
    ).toBeInTheDocument();
    expect(lastPreview()).toMatchObject({
      supplier: { id: HUERTA_VIVA.id },
      decisions: [{ line: 2, create: true, own_definition: true }],
    });

    const apply = within(dialog).getByRole('button', { name: 'Aplicar factura' });
    await waitFor(() => {
      expect(apply).toBeEnabled();
    });
    await user.click(apply);
    expect(await within(dialog).findByText('Factura HV-0001 aplicada')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      '1 precio actualizado, 0 sin cambios, 1 producto nuevo y 0 líneas sin importar',
    );
    expect(dialog).toHaveTextContent('Proveedor: Huerta Viva.');
    expect(requestsTo('POST', SUPPLIER_INVOICE_URLS.apply)[0]?.body).toMatchObject({
      supplier: { id: HUERTA_VIVA.id },
      decisions: [{ line: 2, create: true, own_definition: true }],
    });
  });

  it('«Crear proveedor» is sent as such, and apply makes it', async () => {
    const { dialog, card, user } = await uploadInvoice();
    await user.click(within(card).getByRole('radio', { name: 'Es uno de mis proveedores' }));
    await user.click(
      within(card).getByRole('radio', { name: 'Crear proveedor «Huerta Viva S.L.» (B12345674)' }),
    );
    await waitFor(() => {
      expect(lastPreview()).toMatchObject({ supplier: { create: true } });
    });
    // Only the vacuum bags, as a product of the chef's own, so that applying writes something.
    const bags = within(dialog).getByTestId('invoice-line-2');
    await user.click(within(bags).getByRole('button', { name: 'Elegir producto para la línea 2' }));
    await user.click(await screen.findByRole('option', { name: 'Crear como ingrediente propio' }));
    const apply = within(dialog).getByRole('button', { name: 'Aplicar factura' });
    await waitFor(() => {
      expect(apply).toBeEnabled();
    });
    await user.click(apply);
    expect(await within(dialog).findByText('Factura HV-0001 aplicada')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Proveedor: Huerta Viva S.L.');
    expect(requestsTo('POST', SUPPLIER_INVOICE_URLS.apply)[0]?.body).toMatchObject({
      supplier: { create: true },
    });
  });
});
