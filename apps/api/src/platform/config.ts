import path from "node:path";
import { z } from "zod";
import { repoRoot } from "./paths.ts";

const booleanish = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Cortège <ne-pas-repondre@cortege.localhost>"),
  JWT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DEMO_ACCOUNT: booleanish.default(true),
  TRUST_PROXY: booleanish.default(false),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  publicUrl: string | undefined;
  logLevel: string;
  demoAccount: boolean;
  trustProxy: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment once; a bad variable stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join(".")}: ${i.message} (valeur reçue : ${JSON.stringify(present[String(i.path[0])])})`,
    );
    throw new ConfigError(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const base = env.INIT_CWD ?? process.cwd();
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: c.DATA_DIR ? path.resolve(base, c.DATA_DIR) : path.resolve(repoRoot, "data"),
    databaseUrl: c.DATABASE_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    jwtSecret: c.JWT_SECRET,
    publicUrl: c.PUBLIC_URL,
    logLevel: c.LOG_LEVEL,
    demoAccount: c.DEMO_ACCOUNT,
    trustProxy: c.TRUST_PROXY,
  };
}
