import type { LegalForm } from "./legal-forms.ts";

/**
 * Labels of the INSEE legal categories (catégories juridiques, level III) a wedding vendor or its
 * professional clients usually have; the company search answers the code (`nature_juridique`).
 */
const labels: Record<string, string> = {
  "1000": "Entrepreneur individuel",
  "5202": "Société en nom collectif",
  "5306": "Société en commandite simple",
  "5410": "SARL nationale",
  "5458": "SARL coopérative ouvrière de production (SCOP)",
  "5460": "Autre SARL coopérative",
  "5485": "Société d'exercice libéral à responsabilité limitée",
  "5498": "SARL unipersonnelle",
  "5499": "Société à responsabilité limitée (sans autre indication)",
  "5505": "SA à participation ouvrière à conseil d'administration",
  "5599": "SA à conseil d'administration (s.a.i.)",
  "5699": "SA à directoire (s.a.i.)",
  "5710": "SAS, société par actions simplifiée",
  "5720": "Société par actions simplifiée à associé unique ou société par actions simplifiée unipersonnelle",
  "5785": "Société d'exercice libéral par action simplifiée",
  "6540": "Société civile immobilière",
  "6599": "Autre société civile",
  "7210": "Commune et commune nouvelle",
  "9210": "Association non déclarée",
  "9220": "Association déclarée",
  "9221": "Association déclarée d'insertion par l'économique",
  "9230": "Association déclarée, reconnue d'utilité publique",
  "9260": "Association de droit local (Bas-Rhin, Haut-Rhin et Moselle)",
};

/** The INSEE label of a legal category code, when known. */
export const inseeLegalCategoryLabel = (code: string | null | undefined): string | null => (code ? (labels[code] ?? null) : null);

/** Our legal form (part 1 §3) for an INSEE legal category code, when one matches. */
export function legalFormOfInseeCode(code: string | null | undefined): LegalForm | null {
  if (!code || !/^\d{4}$/.test(code)) return null;
  if (code === "1000") return "EI";
  if (code === "5710" || code === "5785") return "SAS";
  if (code === "5720") return "SASU";
  if (code === "5498") return "EURL";
  if (code.startsWith("54")) return "SARL";
  if (code.startsWith("55") || code.startsWith("56")) return "SA";
  if (code === "5202" || code === "5203") return "SNC";
  if (code === "6540") return "SCI";
  if (code.startsWith("92")) return "Association";
  return null;
}
