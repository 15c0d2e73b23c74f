import { menuRequestSchema } from '@costeo/domain/contracts/menus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app.ts';
import type { Database } from '../../db/client.ts';
import { madridDay } from '../../lib/format-es.ts';
import { createServices, type Services } from '../../services.ts';

/*
 * Quote numbers under concurrent issues (issue 31, decision 036). On PostgreSQL (api-postgres,
 * a pool of connections) the issues really interleave: the event's row lock and the counter's
 * upsert must give every event one number, consecutive, none twice. On PGlite the same checks
 * hold trivially (one connection).
 */

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db);
});
afterAll(async () => {
  await database.close();
});

let seq = 0;
async function ownerWithEvents(count: number): Promise<{ ownerId: number; ids: number[] }> {
  seq += 1;
  const owner = await services.users.createUser({
    username: `presupuestos${seq}`,
    password: 'clave-segura-1',
  });
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const event = menuRequestSchema.parse({
      name: `Evento ${index + 1}`,
      kind: 'evento',
      price_per_person: '40.00',
      guests: 50,
    });
    ids.push((await services.menus.create(owner.id, event)).id);
  }
  return { ownerId: owner.id, ids };
}

const numberOf = async (ownerId: number, id: number) =>
  (await services.menus.get(ownerId, id)).quote_number;

describe('quote numbers issued at the same time', () => {
  it('give 12 events, each issued three times at once, the numbers 1 to 12, each kept', async () => {
    const { ownerId, ids } = await ownerWithEvents(12);
    const issues = ids.flatMap((id) => [id, id, id]);
    await Promise.all(issues.map((id) => services.menus.issueQuote(ownerId, id, 2027)));
    const numbers = await Promise.all(ids.map((id) => numberOf(ownerId, id)));
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `P-2027-${String(index + 1).padStart(4, '0')}`),
    );
    // Issued again: nothing moves.
    await Promise.all(ids.map((id) => services.menus.issueQuote(ownerId, id, 2027)));
    expect(await Promise.all(ids.map((id) => numberOf(ownerId, id)))).toEqual(numbers);
  });

  it('counts each year from 1 and each account on its own', async () => {
    const first = await ownerWithEvents(2);
    const second = await ownerWithEvents(1);
    await Promise.all([
      services.menus.issueQuote(first.ownerId, first.ids[0] ?? 0, 2027),
      services.menus.issueQuote(second.ownerId, second.ids[0] ?? 0, 2027),
      services.menus.issueQuote(first.ownerId, first.ids[1] ?? 0, 2028),
    ]);
    expect(await numberOf(first.ownerId, first.ids[0] ?? 0)).toBe('P-2027-0001');
    expect(await numberOf(first.ownerId, first.ids[1] ?? 0)).toBe('P-2028-0001');
    expect(await numberOf(second.ownerId, second.ids[0] ?? 0)).toBe('P-2027-0001');
  });

  it("refuses another owner's event and a menu that is not an event (404)", async () => {
    const { ownerId, ids } = await ownerWithEvents(1);
    const stranger = await ownerWithEvents(0);
    await expect(services.menus.issueQuote(stranger.ownerId, ids[0] ?? 0, 2027)).rejects.toThrow(
      'No encontrado.',
    );
    const carta = await services.menus.create(
      ownerId,
      menuRequestSchema.parse({ name: 'Carta', kind: 'carta' }),
    );
    await expect(services.menus.issueQuote(ownerId, carta.id, 2027)).rejects.toThrow(
      'No encontrado.',
    );
  });

  it("takes the year of issue in Spain's time: 31 December 23:30 UTC is already 1 January", () => {
    expect(madridDay(new Date('2027-12-31T22:59:00Z'))).toBe('2027-12-31');
    expect(madridDay(new Date('2027-12-31T23:30:00Z'))).toBe('2028-01-01');
    expect(madridDay(new Date('2027-07-31T22:30:00Z'))).toBe('2027-08-01');
  });
});
