import { paths } from "../../config/paths.ts";

export const adminVendorPath = (vendorId: string) => paths.adminVendor.replace(":vendorId", encodeURIComponent(vendorId));
