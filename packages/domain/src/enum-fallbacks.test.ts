import { describe, expect, it } from "vitest";
import { normalizeDocumentStatus } from "./documents/document-statuses.ts";
import { normalizeDiscountType } from "./documents/document-types.ts";
import { toEventType } from "./events/event-types.ts";
import { toFileType } from "./media-library/file-types.ts";
import { productInputSchema } from "./products/product-schemas.ts";
import { toProductType, toUnitType } from "./products/product-types.ts";
import { toVatCode } from "./products/vat.ts";
import { toLocationEnvironment, toVenueType } from "./vendors/showcase-enums.ts";
import { receptionVenueUpdateSchema } from "./vendors/vendor-update-schemas.ts";

/**
 * "Unknown enumeration values fall back to defaults" (part 2 §5), each to the default the spec gives it
 * (§9: product tax 20 %, type BNC, unit PIECE; discount type percentage; file type JPEG; document status
 * DRAFT; event type WEDDING). Venue types and environments are written in lower case by the spec (part 1
 * §3) and have no default: either case is read, anything else leaves the field empty.
 */
const cases: [string, (v: unknown) => unknown, unknown, unknown][] = [
  ["product type", toProductType, "BIC_2", "BIC_2"],
  ["product type", toProductType, "SERVICE", "BNC"],
  ["product type", toProductType, null, "BNC"],
  ["unit", toUnitType, "PERSON", "PERSON"],
  ["unit", toUnitType, "BOTTLE", "PIECE"],
  ["unit", toUnitType, 3, "PIECE"],
  ["VAT code", toVatCode, "TAX_5_5", "TAX_5_5"],
  ["VAT code", toVatCode, "TAX_7", "TAX_20"],
  ["VAT code", toVatCode, undefined, "TAX_20"],
  ["discount type", normalizeDiscountType, "FIXED", "FIXED"],
  ["discount type", normalizeDiscountType, "AMOUNT", "PERCENTAGE"],
  ["file type", toFileType, "jpg", "JPEG"],
  ["file type", toFileType, "HEIC", "JPEG"],
  ["document status", normalizeDocumentStatus, "PAID", "PAID"],
  ["document status", normalizeDocumentStatus, "ARCHIVED", "DRAFT"],
  ["event type", toEventType, "BAPTISM", "BAPTISM"],
  ["event type", toEventType, "ELOPEMENT", "WEDDING"],
  ["venue type", toVenueType, "castle", "CASTLE"],
  ["venue type", toVenueType, "Estate", "ESTATE"],
  ["venue type", toVenueType, "BOAT", "BOAT"],
  ["venue type", toVenueType, "spaceship", null],
  ["venue type", toVenueType, 7, null],
  ["location environment", toLocationEnvironment, "seaside", "SEASIDE"],
  ["location environment", toLocationEnvironment, "desert", null],
];

describe("enum fallbacks", () => {
  it.each(cases)("%s: %j → %j", (_, normalize, input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it.each([
    [
      { productType: "SERVICE", unitType: "BOTTLE", tax: "TAX_7" },
      { productType: "BNC", unitType: "PIECE", tax: "TAX_20" },
    ],
    [
      { productType: "BIC_1", unitType: "PERSON", tax: "TAX_10" },
      { productType: "BIC_1", unitType: "PERSON", tax: "TAX_10" },
    ],
    [{}, { productType: "BNC", unitType: "PIECE", tax: "TAX_20" }],
    // A disbursement carries no VAT, whatever the code sent.
    [
      { productType: "DEBOUR", tax: "TAX_7" },
      { productType: "DEBOUR", unitType: "PIECE", tax: "TAX_0" },
    ],
  ])("a product %j is saved as %j, not refused", (fields, expected) => {
    const parsed = productInputSchema.safeParse({ name: "Menu", price: 50, ...fields });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject(expected);
  });

  it.each([
    ["castle", "CASTLE"],
    ["mill", "MILL"],
    ["MILL", "MILL"],
    ["treehouse", null],
  ])("a venue sent with venueType %j is saved with %j", (venueType, expected) => {
    const parsed = receptionVenueUpdateSchema.parse({ vendorId: "6f1c2b9e-3a0d-4c39-9a57-2f1d7e0b8c11", venueType });
    expect(parsed.venueType).toBe(expected);
  });
});
