import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

/*
 * `/api/suppliers/` (issue 32): CRUD on every plan, one supplier per name once its legal form,
 * case and accents are set aside, products that follow their supplier's name, and two creates of
 * one name racing (in the api-postgres pass on a pool of connections: one 201, one 400, no 500).
 */

let t: TestApp;
let chef: TestUser;
let other: TestUser;
let onion: number;

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
  other = await createUser(t.app);
  const found = await t.app.inject({
    method: 'GET',
    url: '/api/ingredient-definitions/search_suggestions/?q=cebolla',
    headers: chef.headers,
  });
  onion = found.json<{ id: number }[]>()[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: user ? user.headers : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

interface SupplierBody {
  id: number;
  name: string;
  tax_id: string;
  aliases: string[];
  products_count: number;
  delivery_days: number[];
  order_cutoff: string | null;
}

async function createSupplier(user: TestUser, payload: object): Promise<SupplierBody> {
  const response = await api(user, 'POST', 'suppliers/', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SupplierBody>();
}

async function createProduct(user: TestUser, payload: object) {
  const response = await api(user, 'POST', 'ingredient-instances/', {
    definition: onion,
    purchase_quantity: '10',
    purchase_unit: 'kg',
    purchase_price: '12.00',
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; supplier: string; supplier_id: number | null }>();
}

const names = async (user: TestUser, query = '') =>
  (await api(user, 'GET', `suppliers/${query}`)).json<SupplierBody[]>().map((s) => s.name);

describe('POST and GET /api/suppliers/', () => {
  it('creates a supplier with its details, the tax id normalised, and answers 201', async () => {
    const user = await createUser(t.app);
    const created = await createSupplier(user, {
      name: '  Huerta Viva  ',
      tax_id: 'b-12345674',
      aliases: ['Huerta Viva S.L.', 'HV', 'HV'],
      email: 'pedidos@huertaviva.es',
      phone: '+34 961 234 567',
      contact: 'Marta',
      notes: 'Descarga por la puerta trasera.',
      delivery_days: [5, 1, 3, 1],
      order_cutoff: '18:00',
    });
    expect(created).toMatchObject({
      name: 'Huerta Viva',
      tax_id: 'B12345674',
      aliases: ['Huerta Viva S.L.', 'HV'],
      email: 'pedidos@huertaviva.es',
      phone: '+34 961 234 567',
      contact: 'Marta',
      notes: 'Descarga por la puerta trasera.',
      delivery_days: [1, 3, 5],
      order_cutoff: '18:00',
      products_count: 0,
    });
    const read = await api(user, 'GET', `suppliers/${created.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    // Only a name is required.
    expect(await createSupplier(user, { name: 'Makro' })).toMatchObject({
      tax_id: '',
      aliases: [],
      delivery_days: [],
      order_cutoff: null,
    });
  });

  it('lists every supplier unpaginated by name, accents and case aside, with its products', async () => {
    const user = await createUser(t.app);
    for (const name of ['makro', 'Ñora Conservas', 'Árbol Frutas', 'Bodegas Olmo', 'Nube'])
      await createSupplier(user, { name });
    const olmo = (await api(user, 'GET', 'suppliers/')).json<SupplierBody[]>()[1];
    await createProduct(user, { supplier_id: olmo?.id });
    await createProduct(user, { supplier: 'Bodegas Olmo S.L.' });

    const list = await api(user, 'GET', 'suppliers/');
    expect(list.statusCode).toBe(200);
    const body = list.json<SupplierBody[]>();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((s) => s.name)).toEqual([
      'Árbol Frutas',
      'Bodegas Olmo',
      'makro',
      'Nube',
      'Ñora Conservas',
    ]);
    expect(body.map((s) => s.products_count)).toEqual([0, 2, 0, 0, 0]);
  });

  it('searches names, other names and the tax id without accents or case', async () => {
    const user = await createUser(t.app);
    await createSupplier(user, { name: 'Pescados del Cantábrico', tax_id: 'A58818501' });
    await createSupplier(user, { name: 'Huerta Viva', aliases: ['Hortalizas Pérez e Hijos'] });
    await createSupplier(user, { name: 'Makro' });
    expect(await names(user, '?search=CANTABRICO')).toEqual(['Pescados del Cantábrico']);
    expect(await names(user, '?search=perez')).toEqual(['Huerta Viva']);
    expect(await names(user, '?search=a-5881')).toEqual(['Pescados del Cantábrico']);
    expect(await names(user, '?search=zzz')).toEqual([]);
    expect(await names(user, '?search=')).toHaveLength(3);
  });

  it('refuses the same name (legal form, case and accents aside) and the same tax id', async () => {
    const user = await createUser(t.app);
    await createSupplier(user, { name: 'Huerta Viva', tax_id: 'B12345674' });
    for (const name of ['HUERTA VIVA, S.L.', 'huerta viva sl', 'Huérta Viva S.L.U.']) {
      const again = await api(user, 'POST', 'suppliers/', { name });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        name: ['Ya tienes un proveedor con ese nombre: «Huerta Viva».'],
      });
    }
    const sameTaxId = await api(user, 'POST', 'suppliers/', {
      name: 'Otra Huerta',
      tax_id: 'b12345674',
    });
    expect(sameTaxId.statusCode).toBe(400);
    expect(sameTaxId.json()).toEqual({
      tax_id: ['Ya tienes un proveedor con ese NIF/CIF: «Huerta Viva».'],
    });
    // Another owner may have its own Huerta Viva with the same tax id.
    await createSupplier(other, { name: 'Huerta Viva S.L.', tax_id: 'B12345674' });
    expect(await names(user)).toEqual(['Huerta Viva']);
  });

  it('answers 400 in Spanish for a wrong tax id, weekday, cut-off, e-mail or empty name', async () => {
    const cases: [object, string][] = [
      [{ name: 'A', tax_id: 'B12345670' }, 'tax_id'],
      [{ name: 'A', delivery_days: [0] }, 'delivery_days'],
      [{ name: 'A', order_cutoff: '25:00' }, 'order_cutoff'],
      [{ name: 'A', email: 'no-es-correo' }, 'email'],
      [{ name: '   ' }, 'name'],
      [{ name: 'A', aliases: Array.from({ length: 21 }, (_, i) => `Alias ${i}`) }, 'aliases'],
    ];
    for (const [payload, field] of cases) {
      const response = await api(chef, 'POST', 'suppliers/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const keys = Object.keys(response.json<object>());
      expect(
        keys.map((key) => key.split('.')[0]),
        JSON.stringify(payload),
      ).toEqual([field]);
    }
    const wrongControl = await api(chef, 'POST', 'suppliers/', { name: 'A', tax_id: 'B12345670' });
    expect(wrongControl.json<{ tax_id: string[] }>().tax_id[0]).toContain(
      'El carácter de control del CIF no es correcto',
    );
  });

  it('answers 401 without a token', async () => {
    expect((await api(null, 'GET', 'suppliers/')).statusCode).toBe(401);
    expect((await api(null, 'POST', 'suppliers/', { name: 'X' })).statusCode).toBe(401);
  });
});

describe('PUT, PATCH and DELETE /api/suppliers/{id}/', () => {
  it("answers 404 for another owner's supplier, whatever the method", async () => {
    const theirs = await createSupplier(other, { name: 'Ajena' });
    for (const [method, url, payload] of [
      ['GET', `suppliers/${theirs.id}/`, undefined],
      ['PUT', `suppliers/${theirs.id}/`, { name: 'Mía' }],
      ['PATCH', `suppliers/${theirs.id}/`, { name: 'Mía' }],
      ['DELETE', `suppliers/${theirs.id}/`, undefined],
      ['GET', `suppliers/${theirs.id}/overview/`, undefined],
    ] as const) {
      const response = await api(chef, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await api(other, 'GET', `suppliers/${theirs.id}/`)).json()).toMatchObject({
      name: 'Ajena',
    });
  });

  it('renames a supplier and the name its products show (their search too)', async () => {
    const user = await createUser(t.app);
    const supplier = await createSupplier(user, { name: 'Frutas Paco', tax_id: 'B12345674' });
    const product = await createProduct(user, { supplier: 'Frutas Paco' });
    expect(product).toMatchObject({ supplier: 'Frutas Paco', supplier_id: supplier.id });

    const renamed = await api(user, 'PUT', `suppliers/${supplier.id}/`, {
      name: 'Frutería Paco',
      tax_id: 'B12345674',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Frutería Paco', products_count: 1 });
    const after = await api(user, 'GET', `ingredient-instances/${product.id}/`);
    expect(after.json()).toMatchObject({ supplier: 'Frutería Paco', supplier_id: supplier.id });
    const found = await api(user, 'GET', 'ingredient-instances/?search=fruteria');
    expect(found.json<{ count: number }>().count).toBe(1);
    const byText = await api(user, 'GET', 'ingredient-instances/?supplier=Frutería Paco');
    expect(byText.json<{ count: number }>().count).toBe(1);
  });

  it('PATCH changes only the fields sent; a rename onto another supplier is refused', async () => {
    const user = await createUser(t.app);
    const first = await createSupplier(user, {
      name: 'Makro',
      phone: '900 100 200',
      delivery_days: [2, 4],
    });
    await createSupplier(user, { name: 'Huerta Viva' });
    const patched = await api(user, 'PATCH', `suppliers/${first.id}/`, { order_cutoff: '12:30' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Makro',
      phone: '900 100 200',
      delivery_days: [2, 4],
      order_cutoff: '12:30',
    });
    const clash = await api(user, 'PATCH', `suppliers/${first.id}/`, { name: 'huerta viva s.a.' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({
      name: ['Ya tienes un proveedor con ese nombre: «Huerta Viva».'],
    });
    // Its own name with another legal form is no clash.
    const same = await api(user, 'PATCH', `suppliers/${first.id}/`, { name: 'Makro S.A.' });
    expect(same.statusCode).toBe(200);
    const cleared = await api(user, 'PATCH', `suppliers/${first.id}/`, { order_cutoff: null });
    expect(cleared.json()).toMatchObject({ name: 'Makro S.A.', order_cutoff: null });
  });

  it('DELETE answers 204 and its products are left without supplier', async () => {
    const user = await createUser(t.app);
    const supplier = await createSupplier(user, { name: 'Pescados del Cantábrico' });
    const product = await createProduct(user, { supplier_id: supplier.id });
    expect(product.supplier).toBe('Pescados del Cantábrico');
    const removed = await api(user, 'DELETE', `suppliers/${supplier.id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await api(user, 'GET', `suppliers/${supplier.id}/`)).statusCode).toBe(404);
    const after = await api(user, 'GET', `ingredient-instances/${product.id}/`);
    expect(after.json()).toMatchObject({ supplier: '', supplier_id: null });
    const found = await api(user, 'GET', 'ingredient-instances/?search=cantabrico');
    expect(found.json<{ count: number }>().count).toBe(0);
    expect((await api(user, 'DELETE', `suppliers/${supplier.id}/`)).statusCode).toBe(404);
  });
});

describe('a product belongs to a supplier (supplier_id)', () => {
  it('links a typed name to the supplier it names, made when there is none', async () => {
    const user = await createUser(t.app);
    const huerta = await createSupplier(user, { name: 'Huerta Viva', aliases: ['Hortalizas HV'] });
    const typed = await createProduct(user, { supplier: 'Huerta Viva S.L.' });
    expect(typed).toMatchObject({ supplier: 'Huerta Viva', supplier_id: huerta.id });
    const byAlias = await createProduct(user, { supplier: 'HORTALIZAS HV' });
    expect(byAlias).toMatchObject({ supplier: 'Huerta Viva', supplier_id: huerta.id });
    const made = await createProduct(user, { supplier: 'Bodegas Olmo' });
    expect(made.supplier_id).not.toBeNull();
    expect(await names(user)).toEqual(['Bodegas Olmo', 'Huerta Viva']);
    const none = await createProduct(user, { supplier: '' });
    expect(none).toMatchObject({ supplier: '', supplier_id: null });
  });

  it('supplier_id wins over the name; null leaves none; an unknown one is a 400', async () => {
    const user = await createUser(t.app);
    const makro = await createSupplier(user, { name: 'Makro' });
    const product = await createProduct(user, { supplier: 'Otro', supplier_id: makro.id });
    expect(product).toMatchObject({ supplier: 'Makro', supplier_id: makro.id });

    const theirs = await createSupplier(other, { name: 'Suyo' });
    for (const id of [theirs.id, 2_000_000_000]) {
      const refused = await api(user, 'PATCH', `ingredient-instances/${product.id}/`, {
        supplier_id: id,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ supplier_id: ['El proveedor no existe.'] });
    }
    const created = await api(user, 'POST', 'ingredient-instances/', {
      definition: onion,
      purchase_quantity: '1',
      purchase_unit: 'kg',
      purchase_price: '1',
      supplier_id: theirs.id,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ supplier_id: ['El proveedor no existe.'] });

    const cleared = await api(user, 'PATCH', `ingredient-instances/${product.id}/`, {
      supplier_id: null,
      supplier: 'Makro',
    });
    expect(cleared.json()).toMatchObject({ supplier: '', supplier_id: null });
  });

  it('a PATCH that names no supplier keeps it; a PUT or PATCH with a name relinks', async () => {
    const user = await createUser(t.app);
    const makro = await createSupplier(user, { name: 'Makro' });
    const product = await createProduct(user, { supplier_id: makro.id });
    const priced = await api(user, 'PATCH', `ingredient-instances/${product.id}/`, {
      purchase_price: '13.00',
    });
    expect(priced.json()).toMatchObject({ supplier: 'Makro', supplier_id: makro.id });
    const relinked = await api(user, 'PATCH', `ingredient-instances/${product.id}/`, {
      supplier: 'Huerta Viva',
    });
    const huerta = relinked.json<{ supplier_id: number }>().supplier_id;
    expect(relinked.json()).toMatchObject({ supplier: 'Huerta Viva' });
    expect(huerta).not.toBe(makro.id);
    const put = await api(user, 'PUT', `ingredient-instances/${product.id}/`, {
      definition: onion,
      purchase_quantity: '10',
      purchase_unit: 'kg',
      purchase_price: '13.00',
      supplier: 'MAKRO',
    });
    expect(put.json()).toMatchObject({ supplier: 'Makro', supplier_id: makro.id });
    const emptied = await api(user, 'PATCH', `ingredient-instances/${product.id}/`, {
      supplier: '',
    });
    expect(emptied.json()).toMatchObject({ supplier: '', supplier_id: null });
  });

  it('filters the products by supplier_id (and still by the supplier text)', async () => {
    const user = await createUser(t.app);
    const makro = await createSupplier(user, { name: 'Makro' });
    const huerta = await createSupplier(user, { name: 'Huerta Viva' });
    await createProduct(user, { supplier_id: makro.id, name: 'Cebolla Makro' });
    await createProduct(user, { supplier_id: huerta.id, name: 'Cebolla Huerta' });
    await createProduct(user, { supplier: 'Huerta Viva S.L.', name: 'Cebolla morada' });
    const of = async (query: string) =>
      (await api(user, 'GET', `ingredient-instances/?${query}&ordering=name`))
        .json<{ results: { name: string }[] }>()
        .results.map((product) => product.name);
    expect(await of(`supplier_id=${huerta.id}`)).toEqual(['Cebolla Huerta', 'Cebolla morada']);
    expect(await of(`supplier_id=${makro.id}`)).toEqual(['Cebolla Makro']);
    expect(await of('supplier=Huerta Viva')).toEqual(['Cebolla Huerta', 'Cebolla morada']);
    const theirs = await createSupplier(other, { name: 'Ajena del filtro' });
    expect(await of(`supplier_id=${theirs.id}`)).toEqual([]);
  });
});

describe('two creates of one supplier at once', () => {
  it('give one 201 and one 400, never a 500 (the unique index decides)', async () => {
    const user = await createUser(t.app);
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([
        api(user, 'POST', 'suppliers/', { name: `Distribuciones ${round}` }),
        api(user, 'POST', 'suppliers/', { name: `DISTRIBUCIONES ${round}, S.L.` }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join(' | ')).toEqual([201, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400);
      expect(Object.keys(refused?.json<object>() ?? {})).toEqual(['name']);
    }
    const products = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        api(user, 'POST', 'ingredient-instances/', {
          definition: onion,
          name: `Cebolla ${index}`,
          purchase_quantity: '1',
          purchase_unit: 'kg',
          purchase_price: '1',
          supplier: index % 2 === 0 ? 'Verduras Nuevas' : 'VERDURAS NUEVAS S.L.',
        }),
      ),
    );
    expect(products.map((product) => product.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = new Set(
      products.map((product) => product.json<{ supplier_id: number }>().supplier_id),
    );
    expect(ids.size).toBe(1);
  });
});
