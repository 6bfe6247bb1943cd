/** Every failure a service can report, each mapped to one HTTP status below. */
export type ErrorCode =
  | "VALIDATION_ERROR"
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "LIMIT_EXCEEDED"
  | "PAYMENT_REQUIRED"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "CROSS_ORIGIN";

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  LIMIT_EXCEEDED: 403,
  CROSS_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
};

/**
 * A domain error: services throw it, the one error handler turns it into `{ message, error, ...details }`
 * with the status of its code. Details carry the extra fields the spec documents (e.g. currentUsage).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.statusCode = STATUS_BY_CODE[code];
    this.details = details;
  }

  /** Keeps the error this one answers for, for the log (the client never sees it); as `new Error(m, { cause })` does. */
  withCause(cause: unknown): this {
    Object.defineProperty(this, "cause", { value: cause, writable: true, configurable: true });
    return this;
  }
}

/** 404 for a row that does not exist or that the user may not know exists: "<What> not found". */
export function notFound(what: string): AppError {
  return new AppError("NOT_FOUND", `${what} not found`);
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
