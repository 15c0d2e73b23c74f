import type { FormErrors } from '@mantine/form';
import type { AllergenCode } from '@costeo/domain/allergens';
import {
  customDefinitionRequestSchema,
  type CustomDefinitionRequest,
} from '@costeo/domain/contracts/ingredients';
import type { BaseUnit } from '@costeo/domain/units';

/** The small form that adds an ingredient of the user's own to the catalog. */
export interface CustomDefinitionValues {
  name: string;
  category: string | null;
  base_unit: BaseUnit;
  density: string;
  unit_weight: string;
  waste_pct: string;
  allergens: AllergenCode[];
  vat_pct: string | null;
}

export function emptyCustomDefinition(name: string): CustomDefinitionValues {
  return {
    name,
    category: null,
    base_unit: 'g',
    density: '',
    unit_weight: '',
    waste_pct: '0',
    allergens: [],
    vat_pct: '10.00',
  };
}

function optional(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function toCustomDefinitionRequest(values: CustomDefinitionValues): CustomDefinitionRequest {
  return {
    name: values.name.trim(),
    category: values.category === null ? 0 : Number(values.category),
    base_unit: values.base_unit,
    density: optional(values.density) ?? null,
    unit_weight: optional(values.unit_weight) ?? null,
    waste_pct: optional(values.waste_pct),
    allergens: values.allergens,
    vat_pct: values.vat_pct ?? undefined,
  };
}

export function validateCustomDefinition(values: CustomDefinitionValues): FormErrors {
  const errors: FormErrors = {};
  if (values.name.trim() === '') errors.name = 'Indica el nombre del ingrediente.';
  if (values.category === null) errors.category = 'Elige una categoría.';
  const parsed = customDefinitionRequestSchema.safeParse(toCustomDefinitionRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
