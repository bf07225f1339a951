/** The Luhn check digit that makes `payload` + digit valid (SIREN and SIRET use it). */
function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * A company of its own for each run: numbers are unique per SIREN, so a SIREN shared with another journey of the
 * same server would continue its series (D-…-00002) instead of starting it.
 */
export function newCompanyIdentifiers(): { siren: string; siret: string; vatNumber: string } {
  const siren8 = `${3 + Math.floor(Math.random() * 7)}${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const siren = siren8 + luhnCheckDigit(siren8);
  const siret13 = `${siren}0001`;
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return { siren, siret: siret13 + luhnCheckDigit(siret13), vatNumber: `FR${String(key).padStart(2, "0")}${siren}` };
}
