import { AmountTooLargeError, calendarDateMessage, commonErrorCodes, userMessages, type WireError } from "@cortege/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error.ts";

const reasons: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

function wire(statusCode: number, code: string, message: string | string[]): WireError {
  return { statusCode, error: reasons[statusCode] ?? "Error", message, code };
}

/** Fastify's own client errors (bad JSON, wrong content type…), worded in French. */
function frameworkError(error: FastifyError): WireError | null {
  const status = error.statusCode ?? 500;
  if (status >= 500) return null;
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return wire(415, commonErrorCodes.UNSUPPORTED_MEDIA_TYPE, "Type de contenu non pris en charge.");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return wire(413, commonErrorCodes.PAYLOAD_TOO_LARGE, "La requête est trop volumineuse.");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return wire(400, commonErrorCodes.VALIDATION_FAILED, "Le corps de la requête n'est pas un JSON valide.");
    default:
      if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH")
        return wire(400, commonErrorCodes.VALIDATION_FAILED, "Le corps de la requête n'est pas un JSON valide.");
      if (status === 429) return wire(429, commonErrorCodes.TOO_MANY_REQUESTS, userMessages.tooManyAttempts);
      return wire(
        status,
        status === 404 ? commonErrorCodes.NOT_FOUND : commonErrorCodes.VALIDATION_FAILED,
        userMessages.requestRefused,
      );
  }
}

/**
 * Values PostgreSQL could not hold, should one pass the request schemas (which bound dates to the
 * years 1900–2200 and amounts below 2^53 cents): bad input, answered as such; the statement failed,
 * so nothing of it was written (and a transaction around it rolls back).
 */
function outOfRange(error: unknown): WireError | null {
  if (error instanceof AmountTooLargeError) return wire(400, AmountTooLargeError.code, AmountTooLargeError.message);
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.cause?.code ?? (error as { code?: unknown })?.code;
  // 22007 invalid_datetime_format, 22008 datetime_field_overflow; 22003 numeric_value_out_of_range.
  if (code === "22007" || code === "22008") return wire(400, commonErrorCodes.VALIDATION_FAILED, calendarDateMessage);
  if (code === "22003") return wire(400, AmountTooLargeError.code, AmountTooLargeError.message);
  return null;
}

/**
 * Two requests that wrote the same thing at once and one lost (a unique value taken between its check and its
 * insert, a serialisation failure, a deadlock): nothing of the loser was written; a 409 asks to try again
 * instead of a 500. Services that know the value answer their own message first (registration, slugs, numbers).
 */
function concurrentConflict(error: unknown): WireError | null {
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.cause?.code ?? (error as { code?: unknown })?.code;
  // 23505 unique_violation, 40001 serialization_failure, 40P01 deadlock_detected.
  if (code === "23505" || code === "40001" || code === "40P01") {
    return wire(409, commonErrorCodes.CONFLICT, userMessages.concurrentConflict);
  }
  return null;
}

/** The one error handler: every failure leaves in the wire shape, and a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = [...new Set(error.validation.map((v) => v.message ?? userMessages.requestRefused))];
      const body = wire(400, commonErrorCodes.VALIDATION_FAILED, messages.length === 1 ? (messages[0] as string) : messages);
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(wire(error.statusCode, error.code, error.message));
    }
    const range = outOfRange(error) ?? concurrentConflict(error);
    if (range) return reply.status(range.statusCode).send(range);
    const framework = frameworkError(error);
    if (framework) return reply.status(framework.statusCode).send(framework);
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send(wire(500, commonErrorCodes.INTERNAL, userMessages.unexpected));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(wire(404, commonErrorCodes.NOT_FOUND, "Ressource introuvable."));
  });
}
