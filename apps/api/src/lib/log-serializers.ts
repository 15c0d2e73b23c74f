/**
 * What the logs may say about a request or an error: never a query string (it can carry an
 * e-mail or a token), never a body, never the values of a failed SQL query (Drizzle puts its
 * parameters, e.g. a password hash, in the message; PostgreSQL repeats values in its messages and
 * `detail`). https://cheatsheetseries.owasp.org/cheatsheets/Logging_Cheat_Sheet.html#data-to-exclude
 */
export interface SerializedRequest {
  method: string;
  url: string;
  remoteAddress: string;
}

export function serializeRequest(request: {
  method: string;
  url: string;
  ip: string;
}): SerializedRequest {
  return {
    method: request.method,
    url: request.url.split('?', 1)[0] ?? '',
    remoteAddress: request.ip,
  };
}

/** Properties that identify an error without carrying user data. */
const SAFE_ERROR_KEYS = [
  'code',
  'statusCode',
  'validationContext',
  'constraint',
  'table',
  'column',
  'routine',
] as const;

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  [key: string]: unknown;
}

/** An error from PostgreSQL or PGlite: its message and detail may quote the values. */
function isDatabaseError(error: Error): boolean {
  return 'severity' in error && typeof (error as { code?: unknown }).code === 'string';
}

function safeMessage(error: Error): string {
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') return `Failed query: ${query}`;
  if (isDatabaseError(error)) {
    return `database error ${String((error as { code?: unknown }).code)}`;
  }
  return error.message;
}

export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const type = error.constructor.name || error.name;
  const message = safeMessage(error);
  // The stack's first line repeats the message: keep only the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const serialized: SerializedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const key of SAFE_ERROR_KEYS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') serialized[key] = value;
  }
  if (error.cause instanceof Error && depth < 3) {
    serialized.cause = serializeError(error.cause, depth + 1) as SerializedError;
  }
  return serialized;
}

/** Fastify logger options: the level plus these serializers (a stream only in tests). */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
