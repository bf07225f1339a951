/** Codes shared by every feature: the platform's closed set. */
export const commonErrorCodes = {
  VALIDATION_FAILED: "VALIDATION_FAILED",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  INTERNAL: "INTERNAL",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  /** The query and the body of one request name two different vendors: refused, never acted on. */
  VENDOR_MISMATCH: "VENDOR_MISMATCH",
  /** Two requests wrote the same thing at once (a unique value, a serialisation conflict): try again. */
  CONFLICT: "CONFLICT",
} as const;
export type CommonErrorCode = (typeof commonErrorCodes)[keyof typeof commonErrorCodes];
