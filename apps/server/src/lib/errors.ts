import type { ErrorCode } from '@kaksha/contracts';
import { errorStatus } from '@kaksha/contracts';

/** Thrown by services; the error plugin turns it into `{code, message, fieldErrors?}` with its status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in.') => new AppError('UNAUTHENTICATED', message);
export const invalid = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('VALIDATION', message, fieldErrors);

/**
 * Refuses ids of another organisation (or none) by the fields they came in, as the house rule has it
 * (404, the first message as the summary, so a form shows each against its field). Nothing to say:
 * returns.
 */
export function refuseUnknown(fieldErrors: Record<string, string>): void {
  const first = Object.values(fieldErrors)[0];
  if (first !== undefined) throw new AppError('NOT_FOUND', first, fieldErrors);
}
