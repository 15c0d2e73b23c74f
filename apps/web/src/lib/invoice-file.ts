import { SUPPLIER_INVOICE_MAX_BYTES } from '@costeo/domain/contracts/supplier-invoices';
import { isPhotoName, PHOTO_EXTENSIONS } from './invoice-photo.ts';

export const INVOICE_EXTENSIONS = ['.xml', '.xsig', '.pdf', ...PHOTO_EXTENSIONS];
/**
 * `application/pdf` lets a phone offer its files and camera roll for a PDF; `image/*` a photo or a
 * scan of an albarán (issue 36).
 */
export const INVOICE_ACCEPT = [
  '.xml',
  '.xsig',
  '.pdf',
  'application/pdf',
  'text/xml',
  'image/*',
  '.heic',
  '.heif',
].join(',');

export const INVOICE_FILE_KINDS =
  'Sube la factura electrónica (.xml o .xsig, Facturae o UBL), un PDF o una foto del albarán (JPEG, PNG, HEIC).';

/** What is wrong with a chosen file before it is sent (the server checks again), or null. */
export function checkInvoiceFile(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!INVOICE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return INVOICE_FILE_KINDS;
  }
  if (file.size === 0) return 'El archivo está vacío.';
  // A photo is shrunk in the browser before it is sent: its own limit is checked then.
  if (file.size > SUPPLIER_INVOICE_MAX_BYTES && !isPhotoName(name)) {
    return 'El archivo supera el máximo de 5 MB.';
  }
  return null;
}

export { readFileAsBase64 } from './read-file.ts';
