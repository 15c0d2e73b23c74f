import type { StockEntryInput } from '@costeo/domain/contracts/stock';
import { toEntryInput } from './count-sheet.ts';
import type { EntryStore } from './offline-store.ts';

/** The API takes 2000 entries a request at most (stockEntriesInputSchema). */
const BATCH = 500;

const inFlight = new Map<number, Promise<number>>();

/**
 * Sends a count's entries still waiting on this phone and marks them sent; resolves to how many
 * were sent. One send per count at a time (a second call joins it). Sending one twice is harmless:
 * the server stores a client_id once. A failure leaves the rest waiting for the next try.
 */
export function sendPendingEntries(
  store: EntryStore,
  countId: number,
  post: (countId: number, entries: StockEntryInput[]) => Promise<void>,
): Promise<number> {
  const running = inFlight.get(countId);
  if (running !== undefined) return running;
  const sending = (async () => {
    const pending = (await store.entriesOf(countId)).filter((entry) => !entry.sent);
    let sent = 0;
    for (let start = 0; start < pending.length; start += BATCH) {
      const batch = pending.slice(start, start + BATCH);
      await post(countId, batch.map(toEntryInput));
      await store.markSent(batch.map((entry) => entry.client_id));
      sent += batch.length;
    }
    return sent;
  })().finally(() => {
    inFlight.delete(countId);
  });
  inFlight.set(countId, sending);
  return sending;
}
