import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companySchema, makeCompanySchema } from "./company-schema.ts";
import {
  checkVatNumber,
  frenchVatNumber,
  isValidGusoNumber,
  isValidRnaNumber,
  isValidSiren,
  isValidSiret,
  LA_POSTE_SIREN,
  normalizeIdentifier,
  passesLuhn,
} from "./identifiers.ts";
import { companyMessages as m } from "./messages.ts";

/** Appends the digit that makes the whole number pass Luhn. */
function withLuhnDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (passesLuhn(`${body}${d}`)) return `${body}${d}`;
  throw new Error("unreachable");
}
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(""));
const validSiren = digits(8).map(withLuhnDigit);
const validSiret = fc
  .tuple(validSiren, digits(4))
  .map(([siren, nic]) => withLuhnDigit(`${siren}${nic}`))
  .filter((s) => !s.startsWith(LA_POSTE_SIREN));
/** The number with one digit replaced by another digit. */
const oneDigitChanged = (valid: fc.Arbitrary<string>) =>
  valid.chain((value) =>
    fc.tuple(fc.integer({ min: 0, max: value.length - 1 }), fc.integer({ min: 1, max: 9 })).map(([at, shift]) => ({
      value,
      changed: `${value.slice(0, at)}${(Number(value[at]) + shift) % 10}${value.slice(at + 1)}`,
    })),
  );

describe("SIREN (9 digits, Luhn)", () => {
  it.each([
    ["732829320", true], // the reference's example (sum 40)
    ["552100554", true],
    ["356000000", true], // La Poste
    ["123456789", false],
    ["732829321", false],
    ["73282932", false],
    ["7328293200", false],
    ["73282932A", false],
    ["", false],
  ])("%s → %s", (siren, valid) => {
    expect(isValidSiren(siren)).toBe(valid);
  });

  it("accepts every generated valid SIREN and refuses any single-digit change", () => {
    fc.assert(fc.property(validSiren, (siren) => isValidSiren(siren)));
    fc.assert(fc.property(oneDigitChanged(validSiren), ({ changed }) => !isValidSiren(changed)));
  });
});

describe("SIRET (14 digits, Luhn, La Poste exception)", () => {
  it.each([
    ["73282932000074", true],
    ["55210055400013", true],
    ["35600000000048", true], // La Poste's head office passes Luhn
    ["35600000049837", true], // another La Poste establishment: digit sum 45, not Luhn
    ["35600000012345", false], // La Poste, digit sum 29
    ["12345678900012", false],
    ["73282932000075", false],
    ["7328293200007", false],
    ["732829320000740", false],
  ])("%s → %s", (siret, valid) => {
    expect(isValidSiret(siret)).toBe(valid);
  });

  it("shows the La Poste case is really an exception", () => {
    expect(passesLuhn("35600000049837")).toBe(false);
  });

  it("accepts every generated valid SIRET and refuses any single-digit change", () => {
    fc.assert(fc.property(validSiret, (siret) => isValidSiret(siret)));
    fc.assert(
      fc.property(oneDigitChanged(validSiret), ({ changed }) => changed.startsWith(LA_POSTE_SIREN) || !isValidSiret(changed)),
    );
  });

  it("accepts La Poste SIRETs whose digit sum is a multiple of 5, and refuses a single-digit change of them", () => {
    const laPoste = digits(5)
      .map((nic) => `${LA_POSTE_SIREN}${nic}`)
      .filter((s) => [...s].reduce((a, d) => a + Number(d), 0) % 5 === 0);
    fc.assert(fc.property(laPoste, (siret) => isValidSiret(siret)));
    // A change of one digit moves the sum by 1 to 9: a multiple of 5 stays one only by a change of 5, which Luhn catches
    // unless the number happens to pass Luhn itself.
    fc.assert(
      fc.property(oneDigitChanged(laPoste), ({ value, changed }) => {
        const moved = Math.abs([...changed].reduce((a, d) => a + Number(d), 0) - [...value].reduce((a, d) => a + Number(d), 0));
        return moved === 5 || !isValidSiret(changed) || passesLuhn(changed);
      }),
    );
  });
});

describe("RNA and GUSO", () => {
  it.each([
    ["W123456789", true],
    ["W12345678", false],
    ["W1234567890", false],
    ["X123456789", false],
    ["w123456789", false], // normalised to upper case before the check
  ])("RNA %s → %s", (rna, valid) => {
    expect(isValidRnaNumber(rna)).toBe(valid);
  });

  it.each([
    ["1234567", false],
    ["12345678", true],
    ["123456789", true],
    ["1234567890", true],
    ["12345678901", false],
    ["1234567A", false],
  ])("GUSO %s → %s", (guso, valid) => {
    expect(isValidGusoNumber(guso)).toBe(valid);
  });
});

describe("intra-community VAT number", () => {
  it("computes the key of the reference's example", () => {
    expect(frenchVatNumber("732829320")).toBe("FR44732829320");
  });

  it.each([
    ["FR44732829320", "valid"],
    ["FR45732829320", "wrong-key"],
    ["FR44732829321", "invalid-siren"],
    ["FR4473282932", "invalid-format"],
    ["FRAB732829320", "unverifiable-key"],
    ["FRIO732829320", "invalid-format"],
    ["BE0123456789", "foreign"],
    ["44732829320", "invalid-format"],
  ])("%s → %s", (vat, status) => {
    expect(checkVatNumber(vat).status).toBe(status);
  });

  it("accepts the number built from any valid SIREN, and refuses any single-digit change of its key", () => {
    fc.assert(fc.property(validSiren, (siren) => checkVatNumber(frenchVatNumber(siren)).status === "valid"));
    fc.assert(
      fc.property(
        validSiren.chain((siren) => fc.tuple(fc.constant(siren), fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 9 }))),
        ([siren, at, shift]) => {
          const vat = frenchVatNumber(siren);
          const i = 2 + at;
          const changed = `${vat.slice(0, i)}${(Number(vat[i]) + shift) % 10}${vat.slice(i + 1)}`;
          return checkVatNumber(changed).status === "wrong-key";
        },
      ),
    );
  });
});

describe("normalisation", () => {
  it("drops spaces, dots and dashes and upper-cases letters", () => {
    expect(normalizeIdentifier(" 732 829.320-00074 ")).toBe("73282932000074");
    expect(normalizeIdentifier("fr 44 732 829 320")).toBe("FR44732829320");
  });
});

describe("company schema with the identifier checks", () => {
  const names = { corporateName: "Les Délices SARL", tradeName: "Les Délices" };
  const messagesOf = (input: Record<string, unknown>, schema = companySchema) =>
    schema.safeParse({ ...names, ...input }).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

  it.each([
    [{ siren: "732829320", siret: "73282932000074" }, []],
    [{ siren: "356000000", siret: "35600000049837" }, []],
    [{ siren: "123456789", siret: "73282932000074" }, [`siren: ${m.sirenChecksum}`]],
    [{ siren: "732829320", siret: "73282932000075" }, [`siret: ${m.siretChecksum}`]],
    [{ siren: "552100554", siret: "73282932000074" }, [`siret: ${m.siretSirenMismatch}`]],
    [{ siren: "12345678", siret: "73282932000074" }, [`siren: ${m.sirenInvalid}`]],
    [{ siren: "732829320", siret: "73282932000074", vatNumber: "FR 44 732 829 320" }, []],
    [{ siren: "732829320", siret: "73282932000074", vatNumber: "FR45732829320" }, [`vatNumber: ${m.vatNumberKeyInvalid}`]],
    [{ siren: "732829320", siret: "73282932000074", vatNumber: "FR44732" }, [`vatNumber: ${m.vatNumberInvalid}`]],
    [{ siren: "552100554", siret: "55210055400013", vatNumber: "FR44732829320" }, [`vatNumber: ${m.vatNumberSirenMismatch}`]],
    [{ siren: "732829320", siret: "73282932000074", vatNumber: "BE0123456789" }, []],
  ])("%j → %j", (input, expected) => {
    expect(messagesOf(input)).toEqual(expected);
  });

  it("normalises the VAT number it keeps", () => {
    const parsed = companySchema.parse({ ...names, siren: "732829320", siret: "73282932000074", vatNumber: "fr44 732829320" });
    expect(parsed.vatNumber).toBe("FR44732829320");
  });

  it("in the missing-information flow, lets the SIRET be absent but still checks one that is given", () => {
    const lenient = makeCompanySchema({ skipSiret: true });
    expect(messagesOf({ siren: "732829320" }, lenient)).toEqual([]);
    expect(messagesOf({ siren: "732829320", siret: "73282932000075" }, lenient)).toEqual([`siret: ${m.siretChecksum}`]);
  });

  it("accepts any generated SIREN with a SIRET of its own, and refuses a single-digit change of the SIREN", () => {
    const pair = fc
      .tuple(validSiren, digits(4))
      .map(([siren, nic]) => ({ siren, siret: withLuhnDigit(`${siren}${nic}`) }))
      .filter(({ siren }) => siren !== LA_POSTE_SIREN);
    fc.assert(fc.property(pair, (ids) => companySchema.safeParse({ ...names, ...ids }).success));
    fc.assert(
      fc.property(
        pair.chain((ids) => oneDigitChanged(fc.constant(ids.siren)).map(({ changed }) => ({ ...ids, siren: changed }))),
        (ids) => !companySchema.safeParse({ ...names, ...ids }).success,
      ),
    );
  });
});
