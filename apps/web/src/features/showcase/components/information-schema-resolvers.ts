import { receptionVenueUpdateSchema, vendorUpdateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { InformationFormValues } from "./information-form-values.ts";

const asTyped = { raw: true } as const;

/** The information form's resolvers: the vendor's update schema, or the reception venue's. */
export const vendorResolver = zodResolver(vendorUpdateSchema, undefined, asTyped) as unknown as Resolver<InformationFormValues>;
export const venueResolver = zodResolver(
  receptionVenueUpdateSchema,
  undefined,
  asTyped,
) as unknown as Resolver<InformationFormValues>;
