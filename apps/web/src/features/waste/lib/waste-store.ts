import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { WasteQuick } from '@costeo/domain/contracts/waste';
import type { PendingWaste } from './pending-waste.ts';
import type { WasteItem } from './waste-item.ts';

/*
 * What a phone keeps of the waste log (issue 35), in IndexedDB (idb) like Inventario's counts:
 * every entry typed here until the server has it (and its photo), the quick entry's last answer
 * and the items picked, so waste can be recorded with no signal, even after a reload.
 */

export interface WasteStore {
  pending(): Promise<PendingWaste[]>;
  putPending(entry: PendingWaste): Promise<void>;
  removePending(clientId: string): Promise<void>;
  loadQuick(): Promise<WasteQuick | null>;
  saveQuick(quick: WasteQuick): Promise<void>;
  loadItem(key: string): Promise<WasteItem | null>;
  saveItem(item: WasteItem): Promise<void>;
}

interface WasteDb extends DBSchema {
  pending: { key: string; value: PendingWaste };
  items: { key: string; value: WasteItem };
  quick: { key: string; value: WasteQuick };
}

const DB_NAME = 'costeo-mermas';

let opening: Promise<IDBPDatabase<WasteDb>> | null = null;

function database(): Promise<IDBPDatabase<WasteDb>> {
  opening ??= openDB<WasteDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('pending', { keyPath: 'client_id' });
      db.createObjectStore('items', { keyPath: 'key' });
      db.createObjectStore('quick');
    },
  });
  return opening;
}

export const indexedDbWasteStore: WasteStore = {
  async pending() {
    const entries = await (await database()).getAll('pending');
    return entries.sort((a, b) => a.created_at.localeCompare(b.created_at));
  },
  async putPending(entry) {
    await (await database()).put('pending', entry);
  },
  async removePending(clientId) {
    await (await database()).delete('pending', clientId);
  },
  async loadQuick() {
    return (await (await database()).get('quick', 'last')) ?? null;
  },
  async saveQuick(quick) {
    await (await database()).put('quick', quick, 'last');
  },
  async loadItem(key) {
    return (await (await database()).get('items', key)) ?? null;
  },
  async saveItem(item) {
    await (await database()).put('items', item);
  },
};

/** The same, in memory: tests, and a browser that refuses IndexedDB (private mode). */
export function memoryWasteStore(): WasteStore {
  const pending = new Map<string, PendingWaste>();
  const items = new Map<string, WasteItem>();
  let quick: WasteQuick | null = null;
  return {
    pending: () =>
      Promise.resolve(
        [...pending.values()].sort((a, b) => a.created_at.localeCompare(b.created_at)),
      ),
    putPending: (entry) => {
      pending.set(entry.client_id, entry);
      return Promise.resolve();
    },
    removePending: (clientId) => {
      pending.delete(clientId);
      return Promise.resolve();
    },
    loadQuick: () => Promise.resolve(quick),
    saveQuick: (value) => {
      quick = value;
      return Promise.resolve();
    },
    loadItem: (key) => Promise.resolve(items.get(key) ?? null),
    saveItem: (item) => {
      items.set(item.key, item);
      return Promise.resolve();
    },
  };
}
