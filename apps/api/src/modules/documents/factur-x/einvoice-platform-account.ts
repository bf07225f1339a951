import { facturXErrorCodes as codes, type EinvoicePlatformWire, facturXMessages as fm } from "@cortege/domain";
import { refuse } from "../document-refusals.ts";
import type { EinvoicePlatforms } from "./einvoice-platforms.ts";

const none: EinvoicePlatformWire = { available: false, configured: false, tokenHint: null };

function wired(platforms: EinvoicePlatforms | undefined): EinvoicePlatforms {
  if (!platforms?.available) throw refuse(codes.PLATFORM_NOT_CONFIGURED, fm.platformNotConfigured);
  return platforms;
}

/** quote/einvoice/platform (GET): whether this server has a PA and whether the vendor can deposit on it. */
export const einvoicePlatformAccount = async (platforms: EinvoicePlatforms | undefined, vendorId: string) =>
  platforms ? platforms.account(vendorId) : none;

/** quote/einvoice/platform (POST): the vendor's API token on the PA, sealed; replaces the previous one. */
export const saveEinvoicePlatformToken = (platforms: EinvoicePlatforms | undefined, vendorId: string, token: string) =>
  wired(platforms).saveToken(vendorId, token);

/** quote/einvoice/platform/remove: the vendor's token forgotten (its deposits and their statuses stay). */
export const removeEinvoicePlatformToken = (platforms: EinvoicePlatforms | undefined, vendorId: string) =>
  wired(platforms).removeToken(vendorId);
