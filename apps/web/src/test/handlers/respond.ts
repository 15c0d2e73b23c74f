import { errorBodySchema } from '@costeo/domain/contracts/errors';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { server } from '../server.ts';

/**
 * A JSON answer whose body the domain contract accepts: a fixture that drifts from the contract
 * throws here (MSW then answers 500 and the test fails), instead of reaching the app.
 */
export function answer<S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  status = 200,
  headers?: HeadersInit,
) {
  schema.parse(body);
  return HttpResponse.json(body as JsonBodyType, { status, headers });
}

/** An error answer in the API's error shape (DESIGN.md §4). */
export function answerError(
  status: number,
  body: z.input<typeof errorBodySchema>,
  headers?: HeadersInit,
) {
  return answer(errorBodySchema, body, status, headers);
}

/** DRF's 404 for an unknown id. */
export function notFound() {
  return answerError(404, { detail: 'No encontrado.' });
}

/** 204 No Content. */
export function noContent() {
  return new HttpResponse(null, { status: 204 });
}

/** The request's body read through the request contract the app is held to. */
export async function bodyOf<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  return schema.parse(await request.json());
}

/**
 * The request's body as the app sent it, after the request contract accepted it (for handlers that
 * keep what was sent, not the contract's defaults and normalisations).
 */
export async function sentBodyOf<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.input<S>> {
  const body: unknown = await request.json();
  schema.parse(body);
  return body as z.input<S>;
}

/** One query-string parameter of the request (undefined when absent). */
export function queryParam(request: Request, name: string): string | undefined {
  return new URL(request.url).searchParams.get(name) ?? undefined;
}

/** A page of DRF's page-number pagination with everything on it. */
export function page<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}

/** The numeric `:id` of a route's path. */
export function idOf(params: Record<string, string | readonly string[] | undefined>): number {
  return Number(params.id);
}

/** A file answer (exports, downloads): the bytes as sent, with their content type. */
export function answerFile(content: BodyInit, contentType: string, fileName?: string) {
  const headers = new Headers({ 'Content-Type': contentType });
  if (fileName) {
    headers.set(
      'Content-Disposition',
      `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
  }
  return new HttpResponse(content, { headers });
}

/**
 * For tests of the app's shell that serve only what they look at: every other API path answers
 * DRF's 404. Put it on first, so the test's own handlers come before it.
 */
export function answerOtherPathsWith404() {
  server.use(http.all('/api/*', () => notFound()));
}
