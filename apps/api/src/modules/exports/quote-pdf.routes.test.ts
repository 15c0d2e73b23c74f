import { menuSchema, type Menu } from '@costeo/domain/contracts/menus';
import { profileSchema } from '@costeo/domain/contracts/auth';
import { formatQuoteNumber } from '@costeo/domain/quotes';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedKitchen, userOn } from '../../../test/export-fixtures.ts';
import type { TestUser } from '../../../test/factories.ts';
import { expectClientCopy, menuPdfText } from '../../../test/menu-pdf-checks.ts';
import { pdfRuns } from '../../../test/pdf-text.ts';
import { callApi } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';
import { formatLongDate, madridDay } from '../../lib/format-es.ts';

/*
 * Issue 31, point 3: the quote a client receives is a business document. The business's details
 * (Mi perfil) and logo are printed on it, with a number per year that is given the first time the
 * event's quote is downloaded and kept ("P-2027-0012", consecutive per account, never reused), the
 * date, the validity, the deposit, the payment terms and each dish's quantity per guest. The carta
 * and the menú del día carry the business's name and address.
 */

const api = setupApi();
let chef: TestUser;
let kitchen: Awaited<ReturnType<typeof seedKitchen>>;
let year: number;

const BUSINESS = {
  business_name: 'Casa Paco',
  legal_name: 'Restaurante Casa Paco S.L.',
  tax_id: 'b-28.765.436',
  address: 'Calle de la Cava Baja 24, 28005 Madrid',
  phone: '+34 913 65 40 21',
  business_email: 'reservas@casapaco.es',
  quote_validity_days: 20,
  quote_deposit_pct: '30',
  quote_payment_terms: 'Resto por transferencia bancaria 7 días antes del evento.',
};

const get = (user: TestUser, path: string) => callApi(api.app, user, 'GET', path);

async function menuAnswer(user: TestUser, id: number): Promise<Menu> {
  const response = await get(user, `menus/${id}/`);
  expect(response.statusCode, response.body).toBe(200);
  return menuSchema.parse(response.json());
}

async function quoteText(user: TestUser, id: number, query = ''): Promise<string> {
  const response = await get(user, `menus/${id}/export/pdf/${query}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return menuPdfText(response.rawPayload);
}

async function createEvent(user: TestUser, name: string, extra: object = {}): Promise<number> {
  const response = await callApi(api.app, user, 'POST', 'menus/', {
    name,
    kind: 'evento',
    price_per_person: '42.00',
    sale_vat_pct: '10',
    guests: 60,
    event_date: '2027-06-12',
    client_name: 'Familia Gómez',
    sections: [
      {
        name: 'Aperitivos',
        choice: 'all',
        items: [{ recipe: kitchen.sopa, guest_quantity: '3', guest_unit: 'croquetas' }],
      },
    ],
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

beforeAll(async () => {
  chef = await userOn(api.app, 'pro');
  kitchen = await seedKitchen(api.app, chef);
  const profile = await callApi(api.app, chef, 'PATCH', 'profile/', BUSINESS);
  expect(profile.statusCode, profile.body).toBe(200);
  year = Number(madridDay(api.t.now()).slice(0, 4));
});

describe('the quote of an event', () => {
  it("carries the business's NIF, the quote's number, its date and terms and each dish per guest", async () => {
    const id = await createEvent(chef, 'Comunión de Lucía');
    expect((await menuAnswer(chef, id)).quote_number).toBeNull();
    const text = await quoteText(chef, id);
    const menu = await menuAnswer(chef, id);
    expect(menu.quote_number).toBe(formatQuoteNumber(year, 1));
    expect(menu.quote_issued_at).not.toBeNull();
    expectClientCopy(text, menu, formatLongDate(api.t.now()));
    expect(text).toContain(
      [
        'CASA PACO',
        'Restaurante Casa Paco S.L.',
        'NIF: B28765436',
        'Calle de la Cava Baja 24, 28005 Madrid',
        'Tel. +34 913 65 40 21   ·   reservas@casapaco.es',
        'PRESUPUESTO',
        `Nº P-${year}-0001`,
      ].join('\n'),
    );
    // Mi perfil's terms: 20 days, a 30 % deposit of the total with VAT, the payment terms.
    expect(menu.effective_quote_validity_days).toBe(20);
    expect(menu.quote_deposit).toBe('756.00');
    const flat = text.replace(/\n/g, ' ');
    expect(flat).toContain('Presupuesto válido durante 20 días desde su emisión (hasta el ');
    expect(flat).toContain('Señal: 30,00 % del total, 756,00 €, a la aceptación');
    expect(flat).toContain(
      'Forma de pago: Resto por transferencia bancaria 7 días antes del evento.',
    );
    expect(text).toContain('Sopa de cebolla gratinada\n3 croquetas por persona\n');
  });

  it("prints the event's own terms over the profile's", async () => {
    const id = await createEvent(chef, 'Cena de empresa', {
      quote_validity_days: 7,
      quote_deposit_pct: '50.00',
      quote_payment_terms: 'Pago íntegro el día del evento.',
    });
    const text = (await quoteText(chef, id)).replace(/\n/g, ' ');
    expect(text).toContain('Presupuesto válido durante 7 días desde su emisión');
    expect(text).toContain('Señal: 50,00 % del total, 1.260,00 €');
    expect(text).toContain('Forma de pago: Pago íntegro el día del evento.');
    expect(text).not.toContain('transferencia bancaria');
  });

  it('numbers two events one after the other, and a download again keeps its number', async () => {
    const first = await createEvent(chef, 'Boda A');
    const second = await createEvent(chef, 'Boda B');
    const before = (await menuAnswer(chef, first)).quote_number;
    expect(before).toBeNull();
    await quoteText(chef, first);
    await quoteText(chef, second);
    const a = (await menuAnswer(chef, first)).quote_number;
    const b = (await menuAnswer(chef, second)).quote_number;
    expect(a).not.toBeNull();
    const sequence = (number: string | null) => Number(number?.split('-')[2]);
    expect(sequence(b)).toBe(sequence(a) + 1);
    // Again, for another headcount, and after an edit: the same number.
    expect(await quoteText(chef, first, '?guests=90')).toContain(`Nº ${a ?? ''}\n`);
    const patched = await callApi(api.app, chef, 'PATCH', `menus/${first}/`, { guests: 70 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await quoteText(chef, first)).toContain(`Nº ${a ?? ''}\n`);
    expect((await menuAnswer(chef, first)).quote_number).toBe(a);
  });

  it('never gives a number twice: not to a copy, not after the event is deleted', async () => {
    const id = await createEvent(chef, 'Bautizo');
    await quoteText(chef, id);
    const given = (await menuAnswer(chef, id)).quote_number;
    const copy = await callApi(api.app, chef, 'POST', `menus/${id}/duplicate/`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json<{ id: number }>().id;
    expect((await menuAnswer(chef, copyId)).quote_number).toBeNull();
    expect((await callApi(api.app, chef, 'DELETE', `menus/${id}/`)).statusCode).toBe(204);
    await quoteText(chef, copyId);
    const next = (await menuAnswer(chef, copyId)).quote_number;
    expect(Number(next?.split('-')[2])).toBe(Number(given?.split('-')[2]) + 1);
  });

  it("is not numbered by the kitchen's copy; each account counts its own quotes", async () => {
    const id = await createEvent(chef, 'Aniversario');
    expect(await quoteText(chef, id, '?variant=interno')).not.toContain('Presupuesto P-');
    expect((await menuAnswer(chef, id)).quote_number).toBeNull();
    const other = await userOn(api.app, 'pro');
    const kitchenBefore = kitchen;
    kitchen = await seedKitchen(api.app, other);
    const theirs = await createEvent(other, 'Su primera boda');
    kitchen = kitchenBefore;
    await quoteText(other, theirs);
    expect((await menuAnswer(other, theirs)).quote_number).toBe(formatQuoteNumber(year, 1));
    // Once given, the kitchen's copy names it too.
    await quoteText(chef, id);
    const number = (await menuAnswer(chef, id)).quote_number ?? '';
    expect(await quoteText(chef, id, '?variant=interno')).toContain(`Presupuesto ${number}`);
  });

  it('prints the logo the business uploaded, transparency kept (PNG)', async () => {
    // A 600 × 200 logo on a transparent background.
    const logo = await sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: {
            create: { width: 300, height: 100, channels: 4, background: '#b0302a' },
          },
          left: 150,
          top: 50,
        },
      ])
      .png()
      .toBuffer();
    const put = await callApi(api.app, chef, 'PUT', 'profile/logo/', {
      content_base64: logo.toString('base64'),
    });
    expect(put.statusCode, put.body).toBe(200);
    const id = await createEvent(chef, 'Con logotipo');
    const response = await get(chef, `menus/${id}/export/pdf/`);
    expect(response.statusCode).toBe(200);
    // The PDF embeds the image with its alpha channel (an SMask).
    expect(response.rawPayload.toString('latin1')).toMatch(/\/SMask \d+ 0 R/);
    expect((await pdfRuns(response.rawPayload)).map((run) => run.text)).toContain('CASA PACO');
    const removed = await callApi(api.app, chef, 'DELETE', 'profile/logo/');
    expect(removed.statusCode).toBe(204);
    const without = await get(chef, `menus/${id}/export/pdf/`);
    expect(without.rawPayload.toString('latin1')).not.toMatch(/\/SMask \d+ 0 R/);
  });
});

describe('the carta and the menú del día', () => {
  it("carry the business's name and address", async () => {
    for (const kind of ['carta', 'menu_del_dia'] as const) {
      const created = await callApi(api.app, chef, 'POST', 'menus/', {
        name: `Mi ${kind}`,
        kind,
        price_per_person: kind === 'carta' ? null : '14.50',
        sections: [{ name: 'Primeros', items: [{ recipe: kitchen.sopa }] }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const text = await quoteText(chef, created.json<{ id: number }>().id);
      expect(text).toContain(
        'CASA PACO\nCalle de la Cava Baja 24, 28005 Madrid   ·   +34 913 65 40 21\n',
      );
    }
  });

  it('the profile answers the business as stored: the NIF normalised', async () => {
    const profile = profileSchema.parse((await get(chef, 'profile/my_stats/')).json());
    expect(profile.business).toEqual({
      legal_name: 'Restaurante Casa Paco S.L.',
      tax_id: 'B28765436',
      address: 'Calle de la Cava Baja 24, 28005 Madrid',
      phone: '+34 913 65 40 21',
      email: 'reservas@casapaco.es',
    });
    expect(profile.quote_defaults).toEqual({
      validity_days: 20,
      deposit_pct: '30.00',
      payment_terms: 'Resto por transferencia bancaria 7 días antes del evento.',
    });
  });
});
