import { describe, expect, it } from "vitest";
import { problemFromResponse } from "./problem-from-response.ts";

const wire = (statusCode: number, message: unknown, code = "SOME_CODE") => ({ statusCode, error: "Error", message, code });

describe("problemFromResponse: the error catalogue of part 1 §8", () => {
  describe("400 → bad-data", () => {
    it("carries the first message when message is an array", () => {
      expect(
        problemFromResponse(400, wire(400, ["Le prénom est obligatoire.", "Le nom est obligatoire."], "VALIDATION_FAILED")),
      ).toEqual({
        kind: "bad-data",
        temporary: false,
        message: "Le prénom est obligatoire.",
        code: "VALIDATION_FAILED",
        status: 400,
      });
    });

    it("carries the message when it is a string", () => {
      expect(problemFromResponse(400, wire(400, "Identifiants incorrects.", "INVALID_CREDENTIALS"))).toEqual({
        kind: "bad-data",
        temporary: false,
        message: "Identifiants incorrects.",
        code: "INVALID_CREDENTIALS",
        status: 400,
      });
    });

    it.each([
      ["no body", undefined],
      ["a body that is not an object", "oops"],
      ["null", null],
      ["no message", { statusCode: 400, code: "X" }],
      ["an empty array", wire(400, [])],
      ["an array whose first item is not a string", wire(400, [42, "second"])],
      ["a numeric message", wire(400, 12)],
      ["an empty message", wire(400, "")],
    ])("falls back to 'Erreur inconnue' with %s", (_, body) => {
      const problem = problemFromResponse(400, body);
      expect(problem.kind).toBe("bad-data");
      expect(problem.message).toBe("Erreur inconnue");
      expect(problem.status).toBe(400);
    });

    it("leaves code out when the body has none or a non-string one", () => {
      expect(problemFromResponse(400, { message: "Non.", code: 7 })).toEqual({
        kind: "bad-data",
        temporary: false,
        message: "Non.",
        status: 400,
      });
    });
  });

  it.each([
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "not-found"],
    [405, "rejected"],
    [409, "rejected"],
    [413, "rejected"],
    [429, "rejected"],
    [499, "rejected"],
  ] as const)("%i → %s, keeping code, first message and status", (status, kind) => {
    expect(problemFromResponse(status, wire(status, ["Premier.", "Second."], "THE_CODE"))).toEqual({
      kind,
      temporary: false,
      message: "Premier.",
      code: "THE_CODE",
      status,
    });
  });

  it("keeps a 4xx message given as a string", () => {
    expect(problemFromResponse(429, wire(429, "Trop de tentatives.", "TOO_MANY_ATTEMPTS")).message).toBe("Trop de tentatives.");
  });

  it("4xx other than 400 get no invented message", () => {
    expect(problemFromResponse(404, undefined)).toEqual({ kind: "not-found", temporary: false, status: 404 });
    expect(problemFromResponse(403, "<html>")).toEqual({ kind: "forbidden", temporary: false, status: 403 });
  });

  it.each([500, 502, 503, 504, 599])("%i → server, never showing the body", (status) => {
    expect(problemFromResponse(status, wire(status, 'relation "users" does not exist at pg/lib/client.js', "INTERNAL"))).toEqual({
      kind: "server",
      temporary: false,
      status,
    });
  });

  it.each([0, 100, 101, 200, 204, 301, 302, 304, 399, 600, 999, -1])("%i → unknown (temporary)", (status) => {
    expect(problemFromResponse(status, wire(status, "whatever"))).toEqual({ kind: "unknown", temporary: true, status });
  });
});
