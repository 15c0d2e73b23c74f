/**
 * Trims Stripe's published OpenAPI description (github.com/stripe/openapi, MIT) to the operations
 * Costeo calls, for the test stand-in (test/stripe-stand-in.ts). The full description is many MB;
 * only the request parameters of these operations and the fixture objects they answer are kept.
 *
 *   node --import tsx apps/api/scripts/trim-stripe-openapi.ts <spec3.json> <fixtures3.json>
 *
 * (`openapi/spec3.yaml` converts to JSON with the `yaml` package: see the fixtures README.)
 * Writes apps/api/test/fixtures/stripe/stripe-openapi.trimmed.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every Stripe call Costeo makes (modules/payments/stripe-billing.ts). */
export const COSTEO_OPERATIONS = [
  { method: 'post', path: '/v1/customers' },
  { method: 'post', path: '/v1/checkout/sessions' },
  { method: 'get', path: '/v1/subscriptions/{subscription_exposed_id}' },
  { method: 'post', path: '/v1/subscriptions/{subscription_exposed_id}' },
  { method: 'post', path: '/v1/billing_portal/sessions' },
] as const;

/** Fixture objects kept (answers, and the objects of the webhook events Costeo handles). */
const FIXTURES = [
  'customer',
  'checkout.session',
  'subscription',
  'billing_portal.session',
  'invoice',
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Inlines `$ref`s (request schemas are small) and drops descriptions. */
function simplify(node: Json, spec: JsonObject, depth = 0): Json {
  if (depth > 12) return {};
  if (Array.isArray(node)) return node.map((item) => simplify(item, spec, depth + 1));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json | undefined>((at, key) => (isObject(at) ? at[key] : undefined), spec);
    return simplify(target ?? {}, spec, depth + 1);
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'description' || key === 'x-stripeBypassValidation') continue;
    out[key] = simplify(value, spec, depth + 1);
  }
  return out;
}

function responseRef(operation: JsonObject): string | null {
  const schema = (operation.responses as JsonObject | undefined)?.['200'];
  const ref = JSON.stringify(schema ?? null).match(/"\$ref":"#\/components\/schemas\/([^"]+)"/);
  return ref?.[1] ?? null;
}

function main(): void {
  const [specPath, fixturesPath] = process.argv.slice(2);
  if (!specPath || !fixturesPath) {
    throw new Error('usage: trim-stripe-openapi.ts <spec3.json> <fixtures3.json>');
  }
  const spec = JSON.parse(readFileSync(specPath, 'utf8')) as JsonObject;
  const fixtures = JSON.parse(readFileSync(fixturesPath, 'utf8')) as { resources: JsonObject };
  const paths = spec.paths as JsonObject;
  const operations = COSTEO_OPERATIONS.map(({ method, path: route }) => {
    const operation = (paths[route] as JsonObject | undefined)?.[method];
    if (!isObject(operation)) throw new Error(`${method} ${route} is not in the description`);
    const body = (operation.requestBody as JsonObject | undefined)?.content as
      JsonObject | undefined;
    const form = body?.['application/x-www-form-urlencoded'] as JsonObject | undefined;
    return {
      method,
      path: route,
      operationId: operation.operationId ?? null,
      parameters: simplify(operation.parameters ?? [], spec),
      requestBody: simplify(form?.schema ?? null, spec),
      response: responseRef(operation),
    };
  });
  const info = spec.info as JsonObject;
  const trimmed = {
    source: 'https://github.com/stripe/openapi (MIT licence), openapi/spec3 and fixtures3',
    apiVersion: info.version ?? null,
    operations,
    fixtures: Object.fromEntries(FIXTURES.map((name) => [name, fixtures.resources[name] ?? null])),
  };
  const here = path.dirname(fileURLToPath(import.meta.url));
  const out = path.resolve(here, '../test/fixtures/stripe/stripe-openapi.trimmed.json');
  writeFileSync(out, `${JSON.stringify(trimmed, null, 1)}\n`);
  process.stdout.write(`wrote ${out}\n`);
}

main();
