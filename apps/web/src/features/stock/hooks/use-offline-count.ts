import { useCallback, useEffect, useRef, useState } from 'react';
import type { StockCount } from '@costeo/domain/contracts/stock';
import type { UnitCode } from '@costeo/domain/units';
import { getStockCount, postStockEntries } from '../../../api/stock/stock-counts.ts';
import { newClientId, type LocalEntry } from '../lib/count-sheet.ts';
import { indexedDbStore, type EntryStore } from '../lib/offline-store.ts';
import { sendPendingEntries } from '../lib/sync-entries.ts';

export interface OfflineCount {
  /** The last sheet the server answered (from this phone's store when offline). */
  sheet: StockCount | null;
  entries: LocalEntry[];
  status: 'loading' | 'ready' | 'error';
  online: boolean;
  sending: boolean;
  /** The error of the last read or send, if it failed online. */
  failed: unknown;
  addEntries: (
    item: { ingredient_instance: number | null; recipe: number | null; area: number | null },
    quantities: { quantity: string; unit: 'format' | UnitCode }[],
  ) => Promise<void>;
  removeEntry: (clientId: string) => Promise<void>;
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * A count's sheet that works with no signal (issue 34): what was last read and every entry typed
 * here live in IndexedDB; an entry is stored there first, then sent. What waits is sent on load
 * and when the connection returns; the sheet is read again after each send.
 */
export function useOfflineCount(countId: number, store: EntryStore = indexedDbStore): OfflineCount {
  const [sheet, setSheet] = useState<StockCount | null>(null);
  const [entries, setEntries] = useState<LocalEntry[]>([]);
  const [status, setStatus] = useState<OfflineCount['status']>('loading');
  const [online, setOnline] = useState(isOnline);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const alive = useRef(true);

  const reloadEntries = useCallback(async () => {
    const stored = await store.entriesOf(countId);
    if (alive.current) setEntries(stored);
  }, [countId, store]);

  /** Sends what waits, then reads the sheet again and keeps it. */
  const sync = useCallback(async () => {
    if (!isOnline()) return;
    setSending(true);
    try {
      await sendPendingEntries(store, countId, postStockEntries);
      await reloadEntries();
      const fresh = await getStockCount(countId);
      await store.saveSheet(fresh);
      if (!alive.current) return;
      setSheet(fresh);
      setFailed(null);
      setStatus('ready');
    } catch (error) {
      if (!alive.current) return;
      setFailed(error);
      setStatus((current) => (current === 'loading' ? 'error' : current));
    } finally {
      if (alive.current) setSending(false);
    }
  }, [countId, reloadEntries, store]);

  useEffect(() => {
    alive.current = true;
    void (async () => {
      const [kept, stored] = await Promise.all([
        store.loadSheet(countId),
        store.entriesOf(countId),
      ]);
      if (!alive.current) return;
      setEntries(stored);
      if (kept !== null) {
        setSheet(kept);
        setStatus('ready');
      } else if (!isOnline()) {
        setStatus('error');
      }
      await sync();
    })();
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => {
      setOnline(false);
    };
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      alive.current = false;
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [countId, store, sync]);

  const addEntries: OfflineCount['addEntries'] = useCallback(
    async (item, quantities) => {
      const now = new Date().toISOString();
      for (const { quantity, unit } of quantities) {
        await store.putEntry({
          client_id: newClientId(),
          count: countId,
          ingredient_instance: item.ingredient_instance,
          recipe: item.recipe,
          area: item.area,
          quantity,
          unit,
          created_at: now,
          sent: false,
        });
      }
      await reloadEntries();
      void sync();
    },
    [countId, reloadEntries, store, sync],
  );

  const removeEntry = useCallback(
    async (clientId: string) => {
      await store.removeEntry(clientId);
      await reloadEntries();
    },
    [reloadEntries, store],
  );

  return { sheet, entries, status, online, sending, failed, addEntries, removeEntry };
}
