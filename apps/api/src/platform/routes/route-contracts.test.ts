import * as domain from "@cortege/domain";
import { clientsContract, route } from "@cortege/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, createTestApp, signUp, type TestApp } from "../../test/test-app.ts";
import { contractMismatches, contractsOf } from "./route-contract-mismatches.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("route contracts", () => {
  it("every contract the domain exports is registered by the API with its very schemas", () => {
    const contracts = contractsOf(domain);
    expect(Object.keys(contracts)).toContain("clientsContract");
    expect(contractMismatches(contracts, t.routes)).toEqual([]);
  });

  it("tells a contract whose route is missing or registered with another schema", () => {
    const planted = {
      plantedContract: {
        // The route exists, but its registered query schema is not this one.
        list: route({ method: "GET", path: "client/list", query: z.object({}), response: clientsContract.list.response }),
        // The route exists, but as a GET.
        get: route({ method: "POST", path: "client", response: clientsContract.get.response }),
        gone: route({ method: "GET", path: "client/nowhere", response: z.object({}) }),
      },
    };
    expect(contractMismatches(contractsOf(planted), t.routes)).toEqual([
      "plantedContract.list (GET client/list): registered querystring not the contract's",
      "plantedContract.get (POST client): no route registered",
      "plantedContract.gone (GET client/nowhere): no route registered",
    ]);
  });
});

describe("declared error answers", () => {
  it("lists the error answers of every documented route in the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = res.json().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["4XX", "5XX"]));
    const problem = paths["/api/client/list"]?.get?.responses["4XX"] as {
      content: { "application/json": { schema: { required: string[] } } };
    };
    expect(problem.content["application/json"].schema.required).toEqual(["statusCode", "error", "message", "code"]);
  });

  it("sends an error answer as the error handler built it", async () => {
    const session = await signUp(t, "contrats@exemple.fr");
    const res = await t.app.inject({ method: "GET", url: "/api/client/list", query: { page: "zéro" }, headers: bearer(session) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: "Bad Request", code: "VALIDATION_FAILED" });
  });
});
