import {
  individualClientCreateSchema,
  individualClientUpdateSchema,
  professionalClientCreateSchema,
  professionalClientUpdateSchema,
} from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { ClientFormValues } from "./client-form-values.ts";

// raw: the values are sent as typed; the server derives the name and the rest itself.
const asTyped = { raw: true } as const;
const resolvers = {
  individual: zodResolver(individualClientCreateSchema, undefined, asTyped),
  individualUpdate: zodResolver(individualClientUpdateSchema, undefined, asTyped),
  professional: zodResolver(professionalClientCreateSchema, undefined, asTyped),
  professionalUpdate: zodResolver(professionalClientUpdateSchema, undefined, asTyped),
} as unknown as Record<string, Resolver<ClientFormValues>>;

/** Validates with the domain schema of the call that will be made: individual or professional, create or update. */
export const clientFormResolver: Resolver<ClientFormValues> = (values, context, options) => {
  const name = `${values.type === "PROFESSIONAL" ? "professional" : "individual"}${values.clientId === undefined ? "" : "Update"}`;
  return (resolvers[name] as Resolver<ClientFormValues>)(values, context, options);
};
