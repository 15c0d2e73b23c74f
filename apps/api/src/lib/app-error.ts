/**
 * The one error type of the API (STYLE.md rule 4). Services throw it; the error plugin turns it
 * into the Django REST Framework-shaped body the web client and DESIGN.md §4 expect.
 */
export type ErrorCode =
  | 'validation'
  | 'parse_error'
  | 'not_authenticated'
  | 'token_not_valid'
  | 'authentication_failed'
  | 'permission_denied'
  | 'quota_exceeded'
  | 'feature_not_available'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'throttled'
  | 'conflict'
  | 'server_error';

const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  parse_error: 400,
  not_authenticated: 401,
  token_not_valid: 401,
  authentication_failed: 401,
  permission_denied: 403,
  quota_exceeded: 403,
  feature_not_available: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  throttled: 429,
  conflict: 409,
  server_error: 500,
};

/** Codes that travel in the body as `code` (DESIGN.md §4). */
const CODED = new Set<ErrorCode>([
  'not_authenticated',
  'token_not_valid',
  'permission_denied',
  'quota_exceeded',
  'feature_not_available',
  'throttled',
]);

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    detail: string,
    options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.status = STATUS[code];
    this.body = { detail, ...(CODED.has(code) ? { code } : {}), ...options.extra };
    this.headers = options.headers ?? {};
  }

  /** A 400 with DRF's `{field: [messages]}` body. */
  static validation(fields: FieldErrors): AppError {
    const error = new AppError('validation', 'Datos no válidos.');
    (error as { body: Record<string, unknown> }).body = fields;
    return error;
  }

  static field(field: string, message: string): AppError {
    return AppError.validation({ [field]: [message] });
  }

  static notFound(): AppError {
    return new AppError('not_found', 'No encontrado.');
  }
}
