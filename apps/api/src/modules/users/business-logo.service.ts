import {
  LOGO_EMPTY,
  LOGO_FILE_TOO_LARGE,
  LOGO_MAX_FILE_BYTES,
  LOGO_TIMED_OUT,
  LOGO_TOO_COMPLEX,
  LOGO_UNSUPPORTED_TYPE,
  type BusinessLogo,
} from '@costeo/domain/contracts/business-logo';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseWorkLimit, WorkLimitError, type WorkPool } from '../../workers/pool.ts';
import type { UserWorkGuard } from '../../workers/user-guard.ts';
import { createBusinessLogoRepository } from './business-logo.repository.ts';

const FIELD = 'content_base64';

/** A logo to send: its PNG bytes and its version (for the ETag). */
export interface LogoFile {
  bytes: Buffer;
  updatedAt: Date;
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** PNG, JPEG or WebP, from the bytes' signature; anything else never reaches the pool. */
function assertLogoType(bytes: Uint8Array): void {
  const png = ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n';
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp = ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
  if (!png && !jpeg && !webp) throw AppError.field(FIELD, LOGO_UNSUPPORTED_TYPE);
}

/**
 * The business's logo (issue 31): checked here (size, signature), decoded and re-encoded as PNG
 * in the worker pool (time and memory limits, one upload at a time per user, decision 018) and
 * stored in the database, one per account.
 */
export function createBusinessLogoService(deps: {
  db: Db;
  work: WorkPool;
  guard: UserWorkGuard;
  now: () => Date;
}) {
  const { db, work, guard, now } = deps;
  const repository = createBusinessLogoRepository(db);

  function decode(contentBase64: string): Buffer {
    const bytes = Buffer.from(contentBase64.replace(/\s/g, ''), 'base64');
    if (bytes.length > LOGO_MAX_FILE_BYTES) {
      throw new AppError('payload_too_large', LOGO_FILE_TOO_LARGE);
    }
    if (bytes.length === 0) throw AppError.field(FIELD, LOGO_EMPTY);
    return bytes;
  }

  async function process(bytes: Buffer) {
    const own = new Uint8Array(bytes);
    try {
      return await work.run(
        'business-logo',
        { bytes: own },
        { limit: 'import', transfer: [own.buffer] },
      );
    } catch (error) {
      if (!(error instanceof WorkLimitError)) throw error;
      throw refuseWorkLimit(error, {
        field: FIELD,
        timedOut: LOGO_TIMED_OUT,
        tooComplex: LOGO_TOO_COMPLEX,
      });
    }
  }

  return {
    async put(ownerId: number, contentBase64: string): Promise<BusinessLogo> {
      const bytes = decode(contentBase64);
      assertLogoType(bytes);
      const logo = await guard.run(ownerId, () => process(bytes));
      const at = now();
      await db.transaction((tx) =>
        createBusinessLogoRepository(tx).save(
          ownerId,
          { image: Buffer.from(logo.image), width: logo.width, height: logo.height },
          at,
        ),
      );
      return { logo_updated_at: at.toISOString(), width: logo.width, height: logo.height };
    },

    async get(ownerId: number): Promise<LogoFile> {
      const found = await repository.find(ownerId);
      if (!found) throw AppError.notFound();
      return found;
    },

    async remove(ownerId: number): Promise<void> {
      const removed = await db.transaction((tx) =>
        createBusinessLogoRepository(tx).remove(ownerId),
      );
      if (!removed) throw AppError.notFound();
    },

    /** The stored PNG for the documents, or null (exports read it through this service). */
    async imageFor(ownerId: number): Promise<Buffer | null> {
      return (await repository.find(ownerId))?.bytes ?? null;
    },
  };
}

export type BusinessLogoService = ReturnType<typeof createBusinessLogoService>;
