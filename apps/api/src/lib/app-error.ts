import {
  ERROR_STATUS,
  isCodedError,
  type ErrorCode,
  type FeatureNotAvailableError,
  type QuotaExceededError,
  type ValidationError,
} from '@costeo/domain/contracts/errors';

/**
 * The one error type of the API (STYLE.md rule 4). Services throw it; the error plugin turns it
 * into the Django REST Framework-shaped body the web client and DESIGN.md §4 expect. Codes,
 * statuses and bodies come from the error contract in `@costeo/domain/contracts/errors`.
 */
export type { ErrorCode };

export type FieldErrors = ValidationError;

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
    this.status = ERROR_STATUS[code];
    this.body = { detail, ...(isCodedError(code) ? { code } : {}), ...options.extra };
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

  /** 403 at the plan's limit, from the domain's quota check (`quotaRefusal`). */
  static quotaExceeded(refusal: QuotaExceededError): AppError {
    const { detail, code, ...extra } = refusal;
    return new AppError(code, detail, { extra });
  }

  /** 403 for a feature the plan lacks. */
  static featureNotAvailable(refusal: Omit<FeatureNotAvailableError, 'code'>): AppError {
    const { detail, ...extra } = refusal;
    return new AppError('feature_not_available', detail, { extra });
  }
}
