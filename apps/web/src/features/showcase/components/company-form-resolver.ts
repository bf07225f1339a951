import { vendorCompanyUpdateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { type CompanyFormValues, companyBody } from "./company-form-values.ts";

const resolver = zodResolver(vendorCompanyUpdateSchema, undefined, { raw: true }) as unknown as Resolver<CompanyFormValues>;

/** Validates the body that will be sent with the schema of vendor/company/update; the form keeps what was typed. */
export const companyFormResolver: Resolver<CompanyFormValues> = async (values, context, options) => {
  const result = await resolver(companyBody(values) as unknown as CompanyFormValues, context, options);
  return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
};
