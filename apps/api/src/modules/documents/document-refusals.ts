import { documentApiMessages as am, documentErrorCodes as codes } from "@cortege/domain";
import { AppError, badRequest, notFound } from "../../platform/errors/app-error.ts";

/** The documents' refusals: a 400 with the feature's code and French message, or the 404 of a document. */
export const refuse = (code: string, message: string) => badRequest(code, message);
export const documentNotFound = () => notFound(am.documentNotFound);
export const productNotFound = () => badRequest(codes.PRODUCT_NOT_FOUND, am.productNotFound);

/** A refusal carrying every message: the wire's `message` may be a list (the client shows the first). */
export function refuseAll(code: string, messages: string[]): AppError {
  const error = new AppError(400, code, messages[0] ?? "");
  if (messages.length > 1) (error as unknown as { message: unknown }).message = messages;
  return error;
}
