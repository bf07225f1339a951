import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has defaults that need no server, account or key", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, smtpUrl: undefined, demoAccount: true });
    expect(config.dataDir.endsWith("/data")).toBe(true);
  });

  it("listens on loopback by default, where the development outbox may be served, and nowhere else", () => {
    expect(loadConfig({})).toMatchObject({ host: "127.0.0.1", devOutbox: true });
    expect(loadConfig({ HOST: "0.0.0.0" }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).devOutbox).toBe(false);
    expect(loadConfig({ PUBLIC_URL: "https://cortege.example" }).devOutbox).toBe(false);
    expect(loadConfig({ SMTP_URL: "smtp://mail.example:587" }).devOutbox).toBe(false);
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

  it("keeps files on disk unless S3_BUCKET is set, and reads the S3 settings and the quota", () => {
    expect(loadConfig({})).toMatchObject({ s3: undefined, storageQuotaBytes: 2048 * 1024 * 1024 });
    const config = loadConfig({
      S3_BUCKET: "cortege-files",
      S3_ENDPOINT: "https://s3.fr-par.scw.cloud",
      S3_REGION: "fr-par",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      STORAGE_QUOTA_MB: "500",
    });
    expect(config.s3).toEqual({
      bucket: "cortege-files",
      region: "fr-par",
      endpoint: "https://s3.fr-par.scw.cloud",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    expect(config.storageQuotaBytes).toBe(500 * 1024 * 1024);
  });

  it.each([
    [{ S3_BUCKET: "b", S3_ENDPOINT: "ftp://x" }, /S3_BUCKET[\s\S]*S3_ENDPOINT/],
    [{ S3_BUCKET: "bucket", S3_ACCESS_KEY_ID: "id" }, /S3_SECRET_ACCESS_KEY/],
    [{ STORAGE_QUOTA_MB: "0" }, /STORAGE_QUOTA_MB/],
    [{ S3_FORCE_PATH_STYLE: "peut-être" }, /S3_FORCE_PATH_STYLE/],
  ])("stops on bad storage settings %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
