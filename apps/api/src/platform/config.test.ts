import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has defaults that need no server, account or key", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, smtpUrl: undefined, demoAccount: true });
    expect(config.dataDir.endsWith("/data")).toBe(true);
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "quatre-vingt", DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "quatre-vingt", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toContain("PORT");
      expect((error as Error).message).toContain("DATABASE_URL");
    }
  });

  it("refuses a JWT secret too short to be safe", () => {
    expect(() => loadConfig({ JWT_SECRET: "court" })).toThrow(/JWT_SECRET/);
  });
});
