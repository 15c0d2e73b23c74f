import type { FastifyError } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * The route options of an upload sent as base64 in JSON (a price list, a supplier invoice, a till's
 * sales): a file of `maxBytes` travels as 4/3 of it plus the other fields, so these routes alone
 * accept bodies that large (the app's limit is 1 MiB); over it, the answer says what the user can
 * act on — the file's size — not "the request".
 */
export function fileBodyLimits(maxBytes: number, tooLarge: string) {
  return {
    bodyLimit: Math.ceil((maxBytes * 4) / 3) + 512 * 1024,
    errorHandler(error: FastifyError): never {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new AppError('payload_too_large', tooLarge);
      }
      throw error;
    },
  };
}
