import type { AddVendorInput, UserVendor, Vendor, VendorCreateInput } from "@cortege/domain";
import type { ApiClient } from "./api-client.ts";
import type { Result } from "./result.ts";

export type UserVendorsResponse = { vendors: UserVendor[] };

/** The vendor calls of issue 2's contract. */
export function createVendorApi(client: ApiClient) {
  return {
    create: (input: VendorCreateInput): Promise<Result<Vendor>> =>
      client.request({ method: "POST", path: "vendor/create", body: input }),
    get: (vendorId: string): Promise<Result<Vendor>> => client.request({ method: "GET", path: "vendor", query: { vendorId } }),
    addVendor: (input: AddVendorInput): Promise<Result<Vendor>> =>
      client.request({ method: "POST", path: "vendor/add-vendor", body: input }),
    userVendors: (): Promise<Result<UserVendorsResponse>> =>
      client.request({ method: "GET", path: "vendor/user-vendors", emptyList: { vendors: [] } satisfies UserVendorsResponse }),
  };
}

export type VendorApi = ReturnType<typeof createVendorApi>;
