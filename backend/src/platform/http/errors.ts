// Errors that cross the HTTP edge. Routes and deciders throw them; one place (errorAnswers.ts) answers them.
import { FORBIDDEN, INVALID_INPUT, NOT_AUTHENTICATED, NOT_FOUND } from '@margdarshak/contracts/api/errors';
import type { z } from 'zod';

/**
 * A rule of the domain refused the command. `status` follows the spec: 404 missing, 409 conflict, 422 refused; 502 when
 * a provider we depend on (the payment gateway) refused or failed and nothing was done.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 = 422,
    /** More fields for the answer beside `error` (e.g. `refunded: true`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(message = NOT_FOUND) {
    super('NOT_FOUND', message, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, message: string) {
    super(code, message, 409);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = NOT_AUTHENTICATED) {
    super('UNAUTHENTICATED', message, 401);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = FORBIDDEN) {
    super('FORBIDDEN', message, 403);
  }
}

/** Input failed its zod schema: answered 400 `{ error, issues }`. */
export class ValidationError extends Error {
  constructor(
    readonly issues: { path: string; message: string }[],
    message = issues[0]?.message ?? INVALID_INPUT,
  ) {
    super(message);
    this.name = 'ValidationError';
  }

  static fromZod(error: z.ZodError): ValidationError {
    return new ValidationError(error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
  }
}
