import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  InvoiceLineDecision,
  InvoicePreview,
  InvoicePreviewLine,
} from '@costeo/domain/contracts/supplier-invoices';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveSupplierInvoices } from '../../../test/handlers/supplier-invoices.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';
import { SUPPLIER_INVOICE_URLS } from '../../../api/urls.ts';

const line = (overrides: Partial<InvoicePreviewLine>): InvoicePreviewLine => ({
  line: 1,
  code: 'CEB-10',
  description: 'Cebolla',
  quantity: '2.000',
  unit_of_measure: '03',
  unit_price: '1.2000',
  discount_total: '0.00',
  vat_pct: '10.00',
  line_total: '24.00',
  pack_quantity: null,
  pack_unit: null,
  price_per_base_unit: '0.0012',
  base_unit: 'g',
  problem: null,
  match: { ingredient_instance: 1, name: 'Cebolla', matched_by: 'name' },
  candidates: [],
  old_price_per_base_unit: '0.0012',
  change_pct: '0.00',
  warning: null,
  format_change: null,
  // The onions' price stays 1,20 €/kg: not counted as updated (issue 32).
  price_changes: false,
  ...overrides,
});

/** The server's reading of any file: the oil line follows the chef's decision. */
function preview(decisions: InvoiceLineDecision[], impact: boolean): InvoicePreview {
  const oil = decisions.find((decision) => decision.line === 2)?.ingredient_instance ?? null;
  return {
    invoice: {
      format: 'facturae',
      kind: 'invoice',
      supplier_name: 'Distribuciones del Sur',
      supplier_tax_id: 'B46123451',
      number: 'F-153',
      issue_date: '2026-11-03',
      currency: 'EUR',
      total_net: '54.00',
      total_vat: '5.40',
      total: '59.40',
    },
    supplier: { id: 7, name: 'Distribuciones del Sur', matched_by: 'tax_id', candidates: [] },
    already_applied_at: null,
    needs_columns: false,
    pdf_table: null,
    scan: null,
    lines: [
      line({}),
      line({
        line: 2,
        code: 'ACE-5',
        description: 'Aceite de oliva Garrafa 5 L',
        unit_of_measure: '20',
        line_total: '30.00',
        pack_quantity: '5.000',
        pack_unit: 'l',
        price_per_base_unit: '0.0080',
        base_unit: 'ml',
        match:
          oil === null
            ? { ingredient_instance: null, name: null, matched_by: 'none' }
            : { ingredient_instance: oil, name: 'AOVE Oleoestepa', matched_by: 'none' },
        candidates: [{ kind: 'product', id: 2, name: 'AOVE Oleoestepa' }],
        old_price_per_base_unit: oil === null ? null : '0.0060',
        change_pct: oil === null ? null : '33.33',
        warning: oil === null ? null : 'Sube un 33,33 %: revisa el formato y el precio.',
        price_changes: oil !== null,
      }),
    ],
    impact_available: impact,
    affected_recipes:
      impact && oil !== null
        ? [
            {
              id: 7,
              name: 'Tortilla de patatas',
              is_subrecipe: false,
              old_cost_per_serving: '1.20',
              new_cost_per_serving: '1.30',
              old_margin_per_serving: '6.80',
              new_margin_per_serving: '6.70',
              margin_change: '-0.10',
              old_margin_pct: '85.00',
              new_margin_pct: '83.75',
              margin_pct_change: '-1.25',
              old_food_cost_pct: '16.50',
              new_food_cost_pct: '17.88',
              target_food_cost_pct: '30.00',
              crosses_target: false,
              suggested_sale_price: null,
            },
          ]
        : [],
    affected_menus: [],
  };
}

const xmlFile = () => new File(['<Facturae/>'], 'factura.xml', { type: 'text/xml' });

async function openWizard(view: ReturnType<typeof renderApp>) {
  // The header's button (the empty history offers another).
  const [button] = await screen.findAllByRole('button', { name: 'Subir factura' });
  if (button) await view.user.click(button);
  return screen.findByRole('dialog', { name: 'Subir factura de proveedor' });
}

describe('Facturas de proveedor', () => {
  it('reviews an invoice, fixes a match and sees its margin impact, applies it, then lists it', async () => {
    serveSupplierInvoices({ plan: 'pro', preview });
    const view = renderApp('/ingredients/invoices', { tokens: TOKENS, noRetry: true });
    expect(await screen.findByText('Aún no has aplicado ninguna factura')).toBeInTheDocument();
    const dialog = await openWizard(view);
    await view.user.upload(within(dialog).getByLabelText('Archivo de la factura'), xmlFile());

    const oilLine = await within(dialog).findByTestId('invoice-line-2');
    const supplier = within(dialog).getByRole('region', { name: 'Proveedor' });
    expect(supplier).toHaveTextContent('Distribuciones del Sur');
    expect(supplier).toHaveTextContent('Reconocido por NIF/CIF');
    const onionLine = within(dialog).getByTestId('invoice-line-1');
    expect(onionLine).toHaveTextContent('Por nombre');
    // Issue 32: the same price is said, and not counted as updated.
    expect(onionLine).toHaveTextContent('Mismo precio');
    expect(oilLine).toHaveTextContent('Sin coincidencia');
    expect(oilLine).toHaveTextContent('2 garrafas');
    expect(within(dialog).getByText('Ninguna receta ni menú cambia de coste con esta factura.'));

    await view.user.click(
      within(oilLine).getByRole('button', { name: 'Elegir producto para la línea 2' }),
    );
    await view.user.click(await screen.findByRole('option', { name: 'AOVE Oleoestepa' }));
    expect(await within(oilLine).findByText('Elegido por ti')).toBeInTheDocument();
    expect(oilLine).toHaveTextContent('6,00 €/l → 8,00 €/l');
    expect(oilLine).toHaveTextContent('Cambio de más del 20 %');
    const impact = within(dialog).getByRole('table', { name: 'Recetas cuyo coste cambia' });
    expect(impact).toHaveTextContent('Tortilla de patatas');
    expect(impact).toHaveTextContent(/1,20\s€ → 1,30\s€/);
    expect(impact).toHaveTextContent(/−1,25 p\.p\./);
    expect(requestsTo('POST', SUPPLIER_INVOICE_URLS.preview).at(-1)?.body).toMatchObject({
      file_name: 'factura.xml',
      decisions: [{ line: 2, ingredient_instance: 2 }],
    });

    await view.user.click(within(dialog).getByRole('button', { name: 'Aplicar factura' }));
    expect(await within(dialog).findByText('Factura F-153 aplicada')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      '1 precio actualizado, 1 sin cambios, 0 productos nuevos y 0 líneas sin importar',
    );
    expect(dialog).toHaveTextContent('Proveedor: Distribuciones del Sur.');
    expect(requestsTo('POST', SUPPLIER_INVOICE_URLS.apply)[0]?.body).toMatchObject({
      decisions: [{ line: 2, ingredient_instance: 2 }],
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Volver a las facturas' }));
    expect(
      await screen.findByRole('button', { name: 'Ver la factura F-153 de Distribuciones del Sur' }),
    ).toBeInTheDocument();
    const spend = await screen.findByRole('table', { name: 'Gasto por proveedor' });
    expect(spend).toHaveTextContent(/54,00\s€/);
    // Issue 32: the supplier's own screen.
    expect(within(spend).getByRole('link', { name: 'Distribuciones del Sur' })).toHaveAttribute(
      'href',
      '/ingredients/suppliers/7',
    );
  });

  it('on Gratuito the margin impact and the purchases are locked; a wrong file is refused in Spanish', async () => {
    serveSupplierInvoices({ plan: 'free', preview });
    const view = renderApp('/ingredients/invoices', { tokens: TOKENS, noRetry: true });
    expect(await screen.findByTestId('purchases-locked')).toHaveTextContent(
      'Esta funcionalidad requiere un plan Pro o superior.',
    );
    const dialog = await openWizard(view);
    const input = within(dialog).getByLabelText('Archivo de la factura');
    // The picker filters by `accept`; a dropped file can be anything.
    fireEvent.drop(within(dialog).getByTestId('invoice-dropzone'), {
      dataTransfer: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sube la factura electrónica (.xml o .xsig, Facturae o UBL), un PDF o una foto del albarán (JPEG, PNG, HEIC).',
    );
    expect(requestsTo('POST', SUPPLIER_INVOICE_URLS.preview)).toHaveLength(0);

    await view.user.upload(input, xmlFile());
    const locked = await within(dialog).findByTestId('margin-impact-locked');
    await view.user.click(within(locked).getByRole('button', { name: 'Mejorar plan' }));
    const modal = await screen.findByRole('dialog', { name: 'Gestionar Suscripción' });
    expect(
      within(modal).getByText('Esta funcionalidad requiere un plan Pro o superior.'),
    ).toBeInTheDocument();
  });
});
