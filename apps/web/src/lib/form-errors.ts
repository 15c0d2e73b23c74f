import { useEffect, useRef } from 'react';
import { isAxiosError } from 'axios';
import { NON_FIELD_ERRORS_KEY, getErrorDetail, getFieldErrors } from './api-errors.ts';

/*
 * Save errors on the fields (issue 16 part 3). One key format for both sides: the API names a
 * nested field by its path joined with dots (`lines.1.quantity`, apps/api/src/plugins/errors.ts),
 * and a contract checked here in the browser names its zod issues the same way, so a form maps a
 * key to its field once, whoever found the problem.
 */

/** `{field: "mensaje"}`; nested fields as `lines.1.quantity`, `non_field_errors` for the form. */
export type FieldErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface SafeParser {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } };
}

/** Zod issues as field errors, keyed as the API keys them; the first message of a field wins. */
export function fieldErrorsFromIssues(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : NON_FIELD_ERRORS_KEY;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Checks a request against its contract from `@costeo/domain/contracts` before it is sent: the
 * same rules and Spanish messages the API applies. Empty when the request is valid.
 */
export function validateRequest(schema: SafeParser, request: unknown): FieldErrors {
  const result = schema.safeParse(request);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

/** What a failed save tells a form: messages for its fields, and one for the form itself. */
export interface SaveErrors {
  fields: FieldErrors;
  /** Shown above the form: `non_field_errors`, fields the form does not show, or the generic. */
  form: string | null;
}

/**
 * Splits a failed save. A 400 with field errors goes field by field (`isField` says which keys the
 * form can show; the rest, with `non_field_errors`, read above the form). Another 4xx shows the
 * server's `{detail}`. Only a network error, a time-out or a 5xx shows `fallback`, the generic
 * "Inténtalo de nuevo": for those, trying again may help.
 */
export function readSaveError(
  error: unknown,
  fallback: string,
  isField: (key: string) => boolean = () => true,
): SaveErrors {
  const all = getFieldErrors(error);
  const keys = Object.keys(all);
  if (keys.length > 0) {
    const fields: FieldErrors = {};
    const others: string[] = [];
    for (const key of keys) {
      const message = all[key] ?? '';
      if (key !== NON_FIELD_ERRORS_KEY && isField(key)) fields[key] = message;
      else others.push(message);
    }
    return { fields, form: others.length > 0 ? others.join(' ') : null };
  }
  const status = isAxiosError(error) ? error.response?.status : undefined;
  const detail = status !== undefined && status < 500 ? getErrorDetail(error) : null;
  return { fields: {}, form: detail ?? fallback };
}

/**
 * Moves the focus to the first invalid field (the first `aria-invalid="true"` in document order
 * inside the returned ref), so a keyboard or screen-reader user lands on what to fix. It runs each
 * time `trigger` changes to something that is not empty: the errors object a save sets, or a
 * counter a form bumps on each refused submit (so typing, which clears an error, never moves the
 * focus). Mantine's inputs set `aria-invalid` from their `error`.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLDivElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const empty = !trigger || (typeof trigger === 'object' && Object.keys(trigger).length === 0);
    if (empty) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [trigger]);
  return ref;
}
