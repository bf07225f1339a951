/**
 * Variables a predefined message may hold, replaced when the vendor inserts it in a conversation.
 * Written in French as the vendor types them: {prenom}, {nom_client}, {date_evenement}…
 */
export const predefinedMessageVariables = [
  "nom_client",
  "prenom",
  "date_evenement",
  "nom_evenement",
  "invites",
  "prestataire",
] as const;
export type PredefinedMessageVariable = (typeof predefinedMessageVariables)[number];
export type PredefinedMessageValues = Partial<Record<PredefinedMessageVariable, string | null>>;

/**
 * The template with each known variable replaced by its value; a variable without a value (no event
 * date yet…) is left as typed so that the vendor sees what to fill in before sending.
 */
export function fillPredefinedMessage(template: string, values: PredefinedMessageValues): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | null | undefined>)[name];
    return value === undefined || value === null || value === "" ? whole : value;
  });
}
