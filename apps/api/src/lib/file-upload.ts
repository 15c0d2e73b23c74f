import {
  IMPORT_FILE_TOO_LARGE,
  IMPORT_MAX_FILE_BYTES,
} from '@costeo/domain/contracts/ingredient-import';
import { AppError } from './app-error.ts';

/*
 * What the main thread does with an uploaded file (a price list, a till's sales) before a worker
 * reads it (decision 018). Apart from the readers so that the API process never loads exceljs or
 * papaparse; only the worker threads do.
 */

/** base64 → bytes, refusing an empty file and one over 5 MB with the wizard's messages. */
export function decodeFile(contentBase64: string): Buffer {
  const bytes = Buffer.from(contentBase64.replace(/\s/g, ''), 'base64');
  const refuse = (message: string) => AppError.field('content_base64', message);
  if (bytes.length > IMPORT_MAX_FILE_BYTES) throw refuse(IMPORT_FILE_TOO_LARGE);
  if (bytes.length === 0) throw refuse('El archivo está vacío.');
  return bytes;
}
