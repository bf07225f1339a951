import type { Resolver } from "react-hook-form";
import { type InformationFormValues, informationBody } from "./information-form-values.ts";

// The schemas (the contact's phone check brings libphonenumber-js, ~30 kB gz) load on the first validation, not
// with the page (issue 26: each further route ≤ 150 kB gz).
const resolvers = () => import("./information-schema-resolvers.ts");

/**
 * Validates the body that will be sent with the domain schema of the call that will be made (one schema,
 * two consumers): the errors land on the fields of the same names; the form keeps what was typed.
 */
export const informationFormResolver =
  (receptionVenue: boolean): Resolver<InformationFormValues> =>
  async (values, context, options) => {
    const body = informationBody(values, receptionVenue) as unknown as InformationFormValues;
    const { vendorResolver, venueResolver } = await resolvers();
    const result = await (receptionVenue ? venueResolver : vendorResolver)(body, context, options);
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
  };
