import type { AddVendorInput, RouteAnswer, Vendor, VendorCreateInput, vendorsContract } from "@cortege/domain";
import type { ApiClient } from "./api-client.ts";
import type { Result } from "./result.ts";

export type UserVendorsResponse = RouteAnswer<typeof vendorsContract.userVendors>;

/** The vendor calls of issue 2's contract. */
export function createVendorApi(client: ApiClient) {
  return {
    create: (input: VendorCreateInput): Promise<Result<Vendor>> =>
      client.call<typeof vendorsContract.create>({ method: "POST", path: "vendor/create", body: input }),
    get: (vendorId: string): Promise<Result<Vendor>> =>
      client.call<typeof vendorsContract.get>({ method: "GET", path: "vendor", query: { vendorId } }),
    addVendor: (input: AddVendorInput): Promise<Result<Vendor>> =>
      client.call<typeof vendorsContract.addVendor>({ method: "POST", path: "vendor/add-vendor", body: input }),
    userVendors: (): Promise<Result<UserVendorsResponse>> =>
      client.call<typeof vendorsContract.userVendors>({ method: "GET", path: "vendor/user-vendors", emptyList: { vendors: [] } }),
  };
}

export type VendorApi = ReturnType<typeof createVendorApi>;
