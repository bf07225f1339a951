import type { UnitType } from "../../products/product-types.ts";
import { toUnitType } from "../../products/product-types.ts";

/**
 * The catalogue's units as UN/ECE Recommendation 20 codes (with the Rec. 21 « X » packaging codes), the
 * unit codes EN 16931 requires on each line (BT-130, rule BR-CL-23). A flat rate per hour or per day is
 * billed in hours or days; a session is a service unit (E48); a person is IE.
 */
export const unitCodes: Record<UnitType, string> = {
  PIECE: "H87",
  KILOGRAM: "KGM",
  GRAM: "GRM",
  LITER: "LTR",
  METER: "MTR",
  SQUARE_METER: "MTK",
  CUBIC_METER: "MTQ",
  HOUR: "HUR",
  DAY: "DAY",
  PACK: "XPA",
  PACKAGE: "XPK",
  ITEM: "C62",
  PERSON: "IE",
  SET: "SET",
  SESSION: "E48",
  PACKAGE_HOUR: "HUR",
  PACKAGE_DAY: "DAY",
};

/** The Rec. 20 code of a stored unit (an unknown one is a piece, as everywhere else). */
export const unitCodeOf = (unitType: string): string => unitCodes[toUnitType(unitType)];
