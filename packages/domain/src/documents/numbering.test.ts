import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-dates.ts";
import {
  counterChangeIssue,
  defaultNumberFormats,
  formatDocumentNumber,
  initialNumberingState,
  type NumberFormat,
  type NumberingState,
  nextDocumentNumber,
  numberFormatIssues,
  numberFormatsIssues,
} from "./numbering.ts";

const F = defaultNumberFormats.INVOICE;

function issue(format: NumberFormat, state: NumberingState, date: string) {
  const r = nextDocumentNumber(format, state, date);
  if (!r.ok) throw new Error(r.message);
  return r;
}

describe("legal numbering (part 2 §9, reference §1.3)", () => {
  it("defaults to D, F, AV, AC with the year and 5 digits, counters from 1", () => {
    const date = "2026-03-05";
    expect(Object.values(defaultNumberFormats).map((f) => issue(f, initialNumberingState(), date).number)).toEqual([
      "D-2026-00001",
      "F-2026-00001",
      "AV-2026-00001",
      "AC-2026-00001",
    ]);
  });

  it.each<[NumberFormat, number, string, string]>([
    [{ prefix: "F", date: "YYYY", number: 5 }, 42, "2026-11-21", "F-2026-00042"],
    [{ prefix: "FA", date: "YY", number: 4 }, 7, "2026-11-21", "FA-26-0007"],
    [{ prefix: "F", date: "YYYY-MM", number: 3 }, 12, "2026-01-31", "F-2026-01-012"],
    [{ prefix: "F", date: "YYYYMM", number: 5 }, 1, "2026-11-21", "F-202611-00001"],
    [{ prefix: "F", date: "", number: 6 }, 143, "2026-11-21", "F-000143"],
    [{ prefix: "F", date: "YYYY", number: 3 }, 1000, "2026-11-21", "F-2026-1000"],
  ])("formats %j with counter %i on %s as %s", (format, counter, date, expected) => {
    expect(formatDocumentNumber(format, counter, date)).toBe(expected);
  });

  it("continues the series, restarts at 1 in a new year when the number shows it", () => {
    const a = issue(F, initialNumberingState(), "2026-12-30");
    const b = issue(F, a.state, "2026-12-31");
    const c = issue(F, b.state, "2027-01-02");
    const d = issue(F, c.state, "2027-01-02");
    expect([a.number, b.number, c.number, d.number]).toEqual(["F-2026-00001", "F-2026-00002", "F-2027-00001", "F-2027-00002"]);
    expect(d.state).toEqual({ counter: 3, lastNumberedDate: "2027-01-02" });
  });

  it("never restarts a series whose number does not show the year", () => {
    const plain: NumberFormat = { prefix: "F", date: "", number: 5 };
    const a = issue(plain, initialNumberingState(), "2026-12-31");
    expect(issue(plain, a.state, "2027-01-01").number).toBe("F-00002");
  });

  it("starts at the counter set before the first document (continuing a former tool)", () => {
    expect(issue(F, initialNumberingState(143), "2026-06-01").number).toBe("F-2026-00143");
  });

  it("refuses a date before the last numbered document", () => {
    expect(nextDocumentNumber(F, { counter: 8, lastNumberedDate: "2026-03-05" }, "2026-03-04")).toEqual({
      ok: false,
      message: "La numérotation doit suivre l'ordre chronologique : le dernier document de cette série est daté du 05/03/2026.",
    });
  });

  it("numbers without gap, strictly increasing, and never twice", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 60 }),
        (start, gaps) => {
          let state = initialNumberingState();
          let date = start.toISOString().slice(0, 10);
          const seen = new Set<string>();
          let previous: { year: number; counter: number } | null = null;
          for (const gap of gaps) {
            date = addDays(date, gap);
            const r = issue(F, state, date);
            const year = Number(date.slice(0, 4));
            if (previous && previous.year === year) expect(r.counter).toBe(previous.counter + 1);
            else expect(r.counter).toBe(1);
            expect(seen.has(r.number)).toBe(false);
            seen.add(r.number);
            if (previous) {
              const increasing = year > previous.year || (year === previous.year && r.counter > previous.counter);
              expect(increasing).toBe(true);
            }
            previous = { year, counter: r.counter };
            state = r.state;
          }
          expect(seen.size).toBe(gaps.length);
        },
      ),
    );
  });
});

describe("user-chosen formats", () => {
  it.each<[NumberFormat, { path: string; message: string }[]]>([
    [{ prefix: "FACT", date: "YYYY", number: 5 }, []],
    [{ prefix: " ", date: "YYYY", number: 5 }, [{ path: "prefix", message: "Le préfixe est requis." }]],
    [
      { prefix: "Fé", date: "YYYY", number: 5 },
      [
        {
          path: "prefix",
          message:
            "Le préfixe ne peut contenir que des lettres sans accent, des chiffres, « - » ou « _ » (10 caractères au plus).",
        },
      ],
    ],
    [
      { prefix: "F", date: "DD/MM" as NumberFormat["date"], number: 5 },
      [{ path: "date", message: "Le format de date est invalide." }],
    ],
    [{ prefix: "F", date: "YYYY", number: 2 }, [{ path: "number", message: "Le numéro doit compter de 3 à 10 chiffres." }]],
    [{ prefix: "F", date: "YYYY", number: 11 }, [{ path: "number", message: "Le numéro doit compter de 3 à 10 chiffres." }]],
  ])("%j", (format, issues) => {
    expect(numberFormatIssues(format)).toEqual(issues);
  });

  it("gives each document type its own prefix", () => {
    expect(numberFormatsIssues(defaultNumberFormats)).toEqual([]);
    expect(numberFormatsIssues({ ...defaultNumberFormats, DEPOSIT: { prefix: "f", date: "YYYY", number: 5 } })).toEqual([
      {
        path: "DEPOSIT.prefix",
        message: "Le préfixe « f » est déjà celui d'une autre série (une facture) : chaque type de document a le sien.",
      },
    ]);
  });

  it.each<[NumberingState, number, string | null]>([
    [initialNumberingState(), 143, null],
    [initialNumberingState(), 0, "Le compteur doit être un nombre entier supérieur ou égal à 1."],
    [{ counter: 12, lastNumberedDate: "2026-01-03" }, 12, null],
    [
      { counter: 12, lastNumberedDate: "2026-01-03" },
      20,
      "Le compteur ne peut plus être modifié : des documents ont déjà été numérotés dans cette série, la suite doit rester continue.",
    ],
  ])("counter change from %j to %i", (state, counter, message) => {
    expect(counterChangeIssue(state, counter)).toBe(message);
  });
});
