import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  purchaseOrderReceiveNotePreviewSchema,
  type PurchaseOrder,
  type PurchaseOrderIncident,
} from '@costeo/domain/contracts/purchase-orders';
import type { DeliveryNoteResult } from '@costeo/domain/contracts/purchases';
import { supplierOverviewSchema, type SupplierProduct } from '@costeo/domain/contracts/suppliers';
import {
  purchaseOrderReceiveNoteUrl,
  purchaseOrderReceiveUrl,
  supplierOverviewUrl,
} from '../../../api/urls.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { answer, answerError } from '../../../test/handlers/respond.ts';
import { renderComponent } from '../../../test/render-app.tsx';
import { requestsTo, server } from '../../../test/server.ts';
import { today } from '../lib/purchase-order-display.ts';
import { ReceiveOrder } from './receive-order.tsx';

/*
 * Issue 37 point 5 on screen: a sent order received with the albarán typed. Ordered: 10 kg of
 * Calabacín at 1,20 € and 2 formatos de 5 l of Aceite de oliva at 30,00 € (6,00 €/l). The cook
 * types 8 kg of courgettes and the oil at 31,50 € (6,30 €/l): the server finds 2 kg short and the
 * oil dearer, shown before anything is recorded.
 */

const ORDER: PurchaseOrder = {
  id: 5,
  number: 'PED-2026-0005',
  status: 'sent',
  supplier: 3,
  supplier_name: 'Huerta Viva',
  delivery_date: '2026-11-20',
  total: '72.00',
  lines_count: 2,
  sent_at: '2026-11-19T10:00:00Z',
  sent_channel: 'email',
  received_at: null,
  created_at: '2026-11-19T09:00:00Z',
  updated_at: '2026-11-19T10:00:00Z',
  notes: '',
  supplier_email: 'pedidos@huerta.test',
  supplier_phone: '',
  received_invoice: null,
  received_delivery_note: null,
  received_incidents: [],
  lines: [
    {
      line: 1,
      ingredient_instance: 11,
      product_name: 'Calabacín',
      supplier_code: '',
      format_name: 'kg',
      quantity: '10.000',
      quantity_text: '10 kg',
      unit_price: '1.2000',
      amount: '12.00',
    },
    {
      line: 2,
      ingredient_instance: 12,
      product_name: 'Aceite de oliva',
      supplier_code: 'AC-5',
      format_name: 'formato de 5 l',
      quantity: '2.000',
      quantity_text: '2 formatos de 5 l',
      unit_price: '30.0000',
      amount: '60.00',
    },
  ],
};

const INCIDENTS: PurchaseOrderIncident[] = [
  {
    kind: 'short',
    order_line: 1,
    document_lines: [1],
    ingredient_instance: 11,
    name: 'Calabacín',
    ordered: '10.000',
    delivered: '8.000',
    ordered_price: null,
    document_price: null,
    price_unit: null,
    message: 'Faltan 2 kg de Calabacín: se pidieron 10 y llegan 8.',
  },
  {
    kind: 'price',
    order_line: 2,
    document_lines: [2],
    ingredient_instance: 12,
    name: 'Aceite de oliva',
    ordered: '2.000',
    delivered: '2.000',
    ordered_price: '6.0000',
    document_price: '6.3000',
    price_unit: 'l',
    message: 'Precio distinto de Aceite de oliva: 6,00 €/l en el pedido, 6,30 €/l en el albarán.',
  },
];

const line = (overrides: Partial<DeliveryNoteResult['lines'][number]>) => ({
  line: 1,
  ingredient_instance: 11,
  product_name: 'Calabacín',
  quantity: '8',
  unit: 'format',
  new_price: '1.2000',
  quantity_base: '8000.000',
  base_unit: 'g',
  price_per_base_unit: '0.0012',
  previous_price_per_base_unit: '0.0012',
  price_changed: false,
  net_amount: '9.60',
  ...overrides,
});

/** 8 kg × 1,20 = 9,60 €; 10 l × 6,30 = 63,00 €; 72,60 €. */
const NOTE: DeliveryNoteResult = {
  note: null,
  lines: [
    line({}),
    line({
      line: 2,
      ingredient_instance: 12,
      product_name: 'Aceite de oliva',
      quantity: '2',
      new_price: '31.5000',
      quantity_base: '10000.000',
      base_unit: 'ml',
      price_per_base_unit: '0.0063',
      previous_price_per_base_unit: '0.006',
      price_changed: true,
      net_amount: '63.00',
    }),
  ],
  total_net: '72.60',
  prices_changed: 1,
  impact_available: true,
  affected_recipes: [],
  affected_menus: [],
};

function serve() {
  server.use(
    http.post(purchaseOrderReceiveNoteUrl(ORDER.id, true), () =>
      answer(purchaseOrderReceiveNotePreviewSchema, {
        order: ORDER,
        delivery_note: NOTE,
        incidents: INCIDENTS,
      }),
    ),
    http.post(purchaseOrderReceiveNoteUrl(ORDER.id, false), () =>
      answer(purchaseOrderReceiveNotePreviewSchema, {
        order: { ...ORDER, status: 'received', received_delivery_note: 40 },
        delivery_note: { ...NOTE, note: null },
        incidents: INCIDENTS,
      }),
    ),
  );
}

const product = (id: number, name: string, overrides: Partial<SupplierProduct> = {}) => ({
  id,
  name,
  purchase_quantity: '1.000',
  purchase_unit: 'kg',
  purchase_price: '1.2000',
  base_unit: 'g',
  unit_cost: '0.001200',
  price_since: null,
  last_purchased_on: null,
  is_active: true,
  ...overrides,
});

/** Huerta Viva's products: the two ordered, parsley and a box of potatoes that were not. */
function serveHuertaProducts() {
  server.use(
    http.get(supplierOverviewUrl(3), () =>
      answer(supplierOverviewSchema, {
        supplier: {
          id: 3,
          name: 'Huerta Viva',
          tax_id: '',
          aliases: [],
          email: 'pedidos@huerta.test',
          phone: '',
          contact: '',
          notes: '',
          delivery_days: [],
          order_cutoff: null,
          products_count: 4,
          created_at: '2026-11-01T09:00:00Z',
          updated_at: '2026-11-01T09:00:00Z',
        },
        products: [
          product(11, 'Calabacín'),
          product(20, 'Perejil manojo', {
            purchase_unit: 'ud',
            purchase_price: '0.8000',
            base_unit: 'ud',
          }),
          product(21, 'Patata agria caja 5 kg', {
            purchase_quantity: '5.000',
            purchase_price: '4.5000',
          }),
          product(12, 'Aceite de oliva', { purchase_quantity: '5.000', purchase_unit: 'l' }),
        ],
        spend_by_month: [],
        total_net: '0.00',
      }),
    ),
  );
}

function renderReceive() {
  serveHuertaProducts();
  const onReceived = vi.fn();
  const onCancel = vi.fn();
  const view = renderComponent(
    <ReceiveOrder
      order={ORDER}
      renderImpact={() => <p>Efecto en tus márgenes (de la app)</p>}
      onCancel={onCancel}
      onReceived={onReceived}
      onUpgrade={vi.fn()}
    />,
    { tokens: TOKENS, noRetry: true },
  );
  return { ...view, onReceived, onCancel };
}

const text = (element: HTMLElement) => element.textContent.replace(/[\u00a0\u202f]/g, ' ');

describe('receiving an order with the albarán typed (issue 37 point 5)', () => {
  it('prefills the order’s lines, shows the incidents before recording, then records it', async () => {
    serve();
    const { user, onReceived } = renderReceive();
    await user.click(await screen.findByRole('button', { name: /Escribir el albarán/ }));
    // The step's heading takes the focus: the keyboard goes on from there.
    expect(screen.getByRole('heading', { name: 'Escribe el albarán' })).toHaveFocus();

    // The order's lines as ordered, the day today.
    expect(screen.getByLabelText(/^Fecha del albarán/)).toHaveValue(today());
    const courgettes = screen.getByRole('textbox', { name: 'Ha llegado · Calabacín' });
    expect(courgettes).toHaveValue('10');
    expect(courgettes).toHaveAttribute('inputmode', 'decimal');
    const oilPrice = screen.getByRole('textbox', { name: 'Precio €/formato · Aceite de oliva' });
    expect(oilPrice).toHaveValue('30,00');
    expect(
      within(screen.getByRole('combobox', { name: 'Unidad · Aceite de oliva' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['formato de 5 l', 'l', 'ml']);

    await user.clear(courgettes);
    await user.type(courgettes, '8');
    await user.clear(oilPrice);
    await user.type(oilPrice, '31,50');
    await user.type(screen.getByLabelText('Número de albarán (opcional)'), 'A-77');
    await user.click(screen.getByRole('button', { name: 'Comprobar con el pedido' }));

    const incidents = await screen.findByRole('region', { name: '2 incidencias con el pedido' });
    expect(screen.getByRole('heading', { name: 'Revisa la entrega' })).toHaveFocus();
    const items = within(incidents).getAllByRole('listitem');
    expect(items.map(text)).toEqual([
      'Llega menosCalabacínLlegan 8 kg de 10 kg pedidos: faltan 2 kg.',
      'Precio distintoAceite de oliva6,30 €/l en el albarán; pedido a 6,00 €/l (más caro).',
    ]);
    expect(requestsTo('POST', purchaseOrderReceiveNoteUrl(ORDER.id, true))[0]?.body).toEqual({
      supplier: 3,
      date: today(),
      number: 'A-77',
      lines: [
        { ingredient_instance: 11, quantity: '8', unit: 'format', new_price: '1.20' },
        { ingredient_instance: 12, quantity: '2', unit: 'format', new_price: '31.50' },
      ],
    });
    // What is recorded: per kg and l, the new price marked, the total; the app's impact.
    expect(text(screen.getByTestId('receipt-total'))).toBe('72,60 €');
    expect(screen.getByText(/10 l a 6,30\s€\/l · precio nuevo \(antes 6,00\s€\/l\)/)).toBeVisible();
    expect(screen.getByText('1 producto cambia de precio.')).toBeVisible();
    expect(screen.getByText('Efecto en tus márgenes (de la app)')).toBeVisible();
    expect(requestsTo('POST', purchaseOrderReceiveNoteUrl(ORDER.id, false))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Registrar entrega' }));
    await vi.waitFor(() => {
      expect(onReceived).toHaveBeenCalledWith({
        incidents: INCIDENTS,
        documentLabel: 'el albarán',
      });
    });
    expect(requestsTo('POST', purchaseOrderReceiveNoteUrl(ORDER.id, false))[0]?.body).toEqual(
      requestsTo('POST', purchaseOrderReceiveNoteUrl(ORDER.id, true))[0]?.body,
    );
  });

  it('puts the server’s refusals on their line or above, and keeps what was typed', async () => {
    server.use(
      http.post(purchaseOrderReceiveNoteUrl(ORDER.id, true), () =>
        answerError(400, {
          'lines.1.new_price': ['Asegúrese de que este valor es menor o igual a 1000000.'],
          supplier: [
            'El albarán es de «Makro» y el pedido, de «Huerta Viva»: elige «Huerta Viva».',
          ],
        }),
      ),
    );
    const { user } = renderReceive();
    await user.click(await screen.findByRole('button', { name: /Escribir el albarán/ }));
    const oilPrice = screen.getByRole('textbox', { name: 'Precio €/formato · Aceite de oliva' });
    await user.clear(oilPrice);
    await user.type(oilPrice, '2000000');
    await user.click(screen.getByRole('button', { name: 'Comprobar con el pedido' }));

    expect(
      await screen.findByText('Precio: Asegúrese de que este valor es menor o igual a 1000000.'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El albarán es de «Makro» y el pedido, de «Huerta Viva»: elige «Huerta Viva».',
    );
    expect(oilPrice).toHaveAttribute('aria-invalid', 'true');
    expect(oilPrice).toHaveValue('2000000');
    expect(screen.getByRole('textbox', { name: 'Ha llegado · Calabacín' })).toHaveValue('10');
  });

  it('refuses in the browser what is not a number, on its line, without asking the server', async () => {
    const { user } = renderReceive();
    await user.click(await screen.findByRole('button', { name: /Escribir el albarán/ }));
    const courgettes = screen.getByRole('textbox', { name: 'Ha llegado · Calabacín' });
    await user.clear(courgettes);
    await user.type(courgettes, 'ocho');
    await user.click(screen.getByRole('button', { name: 'Comprobar con el pedido' }));
    expect(
      await screen.findByText('Cantidad: Introduce un número válido, por ejemplo 1.250,50.'),
    ).toBeVisible();
    await vi.waitFor(() => {
      expect(courgettes).toHaveFocus();
    });
    expect(requestsTo('POST', purchaseOrderReceiveNoteUrl(ORDER.id, true))).toHaveLength(0);
  });
});

describe('a product that came without being ordered (issue 37 point 5)', () => {
  it('is added from the supplier’s products, asks for its quantity, is sent and can be taken out', async () => {
    serve();
    const { user } = renderReceive();
    await user.click(await screen.findByRole('button', { name: /Escribir el albarán/ }));
    const picker = screen.getByRole('combobox', {
      name: 'Añadir un producto que no estaba en el pedido',
    });
    await vi.waitFor(() => {
      expect(picker).toBeEnabled();
    });
    await user.click(picker);
    // The products already on the albarán are not offered again.
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Perejil manojo', 'Patata agria caja 5 kg']);
    await user.type(picker, 'pata');
    await user.click(screen.getByRole('option', { name: 'Patata agria caja 5 kg' }));

    const potatoes = screen.getByRole('textbox', { name: 'Ha llegado · Patata agria caja 5 kg' });
    await vi.waitFor(() => {
      expect(potatoes).toHaveFocus();
    });
    expect(potatoes).toHaveValue('');
    expect(picker).toHaveValue('');
    const line = screen.getByTestId('receipt-line-3');
    expect(within(line).getByText('No estaba en el pedido')).toBeVisible();
    expect(
      within(line).getByRole('textbox', { name: 'Precio €/caja · Patata agria caja 5 kg' }),
    ).toHaveValue('4,50');
    expect(
      within(within(line).getByRole('combobox', { name: 'Unidad · Patata agria caja 5 kg' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['caja de 5 kg', 'kg', 'g']);

    // Left empty, it is asked for on its line and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Comprobar con el pedido' }));
    expect(
      await screen.findByText('Cantidad: escribe lo que ha llegado, o quita la línea.'),
    ).toBeVisible();
    expect(requestsTo('POST', purchaseOrderReceiveNoteUrl(ORDER.id, true))).toHaveLength(0);

    await user.type(potatoes, '2');
    await user.click(screen.getByRole('button', { name: 'Comprobar con el pedido' }));
    await screen.findByRole('heading', { name: 'Revisa la entrega' });
    expect(requestsTo('POST', purchaseOrderReceiveNoteUrl(ORDER.id, true))[0]?.body).toMatchObject({
      lines: [
        { ingredient_instance: 11, quantity: '10', unit: 'format', new_price: '1.20' },
        { ingredient_instance: 12, quantity: '2', unit: 'format', new_price: '30.00' },
        { ingredient_instance: 21, quantity: '2', unit: 'format', new_price: '4.50' },
      ],
    });

    // Back to the form: the line is there; taken out, it is offered again.
    await user.click(screen.getByRole('button', { name: 'Volver y corregir' }));
    await user.click(await screen.findByRole('button', { name: 'Quitar Patata agria caja 5 kg' }));
    expect(
      screen.queryByRole('textbox', { name: 'Ha llegado · Patata agria caja 5 kg' }),
    ).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('combobox', { name: 'Añadir un producto que no estaba en el pedido' }),
    );
    expect(
      await screen.findByRole('option', { name: 'Patata agria caja 5 kg' }),
    ).toBeInTheDocument();
  });
});

describe('receiving an order with the supplier’s file (issue 37 point 5)', () => {
  it('reads the file against the order; a document not recognised is read as the supplier’s on the cook’s word', async () => {
    server.use(
      http.post(purchaseOrderReceiveUrl(ORDER.id, true), async ({ request }) => {
        const body = (await request.json()) as { supplier: unknown };
        return body.supplier === null
          ? answerError(400, {
              supplier: [
                'El documento es de «un proveedor sin nombre» y el pedido, de «Huerta Viva»: sube el albarán o la factura de «Huerta Viva».',
              ],
            })
          : answerError(400, { content_base64: ['Un abono no sirve para recibir un pedido.'] });
      }),
    );
    const { user } = renderReceive();
    await user.click(await screen.findByRole('button', { name: /Subir factura o albarán/ }));
    expect(screen.getByRole('heading', { name: 'Sube la factura o el albarán' })).toHaveFocus();
    await user.upload(
      screen.getByLabelText('Archivo de la factura o el albarán'),
      new File(['<Facturae/>'], 'factura.xml', { type: 'text/xml' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El documento es de «un proveedor sin nombre» y el pedido, de «Huerta Viva»',
    );
    const [first] = requestsTo('POST', purchaseOrderReceiveUrl(ORDER.id, true));
    expect(first?.body).toEqual({
      file_name: 'factura.xml',
      content_base64: btoa('<Facturae/>'),
      more_photos_base64: [],
      supplier: null,
    });

    await user.click(screen.getByRole('button', { name: 'Es de «Huerta Viva»: leerlo como suyo' }));
    expect(await screen.findByText('Un abono no sirve para recibir un pedido.')).toBeVisible();
    expect(requestsTo('POST', purchaseOrderReceiveUrl(ORDER.id, true))[1]?.body).toMatchObject({
      file_name: 'factura.xml',
      supplier: { id: 3 },
    });
  });

  it('refuses a file of another kind before sending it', async () => {
    const { user } = renderReceive();
    await user.click(await screen.findByRole('button', { name: /Subir factura o albarán/ }));
    // Chosen anyway (a browser's «All files»): the accept filter is only a hint.
    fireEvent.change(screen.getByLabelText('Archivo de la factura o el albarán'), {
      target: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sube la factura electrónica (.xml o .xsig, Facturae o UBL), un PDF o una foto del albarán',
    );
    expect(requestsTo('POST', purchaseOrderReceiveUrl(ORDER.id, true))).toHaveLength(0);
  });
});
