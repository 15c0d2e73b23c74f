import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StockCount } from '@costeo/domain/contracts/stock';
import type { LocalEntry } from './count-sheet.ts';

/*
 * Issue 34: what a phone keeps of a count, in IndexedDB (idb), so a sheet opened online can be
 * filled with no signal and survives a reload: the last sheet the server answered and every entry
 * typed here, sent or waiting to be sent.
 */

export interface EntryStore {
  loadSheet(countId: number): Promise<StockCount | null>;
  saveSheet(sheet: StockCount): Promise<void>;
  entriesOf(countId: number): Promise<LocalEntry[]>;
  putEntry(entry: LocalEntry): Promise<void>;
  removeEntry(clientId: string): Promise<void>;
  markSent(clientIds: readonly string[]): Promise<void>;
}

interface InventoryDb extends DBSchema {
  sheets: { key: number; value: StockCount };
  entries: { key: string; value: LocalEntry; indexes: { count: number } };
}

const DB_NAME = 'costeo-inventario';

let opening: Promise<IDBPDatabase<InventoryDb>> | null = null;

function database(): Promise<IDBPDatabase<InventoryDb>> {
  opening ??= openDB<InventoryDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('sheets', { keyPath: 'id' });
      db.createObjectStore('entries', { keyPath: 'client_id' }).createIndex('count', 'count');
    },
  });
  return opening;
}

export const indexedDbStore: EntryStore = {
  async loadSheet(countId) {
    return (await (await database()).get('sheets', countId)) ?? null;
  },
  async saveSheet(sheet) {
    await (await database()).put('sheets', sheet);
  },
  async entriesOf(countId) {
    const entries = await (await database()).getAllFromIndex('entries', 'count', countId);
    return entries.sort((a, b) => a.created_at.localeCompare(b.created_at));
  },
  async putEntry(entry) {
    await (await database()).put('entries', entry);
  },
  async removeEntry(clientId) {
    await (await database()).delete('entries', clientId);
  },
  async markSent(clientIds) {
    const tx = (await database()).transaction('entries', 'readwrite');
    for (const clientId of clientIds) {
      const entry = await tx.store.get(clientId);
      if (entry !== undefined) await tx.store.put({ ...entry, sent: true });
    }
    await tx.done;
  },
};
