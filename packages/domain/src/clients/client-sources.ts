/** Where a client came from; the first four are partner marketplaces or listing sites. Spelled as the spec spells them. */
export const clientSources = [
  "MARIAGE_NET",
  "MILLE_UNE_SALLES",
  "BRIDEBOOK",
  "ABC_SALLES",
  "MY_PERSONNAL_WEBSITE",
  "MY_CITY_HALL",
  "WORD_OF_MOUTH",
  "OTHER",
] as const;
export type ClientSource = (typeof clientSources)[number];

export const clientSourceLabels: Record<ClientSource, string> = {
  MARIAGE_NET: "Mariages.net",
  MILLE_UNE_SALLES: "1001 Salles",
  BRIDEBOOK: "Bridebook",
  ABC_SALLES: "ABC Salles",
  MY_PERSONNAL_WEBSITE: "Mon site internet",
  MY_CITY_HALL: "Ma mairie",
  WORD_OF_MOUTH: "Bouche-à-oreille",
  OTHER: "Autre",
};
