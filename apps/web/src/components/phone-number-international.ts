// The international formatting of a phone number, with libphonenumber-js: fetched by PhoneNumber only when a number
// is neither French nor British.
export { formatPhone } from "@cortege/domain";
