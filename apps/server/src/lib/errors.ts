/** An error whose message is safe to show; the error handler turns it into a problem response. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
/** A rule broken on one field: 400 with that field's message. */
export const fieldError = (field: string, message: string) => new AppError(400, message, { [field]: message });
export const unauthorized = (message = 'Authentication is required.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new AppError(409, message, errors);
export const tooManyRequests = (message: string) => new AppError(429, message);
