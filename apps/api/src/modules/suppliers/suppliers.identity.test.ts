import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app.ts';
import type { Database, Db } from '../../db/client.ts';
import { createServices, type Services } from '../../services.ts';

/*
 * Who a document's supplier is (issue 32), as the invoice and albarán code asks in its own
 * transaction: by tax id when the owner knows it, else by name (legal form, case and accents
 * aside) — a name alone decides only for a document without a tax id; a tax id the owner does not
 * know is linked once by the chef, and remembered with the name it was written under.
 */

let database: Database;
let services: Services;
const at = new Date('2026-11-12T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db);
});
afterAll(async () => {
  await database.close();
});

let seq = 0;
async function newOwner(): Promise<number> {
  seq += 1;
  const user = await services.users.createUser({
    username: `proveedores${seq}`,
    password: 'clave-segura-1',
  });
  return user.id;
}

const inTx = <T>(work: (tx: Db) => Promise<T>) => database.db.transaction(work);

describe('identify', () => {
  it('by tax id first; a known name is only a candidate while the tax id is unknown', async () => {
    const owner = await newOwner();
    const huerta = await services.suppliers.create(owner, {
      name: 'Huerta Viva',
      tax_id: '',
      aliases: [],
      email: '',
      phone: '',
      contact: '',
      notes: '',
      delivery_days: [],
      order_cutoff: null,
    });
    const doc = { taxId: 'ES-B12345674', name: 'HUERTA VIVA, S.L.' };
    const first = await inTx((tx) => services.suppliers.identify(tx, owner, doc));
    expect(first).toEqual({ match: null, candidates: [{ id: huerta.id, name: 'Huerta Viva' }] });

    // The chef links it once: the tax id and the legal name are remembered.
    await inTx((tx) => services.suppliers.rememberIdentity(tx, owner, huerta.id, doc, at));
    const remembered = await services.suppliers.get(owner, huerta.id);
    expect(remembered).toMatchObject({ tax_id: 'B12345674', aliases: ['HUERTA VIVA, S.L.'] });

    // A later document matches by tax id, whatever its name.
    const later = await inTx((tx) =>
      services.suppliers.identify(tx, owner, { taxId: 'B12345674', name: 'HV Distribución' }),
    );
    expect(later).toEqual({
      match: { id: huerta.id, name: 'Huerta Viva', matchedBy: 'tax_id' },
      candidates: [],
    });
  });

  it('by name when the document has no tax id and one supplier answers to it', async () => {
    const owner = await newOwner();
    const huerta = await inTx((tx) =>
      services.suppliers.findOrCreateByName(tx, owner, 'Huerta Viva', at),
    );
    const byName = await inTx((tx) =>
      services.suppliers.identify(tx, owner, { taxId: '', name: 'Huerta Viva S.L.U.' }),
    );
    expect(byName.match).toEqual({ id: huerta.id, name: 'Huerta Viva', matchedBy: 'name' });

    // Two suppliers answering to the name (one by another name): candidates, no match.
    const other = await inTx((tx) =>
      services.suppliers.createFromDocument(tx, owner, { taxId: '', name: 'HV Mayorista' }, at),
    );
    await inTx((tx) =>
      services.suppliers.rememberIdentity(
        tx,
        owner,
        other.id,
        { taxId: '', name: 'Huerta Viva SA' },
        at,
      ),
    );
    const two = await inTx((tx) =>
      services.suppliers.identify(tx, owner, { taxId: '', name: 'huerta viva' }),
    );
    expect(two).toEqual({
      match: null,
      candidates: [
        { id: huerta.id, name: 'Huerta Viva' },
        { id: other.id, name: 'HV Mayorista' },
      ],
    });

    const nobody = await inTx((tx) =>
      services.suppliers.identify(tx, owner, { taxId: '', name: 'Pescados Ruiz' }),
    );
    expect(nobody).toEqual({ match: null, candidates: [] });
    // Another owner's suppliers are never found.
    const stranger = await newOwner();
    const theirs = await inTx((tx) =>
      services.suppliers.identify(tx, stranger, { taxId: '', name: 'Huerta Viva' }),
    );
    expect(theirs).toEqual({ match: null, candidates: [] });
  });
});

describe('rememberIdentity', () => {
  it('keeps a tax id already set, adds a name once, never the name itself, at most 20', async () => {
    const owner = await newOwner();
    const makro = await inTx((tx) =>
      services.suppliers.createFromDocument(tx, owner, { taxId: 'A28647451', name: 'Makro' }, at),
    );
    const remember = (doc: { taxId: string; name: string }) =>
      inTx((tx) => services.suppliers.rememberIdentity(tx, owner, makro.id, doc, at));
    await remember({ taxId: 'B12345674', name: 'Makro Autoservicio Mayorista S.A.U.' });
    await remember({ taxId: '', name: 'Makro Autoservicio Mayorista S.A.U.' });
    await remember({ taxId: '', name: 'Makro' });
    expect(await services.suppliers.get(owner, makro.id)).toMatchObject({
      tax_id: 'A28647451',
      aliases: ['Makro Autoservicio Mayorista S.A.U.'],
    });
    for (let index = 0; index < 25; index += 1)
      await remember({ taxId: '', name: `Makro ${index}` });
    expect((await services.suppliers.get(owner, makro.id)).aliases).toHaveLength(20);

    // A tax id another supplier of the owner has is not given to this one.
    const plain = await inTx((tx) =>
      services.suppliers.findOrCreateByName(tx, owner, 'Frutas Paco', at),
    );
    await inTx((tx) =>
      services.suppliers.rememberIdentity(
        tx,
        owner,
        plain.id,
        { taxId: 'A28647451', name: 'Frutas Paco' },
        at,
      ),
    );
    expect((await services.suppliers.get(owner, plain.id)).tax_id).toBe('');
  });

  it("refuses another owner's supplier", async () => {
    const owner = await newOwner();
    const stranger = await newOwner();
    const theirs = await inTx((tx) =>
      services.suppliers.findOrCreateByName(tx, stranger, 'Ajena', at),
    );
    await expect(
      inTx((tx) =>
        services.suppliers.rememberIdentity(
          tx,
          owner,
          theirs.id,
          { taxId: 'B12345674', name: 'Ajena S.L.' },
          at,
        ),
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect(await inTx((tx) => services.suppliers.findOwned(tx, owner, theirs.id))).toBeNull();
    expect(await inTx((tx) => services.suppliers.findOwned(tx, stranger, theirs.id))).toEqual({
      id: theirs.id,
      name: 'Ajena',
      taxId: '',
    });
  });
});

describe('createFromDocument and findOrCreateByName', () => {
  it('create from the document, or answer the supplier the owner already has', async () => {
    const owner = await newOwner();
    const created = await inTx((tx) =>
      services.suppliers.createFromDocument(
        tx,
        owner,
        { taxId: 'b-12345674', name: '  Huerta Viva S.L.  ' },
        at,
      ),
    );
    expect(await services.suppliers.get(owner, created.id)).toMatchObject({
      name: 'Huerta Viva S.L.',
      tax_id: 'B12345674',
      aliases: [],
    });
    // The same supplier under another legal form is the same row.
    const again = await inTx((tx) =>
      services.suppliers.findOrCreateByName(tx, owner, 'HUERTA VIVA', at),
    );
    expect(again).toEqual({ id: created.id, name: 'Huerta Viva S.L.' });

    const known = await inTx((tx) =>
      services.suppliers.findOrCreateByName(tx, owner, 'Pescados del Cantábrico', at),
    );
    const fromInvoice = await inTx((tx) =>
      services.suppliers.createFromDocument(
        tx,
        owner,
        { taxId: 'A58818501', name: 'PESCADOS DEL CANTABRICO S.A.' },
        at,
      ),
    );
    expect(fromInvoice).toEqual(known);
    expect(await services.suppliers.get(owner, known.id)).toMatchObject({
      tax_id: 'A58818501',
      aliases: ['PESCADOS DEL CANTABRICO S.A.'],
    });

    // A legal name longer than a supplier's name keeps its whole text as another name.
    const long = `Distribuciones ${'Alimentarias '.repeat(10)}del Mediterráneo S.L.`;
    const made = await inTx((tx) =>
      services.suppliers.createFromDocument(tx, owner, { taxId: '', name: long }, at),
    );
    const stored = await services.suppliers.get(owner, made.id);
    expect(stored.name).toBe(long.slice(0, 120));
    expect(stored.aliases).toEqual([long]);
  });
});
