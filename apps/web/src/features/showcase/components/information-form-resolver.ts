import { receptionVenueUpdateSchema, vendorUpdateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { type InformationFormValues, informationBody } from "./information-form-values.ts";

const asTyped = { raw: true } as const;
const vendorResolver = zodResolver(vendorUpdateSchema, undefined, asTyped) as unknown as Resolver<InformationFormValues>;
const venueResolver = zodResolver(receptionVenueUpdateSchema, undefined, asTyped) as unknown as Resolver<InformationFormValues>;

/**
 * Validates the body that will be sent with the domain schema of the call that will be made (one schema,
 * two consumers): the errors land on the fields of the same names; the form keeps what was typed.
 */
export const informationFormResolver =
  (receptionVenue: boolean): Resolver<InformationFormValues> =>
  async (values, context, options) => {
    const body = informationBody(values, receptionVenue) as unknown as InformationFormValues;
    const result = await (receptionVenue ? venueResolver : vendorResolver)(body, context, options);
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
  };
