import "./zod-locale.ts";

export * from "./contact/address.ts";
export * from "./contact/contact.ts";
export * from "./contact/messages.ts";
export * from "./errors/index.ts";
export * from "./phone/phone.ts";
export * from "./session/access-tier.ts";
export * from "./session/session-constants.ts";
export * from "./users/error-codes.ts";
export * from "./users/messages.ts";
export * from "./users/user-schemas.ts";
export * from "./vendors/messages.ts";
export * from "./vendors/slug.ts";
export * from "./vendors/vendor-schemas.ts";
export * from "./vendors/vendor-types.ts";
