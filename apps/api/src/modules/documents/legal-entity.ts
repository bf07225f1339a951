/**
 * The legal entity a vendor invoices as: its SIREN (or the first nine digits of its SIRET), else the
 * vendor itself (an association without SIREN, an intermittent). Numbers are unique per entity, so a
 * second vendor account or a reopened one of the same company continues its sequences. Migration
 * 0011 computes the same key in SQL (cortege_legal_entity).
 */
export function legalEntityOf(vendorId: string, company: Record<string, unknown>): string {
  const digits = (k: string) => (typeof company[k] === "string" ? (company[k] as string).replace(/\s/g, "") : "");
  const siren = digits("siren");
  if (/^[0-9]{9}$/.test(siren)) return `SIREN:${siren}`;
  const siret = digits("siret");
  if (/^[0-9]{14}$/.test(siret)) return `SIREN:${siret.slice(0, 9)}`;
  return `VENDOR:${vendorId}`;
}
