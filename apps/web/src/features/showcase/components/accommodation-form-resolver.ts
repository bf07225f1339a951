import { accommodationCreateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { type AccommodationFormValues, accommodationBody } from "./accommodation-form-values.ts";

const resolver = zodResolver(accommodationCreateSchema, undefined, { raw: true }) as unknown as Resolver<AccommodationFormValues>;

/** Validates the body that will be sent with the domain's accommodation schema (the photos are checked on their own). */
export const accommodationFormResolver: Resolver<AccommodationFormValues> = async (values, context, options) => {
  const result = await resolver(accommodationBody(values, []) as unknown as AccommodationFormValues, context, options);
  return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
};
