import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFileName, listBackups, startDailyBackups } from './backup.daily.ts';

const root = mkdtempSync(path.join(tmpdir(), 'costeo-daily-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function fakeWriter(calls: string[]) {
  return async (file: string) => {
    calls.push(file);
    writeFileSync(file, 'copia');
    return { tables: 1, rows: 1, bytes: 5, ms: 1 };
  };
}

describe('daily backups', () => {
  it('keeps the N newest automatic backups and never touches other files', async () => {
    const dir = path.join(root, 'rotation');
    let clock = Date.parse('2026-03-01T03:00:00Z');
    const calls: string[] = [];
    const daily = startDailyBackups({
      dir,
      keep: 3,
      write: fakeWriter(calls),
      onDone: () => undefined,
      onError: (error) => {
        throw error;
      },
      now: () => new Date(clock),
      intervalMs: 60 * 60 * 1000,
    });
    await daily.ready; // the start-up one (none existed)
    writeFileSync(path.join(dir, 'mi-copia-manual.gz'), 'no es automática');
    for (let day = 0; day < 5; day += 1) {
      clock += 24 * 60 * 60 * 1000;
      await daily.runNow();
    }
    await daily.stop();
    expect(calls).toHaveLength(6);
    const expected = [5, 4, 3].map((days) =>
      backupFileName(new Date(Date.parse('2026-03-01T03:00:00Z') + days * 86_400_000)),
    );
    expect(await listBackups(dir)).toEqual(expected);
    expect(readdirSync(dir)).toContain('mi-copia-manual.gz');
  });

  it('takes one at start only when the newest is older than a day', async () => {
    const dir = path.join(root, 'start');
    const fresh: string[] = [];
    const first = startDailyBackups({
      dir,
      keep: 7,
      write: fakeWriter(fresh),
      onDone: () => undefined,
      onError: (error) => {
        throw error;
      },
    });
    await first.ready;
    await first.stop();
    expect(fresh).toHaveLength(1);

    // A newest backup of an hour ago: nothing at start.
    const recent: string[] = [];
    const second = startDailyBackups({
      dir,
      keep: 7,
      write: fakeWriter(recent),
      onDone: () => undefined,
      onError: () => undefined,
    });
    await second.ready;
    await second.stop();
    expect(recent).toHaveLength(0);

    // Two days old: one at start.
    const old = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(fresh[0] ?? '', old, old);
    const stale: string[] = [];
    const third = startDailyBackups({
      dir,
      keep: 7,
      write: fakeWriter(stale),
      onDone: () => undefined,
      onError: () => undefined,
    });
    await third.ready;
    await third.stop();
    expect(stale).toHaveLength(1);
  });
});
