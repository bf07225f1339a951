import { z } from "zod";
import { companyOutputSchema, makeCompanySchema } from "../companies/company-schema.ts";
import { limitSchema, pageSchema, queryBooleanSchema } from "../paging/paging.ts";
import { containsInvalidText, optionalText, textMessages } from "../text/plain-text.ts";
import { clientAttachmentOutputSchema, clientAttachmentSchema } from "./client-attachment.ts";
import { clientContactSchema, contactsInputSchema, validateClientContacts } from "./client-contacts.ts";
import { defaultClientName } from "./client-name.ts";
import { clientSources } from "./client-sources.ts";
import { clientStatuses, clientTypes, DEFAULT_CLIENT_STATUS } from "./client-statuses.ts";
import { clientMessages as m } from "./messages.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });
export const clientIdSchema = z.uuid({ error: m.clientNotFound });

const commonFields = {
  vendorId,
  name: optionalText(200),
  contacts: contactsInputSchema,
  /** Validate only the first contact; the others are kept as typed (part 1 §5). */
  validateFirstContactOnly: z.boolean().default(false),
  source: z.enum(clientSources, { error: m.sourceInvalid }).nullish().default(null),
  status: z.enum(clientStatuses, { error: m.statusInvalid }).default(DEFAULT_CLIENT_STATUS),
  note: optionalText(5000),
  attachments: z.array(clientAttachmentSchema).max(50, m.tooManyAttachments).default([]),
};

function refuseInvalidText(input: unknown, ctx: z.RefinementCtx): void {
  if (containsInvalidText(input)) ctx.addIssue({ code: "custom", path: [], message: textMessages.invalidCharacter });
}

const individualBase = z.object(commonFields);
const professionalBase = z.object({
  ...commonFields,
  company: z.unknown().optional(),
  /** The missing-information flow: the company's SIRET is still being assigned. */
  skipSiretValidation: z.boolean().default(false),
});

function toIndividual<I extends z.output<typeof individualBase>>(input: I, ctx: z.RefinementCtx) {
  refuseInvalidText(input, ctx);
  const contacts = validateClientContacts(input.contacts, input.validateFirstContactOnly, ctx);
  const { validateFirstContactOnly: _flag, ...rest } = input;
  return { ...rest, contacts, name: input.name ?? defaultClientName(contacts), type: "INDIVIDUAL" as const, company: null };
}

function toProfessional<I extends z.output<typeof professionalBase>>(input: I, ctx: z.RefinementCtx) {
  refuseInvalidText(input, ctx);
  const contacts = validateClientContacts(input.contacts, input.validateFirstContactOnly, ctx);
  const parsed = makeCompanySchema({ skipSiret: input.skipSiretValidation }).safeParse(input.company ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // The vendor's « nom pour la vitrine » is, for a client, its « nom commercial ».
      const message = issue.path[0] === "tradeName" ? m.tradeNameRequired : issue.message;
      ctx.addIssue({ code: "custom", path: ["company", ...issue.path.map(String)], message });
    }
  }
  const company = parsed.success ? parsed.data : null;
  const { validateFirstContactOnly: _flag, skipSiretValidation: _skip, ...rest } = input;
  return { ...rest, contacts, company, name: input.name ?? defaultClientName(contacts, company), type: "PROFESSIONAL" as const };
}

export const individualClientCreateSchema = individualBase.transform(toIndividual);
export const individualClientUpdateSchema = individualBase.extend({ clientId: clientIdSchema }).transform(toIndividual);
export const professionalClientCreateSchema = professionalBase.transform(toProfessional);
export const professionalClientUpdateSchema = professionalBase.extend({ clientId: clientIdSchema }).transform(toProfessional);
export type IndividualClientCreateInput = z.input<typeof individualClientCreateSchema>;
export type ProfessionalClientCreateInput = z.input<typeof professionalClientCreateSchema>;
export type ClientWrite = z.output<typeof individualClientCreateSchema> | z.output<typeof professionalClientCreateSchema>;

export const clientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  type: z.enum(clientTypes),
  contacts: z.array(clientContactSchema),
  source: z.enum(clientSources).nullable(),
  status: z.enum(clientStatuses),
  note: z.string().nullable(),
  attachments: z.array(clientAttachmentOutputSchema),
  company: companyOutputSchema.nullable(),
  isArchived: z.boolean(),
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientSortFields = ["createdAt", "name"] as const;

export const clientListQuerySchema = z.object({
  vendorId,
  page: pageSchema,
  limit: limitSchema,
  type: z.enum(clientTypes, { error: m.typeInvalid }).optional(),
  status: z.enum(clientStatuses, { error: m.statusInvalid }).optional(),
  source: z.enum(clientSources, { error: m.sourceInvalid }).optional(),
  isArchived: queryBooleanSchema.default(false),
  sort: z.enum(clientSortFields, { error: m.sortInvalid }).default("createdAt"),
  order: z.enum(["asc", "desc"], { error: m.sortInvalid }).default("desc"),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

export const clientListResponseSchema = z.object({
  clients: z.array(clientSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const clientQuerySchema = z.object({ vendorId, clientId: clientIdSchema });

export const clientIdsSchema = z.object({
  vendorId,
  clientIds: z.array(clientIdSchema, { error: m.clientIdsRequired }).min(1, m.clientIdsRequired).max(100, m.tooManyClientIds),
});

export const clientArchiveSchema = clientIdsSchema.extend({
  /** false brings archived clients back. */
  isArchived: z.boolean().default(true),
});

export const clientSearchQuerySchema = z.object({
  vendorId,
  searchTerm: z.string().max(200, "La recherche est trop longue.").optional(),
  isArchived: queryBooleanSchema.default(false),
});

export const clientStatusUpdateSchema = z.object({
  vendorId,
  clientId: clientIdSchema,
  status: z.enum(clientStatuses, { error: m.statusInvalid }),
});

export const clientDeleteSchema = z.object({ vendorId, clientId: clientIdSchema });

export const clientsResponseSchema = z.object({ clients: z.array(clientSchema) });
export const clientIdsResponseSchema = z.object({ clientIds: z.array(z.string()) });
