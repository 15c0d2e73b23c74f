import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialisation compiled from the routes' zod schemas (docs/decisions/024): each response
 * schema becomes a JSON Schema (zod's `toJSONSchema`, output side) and fast-json-stringify compiles
 * a function that writes exactly its properties, in order, instead of parsing the answer with zod
 * and then `JSON.stringify`-ing it. A schema JSON Schema cannot express (a transform, a date, a
 * custom check…) keeps the type provider's zod serialiser.
 *
 * Under the test runner both run on every answer and must write the same bytes, so the API suite
 * proves the compiled serialiser changes nothing a client sees.
 */

type JsonSchema = Record<string, unknown>;

/** `{anyOf: [{type: T, …}, {type: 'null'}]}` (zod's nullable) as `{type: [T, 'null'], …}`. */
function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (schema === null || typeof schema !== 'object') return schema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) result[key] = simplifyNullable(value);
  const anyOf = result.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(result).length === 1) {
    const isNull = (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      (item as JsonSchema).type === 'null' &&
      Object.keys(item).length === 1;
    const other = anyOf.find((item) => !isNull(item)) as JsonSchema | undefined;
    if (other && anyOf.some(isNull) && typeof other.type === 'string' && other.type !== 'object') {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return result;
}

function compiledSerializer(schema: z.ZodType): ((data: unknown) => string) | null {
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      reused: 'inline',
      cycles: 'throw',
    });
  } catch {
    return null;
  }
  delete jsonSchema.$schema;
  try {
    return fastJson(simplifyNullable(jsonSchema) as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * Compiled serialisers by response schema. The route schemas are module constants, so every app
 * built in one process (the test workers build one per test file) compiles each schema once;
 * the functions fast-json-stringify writes hold no state of an app.
 */
const compiledBySchema = new WeakMap<z.ZodType, ((data: unknown) => string) | null>();

function cachedSerializer(schema: z.ZodType): ((data: unknown) => string) | null {
  if (compiledBySchema.has(schema)) return compiledBySchema.get(schema) ?? null;
  const compiled = compiledSerializer(schema);
  compiledBySchema.set(schema, compiled);
  return compiled;
}

const checkAgainstZod = process.env.VITEST !== undefined;

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (routeSchema) => {
  const zodSerialize = zodSerializerCompiler(routeSchema);
  const schema = routeSchema.schema as unknown;
  const zodSchema =
    schema instanceof z.ZodType
      ? schema
      : typeof schema === 'object' &&
          schema !== null &&
          (schema as { properties?: unknown }).properties instanceof z.ZodType
        ? (schema as { properties: z.ZodType }).properties
        : null;
  const compiled = zodSchema ? cachedSerializer(zodSchema) : null;
  if (!compiled) return zodSerialize;
  if (!checkAgainstZod) return compiled;
  return (data: unknown) => {
    const expected = zodSerialize(data);
    const written = compiled(data);
    if (written !== expected) {
      throw new Error(
        `compiled serialiser of ${routeSchema.method} ${routeSchema.url} (${routeSchema.httpStatus}) ` +
          `differs from zod's:\n${written}\n${expected}`,
      );
    }
    return written;
  };
};
