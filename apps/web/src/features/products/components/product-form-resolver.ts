import { productInputSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import { type ProductFormValues, productBody } from "./product-form-values.ts";

const schemaResolver = zodResolver(productInputSchema, undefined, { raw: true }) as unknown as Resolver<ProductFormValues>;

/**
 * Validates what will be sent with the domain schema (the spec's French messages); a bundle also
 * needs at least one line, said with the given message.
 */
export function productFormResolver(emptyBundleMessage: string): Resolver<ProductFormValues> {
  return async (values, context, options) => {
    const result = await schemaResolver(productBody(values) as unknown as ProductFormValues, context, options);
    if (values.kind === "bundle" && values.childIds.length === 0) {
      const errors: FieldErrors<ProductFormValues> = {
        ...result.errors,
        childIds: { type: "min", message: emptyBundleMessage },
      };
      return { values: {}, errors };
    }
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
  };
}
