export const legalForms = [
  "SAS",
  "SA",
  "SASU",
  "SARL",
  "EURL",
  "EI",
  "EIRL",
  "Association",
  "SCI",
  "SNC",
  "Micro-entreprise",
] as const;
export type LegalForm = (typeof legalForms)[number];
