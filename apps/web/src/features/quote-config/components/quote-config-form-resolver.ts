import type { FieldErrors, Resolver } from "react-hook-form";
import { type QuoteConfigFormValues, quoteConfigIssues } from "./quote-config-form-values.ts";

/** Puts `message` at a dotted path ("numbering.QUOTE.prefix") of react-hook-form's error tree. */
function setError(errors: Record<string, unknown>, path: string, message: string) {
  const keys = path.split(".");
  let node = errors;
  for (const key of keys.slice(0, -1)) {
    node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = { type: "validate", message };
}

/** The settings form validated as the server validates it; a refused form keeps everything typed. */
export const quoteConfigFormResolver: Resolver<QuoteConfigFormValues> = async (values) => {
  const issues = quoteConfigIssues(values);
  if (issues.length === 0) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of issues) setError(errors, issue.field, issue.message);
  return { values: {}, errors: errors as FieldErrors<QuoteConfigFormValues> };
};
