import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPLIERS_URL, supplierUrl } from '../../../api/urls.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { serveIngredients } from '../../../test/handlers/ingredients.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';

async function openForm(path = '/ingredients/suppliers?nuevo=1') {
  const account = serveIngredients();
  const view = renderApp(path, { tokens: TOKENS, noRetry: true });
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo proveedor' });
  return { ...view, ...account, dialog };
}

describe('Nuevo proveedor (issue 32)', () => {
  it('the NIF/CIF says what is wrong as soon as it can be judged, and everything typed is sent', async () => {
    const { dialog, user } = await openForm();
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    fireEvent.change(name, { target: { value: 'Huerta Viva' } });
    const taxId = within(dialog).getByRole('textbox', { name: 'NIF/CIF' });
    await user.type(taxId, 'B9876543');
    // Eight characters: too soon to judge.
    expect(taxId).not.toHaveAccessibleDescription(/control/);
    await user.type(taxId, '0');
    expect(taxId).toHaveAccessibleDescription(
      /El carácter de control del CIF no es correcto: para B9876543 corresponde el 1, no «0»/,
    );
    await user.type(taxId, '{Backspace}1');
    expect(taxId).not.toHaveAccessibleDescription(/control/);

    /** A whole value at once (typing is what the NIF/CIF and the other names test). */
    const fill = (field: HTMLElement, text: string) => {
      fireEvent.change(field, { target: { value: text } });
    };
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Otros nombres' }),
      'HUERTA VIVA, SL{Enter}',
    );
    fill(
      within(dialog).getByRole('textbox', { name: 'Correo electrónico' }),
      'pedidos@huertaviva.es',
    );
    fill(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '+34 961 23 45 67');
    fill(within(dialog).getByRole('textbox', { name: 'Persona de contacto' }), 'Vicente');
    const days = within(dialog).getByRole('group', { name: 'Días de reparto' });
    await user.click(within(days).getByRole('checkbox', { name: 'martes' }));
    await user.click(within(days).getByRole('checkbox', { name: 'viernes' }));
    fireEvent.change(within(dialog).getByLabelText(/^Hora límite de pedido/), {
      target: { value: '18:30' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Proveedor creado')).toBeInTheDocument();
    expect(requestsTo('POST', SUPPLIERS_URL)[0]?.body).toEqual({
      name: 'Huerta Viva',
      tax_id: 'B98765431',
      aliases: ['HUERTA VIVA, SL'],
      email: 'pedidos@huertaviva.es',
      phone: '+34 961 23 45 67',
      contact: 'Vicente',
      notes: '',
      delivery_days: [2, 5],
      order_cutoff: '18:30',
    });
    expect(await screen.findByRole('link', { name: 'Huerta Viva' })).toBeInTheDocument();
  });

  it("nothing is sent while a field is wrong; the server's refusal lands on its field, focused", async () => {
    const { dialog, user } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    expect(name).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(name).toHaveFocus();
    expect(requestsTo('POST', SUPPLIERS_URL)).toHaveLength(0);

    // Another way of writing a supplier the cook has: the server says which.
    await user.type(name, 'FRUTAS GARCIA S.L.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(
        'Ya tienes un proveedor con ese nombre: «Frutas García».',
      );
    });
    expect(name).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Nuevo proveedor' })).toBeInTheDocument();
  });

  it('«Editar» opens it filled in and saves it with PUT', async () => {
    const account = serveIngredients();
    const view = renderApp('/ingredients/suppliers', { tokens: TOKENS, noRetry: true });
    await view.user.click(await screen.findByRole('button', { name: 'Acciones de Frutas García' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar «Frutas García»' });
    expect(within(dialog).getByRole('textbox', { name: 'NIF/CIF' })).toHaveValue('B12345674');
    expect(within(dialog).getByRole('checkbox', { name: 'lunes' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'martes' })).not.toBeChecked();
    expect(within(dialog).getByLabelText(/^Hora límite de pedido/)).toHaveValue('18:00');

    await view.user.click(within(dialog).getByRole('checkbox', { name: 'sábado' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Proveedor guardado')).toBeInTheDocument();
    expect(requestsTo('PUT', supplierUrl(1))[0]?.body).toMatchObject({
      name: 'Frutas García',
      delivery_days: [1, 3, 5, 6],
      order_cutoff: '18:00',
    });
    expect(
      account.suppliers.suppliers.find((supplier) => supplier.id === 1)?.delivery_days,
    ).toEqual([1, 3, 5, 6]);
  });
});
