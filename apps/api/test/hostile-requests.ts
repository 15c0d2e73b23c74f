import type { InjectOptions } from 'fastify';
import { BODY_VALUES, RAW_BODIES, RAW_PATH_VALUES, URL_VALUES } from './hostile-values.ts';

/**
 * What the hostile-input walker sends: hostile values, and the requests built for one operation
 * of the OpenAPI document (a plausible valid request, then one hostile value at a time).
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
};

export interface Parameter {
  name: string;
  required?: boolean;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

let unique = 0;

function isStringArray(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** `{detail: "..."}` (plus extra keys) or, for a 400, `{field: ["..."]}`. */
export function isDrfError(status: number, body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return true;
  return (
    status === 400 && Object.keys(record).length > 0 && Object.values(record).every(isStringArray)
  );
}

interface NestedVariant {
  path: string;
  /** The answer's key for it: `.unit` → `unit`, `[0].unit` → `0.unit`. */
  field: string;
  hostile: unknown;
  value: unknown;
}

export interface PlannedRequest {
  label: string;
  options: InjectOptions;
}

/** One hostile value in one field: the answer's key for that field (`notes`, `lines.0.unit`). */
export interface BatchMember extends PlannedRequest {
  field: string;
}

/**
 * The requests that put one hostile value in one field each (of the body, or of the query), the
 * other fields kept valid, sent first as one request with the value in all of those fields
 * (`options`). The validation answers with every field it refuses (a 400 `{field: [...]}` naming
 * each): a member whose field the answer names is refused on its own too (a field's schema does
 * not depend on the others; a union or a rule across fields answers on the object, naming none),
 * and only the members it does not name are sent one by one, as before (issue 29).
 */
export interface PlannedBatch extends PlannedRequest {
  batch: 'body' | 'query';
  members: BatchMember[];
}

export type PlannedProbe = PlannedRequest | PlannedBatch;

export function isBatch(probe: PlannedProbe): probe is PlannedBatch {
  return 'members' in probe;
}

/** Every single request of a plan: its batches' members, each as it was sent before batching. */
export function singleRequests(probes: PlannedProbe[]): PlannedRequest[] {
  return probes.flatMap((probe) => (isBatch(probe) ? probe.members : [probe]));
}

/**
 * Whether a 400 answer names `field`: its own key, or a key inside it (`extra_allergens.0` names
 * `extra_allergens`).
 */
export function namesField(status: number, body: unknown, field: string): boolean {
  if (status !== 400 || body === null || typeof body !== 'object' || Array.isArray(body)) {
    return false;
  }
  return Object.keys(body).some((key) => key === field || key.startsWith(`${field}.`));
}

/**
 * Methods whose body Fastify never reads (lib/handle-request.js: GET and HEAD go to the handler
 * without parsing, whatever the Content-Type): of the whole bodies, one per Content-Type is sent.
 */
const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/** Plans the requests for the operations of one OpenAPI document. */
export function createRequestPlanner(document: OpenApiDocument) {
  function resolve(schema: JsonSchema | undefined): JsonSchema {
    if (!schema?.$ref) return schema ?? {};
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(document.components?.schemas?.[name]);
  }

  /** A plausible valid value, so one hostile property at a time reaches the service and database. */
  function sampleValue(raw: JsonSchema | undefined, name: string): unknown {
    const schema = resolve(raw);
    if (schema.default !== undefined) return schema.default;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum[0];
    const options = schema.anyOf ?? schema.oneOf;
    if (options?.length) {
      const numeric = options.find((option) => resolve(option).type === 'number');
      return sampleValue(numeric ?? options[0], name);
    }
    if (schema.allOf?.length) return sampleValue(schema.allOf[0], name);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'integer':
      case 'number':
        return Math.max(1, schema.minimum ?? 1);
      case 'boolean':
        return true;
      case 'array':
        return [];
      case 'object':
        return sampleObject(schema);
      case 'string':
        unique += 1;
        if (schema.format === 'email') return `andante${unique}@example.com`;
        return `${name}${unique}`.padEnd(Math.max(schema.minLength ?? 1, 8), 'x');
      default:
        return 'x';
    }
  }

  /**
   * Hostile values one level down: inside an object property, or inside the one item of an
   * array of objects (recipe lines and the like), the other fields kept valid.
   */
  function nestedVariants(raw: JsonSchema | undefined): NestedVariant[] {
    const schema = resolve(raw);
    const isArray = schema.type === 'array';
    const item = resolve(isArray ? schema.items : schema);
    if (!item.properties) return [];
    const variants: NestedVariant[] = [];
    for (const key of Object.keys(item.properties)) {
      for (const hostile of BODY_VALUES) {
        const inner = { ...sampleObject(item), [key]: hostile };
        variants.push({
          path: isArray ? `[0].${key}` : `.${key}`,
          field: isArray ? `0.${key}` : key,
          hostile,
          value: isArray ? [inner] : inner,
        });
      }
    }
    return variants;
  }

  /** The nested value with `hostile` in every property of the object (or of the array's item). */
  function nestedBatchValue(raw: JsonSchema | undefined, hostile: unknown): unknown {
    const schema = resolve(raw);
    const isArray = schema.type === 'array';
    const item = resolve(isArray ? schema.items : schema);
    const inner: Record<string, unknown> = { ...sampleObject(item) };
    for (const key of Object.keys(item.properties ?? {})) inner[key] = hostile;
    return isArray ? [inner] : inner;
  }

  function acceptsNumber(raw: JsonSchema | undefined): boolean {
    const schema = resolve(raw);
    const options = schema.anyOf ?? schema.oneOf ?? [schema];
    return options.some((option) => ['number', 'integer'].includes(String(resolve(option).type)));
  }

  /** The required properties only: optional ones keep their defaults, which are valid. */
  function sampleObject(raw: JsonSchema | undefined): Record<string, unknown> {
    const schema = resolve(raw);
    const result: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (schema.required?.includes(key)) result[key] = sampleValue(property, key);
    }
    return result;
  }

  /**
   * Every hostile variant of one operation, for one set of headers; the variants that differ only
   * in which field holds a value come as batches (PlannedBatch).
   */
  function planOperation(
    method: string,
    path: string,
    operation: Operation,
    existingId: string,
    headers: Record<string, string>,
  ): PlannedProbe[] {
    const parameters = operation.parameters ?? [];
    const pathParams = parameters.filter((parameter) => parameter.in === 'path');
    const queryParams = parameters.filter((parameter) => parameter.in === 'query');
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    const upper = method.toUpperCase() as InjectOptions['method'];
    const baseQuery: Record<string, string> = {};
    for (const parameter of queryParams.filter((item) => item.required)) {
      baseQuery[parameter.name] = String(sampleValue(parameter.schema, parameter.name));
    }
    const buildUrl = (pathValues: Record<string, string>, query: Record<string, string> = {}) => {
      let url = path;
      for (const parameter of pathParams) {
        const value = pathValues[parameter.name] ?? existingId;
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
      }
      const search = new URLSearchParams({ ...baseQuery, ...query }).toString();
      return search ? `${url}?${search}` : url;
    };
    const baseBody = bodySchema ? sampleObject(bodySchema) : undefined;
    const request = (url: string, body?: unknown): InjectOptions => ({
      method: upper,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const planned: PlannedProbe[] = [];
    const name = `${upper} ${path}`;
    /** One batch per hostile value over `members` (a lone member is sent as it is). */
    const addBatches = <V>(
      batch: PlannedBatch['batch'],
      values: readonly V[],
      members: (value: V) => BatchMember[],
      together: (value: V) => InjectOptions,
      describe: (value: V) => string,
    ) => {
      for (const value of values) {
        const list = members(value);
        if (list.length === 0) continue;
        if (list.length === 1) planned.push(list[0]!);
        else
          planned.push({ label: describe(value), options: together(value), batch, members: list });
      }
    };

    planned.push({ label: `${name} baseline`, options: request(buildUrl({}), baseBody) });
    for (const parameter of pathParams) {
      for (const value of RAW_PATH_VALUES) {
        planned.push({
          label: `${name} raw path ${parameter.name}=${JSON.stringify(value.slice(0, 30))}`,
          options: request(
            path.replace(`{${parameter.name}}`, value).replace(/\{[^}]+\}/g, existingId),
          ),
        });
      }
      for (const value of URL_VALUES) {
        planned.push({
          label: `${name} path ${parameter.name}=${JSON.stringify(value.slice(0, 30))}`,
          options: request(buildUrl({ [parameter.name]: value }), baseBody),
        });
      }
    }
    addBatches(
      'query',
      URL_VALUES,
      (value) =>
        queryParams.map((parameter) => ({
          label: `${name} query ${parameter.name}=${JSON.stringify(value.slice(0, 30))}`,
          field: parameter.name,
          options: request(buildUrl({}, { [parameter.name]: value }), baseBody),
        })),
      (value) =>
        request(
          buildUrl({}, Object.fromEntries(queryParams.map((parameter) => [parameter.name, value]))),
          baseBody,
        ),
      (value) => `${name} query *=${JSON.stringify(value.slice(0, 30))}`,
    );
    for (const parameter of queryParams) {
      planned.push({
        label: `${name} query ${parameter.name} repeated`,
        options: request(
          `${path.replace(/\{[^}]+\}/g, existingId)}?${parameter.name}=1&${parameter.name}=2`,
          baseBody,
        ),
      });
    }
    for (const query of ['__proto__=1', 'constructor=1', 'a%00b=1', `${'k'.repeat(5000)}=1`]) {
      planned.push({
        label: `${name} query key ${query.slice(0, 20)}`,
        options: request(`${path.replace(/\{[^}]+\}/g, existingId)}?${query}`, baseBody),
      });
    }
    if (bodySchema) {
      const propertySchemas = resolve(bodySchema).properties ?? {};
      const properties = Object.keys(propertySchemas);
      const show = (value: unknown) => JSON.stringify(value).slice(0, 30);
      // Each hostile value in each property, the others valid.
      addBatches(
        'body',
        BODY_VALUES,
        (value) =>
          properties.map((property) => ({
            label: `${name} body ${property}=${show(value)}`,
            field: property,
            options: request(buildUrl({}), { ...baseBody, [property]: value }),
          })),
        (value) =>
          request(buildUrl({}), {
            ...baseBody,
            ...Object.fromEntries(properties.map((property) => [property, value])),
          }),
        (value) => `${name} body *=${show(value)}`,
      );
      // …and one level down: in each property of an object property, or of an array's one item.
      const nested = Object.fromEntries(
        properties.map((property) => [property, nestedVariants(propertySchemas[property])]),
      );
      const withNested = properties.filter((property) => nested[property]!.length > 0);
      addBatches(
        'body',
        BODY_VALUES,
        (hostile) =>
          withNested.flatMap((property) =>
            nested[property]!.filter((variant) => Object.is(variant.hostile, hostile)).map(
              ({ path: inner, field, value }) => ({
                label: `${name} body ${property}${inner}=${show(hostile)}`,
                field: `${property}.${field}`,
                options: request(buildUrl({}), { ...baseBody, [property]: value }),
              }),
            ),
          ),
        (hostile) =>
          request(buildUrl({}), {
            ...baseBody,
            ...Object.fromEntries(
              withNested.map((property) => [
                property,
                nestedBatchValue(propertySchemas[property], hostile),
              ]),
            ),
          }),
        (hostile) => `${name} body *.*=${show(hostile)}`,
      );
      // Extremes together: the largest figure in one numeric field, the smallest in another and
      // 99.99 in the rest (a huge price for 0,001 g at 99,99 % merma overflows derived costs).
      const numeric = properties.filter((property) =>
        acceptsNumber(resolve(bodySchema).properties?.[property]),
      );
      for (const large of numeric) {
        for (const small of numeric.filter((property) => property !== large)) {
          const rest = Object.fromEntries(numeric.map((property) => [property, '99.99']));
          planned.push({
            label: `${name} body ${large}=1000000 ${small}=0.001`,
            options: request(buildUrl({}), {
              ...baseBody,
              ...rest,
              [large]: '1000000',
              [small]: '0.001',
            }),
          });
        }
      }
      planned.push({
        label: `${name} body unknown NUL key`,
        options: request(buildUrl({}), { ...baseBody, 'x\u0000': 'y' }),
      });
    }
    const contentTypes = new Set<string | undefined>();
    // Largest first, so the one sent for each Content-Type on a bodyless method is the largest.
    const rawBodies = BODYLESS_METHODS.has(upper ?? '')
      ? [...RAW_BODIES]
          .sort((a, b) => (b.payload?.length ?? 0) - (a.payload?.length ?? 0))
          .filter((raw) => !contentTypes.has(raw.contentType) && contentTypes.add(raw.contentType))
      : RAW_BODIES;
    for (const raw of rawBodies) {
      planned.push({
        label: `${name} raw body ${JSON.stringify(raw).slice(0, 40)}`,
        options: {
          method: upper,
          url: buildUrl({}),
          headers: raw.contentType ? { ...headers, 'content-type': raw.contentType } : headers,
          ...(raw.payload === undefined ? {} : { payload: raw.payload }),
        },
      });
    }
    return planned;
  }

  return { planOperation };
}
