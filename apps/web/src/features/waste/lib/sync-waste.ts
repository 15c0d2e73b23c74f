import type { WasteEntry, WasteEntryInput } from '@costeo/domain/contracts/waste';
import { sendableEntries, type PendingWaste } from './pending-waste.ts';
import type { WasteStore } from './waste-store.ts';

/** The API takes 500 entries a request at most (wasteEntriesBatchSchema). */
const BATCH = 500;

export interface WasteSender {
  postBatch: (entries: WasteEntryInput[]) => Promise<WasteEntry[]>;
  postOne: (entry: WasteEntryInput) => Promise<WasteEntry>;
  uploadPhoto: (id: number, photo: Blob) => Promise<void>;
  /** The server's refusal of a request (a 400) as a message; null for anything else. */
  refusal: (error: unknown) => string | null;
}

/**
 * One batch: sent whole; when the server refuses it (one entry no longer valid), each entry alone,
 * so the valid ones are stored and only the refused one stays, with the server's reason.
 */
async function sendBatch(
  store: WasteStore,
  sender: WasteSender,
  batch: PendingWaste[],
): Promise<WasteEntry[]> {
  try {
    return await sender.postBatch(batch.map((entry) => entry.input));
  } catch (error) {
    if (sender.refusal(error) === null) throw error;
  }
  const stored: WasteEntry[] = [];
  for (const entry of batch) {
    try {
      stored.push(await sender.postOne(entry.input));
    } catch (error) {
      const reason = sender.refusal(error);
      if (reason === null) throw error;
      await store.putPending({ ...entry, error: reason });
    }
  }
  return stored;
}

let inFlight: Promise<number> | null = null;

/**
 * Sends what waits on this phone: the entries in batches (the server stores a client_id once, so
 * a batch sent twice — a lost answer, two tabs — never doubles anything), then each one's photo;
 * an entry leaves the store when the server has it and its photo. Resolves to how many entries
 * were stored. One send at a time (a second call joins it); a failure leaves the rest waiting.
 */
export function sendPendingWaste(store: WasteStore, sender: WasteSender): Promise<number> {
  if (inFlight !== null) return inFlight;
  const sending = (async () => {
    const waiting = sendableEntries(await store.pending());
    let sent = 0;
    for (let start = 0; start < waiting.length; start += BATCH) {
      const batch = waiting.slice(start, start + BATCH);
      const stored = await sendBatch(store, sender, batch);
      const ids = new Map(stored.map((entry) => [entry.client_id, entry.id]));
      for (const entry of batch) {
        const id = ids.get(entry.client_id);
        if (id === undefined) continue;
        if (entry.photo === null) await store.removePending(entry.client_id);
        else await store.putPending({ ...entry, server_id: id });
        sent += 1;
      }
    }
    for (const entry of await store.pending()) {
      if (entry.server_id === null || entry.photo === null) continue;
      try {
        await sender.uploadPhoto(entry.server_id, entry.photo);
      } catch (error) {
        // A photo the server cannot read is not worth holding the entry back: it is stored.
        if (sender.refusal(error) === null) throw error;
      }
      await store.removePending(entry.client_id);
    }
    return sent;
  })().finally(() => {
    inFlight = null;
  });
  inFlight = sending;
  return sending;
}
