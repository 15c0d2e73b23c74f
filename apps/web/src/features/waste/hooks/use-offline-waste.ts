import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { WasteEntry } from '@costeo/domain/contracts/waste';
import { createWasteEntry, postWasteBatch, wasteKeys } from '../../../api/waste/waste-entries.ts';
import { uploadWastePhoto } from '../../../api/waste/waste-photo.ts';
import { getErrorDetail, getFieldErrors } from '../../../lib/api-errors.ts';
import { newClientId, sendableEntries, type PendingWaste } from '../lib/pending-waste.ts';
import { sendPendingWaste, type WasteSender } from '../lib/sync-waste.ts';
import { indexedDbWasteStore, type WasteStore } from '../lib/waste-store.ts';
import type { WasteItem } from '../lib/waste-item.ts';

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** No answer at all (no signal, a time-out, the server away): the entry waits on the phone. */
function unanswered(error: unknown): boolean {
  return isAxiosError(error) && (error.response === undefined || error.response.status >= 500);
}

function refusal(error: unknown): string | null {
  if (!isAxiosError(error) || error.response === undefined) return null;
  const { status } = error.response;
  if (status !== 400 && status !== 404) return null;
  const fields = Object.values(getFieldErrors(error));
  return fields[0] ?? getErrorDetail(error) ?? 'El servidor no ha aceptado esta merma.';
}

const sender: WasteSender = {
  postBatch: postWasteBatch,
  postOne: createWasteEntry,
  uploadPhoto: uploadWastePhoto,
  refusal,
};

export type RecordResult =
  { status: 'saved'; entry: WasteEntry; photoFailed: boolean } | { status: 'pending' };

export interface OfflineWaste {
  pending: PendingWaste[];
  /** How many entries wait to be sent (not counting refused ones). */
  waiting: number;
  online: boolean;
  sending: boolean;
  /** Saves an entry: sent at once when there is signal, else kept here and sent later. A 400
   * is thrown (the form shows it) and nothing is kept. */
  record: (
    item: WasteItem,
    input: Omit<PendingWaste['input'], 'client_id'>,
    photo: Blob | null,
  ) => Promise<RecordResult>;
  discard: (clientId: string) => Promise<void>;
  sync: () => Promise<void>;
}

/**
 * The waste log with no signal (issue 35), as Inventario's counts: an entry goes to IndexedDB
 * first, then to the server; what waits is sent on load and when the connection returns.
 */
export function useOfflineWaste(store: WasteStore = indexedDbWasteStore): OfflineWaste {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingWaste[]>([]);
  const [online, setOnline] = useState(isOnline);
  const [sending, setSending] = useState(false);
  const alive = useRef(true);

  const reload = useCallback(async () => {
    const stored = await store.pending();
    if (alive.current) setPending(stored);
  }, [store]);

  const sync = useCallback(async () => {
    if (!isOnline()) return;
    setSending(true);
    try {
      const sent = await sendPendingWaste(store, sender);
      if (sent > 0) await queryClient.invalidateQueries({ queryKey: wasteKeys.all });
    } catch {
      // Still no answer: what waits stays for the next try.
    } finally {
      await reload();
      if (alive.current) setSending(false);
    }
  }, [queryClient, reload, store]);

  useEffect(() => {
    alive.current = true;
    void reload().then(sync);
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
  }, [reload, store, sync]);

  const record: OfflineWaste['record'] = useCallback(
    async (item, input, photo) => {
      const clientId = newClientId();
      const entry: PendingWaste = {
        client_id: clientId,
        input: { ...input, client_id: clientId },
        item,
        photo,
        created_at: new Date().toISOString(),
        server_id: null,
        error: null,
      };
      await store.putPending(entry);
      if (!isOnline()) {
        await reload();
        return { status: 'pending' };
      }
      let saved: WasteEntry;
      try {
        saved = await createWasteEntry(entry.input);
      } catch (error) {
        if (unanswered(error)) {
          await reload();
          return { status: 'pending' };
        }
        await store.removePending(clientId);
        await reload();
        throw error;
      }
      let photoFailed = false;
      if (photo !== null) {
        try {
          await uploadWastePhoto(saved.id, photo);
          saved = { ...saved, has_photo: true };
        } catch {
          photoFailed = true;
        }
      }
      await store.removePending(clientId);
      await reload();
      void queryClient.invalidateQueries({ queryKey: wasteKeys.all });
      return { status: 'saved', entry: saved, photoFailed };
    },
    [queryClient, reload, store],
  );

  const discard = useCallback(
    async (clientId: string) => {
      await store.removePending(clientId);
      await reload();
    },
    [reload, store],
  );

  return {
    pending,
    waiting: sendableEntries(pending).length,
    online,
    sending,
    record,
    discard,
    sync,
  };
}
