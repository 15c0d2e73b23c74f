import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'costeo-lock-'));

describe('acquireDataDirLock', () => {
  it('writes our PID and removes the lock on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'costeo.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'costeo.lock'))).toBe(false);
  });

  it('refuses a directory held by another live process, with a Spanish and English message', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'costeo.lock'), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/ya está en uso.*already in use/s);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died (kill -9)', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(path.join(dir, 'costeo.lock'), String(dead.pid));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'costeo.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
