import type { VendorType } from "@cortege/domain";
import { createFilterOptions } from "@mui/material/Autocomplete";

/** Lists of types are searched ignoring accents and case (part 1 §3): "patis" finds "Pâtissier". */
export function createVendorTypeFilter(label: (type: VendorType) => string) {
  return createFilterOptions<VendorType>({
    ignoreAccents: true,
    ignoreCase: true,
    matchFrom: "any",
    stringify: label,
    trim: true,
  });
}

/** Alphabetical in the reader's language, with "Other" last where people look for it. */
export function sortVendorTypes(types: readonly VendorType[], label: (type: VendorType) => string, locale: string): VendorType[] {
  return [...types].sort((a, b) => {
    if (a === "OTHER" || b === "OTHER") return a === "OTHER" ? 1 : -1;
    return label(a).localeCompare(label(b), locale, { sensitivity: "base" });
  });
}
