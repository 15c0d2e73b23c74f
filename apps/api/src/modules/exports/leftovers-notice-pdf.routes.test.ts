import { LEFTOVERS_NOTICE_DEFAULT } from '@costeo/domain/leftovers-notice';
import { beforeAll, describe, expect, it } from 'vitest';
import { userOn } from '../../../test/export-fixtures.ts';
import type { TestUser } from '../../../test/factories.ts';
import { menuPdfText } from '../../../test/menu-pdf-checks.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
} from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * The leftovers notice (issue 35 point 5, Ley 1/2025 art. 8): Mi perfil turns it on, with the
 * owner's words or the default; the carta and the menú del día print it then, and only then. An
 * event's presupuesto and the internal escandallo never do.
 */

const api = setupApi();
let chef: TestUser;
const menus = { carta: 0, menuDelDia: 0, evento: 0 };
const OWN_WORDS = 'Nos encanta que se lleve lo que sobre: pida su envase, no cuesta nada.';

const get = (path: string) => callApi(api.app, chef, 'GET', path);
const patch = (payload: Record<string, unknown>) =>
  callApi(api.app, chef, 'PATCH', 'profile/', payload);

/** The client copy's text, read on one line (paragraphs wrap where the page ends a line). */
async function clientText(id: number, variant: 'cliente' | 'interno' = 'cliente') {
  const response = await get(`menus/${id}/export/pdf/?variant=${variant}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return (await menuPdfText(response.rawPayload)).replace(/\n/g, ' ');
}

async function createMenu(payload: Record<string, unknown>): Promise<number> {
  const response = await callApi(api.app, chef, 'POST', 'menus/', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

beforeAll(async () => {
  chef = await userOn(api.app, 'pro');
  const hake = await createProduct(api.app, chef, {
    definition: await definitionId(api.app, chef, 'merluza'),
    name: 'Merluza',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '14.00',
  });
  const dish = await createRecipe(api.app, chef, {
    name: 'Merluza a la gallega',
    servings: 1,
    sale_price: '18.50',
    lines: [{ ingredient_instance: hake, quantity: '250', unit: 'g' }],
  });
  menus.carta = await createMenu({
    name: 'Carta de invierno',
    kind: 'carta',
    sections: [{ name: 'Pescados', items: [{ recipe: dish.id }] }],
  });
  menus.menuDelDia = await createMenu({
    name: 'Menú del día',
    kind: 'menu_del_dia',
    price_per_person: '15.00',
    sale_vat_pct: '10',
    sections: [{ name: 'Segundos', choice: 'one', items: [{ recipe: dish.id }] }],
  });
  menus.evento = await createMenu({
    name: 'Boda Pérez-García',
    kind: 'evento',
    price_per_person: '45.00',
    sale_vat_pct: '10',
    guests: 80,
    event_date: '2027-05-16',
    client_name: 'Familia Pérez',
    sections: [{ name: 'Principal', choice: 'all', items: [{ recipe: dish.id }] }],
  });
});

describe('the leftovers notice on the carta and the menú del día', () => {
  it('is off by default: no notice on the carta', async () => {
    const profile = await get('profile/my_stats/');
    expect(profile.json()).toMatchObject({ leftovers_notice: false, leftovers_notice_text: '' });
    const text = await clientText(menus.carta);
    expect(text).toContain('Merluza a la gallega');
    expect(text).not.toContain('llevarse lo que no haya consumido');
  });

  it('on with an empty text: the default wording on the carta and the menú del día', async () => {
    const response = await patch({ leftovers_notice: true, leftovers_notice_text: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ leftovers_notice: true, leftovers_notice_text: '' });
    expect(await clientText(menus.carta)).toContain(LEFTOVERS_NOTICE_DEFAULT);
    expect(await clientText(menus.menuDelDia)).toContain(LEFTOVERS_NOTICE_DEFAULT);
  });

  it('on with the owner’s words: those, not the default', async () => {
    const response = await patch({ leftovers_notice_text: `  ${OWN_WORDS}  ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ leftovers_notice_text: OWN_WORDS });
    const text = await clientText(menus.carta);
    expect(text).toContain(OWN_WORDS);
    expect(text).not.toContain(LEFTOVERS_NOTICE_DEFAULT);
  });

  it('never on an event’s presupuesto nor on the internal escandallo', async () => {
    expect(await clientText(menus.evento)).not.toContain(OWN_WORDS);
    expect(await clientText(menus.carta, 'interno')).not.toContain(OWN_WORDS);
  });

  it('off again: the carta no longer prints it, and the words are kept for next time', async () => {
    const response = await patch({ leftovers_notice: false });
    expect(response.json()).toMatchObject({
      leftovers_notice: false,
      leftovers_notice_text: OWN_WORDS,
    });
    expect(await clientText(menus.carta)).not.toContain(OWN_WORDS);
  });

  it('refuses words over 500 characters, in Spanish', async () => {
    const response = await patch({ leftovers_notice_text: 'a'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      leftovers_notice_text: ['Asegúrate de que este campo no tenga más de 500 caracteres.'],
    });
  });
});
