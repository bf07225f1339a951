import { spaceCreateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { type SpaceFormValues, spaceBody } from "./space-form-values.ts";

const resolver = zodResolver(spaceCreateSchema, undefined, { raw: true }) as unknown as Resolver<SpaceFormValues>;

/** Validates the body that will be sent with the domain's space schema (the photos are checked on their own). */
export const spaceFormResolver: Resolver<SpaceFormValues> = async (values, context, options) => {
  const result = await resolver(spaceBody(values, []) as unknown as SpaceFormValues, context, options);
  return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
};
