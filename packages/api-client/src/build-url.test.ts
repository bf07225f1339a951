import { describe, expect, it } from "vitest";
import { buildUrl } from "./build-url.ts";

describe("buildUrl", () => {
  it.each([
    ["http://localhost:3000/api", "user/login"],
    ["http://localhost:3000/api/", "user/login"],
    ["http://localhost:3000/api", "/user/login"],
    ["http://localhost:3000/api//", "//user/login"],
  ])("joins %s and %s with exactly one slash", (base, path) => {
    expect(buildUrl(base, path)).toBe("http://localhost:3000/api/user/login");
  });

  it("accepts a relative base URL", () => {
    expect(buildUrl("/api", "user")).toBe("/api/user");
  });

  it("keeps a trailing slash of the path", () => {
    expect(buildUrl("/api", "vendor/accommodation/", { accommodationId: "a" })).toBe(
      "/api/vendor/accommodation/?accommodationId=a",
    );
  });

  it("encodes query values and leaves out null and undefined ones", () => {
    expect(
      buildUrl("/api", "client/search", { search: "Dupont & fils", page: 2, archived: false, vendorId: null, sort: undefined }),
    ).toBe("/api/client/search?search=Dupont+%26+fils&page=2&archived=false");
  });

  it("adds no question mark when every value is absent", () => {
    expect(buildUrl("/api", "vendor", { vendorId: undefined })).toBe("/api/vendor");
  });

  it("appends to a query already in the path", () => {
    expect(buildUrl("/api", "vendor?x=1", { vendorId: "v" })).toBe("/api/vendor?x=1&vendorId=v");
  });
});
