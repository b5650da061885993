import { ERROR_CATALOGUE, type ErrorCode } from '@core/schemas/errors';

/**
 * Errors are values with a code (docs/design.md §6). The codes, their HTTP status and French
 * message live in core/schemas/errors.ts (shared with the web client); routes throw
 * `new AppError('CODE')` and the error handler turns it into `{ error: { code, message, fields?, details? } }`.
 */
export { ERROR_CATALOGUE, type ErrorCode };

export type FieldError = { path: string; message: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: FieldError[];
  /** What the client needs to say more than the message (a closed signing link: who closed it). */
  readonly details?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    options: { message?: string; fields?: FieldError[]; details?: Record<string, unknown> } = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[code].message);
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.fields = options.fields;
    this.details = options.details;
  }
}
