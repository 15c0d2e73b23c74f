import { describe, expect, it } from 'vitest';
import type { WasteEntry } from '@costeo/domain/contracts/waste';
import { logDays, pendingLabel, type PendingWaste } from './pending-waste.ts';
import { memoryWasteStore } from './waste-store.ts';
import { sendPendingWaste, type WasteSender } from './sync-waste.ts';

function serverEntry(
  id: number,
  clientId: string,
  date: string,
  value: string | null,
  kg: string | null,
): WasteEntry {
  return {
    id,
    client_id: clientId,
    date,
    ingredient_instance: 1,
    recipe: null,
    kind: 'product',
    name: 'Merluza',
    quantity: '2.000',
    unit: 'kg',
    quantity_base: '2000.000',
    base_unit: 'g',
    weight_kg: kg,
    unit_cost: '0.014900',
    value,
    reason: 'caducado',
    destination: 'residuo',
    note: '',
    has_photo: false,
    created_at: `${date}T10:00:00Z`,
  };
}

function pending(
  clientId: string,
  date: string,
  created: string,
  extra: Partial<PendingWaste> = {},
): PendingWaste {
  return {
    client_id: clientId,
    input: {
      client_id: clientId,
      date,
      ingredient_instance: null,
      recipe: 7,
      quantity: '12',
      unit: 'raciones',
      reason: 'sobreproduccion',
      destination: 'donacion',
      note: '',
    },
    item: {
      key: 'r7',
      kind: 'dish',
      ingredient_instance: null,
      recipe: 7,
      name: 'Tortilla',
      base_unit: null,
      purchase_quantity: null,
      purchase_unit: null,
      density: null,
      unit_weight: null,
    },
    photo: null,
    created_at: created,
    server_id: null,
    error: null,
    ...extra,
  };
}

describe('logDays: the log by day with the entries still on this phone (issue 35)', () => {
  it('days newest first, waiting entries first within a day, each day summed in € and kg', () => {
    const days = logDays(
      [
        serverEntry(2, 'srv-0000002', '2026-03-15', '29.80', '2.000'),
        serverEntry(1, 'srv-0000001', '2026-03-15', '14.90', '1.000'),
        serverEntry(3, 'srv-0000003', '2026-03-10', null, null),
      ],
      [
        pending('local-0001', '2026-03-15', '2026-03-15T11:00:00Z'),
        pending('local-0002', '2026-03-16', '2026-03-16T09:00:00Z'),
      ],
    );
    expect(days.map((day) => day.date)).toEqual(['2026-03-16', '2026-03-15', '2026-03-10']);
    expect(days[1]?.rows.map((row) => row.type)).toEqual(['pending', 'entry', 'entry']);
    // 29,80 + 14,90 = 44,70 €; 2 + 1 = 3 kg; the waiting entry is not valued yet.
    expect(days[1]?.value.toFixed(2)).toBe('44.70');
    expect(days[1]?.weightKg.toFixed(3)).toBe('3.000');
    expect(days[2]?.value.toFixed(2)).toBe('0.00');
  });

  it('an entry the server already shows (same client_id) appears once, as the server has it', () => {
    const days = logDays(
      [serverEntry(9, 'local-0001', '2026-03-15', '29.80', '2.000')],
      [pending('local-0001', '2026-03-15', '2026-03-15T11:00:00Z')],
    );
    expect(days).toHaveLength(1);
    expect(days[0]?.rows).toEqual([{ type: 'entry', entry: expect.objectContaining({ id: 9 }) }]);
  });

  it('waiting entries follow the filters of the log', () => {
    const entries = [
      pending('local-0001', '2026-03-15', '2026-03-15T11:00:00Z'),
      pending('local-0002', '2026-02-01', '2026-02-01T11:00:00Z'),
    ];
    expect(logDays([], entries, { date_from: '2026-03-01' }).map((day) => day.date)).toEqual([
      '2026-03-15',
    ]);
    expect(logDays([], entries, { reason: 'caducado' })).toEqual([]);
    expect(logDays([], entries, { destination: 'donacion' })).toHaveLength(2);
  });

  it('says how many wait', () => {
    expect(pendingLabel(1)).toBe('1 merma pendiente de enviar');
    expect(pendingLabel(3)).toBe('3 mermas pendientes de enviar');
  });
});

/** A fake server that stores a client_id once, as the API does. */
function fakeServer() {
  const stored = new Map<string, WasteEntry>();
  const photos: number[] = [];
  let nextId = 1;
  let refuse: string | null = null;
  const store = (input: { client_id?: string; date: string }) => {
    const clientId = input.client_id ?? '';
    const existing = stored.get(clientId);
    if (existing) return existing;
    const entry = serverEntry(nextId++, clientId, input.date, '1.00', null);
    stored.set(clientId, entry);
    return entry;
  };
  const refusal = new Error('400');
  const sender: WasteSender = {
    postBatch: (entries) => {
      if (refuse !== null && entries.some((entry) => entry.client_id === refuse)) {
        return Promise.reject(refusal);
      }
      return Promise.resolve(entries.map(store));
    },
    postOne: (entry) =>
      entry.client_id === refuse ? Promise.reject(refusal) : Promise.resolve(store(entry)),
    uploadPhoto: (id) => {
      photos.push(id);
      return Promise.resolve();
    },
    refusal: (error) => (error === refusal ? 'No encontrado.' : null),
  };
  return {
    sender,
    stored,
    photos,
    refuseClientId(clientId: string) {
      refuse = clientId;
    },
  };
}

describe('sendPendingWaste: what waits on the phone reaches the server once', () => {
  it('sends the waiting entries, then their photos, and empties the store; sending again doubles nothing', async () => {
    const store = memoryWasteStore();
    const server = fakeServer();
    await store.putPending(pending('local-0001', '2026-03-15', '2026-03-15T11:00:00Z'));
    await store.putPending(
      pending('local-0002', '2026-03-15', '2026-03-15T11:01:00Z', { photo: new Blob(['x']) }),
    );
    expect(await sendPendingWaste(store, server.sender)).toBe(2);
    expect(server.stored.size).toBe(2);
    expect(server.photos).toEqual([server.stored.get('local-0002')?.id]);
    expect(await store.pending()).toEqual([]);

    // The same entry sent again (a lost answer: the phone still holds it) is stored once.
    await store.putPending(pending('local-0001', '2026-03-15', '2026-03-15T11:00:00Z'));
    expect(await sendPendingWaste(store, server.sender)).toBe(1);
    expect(server.stored.size).toBe(2);
  });

  it('two sends at once make one request', async () => {
    const store = memoryWasteStore();
    const server = fakeServer();
    let batches = 0;
    const counting: WasteSender = {
      ...server.sender,
      postBatch: (entries) => {
        batches += 1;
        return server.sender.postBatch(entries);
      },
    };
    await store.putPending(pending('local-0001', '2026-03-15', '2026-03-15T11:00:00Z'));
    const [first, second] = await Promise.all([
      sendPendingWaste(store, counting),
      sendPendingWaste(store, counting),
    ]);
    expect([first, second]).toEqual([1, 1]);
    expect(batches).toBe(1);
    expect(server.stored.size).toBe(1);
  });

  it('an entry the server refuses stays with its reason; the others are stored', async () => {
    const store = memoryWasteStore();
    const server = fakeServer();
    server.refuseClientId('local-0002');
    await store.putPending(pending('local-0001', '2026-03-15', '2026-03-15T11:00:00Z'));
    await store.putPending(pending('local-0002', '2026-03-15', '2026-03-15T11:01:00Z'));
    expect(await sendPendingWaste(store, server.sender)).toBe(1);
    const left = await store.pending();
    expect(left.map((entry) => [entry.client_id, entry.error])).toEqual([
      ['local-0002', 'No encontrado.'],
    ]);
    // Not sent again: it waits for the cook to discard it.
    expect(await sendPendingWaste(store, server.sender)).toBe(0);
  });

  it('a network failure leaves everything waiting for the next try', async () => {
    const store = memoryWasteStore();
    const server = fakeServer();
    const offline: WasteSender = {
      ...server.sender,
      postBatch: () => Promise.reject(new Error('Network Error')),
    };
    await store.putPending(pending('local-0001', '2026-03-15', '2026-03-15T11:00:00Z'));
    await expect(sendPendingWaste(store, offline)).rejects.toThrow('Network Error');
    expect(await store.pending()).toHaveLength(1);
    expect(await sendPendingWaste(store, server.sender)).toBe(1);
  });
});
