import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../../../platform/paths.ts";

/**
 * Runs the official EN 16931 CII validation artefacts (the European Commission's XSD and Schematron compiled
 * to XSLT, /work/shared/reference/en16931) on Factur-X XML files: xmllint for the structure, Saxon-HE for
 * the business rules, ONE JVM for all the files (the JVM start and the XSLT compile take seconds). The rules
 * are an external tool, never copied into the repository: their folder is `EN16931_DIR`, else
 * `<repo>/../shared/reference/en16931`, else `/work/shared/reference/en16931`.
 */

export function en16931Dir(): string {
  const candidates = [
    process.env.EN16931_DIR,
    path.resolve(repoRoot, "../shared/reference/en16931"),
    "/work/shared/reference/en16931",
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((c) => fs.existsSync(path.join(c, "cii/xslt/EN16931-CII-validation.xslt")));
  if (!found) throw new Error(`EN 16931 validation artefacts not found (tried ${candidates.join(", ")}); set EN16931_DIR`);
  return found;
}

const saxonJar = () => ["/usr/share/java/Saxon-HE.jar", process.env.SAXON_JAR].find((j) => j && fs.existsSync(j)) as string;

export type RuleFailure = { id: string; flag: string; text: string };
export type ValidationReport = { schemaErrors: string[]; failures: RuleFailure[] };

/** Validates each named XML (name → content); the report per name lists schema errors and failed asserts. */
export function validateEn16931(files: Record<string, string>): Record<string, ValidationReport> {
  const dir = en16931Dir();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-en16931-"));
  try {
    const inDir = path.join(work, "in");
    const outDir = path.join(work, "out");
    fs.mkdirSync(inDir);
    fs.mkdirSync(outDir);
    const names = Object.keys(files);
    for (const [i, name] of names.entries()) fs.writeFileSync(path.join(inDir, `${i}.xml`), files[name] as string);
    const xsd = path.join(
      dir,
      "cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd",
    );
    const lint = spawnSync("xmllint", ["--noout", "--schema", xsd, ...names.map((_, i) => path.join(inDir, `${i}.xml`))], {
      encoding: "utf8",
    });
    if (lint.error) throw lint.error;
    execFileSync(
      "java",
      [
        "-cp",
        saxonJar(),
        "net.sf.saxon.Transform",
        `-s:${inDir}`,
        `-xsl:${path.join(dir, "cii/xslt/EN16931-CII-validation.xslt")}`,
        `-o:${outDir}`,
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    const reports: Record<string, ValidationReport> = {};
    names.forEach((name, i) => {
      const file = path.join(inDir, `${i}.xml`);
      const schemaErrors = lint.stderr
        .split("\n")
        .filter((l) => l.startsWith(`${file}:`))
        .map((l) => l.slice(file.length + 1));
      const svrl = fs.readFileSync(path.join(outDir, `${i}.xml`), "utf8");
      const failures = [...svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map((m) => {
        const attrs = m[1] ?? "";
        const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2] ?? "")?.[1]?.trim() ?? "";
        return {
          id: /\bid="([^"]*)"/.exec(attrs)?.[1] ?? "",
          flag: /\bflag="([^"]*)"/.exec(attrs)?.[1] ?? "",
          text,
        };
      });
      reports[name] = { schemaErrors, failures };
    });
    return reports;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The failures that make a file invalid: schema errors and fatal asserts. */
export const fatalOf = (r: ValidationReport) => [
  ...r.schemaErrors,
  ...r.failures.filter((f) => f.flag === "fatal").map((f) => `${f.id}: ${f.text}`),
];
