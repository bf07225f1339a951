/** An expected failure of a use case: its message is French and safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
export const notFound = (message = "Ressource introuvable.") => new AppError(404, "NOT_FOUND", message);
export const tooManyRequests = (code: string, message: string) => new AppError(429, code, message);
