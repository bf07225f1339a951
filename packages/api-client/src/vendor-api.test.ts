import { describe, expect, it } from "vitest";
import { setupClient } from "./testing/client-setup.ts";
import { json } from "./testing/fake-fetch.ts";
import { createVendorApi } from "./vendor-api.ts";

const company = { corporateName: "Domaine des Tilleuls SAS", tradeName: "Domaine des Tilleuls" };
const vendor = { vendorId: "v-1", slug: "domaine-des-tilleuls" };

describe("createVendorApi: the vendor calls of the contract", () => {
  it("create POSTs vendor/create with the token", async () => {
    const { client, calls } = setupClient(() => json(200, vendor));
    const input = { vendorType: "RECEPTION_VENUE", company, isMultiVendor: false };
    expect(await createVendorApi(client).create(input)).toEqual({ ok: true, data: vendor });
    expect([calls[0]?.method, calls[0]?.url]).toEqual(["POST", "http://api.test/api/vendor/create"]);
    expect(JSON.parse(calls[0]?.body ?? "")).toEqual(input);
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer old-token");
  });

  it("get GETs vendor?vendorId=", async () => {
    const { client, calls } = setupClient(() => json(200, vendor));
    expect(await createVendorApi(client).get("3f0c6a8e-0000-4000-8000-000000000001")).toEqual({ ok: true, data: vendor });
    expect([calls[0]?.method, calls[0]?.url]).toEqual([
      "GET",
      "http://api.test/api/vendor?vendorId=3f0c6a8e-0000-4000-8000-000000000001",
    ]);
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer old-token");
  });

  it("addVendor POSTs vendor/add-vendor", async () => {
    const { client, calls } = setupClient(() => json(200, vendor));
    const input = { company, vendorType: "DJ" };
    expect(await createVendorApi(client).addVendor(input)).toEqual({ ok: true, data: vendor });
    expect([calls[0]?.method, calls[0]?.url]).toEqual(["POST", "http://api.test/api/vendor/add-vendor"]);
    expect(JSON.parse(calls[0]?.body ?? "")).toEqual(input);
  });

  it("userVendors GETs vendor/user-vendors when live", async () => {
    const vendors = [{ id: "v-1", tradeName: "T", corporateName: "C", slug: "t", logo: null }];
    const { client, calls } = setupClient(() => json(200, { vendors }));
    expect(await createVendorApi(client).userVendors()).toEqual({ ok: true, data: { vendors } });
    expect([calls[0]?.method, calls[0]?.url]).toEqual(["GET", "http://api.test/api/vendor/user-vendors"]);
  });

  it.each(["demo", "guest"] as const)("userVendors answers no vendors without a call in %s mode", async (mode) => {
    const { client, calls } = setupClient(() => json(200, { vendors: [{ id: "real" }] }), { mode });
    expect(await createVendorApi(client).userVendors()).toEqual({ ok: true, data: { vendors: [] } });
    expect(calls).toHaveLength(0);
  });
});
