import { describe, expect, it } from "vitest";
import { readTokenClaims } from "./read-token-claims.ts";
import { fakeJwt } from "./testing/fake-fetch.ts";

const base64url = (text: string) => Buffer.from(text).toString("base64url");

describe("readTokenClaims", () => {
  it("reads the user id, groups, customer id and access tier", () => {
    expect(
      readTokenClaims(fakeJwt({ sub: "u-1", groups: ["essential", "premium"], customerId: "cus_1", sid: "s", exp: 1 })),
    ).toEqual({
      userId: "u-1",
      groups: ["essential", "premium"],
      customerId: "cus_1",
      tier: "premium",
    });
  });

  it.each([
    [["essential"], "essential"],
    [["admin"], "none"],
    [[], "none"],
  ])("groups %j → tier %s", (groups, tier) => {
    expect(readTokenClaims(fakeJwt({ sub: "u-1", groups, customerId: null }))?.tier).toBe(tier);
  });

  it("treats missing groups and customer id as a free account without customer", () => {
    expect(readTokenClaims(fakeJwt({ sub: "u-1" }))).toEqual({ userId: "u-1", groups: [], customerId: null, tier: "none" });
  });

  it("decodes base64url payloads that need both - and _", () => {
    // "?>?>" encodes to "_Pj8-" in base64url: both alphabet substitutions are exercised.
    const token = fakeJwt({ sub: "?>?>" });
    expect(token.split(".")[1]).toContain("_");
    expect(token.split(".")[1]).toContain("-");
    expect(readTokenClaims(token)?.userId).toBe("?>?>");
  });

  it("decodes UTF-8 payloads", () => {
    expect(readTokenClaims(fakeJwt({ sub: "Hélène" }))?.userId).toBe("Hélène");
  });

  it.each([
    ["an empty string", ""],
    ["two parts", `${base64url("{}")}.${base64url('{"sub":"u"}')}`],
    ["four parts", `a.${base64url('{"sub":"u"}')}.c.d`],
    ["an empty payload", "a..c"],
    ["a payload that is not base64url", "a.e30=.c"],
    ["a payload that is not JSON", `a.${base64url("not json")}.c`],
    [
      "a payload that is not UTF-8",
      `a.${Buffer.concat([Buffer.from('{"sub":"'), Buffer.from([0xff]), Buffer.from('"}')]).toString("base64url")}.c`,
    ],
    ["a JSON array", `a.${base64url('["u"]')}.c`],
    ["a JSON string", `a.${base64url('"u"')}.c`],
    ["JSON null", `a.${base64url("null")}.c`],
    ["no sub", fakeJwt({ groups: [] })],
    ["an empty sub", fakeJwt({ sub: "" })],
    ["a numeric sub", fakeJwt({ sub: 1 })],
    ["groups that are not an array", fakeJwt({ sub: "u", groups: "premium" })],
    ["groups that are not strings", fakeJwt({ sub: "u", groups: [1] })],
    ["a numeric customer id", fakeJwt({ sub: "u", customerId: 3 })],
  ])("returns null for %s", (_, token) => {
    expect(readTokenClaims(token)).toBeNull();
  });
});
