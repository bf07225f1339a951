import { paths } from "../../app/paths.ts";

export const adminVendorPath = (vendorId: string) => paths.adminVendor.replace(":vendorId", encodeURIComponent(vendorId));
