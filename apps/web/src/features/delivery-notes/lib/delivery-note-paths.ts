/*
 * The albaranes' screens (issue 32), under Ingredientes as the invoices and suppliers are. A new
 * albarán for one supplier is `lib/supplier-paths.ts`' `newDeliveryNotePath(id)`.
 */
export const DELIVERY_NOTES_PATH = '/ingredients/delivery-notes';
export const NEW_DELIVERY_NOTE_PATH = `${DELIVERY_NOTES_PATH}/new`;
