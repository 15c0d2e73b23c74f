import { dec, type Dec } from '@costeo/domain/decimal';
import type { WasteEntry, WasteEntryInput, WasteListQuery } from '@costeo/domain/contracts/waste';
import type { WasteItem } from './waste-item.ts';

/*
 * Waste typed on this phone (issue 35), kept in IndexedDB until the server has it — the entry
 * and then its photo — and how the log shows it beside what the server answered.
 */

export interface PendingWaste {
  /** Made here (a UUID): the server stores an entry once per client_id, however often sent. */
  client_id: string;
  input: WasteEntryInput & { client_id: string; note: string };
  /** The item as picked (its name and format), to show it before the server answers. */
  item: WasteItem;
  /** A photo taken offline waits here with its entry. */
  photo: Blob | null;
  created_at: string;
  /** The server's id once the entry is stored; the photo may still be waiting. */
  server_id: number | null;
  /** The server refused it (a product deleted since, say): kept, shown, never sent again. */
  error: string | null;
}

export type LogRow =
  { type: 'entry'; entry: WasteEntry } | { type: 'pending'; pending: PendingWaste };

export interface LogDay {
  date: string;
  rows: LogRow[];
  /** € of the day's entries the server valued (pending ones are not valued yet). */
  value: Dec;
  /** kg of the day's entries whose weight is known. */
  weightKg: Dec;
}

/** Whether a pending entry falls inside the log's filters (a period, a reason, a destination). */
export function matchesQuery(pending: PendingWaste, query: WasteListQuery): boolean {
  const { date, reason, destination } = pending.input;
  if (query.date_from !== undefined && date < query.date_from) return false;
  if (query.date_to !== undefined && date > query.date_to) return false;
  if (query.reason !== undefined && reason !== query.reason) return false;
  if (query.destination !== undefined && destination !== query.destination) return false;
  return true;
}

/** The entries still to be stored (a sent entry whose photo waits is on the server already). */
export function waitingEntries(pending: readonly PendingWaste[]): PendingWaste[] {
  return pending.filter((item) => item.server_id === null);
}

/** The ones a send will try: waiting, and not refused by the server. */
export function sendableEntries(pending: readonly PendingWaste[]): PendingWaste[] {
  return pending.filter((item) => item.server_id === null && item.error === null);
}

/**
 * The log by day, newest first: the server's entries and, beside them, this phone's entries the
 * server does not show yet (same client_id: shown once, as the server has it). Within a day the
 * waiting ones come first, newest first.
 */
export function logDays(
  entries: readonly WasteEntry[],
  pending: readonly PendingWaste[],
  query: WasteListQuery = {},
): LogDay[] {
  const known = new Set(entries.map((entry) => entry.client_id));
  const waiting = pending
    .filter((item) => !known.has(item.client_id) && item.server_id === null)
    .filter((item) => matchesQuery(item, query))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const days = new Map<string, LogDay>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (day === undefined) {
      day = { date, rows: [], value: dec(0), weightKg: dec(0) };
      days.set(date, day);
    }
    return day;
  };
  for (const item of waiting) dayOf(item.input.date).rows.push({ type: 'pending', pending: item });
  for (const entry of entries) {
    const day = dayOf(entry.date);
    day.rows.push({ type: 'entry', entry });
    if (entry.value !== null) day.value = day.value.plus(entry.value);
    if (entry.weight_kg !== null) day.weightKg = day.weightKg.plus(entry.weight_kg);
  }
  return [...days.values()].sort((a, b) => b.date.localeCompare(a.date));
}

/** "3 mermas pendientes de enviar". */
export function pendingLabel(count: number): string {
  return count === 1 ? '1 merma pendiente de enviar' : `${count} mermas pendientes de enviar`;
}

/** A client-made id for an entry: a UUID (crypto.randomUUID needs a secure context). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
