import { describe, expect, it } from 'vitest';
import { dec } from '@costeo/domain/decimal';
import type { StockCount, StockSheetLine } from '@costeo/domain/contracts/stock';
import {
  countValue,
  isOffExpected,
  matchesSearch,
  nextLineKey,
  sheetLines,
  toBaseQuantity,
  type LocalEntry,
} from './count-sheet.ts';
import type { EntryStore } from './offline-store.ts';
import { sendPendingEntries } from './sync-entries.ts';

const flour: StockSheetLine = {
  ingredient_instance: 1,
  recipe: null,
  name: 'Harina',
  area: 10,
  area_name: 'Almacén seco',
  position: 0,
  format_name: 'Saco 5 kg',
  format_quantity: '5000',
  base_unit: 'g',
  expected: '13000.000',
  counted: null,
  flagged: false,
  unit_cost: '0.0010',
  value: null,
};
const bechamel: StockSheetLine = {
  ...flour,
  ingredient_instance: null,
  recipe: 7,
  name: 'Bechamel',
  format_name: null,
  format_quantity: null,
  base_unit: 'ml',
  expected: null,
  unit_cost: null,
};

function sheet(entries: StockCount['entries'] = [], lines = [flour, bechamel]): StockCount {
  return {
    id: 5,
    date: '2025-03-31',
    kind: 'full',
    areas: [],
    entries_count: entries.length,
    value: '0.00',
    created_at: '2025-03-31T20:00:00Z',
    tolerance_pct: '25.00',
    notes: '',
    ingredient_instances: [],
    recipes: [],
    lines,
    entries,
  };
}

function entry(client_id: string, quantity: string, unit: LocalEntry['unit'], sent = false) {
  return {
    client_id,
    count: 5,
    ingredient_instance: 1,
    recipe: null,
    area: 10,
    quantity,
    unit,
    created_at: `2025-03-31T20:00:0${client_id.length % 10}Z`,
    sent,
  } satisfies LocalEntry;
}

describe('the count sheet on the phone', () => {
  it('adds "2 sacos + 3 kg" of flour as 13 000 g, valued at 13,00 €, not flagged', () => {
    expect(toBaseQuantity(dec(2), 'format', flour)?.toString()).toBe('10000');
    expect(toBaseQuantity(dec('2.4'), 'kg', flour)?.toString()).toBe('2400');
    expect(toBaseQuantity(dec(1), 'l', flour)).toBeNull();
    const [line] = sheetLines(sheet(), [
      entry('aaaaaaaa1', '2', 'format'),
      entry('aaaaaaaa2', '3', 'kg'),
    ]);
    expect(line?.countedNow?.toString()).toBe('13000');
    expect(line?.flaggedNow).toBe(false);
    expect(countValue(sheetLines(sheet(), [entry('aaaaaaaa1', '2', 'format')])).toFixed(2)).toBe(
      '10.00',
    );
  });

  it('flags an entry more than the tolerance away from expected (a typo: 20 sacos)', () => {
    const [line] = sheetLines(sheet(), [entry('aaaaaaaa1', '20', 'format')]);
    expect(line?.flaggedNow).toBe(true);
    expect(isOffExpected(dec(16250), '13000', '25')).toBe(false);
    expect(isOffExpected(dec(16251), '13000', '25')).toBe(true);
    expect(isOffExpected(dec(1), '0', '25')).toBe(true);
    expect(isOffExpected(dec(1), null, '25')).toBe(false);
  });

  it('does not add twice an entry the server already shows (sent, then the sheet read again)', () => {
    const server = sheet(
      [
        {
          id: 1,
          client_id: 'aaaaaaaa1',
          ingredient_instance: 1,
          recipe: null,
          area: 10,
          quantity: '2',
          unit: 'format',
          quantity_base: '10000.000',
          base_unit: 'g',
          created_at: '2025-03-31T20:00:00Z',
        },
      ],
      [{ ...flour, counted: '10000.000' }, bechamel],
    );
    const lines = sheetLines(server, [
      entry('aaaaaaaa1', '2', 'format', true),
      entry('bbbbbbbbb', '1', 'kg'),
    ]);
    expect(lines[0]?.countedNow?.toString()).toBe('11000');
    expect(lines[1]?.countedNow).toBeNull();
  });

  it('goes to the next product not counted yet, wrapping round', () => {
    const lines = sheetLines(
      sheet([], [flour, bechamel, { ...flour, ingredient_instance: 2, name: 'Aceite' }]),
      [entry('aaaaaaaa1', '1', 'kg')],
    );
    expect(nextLineKey(lines, 'i1')).toBe('r7');
    expect(nextLineKey(lines, 'i2')).toBe('r7');
  });

  it('searches names ignoring case and accents', () => {
    expect(matchesSearch('Jamón ibérico', 'jamon')).toBe(true);
    expect(matchesSearch('Harina', 'aceite')).toBe(false);
  });
});

function memoryStore(entries: LocalEntry[]): EntryStore {
  return {
    loadSheet: () => Promise.resolve(null),
    saveSheet: () => Promise.resolve(),
    entriesOf: (countId) => Promise.resolve(entries.filter((one) => one.count === countId)),
    putEntry: (one) => {
      entries.push(one);
      return Promise.resolve();
    },
    removeEntry: () => Promise.resolve(),
    markSent: (ids) => {
      for (const one of entries) if (ids.includes(one.client_id)) one.sent = true;
      return Promise.resolve();
    },
  };
}

describe('sending the entries kept on the phone', () => {
  it('sends only what waits, once, and nothing the second time', async () => {
    const store = memoryStore([entry('aaaaaaaa1', '1', 'kg', true), entry('bbbbbbbbb', '2', 'kg')]);
    const posted: string[][] = [];
    const post = (_count: number, sent: { client_id: string }[]) => {
      posted.push(sent.map((one) => one.client_id));
      return Promise.resolve();
    };
    const [first, joined] = await Promise.all([
      sendPendingEntries(store, 5, post),
      sendPendingEntries(store, 5, post),
    ]);
    expect([first, joined]).toEqual([1, 1]);
    expect(await sendPendingEntries(store, 5, post)).toBe(0);
    expect(posted).toEqual([['bbbbbbbbb']]);
  });

  it('keeps the entries waiting when the request fails', async () => {
    const entries = [entry('bbbbbbbbb', '2', 'kg')];
    const store = memoryStore(entries);
    await expect(
      sendPendingEntries(store, 5, () => Promise.reject(new Error('Network Error'))),
    ).rejects.toThrow('Network Error');
    expect(entries[0]?.sent).toBe(false);
  });
});
