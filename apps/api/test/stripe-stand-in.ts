import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local stand-in for Stripe's API (decision 029): the official SDK talks to it over HTTP; each
 * request is checked against Stripe's published OpenAPI description (the operations Costeo calls,
 * trimmed by scripts/trim-stripe-openapi.ts) and answered with Stripe's own fixtures. A parameter
 * the description does not list, a missing required one, a value outside an enum or of the wrong
 * type is answered as Stripe would (400 invalid_request_error) and recorded in `problems`.
 */

type Schema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  maxLength?: number;
};

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody: Schema | null;
  response: string | null;
}

interface Trimmed {
  apiVersion: string;
  operations: Operation[];
  fixtures: Record<string, Record<string, unknown>>;
}

export const STRIPE_OPENAPI: Trimmed = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, 'fixtures/stripe/stripe-openapi.trimmed.json'),
    'utf8',
  ),
) as Trimmed;

export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

type Form = { [key: string]: string | Form };

/** `a[b][0][c]=x` (Stripe's form encoding) into nested objects; arrays stay keyed by index. */
export function parseForm(text: string): Form {
  const out: Form = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.replace(/\]/g, '').split('[');
    let at: Form = out;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        at[key] = value;
        return;
      }
      const next = at[key];
      if (typeof next === 'object') at = next;
      else {
        const created: Form = {};
        at[key] = created;
        at = created;
      }
    });
  }
  return out;
}

/** The problems of `value` against `schema` (empty: valid). */
export function check(value: unknown, schema: Schema | undefined, at: string): string[] {
  if (!schema) return [];
  if (schema.anyOf) {
    const results = schema.anyOf.map((option) => check(value, option, at));
    return results.some((problems) => problems.length === 0)
      ? []
      : (results.sort((a, b) => a.length - b.length)[0] ?? []);
  }
  const problems: string[] = [];
  const isForm = typeof value === 'object' && value !== null;
  switch (schema.type) {
    case 'object': {
      if (!isForm) return [`${at}: se esperaba un objeto`];
      const entries = Object.entries(value as Form);
      for (const name of schema.required ?? []) {
        if (!(name in (value as Form))) problems.push(`${at}${at ? '.' : ''}${name}: obligatorio`);
      }
      for (const [name, item] of entries) {
        const where = `${at}${at ? '.' : ''}${name}`;
        const known = schema.properties?.[name];
        if (known) problems.push(...check(item, known, where));
        else if (typeof schema.additionalProperties === 'object') {
          problems.push(...check(item, schema.additionalProperties, where));
        } else if (schema.properties || schema.additionalProperties === false) {
          problems.push(`${where}: parámetro desconocido`);
        }
      }
      return problems;
    }
    case 'array': {
      if (!isForm) return [`${at}: se esperaba una lista`];
      const entries = Object.entries(value as Form);
      if (entries.some(([index]) => !/^\d+$/.test(index))) return [`${at}: índices no válidos`];
      return entries.flatMap(([index, item]) => check(item, schema.items, `${at}[${index}]`));
    }
    case 'string':
      if (typeof value !== 'string') return [`${at}: se esperaba texto`];
      if (schema.enum && !schema.enum.includes(value)) return [`${at}: "${value}" no es un valor`];
      if (schema.maxLength !== undefined && value.length > schema.maxLength) {
        return [`${at}: demasiado largo`];
      }
      return [];
    case 'integer':
      return typeof value === 'string' && /^-?\d+$/.test(value) ? [] : [`${at}: no es un entero`];
    case 'number':
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? []
        : [`${at}: no es un número`];
    case 'boolean':
      return value === 'true' || value === 'false' ? [] : [`${at}: no es true/false`];
    default:
      return [];
  }
}

function matchOperation(method: string, url: string): Operation | undefined {
  return STRIPE_OPENAPI.operations.find((operation) => {
    if (operation.method !== method) return false;
    const pattern = new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(url);
  });
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  /** Requests the description refused (a test expects none unless it sends a wrong one). */
  problems: string[];
  close(): Promise<void>;
}

/** Starts the stand-in on a free local port. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const problems: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const method = (request.method ?? 'GET').toLowerCase();
      const text = method === 'get' ? url.search.slice(1) : await readBody(request);
      const params = parseForm(text);
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      requests.push({
        method: method.toUpperCase(),
        path: url.pathname,
        params,
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
      });
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
        });
        response.end(JSON.stringify(body));
      };
      const operation = matchOperation(method, url.pathname);
      if (!operation) {
        problems.push(`${method} ${url.pathname}: no está en la descripción`);
        answer(404, {
          error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
        });
        return;
      }
      const found =
        method === 'get'
          ? Object.keys(params).flatMap((name) =>
              operation.parameters.some((p) => p.in === 'query' && p.name === name)
                ? []
                : [`${name}: parámetro desconocido`],
            )
          : check(params, operation.requestBody ?? { type: 'object', properties: {} }, '');
      if (found.length > 0) {
        problems.push(...found.map((problem) => `${method} ${operation.path} ${problem}`));
        answer(400, {
          error: { type: 'invalid_request_error', message: found.join('; '), param: found[0] },
        });
        return;
      }
      answer(200, fixtureFor(operation, url.pathname, params));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    problems,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Stripe's fixture of the answered object, with a fresh id and what the request set. */
function fixtureFor(operation: Operation, pathname: string, params: Form): unknown {
  const name = operation.response ?? '';
  const fixture = structuredClone(STRIPE_OPENAPI.fixtures[name] ?? {});
  switch (name) {
    case 'customer':
      return { ...fixture, id: newId('cus'), email: params.email ?? null };
    case 'checkout.session': {
      const id = newId('cs_test');
      return {
        ...fixture,
        id,
        customer: params.customer ?? null,
        mode: params.mode,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        success_url: params.success_url,
      };
    }
    case 'billing_portal.session':
      return {
        ...fixture,
        id: newId('bps'),
        customer: params.customer,
        url: `https://billing.stripe.com/p/session/${newId('test')}`,
      };
    case 'subscription':
      return { ...fixture, id: pathname.split('/').at(-1) };
    default:
      return fixture;
  }
}
