import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError, type BackupSummary } from '../../db/backup-format.ts';

/*
 * How `costeo backup` reaches a running server on the embedded database (decision 020): PGlite is
 * one process per data directory, so the CLI cannot open it. The server listens on a Unix socket
 * inside the data directory (mode 0700): only the directory's owner (or root) can connect, without
 * any token, port or network exposure. The answer is one JSON line, then the backup's bytes.
 */

const SOCKET_NAME = 'costeo.sock';
/** Where the socket is when the data directory's path is too long for one (about 107 bytes). */
const POINTER_NAME = 'costeo.sock.path';
const MAX_SOCKET_PATH = 100;

interface Answer {
  ok: boolean;
  error?: string;
  summary?: BackupSummary;
}

export interface BackupSocket {
  close(): Promise<void>;
}

/** Listens for backup requests; each backup is written to a private temp file, then sent. */
export async function startBackupSocket(options: {
  dataDir: string;
  backup: (file: string) => Promise<BackupSummary>;
  onError: (error: unknown) => void;
}): Promise<BackupSocket> {
  const { dataDir } = options;
  let socketPath = path.join(dataDir, SOCKET_NAME);
  let privateDir: string | null = null;
  // We hold the data-dir lock: a socket or pointer left here is a dead server's.
  await rm(socketPath, { force: true });
  await rm(path.join(dataDir, POINTER_NAME), { force: true });
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    privateDir = await mkdtemp(path.join(tmpdir(), 'costeo-')); // mode 0700
    socketPath = path.join(privateDir, SOCKET_NAME);
    await writeFile(path.join(dataDir, POINTER_NAME), socketPath, { mode: 0o600 });
  }

  // One backup at a time: two requests would each hold the single PGlite connection anyway.
  let queue: Promise<unknown> = Promise.resolve();
  const serve = async (socket: Socket) => {
    const temp = path.join(dataDir, `backup-${randomBytes(6).toString('hex')}.tmp.gz`);
    try {
      const summary = await options.backup(temp);
      socket.write(`${JSON.stringify({ ok: true, summary } satisfies Answer)}\n`);
      await pipeline(createReadStream(temp), socket);
    } catch (error) {
      options.onError(error);
      const message = error instanceof Error ? error.message : String(error);
      socket.end(`${JSON.stringify({ ok: false, error: message } satisfies Answer)}\n`);
    } finally {
      await rm(temp, { force: true });
    }
  };
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (chunk) => {
      if (chunk.toString('utf8').trim() !== 'backup') {
        socket.end(`${JSON.stringify({ ok: false, error: 'orden desconocida' })}\n`);
        return;
      }
      queue = queue.then(() => serve(socket));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.catch(() => undefined);
      await rm(socketPath, { force: true });
      await rm(path.join(dataDir, POINTER_NAME), { force: true });
      if (privateDir) await rm(privateDir, { recursive: true, force: true });
    },
  };
}

function socketPathOf(dataDir: string): string {
  const pointer = path.join(dataDir, POINTER_NAME);
  return existsSync(pointer)
    ? readFileSync(pointer, 'utf8').trim()
    : path.join(dataDir, SOCKET_NAME);
}

/** The CLI's side: asks the server that owns `dataDir` for a backup and writes it to `file`. */
export async function requestServerBackup(dataDir: string, file: string): Promise<BackupSummary> {
  const socket = connect(socketPathOf(dataDir));
  const partial = `${file}.partial`;
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', (error) =>
        reject(
          new BackupError(
            `El servidor que usa ${dataDir} no atiende peticiones de copia (${(error as NodeJS.ErrnoException).code ?? error.message}). Si es una versión anterior de Costeo, detenlo y repite la orden.`,
          ),
        ),
      );
    });
    socket.write('backup\n');
    // The first line is the answer; what follows it is the file (put back for the pipeline).
    const head = await new Promise<Buffer>((resolve, reject) => {
      let received = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        const newline = received.indexOf(10);
        if (newline < 0) return;
        socket.off('data', onData);
        socket.pause();
        socket.unshift(received.subarray(newline + 1));
        resolve(received.subarray(0, newline));
      };
      socket.on('data', onData);
      socket.once('end', () =>
        reject(new BackupError('El servidor cerró la conexión sin responder.')),
      );
    });
    const answer = JSON.parse(head.toString('utf8')) as Answer;
    if (!answer.ok || !answer.summary) {
      throw new BackupError(`El servidor no pudo hacer la copia: ${answer.error ?? 'sin detalle'}`);
    }
    const output = createWriteStream(partial, { mode: 0o600 });
    await pipeline(socket, output);
    if (output.bytesWritten !== answer.summary.bytes) {
      throw new BackupError('La copia llegó incompleta desde el servidor; repite la orden.');
    }
    await rename(partial, file);
    return answer.summary;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    socket.destroy();
  }
}
