import { AppError } from '../../lib/app-error.ts';

/**
 * The refusals of a supplier invoice's reading, in Spanish, as 400s on the file field (the same
 * field the price list import uses: the file travels base64 in JSON). They are AppErrors so they
 * cross the worker thread back as plain data and are rebuilt (decision 018).
 */
export const INVOICE_FILE_FIELD = 'content_base64';

export const NO_PHOTOS =
  'Costeo aún no lee fotos ni escaneos. Pide al proveedor la factura electrónica (Facturae o UBL) o un PDF con texto.';

export const INVOICE_REFUSALS = {
  empty: 'El archivo está vacío.',
  scannedPdf: `Este PDF no tiene texto (parece escaneado): ${NO_PHOTOS}`,
  image: `Este archivo es una imagen (una foto o un escaneo): ${NO_PHOTOS}`,
  unknownType:
    'Tipo de archivo no admitido: sube la factura en XML (Facturae o UBL) o en PDF con texto.',
  spreadsheet:
    'Esto parece una hoja de cálculo: las listas de precios se suben en «Importar precios». Aquí, la factura en XML (Facturae o UBL) o en PDF.',
  doctype:
    'El XML declara un DOCTYPE o entidades, que Costeo no admite por seguridad: una factura Facturae o UBL no los lleva.',
  malformedXml: 'El XML está mal formado o incompleto',
  tooDeep: 'El XML tiene demasiados niveles anidados: una factura no tiene tantos.',
  tooManyParts:
    'El XML tiene demasiados elementos, atributos o caracteres codificados para ser una factura.',
  encoding:
    'El XML usa una codificación que Costeo no lee: admite UTF-8, UTF-16 e ISO-8859-1 (Latin-1).',
  notAnInvoice:
    'Este XML no es una factura Facturae (3.2, 3.2.1 o 3.2.2) ni UBL 2.1 (Invoice o CreditNote).',
  facturaeVersion:
    'Esta versión de Facturae no se admite: Costeo lee las versiones 3.2, 3.2.1 y 3.2.2.',
  pdfDamaged: 'El PDF está dañado o no se puede leer.',
  pdfTooLarge:
    'El PDF ocupa demasiado una vez descomprimido: una factura no tiene tanto contenido.',
  pdfPassword: 'El PDF está protegido con contraseña: pide al proveedor una copia sin protección.',
  tooManyPages: (max: number) => `El PDF tiene más de ${max} páginas: una factura no tiene tantas.`,
  tooManyScanPages:
    'El escaneo tiene más de 4 páginas: sube cada albarán o factura por separado (hasta 4 páginas).',
  noTextInScan:
    'No se ha encontrado texto en la imagen: haz la foto de cerca, con luz y el albarán entero y plano.',
  /** On `more_photos_base64`: the next pages photographed go with a photo of the first. */
  morePhotosAlone:
    'Las fotos de las páginas siguientes acompañan a la foto de la primera página: un PDF o una factura electrónica ya lleva todas sus páginas.',
  tooManyPhotos: 'Como máximo 4 fotos por albarán o factura: sube cada documento por separado.',
  tooManyLines: (max: number) => `La factura tiene más de ${max} líneas; el máximo es ${max}.`,
} as const;

export function refuse(message: string): AppError {
  return AppError.field(INVOICE_FILE_FIELD, message);
}

/** The field of the photos of a document's next pages (issue 36). */
export const MORE_PHOTOS_FIELD = 'more_photos_base64';

/** A refusal of the photo of page `page` (2, 3, 4), on the field those photos travel in. */
export function refusePhoto(error: unknown, page: number): unknown {
  if (!(error instanceof AppError)) return error;
  const messages = error.body[INVOICE_FILE_FIELD];
  if (!Array.isArray(messages)) return error;
  return AppError.field(MORE_PHOTOS_FIELD, `Foto ${page}: ${String(messages[0] ?? '')}`);
}
