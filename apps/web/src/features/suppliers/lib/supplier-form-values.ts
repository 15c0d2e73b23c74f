import {
  supplierInputSchema,
  type Supplier,
  type SupplierInput,
} from '@costeo/domain/contracts/suppliers';
import { taxIdProblem } from '@costeo/domain/tax-id';
import { validateRequest, type FieldErrors } from '../../../lib/form-errors.ts';

/** The form's fields as typed; delivery days as the chips' values ("1" Monday … "7" Sunday). */
export interface SupplierFormValues {
  name: string;
  tax_id: string;
  aliases: string[];
  email: string;
  phone: string;
  contact: string;
  delivery_days: string[];
  /** "HH:MM" from the time field, "" when not set. */
  order_cutoff: string;
  notes: string;
}

export const EMPTY_SUPPLIER_FORM: SupplierFormValues = {
  name: '',
  tax_id: '',
  aliases: [],
  email: '',
  phone: '',
  contact: '',
  delivery_days: [],
  order_cutoff: '',
  notes: '',
};

/** The fields a save error can name (the rest read above the form). */
export const SUPPLIER_FORM_FIELDS = new Set(Object.keys(EMPTY_SUPPLIER_FORM));

export function formValuesFromSupplier(supplier: Supplier): SupplierFormValues {
  return {
    name: supplier.name,
    tax_id: supplier.tax_id,
    aliases: supplier.aliases,
    email: supplier.email,
    phone: supplier.phone,
    contact: supplier.contact,
    delivery_days: supplier.delivery_days.map(String),
    order_cutoff: supplier.order_cutoff ?? '',
    notes: supplier.notes,
  };
}

/** A new supplier with a name only (the product drawer's "Crear «X»"). */
export function formValuesWithName(name: string): SupplierFormValues {
  return { ...EMPTY_SUPPLIER_FORM, name };
}

/** The request the API takes (contracts/suppliers.ts). */
export function toSupplierInput(values: SupplierFormValues): SupplierInput {
  return {
    name: values.name.trim(),
    tax_id: values.tax_id.trim(),
    aliases: values.aliases.map((alias) => alias.trim()).filter((alias) => alias !== ''),
    email: values.email.trim(),
    phone: values.phone.trim(),
    contact: values.contact.trim(),
    notes: values.notes,
    delivery_days: values.delivery_days.map(Number),
    // A browser's time field may add seconds ("18:00:00"); the API takes "HH:MM".
    order_cutoff: values.order_cutoff === '' ? null : values.order_cutoff.slice(0, 5),
  };
}

/** The contract's rules and Spanish messages, field by field, before anything is sent. */
export function validateSupplierForm(values: SupplierFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(
    validateRequest(supplierInputSchema, toSupplierInput(values)),
  )) {
    // "aliases.2" (one of the other names) is the tag field's message.
    const field = key.startsWith('aliases.') ? 'aliases' : key;
    errors[field] ??= message;
  }
  return errors;
}

/** The NIF/CIF's own message (what is wrong and how to fix it), or null. */
export function taxIdMessage(taxId: string): string | null {
  return taxIdProblem(taxId.trim());
}
