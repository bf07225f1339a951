import { faqUpdateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { type FaqFormValues, faqBody } from "./faq-form-values.ts";

const resolver = zodResolver(faqUpdateSchema, undefined, { raw: true }) as unknown as Resolver<FaqFormValues>;

/** Validates the body that will be sent with the domain's FAQ schema; the values stay as typed. */
export const faqFormResolver: Resolver<FaqFormValues> = async (values, context, options) => {
  const result = await resolver(faqBody(values) as unknown as FaqFormValues, context, options);
  return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
};
