import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldErrors } from '../lib/app-error.ts';

export const NULL_CHARACTER_MESSAGE = 'No se permiten caracteres nulos.';

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
}

/** The keys from the root down to `node`, joined: linear in the depth (a hostile body nests 20 000 levels). */
function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let current = node; current.parent; current = current.parent) keys.push(current.key);
  return keys.reverse().join('.');
}

/**
 * Paths (`notes`, `extra_allergens.0`) of every string, key included, that holds a NUL. Iterative,
 * with paths built only when needed and at most `limit` of them: a deeply nested body
 * (`[[[[…]]]]`) must not exhaust the stack or the memory.
 */
export function findNullCharacters(root: unknown, limit = 20): string[] {
  const found: string[] = [];
  const pending: Node[] = [{ value: root, key: '', parent: null }];
  for (let node = pending.pop(); node && found.length < limit; node = pending.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(pathOf(node));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const child = { value: item, key, parent: node };
        if (key.includes('\u0000')) found.push(pathOf(child));
        else pending.push(child);
      }
    }
  }
  return found;
}

/**
 * PostgreSQL text cannot hold NUL (`\u0000`): a string carrying one would fail in the database
 * with a 500. Django REST Framework refuses it on the field; so do we, for every route, before
 * the request schemas run. A NUL in the path names no resource: 404.
 */
export const nullCharactersPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (findNullCharacters(request.params).length > 0) throw AppError.notFound();
      const fields: FieldErrors = {};
      for (const source of [request.query, request.body]) {
        for (const field of findNullCharacters(source)) {
          fields[field || 'non_field_errors'] = [NULL_CHARACTER_MESSAGE];
        }
      }
      if (Object.keys(fields).length > 0) throw AppError.validation(fields);
    });
  },
  { name: 'null-characters' },
);
