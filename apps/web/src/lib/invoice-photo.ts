import {
  MORE_PHOTOS_MAX,
  SUPPLIER_INVOICE_MAX_BYTES,
} from '@costeo/domain/contracts/supplier-invoices';

/**
 * Photos of an albarán taken with the phone (issue 36): shrunk in the browser before they are sent
 * — a phone's 12 MP photo is 3–6 MB, the reader wants ~2 200 px on the long side — so four pages
 * travel within the server's 5 MB. The server's limits still apply to whatever arrives.
 */

/** Photos of one document: the first page and at most three more. */
export const MAX_PHOTOS = MORE_PHOTOS_MAX + 1;
/** The long side sent: a little over what the reader prepares (2 200 px), never enlarged. */
export const PHOTO_LONG_SIDE = 2400;
const PHOTO_QUALITY = 0.85;

export const PHOTO_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.heic',
  '.heif',
  '.webp',
  '.tif',
  '.tiff',
];

export const isPhotoName = (name: string) =>
  PHOTO_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

export interface InvoicePhoto {
  name: string;
  base64: string;
  /** Bytes sent (after shrinking). */
  size: number;
  /** An object URL of what is sent, for the thumbnail (revoked when the photo is dropped). */
  preview: string | null;
}

/** The size a photo is drawn at: its long side at most `longSide`, never enlarged. */
export function shrunkSize(
  width: number,
  height: number,
  longSide = PHOTO_LONG_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('No se pudo leer la foto.'));
    };
    reader.readAsDataURL(blob);
  });
}

/** The photo drawn smaller as a JPEG, upright (EXIF); null when the browser cannot decode it. */
async function shrink(file: File): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // HEIC on a browser that does not decode it: the server does (libheif).
    return null;
  }
  try {
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY);
    });
  } finally {
    bitmap.close();
  }
}

/**
 * A photo ready to send: shrunk when the browser can draw it (and the result is smaller), else as
 * taken. A refusal in Spanish when it cannot go (empty, or over 5 MB as taken and not shrinkable).
 */
export async function preparePhoto(
  file: File,
): Promise<{ ok: true; photo: InvoicePhoto } | { ok: false; reason: string }> {
  if (file.size === 0) return { ok: false, reason: 'La foto está vacía.' };
  const shrunk = await shrink(file);
  const blob: Blob = shrunk && shrunk.size < file.size ? shrunk : file;
  if (blob.size > SUPPLIER_INVOICE_MAX_BYTES) {
    return { ok: false, reason: 'La foto supera el máximo de 5 MB.' };
  }
  const name = blob === file ? file.name : file.name.replace(/\.[^.]+$/, '') + '.jpg';
  return {
    ok: true,
    photo: {
      name,
      base64: await blobToBase64(blob),
      size: blob.size,
      preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null,
    },
  };
}

/** What is wrong with the photos of one document together, or null. */
export function checkPhotos(photos: readonly Pick<InvoicePhoto, 'size'>[]): string | null {
  if (photos.length > MAX_PHOTOS) return `Como máximo ${MAX_PHOTOS} fotos por albarán o factura.`;
  const total = photos.reduce((sum, photo) => sum + photo.size, 0);
  if (total > SUPPLIER_INVOICE_MAX_BYTES) {
    return 'Las fotos superan juntas el máximo de 5 MB: quita alguna página.';
  }
  return null;
}
