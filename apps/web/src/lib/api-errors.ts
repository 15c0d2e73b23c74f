import { isAxiosError } from 'axios';

/** DRF puts errors that belong to no single field here. */
export const NON_FIELD_ERRORS_KEY = 'non_field_errors';

function responseBody(error: unknown): Record<string, unknown> | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

/** The server's `{detail}` message (DESIGN.md §4), or null when the answer has none. */
export function getErrorDetail(error: unknown): string | null {
  const detail = responseBody(error)?.detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : null;
}

/** DRF validation body `{field: ["msg", …]}` → `{field: "msg …"}`; `detail` and `code` excluded. */
export function getFieldErrors(error: unknown): Record<string, string> {
  const body = responseBody(error);
  if (!body || !isAxiosError(error) || error.response?.status !== 400) return {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body)) {
    if (field === 'detail' || field === 'code') continue;
    const list = Array.isArray(messages) ? messages : [messages];
    const text = list.filter((message) => typeof message === 'string').join(' ');
    if (text) errors[field] = text;
  }
  return errors;
}
