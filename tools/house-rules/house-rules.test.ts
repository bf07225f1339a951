import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  allowedCopies,
  copyPairOf,
  copyViolations,
  describeCopy,
  exactCopies,
  isCopyChecked,
  treeCopies,
} from "./exact-copies.ts";
import {
  allowedFeatureImports,
  allowedModuleReaches,
  featureNameViolations,
  houseRuleViolations,
  type SourceFile,
  webOnlyFeatures,
} from "./house-rules.ts";
import { importsOf, isTestFile, repoRoot, sourceFiles, sqlTablesOf, tableOwners } from "./source-files.ts";

const roots = [
  "packages/domain/src",
  "packages/api-client/src",
  "apps/api/src",
  "apps/web/src",
  "e2e/tests",
  "bench/src",
  "tools",
];

const file = (path: string, text: string): SourceFile => ({ path, imports: importsOf(path, text), sqlTables: sqlTablesOf(text) });

describe("house rules (docs/architecture.md)", () => {
  it("hold on the whole tree", () => {
    const files = roots.flatMap(sourceFiles).map((path) => {
      const text = fs.readFileSync(`${repoRoot}/${path}`, "utf8");
      return { path, imports: importsOf(path, text), sqlTables: sqlTablesOf(text) };
    });
    expect(files.length).toBeGreaterThan(500);
    const used = new Set<string>();
    const violations = houseRuleViolations(files, tableOwners(), used).map((v) => `${v.rule}: ${v.file}: ${v.detail}`);
    expect(violations).toEqual([]);
    // A listed exception nothing needs any more goes from the list: the lists only shrink.
    expect([...allowedFeatureImports, ...allowedModuleReaches].filter((key) => !used.has(key))).toEqual([]);
  });

  it("name each web feature as its API module", () => {
    const folders = (dir: string) =>
      fs
        .readdirSync(`${repoRoot}/${dir}`, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name);
    const features = folders("apps/web/src/features");
    const modules = folders("apps/api/src/modules");
    expect(featureNameViolations(features, modules)).toEqual([]);
    // The listed exceptions are features that exist.
    expect(Object.keys(webOnlyFeatures).filter((f) => !features.includes(f))).toEqual([]);
    // A planted one: the account screens filed under another name than the users module.
    expect(featureNameViolations(["users", "account"], ["users"]).map((v) => v.file)).toEqual(["apps/web/src/features/account"]);
  });

  it("flag each kind of planted violation", () => {
    const tables = new Map([
      ["clients", "clients"],
      ["documents", "documents"],
      ["spaces", "showcase"],
    ]);
    const planted = [
      file("packages/domain/src/clients/bad.ts", 'import { x } from "@cortege/api-client";'),
      file("packages/domain/src/clients/bad-relative.ts", 'import { x } from "../../../../apps/api/src/app.ts";'),
      file("apps/web/src/features/clients/bad.ts", 'import { x } from "../../app/router.tsx";'),
      file("apps/web/src/lib/bad.ts", 'import { x } from "../features/clients/pages/clients-page.tsx";'),
      file("apps/web/src/features/tasks/bad.ts", 'import { useThing } from "../documents/api/use-thing.ts";'),
      file("apps/web/src/features/tasks/api/bad.ts", 'import type { App } from "../../../../../apps/api/src/app.ts";'),
      file("apps/web/src/features/tasks/api/bad-package.ts", 'import { x } from "@cortege/api";'),
      file("apps/api/src/modules/tasks/bad.ts", 'import { create } from "../clients/clients.repository.ts";'),
      file("apps/api/src/modules/documents/bad-table.ts", 'import { clients, documents } from "../../db/schema/index.ts";'),
      file("apps/api/src/modules/events/bad-showcase.ts", 'import { spaces } from "../../db/schema/showcase.ts";'),
      file(
        "apps/api/src/modules/tasks/bad-sql.ts",
        "const q = sql`SELECT t.id FROM tasks t JOIN documents d ON d.id = t.document_id`;",
      ),
      file("apps/web/src/features/clients/ClientCard.tsx", ""),
    ];
    expect(houseRuleViolations(planted, tables).map((v) => `${v.rule} ${v.file}`)).toEqual([
      "layers packages/domain/src/clients/bad.ts",
      "layers packages/domain/src/clients/bad-relative.ts",
      "shell-on-top apps/web/src/features/clients/bad.ts",
      "ground-floor apps/web/src/lib/bad.ts",
      "feature-to-feature apps/web/src/features/tasks/bad.ts",
      "layers apps/web/src/features/tasks/api/bad.ts",
      "layers apps/web/src/features/tasks/api/bad-package.ts",
      "module-rooms apps/api/src/modules/tasks/bad.ts",
      "module-rooms apps/api/src/modules/documents/bad-table.ts",
      "module-rooms apps/api/src/modules/events/bad-showcase.ts",
      "module-rooms apps/api/src/modules/tasks/bad-sql.ts",
      "kebab-case apps/web/src/features/clients/ClientCard.tsx",
    ]);
  });

  it("let the shell compose features, a module read its own tables, and tests set their scene", () => {
    const tables = new Map([["clients", "clients"]]);
    const fine = [
      file("apps/web/src/app/router.tsx", 'import { ClientsPage } from "../features/clients/pages/clients-page.tsx";'),
      file("apps/web/src/main.tsx", 'import { App } from "./app/app.tsx";'),
      file("apps/web/src/features/clients/clients.test.tsx", 'import { AppProviders } from "../../app/providers.tsx";'),
      file("apps/api/src/modules/clients/clients.repository.ts", 'import { clients } from "../../db/schema/index.ts";'),
      file("apps/web/src/features/clients/api/use-client.ts", 'import { apiClient } from "../../../lib/session/api.ts";'),
    ];
    expect(houseRuleViolations(fine, tables)).toEqual([]);
  });

  it("type every call of the web by its route's contract (no hand-asserted request<T>)", () => {
    const untyped = (text: string) => /\.request\s*[<(]/.test(text);
    const callers = ["apps/web/src", "packages/api-client/src"]
      .flatMap(sourceFiles)
      // The client's own definition of `request`, which `call` goes through, and the tests of it.
      .filter((file) => file !== "packages/api-client/src/api-client.ts" && !isTestFile(file))
      .filter((file) => untyped(fs.readFileSync(path.join(repoRoot, file), "utf8")));
    expect(callers).toEqual([]);
    // A planted one.
    expect(untyped('await apiClient.request<Client>({ method: "GET", path: "client" })')).toBe(true);
    expect(untyped('await apiClient.call<typeof clientsContract.get>({ method: "GET", path: "client" })')).toBe(false);
  });

  it("know one transaction type, platform/db's Tx", () => {
    const own = sourceFiles("apps/api/src").filter((file) =>
      /Parameters<Parameters<Db\["transaction"\]>/.test(fs.readFileSync(path.join(repoRoot, file), "utf8")),
    );
    expect(own).toEqual(["apps/api/src/platform/db/database.ts"]);
  });

  it("find no exact copy of six lines or more outside tests and fixtures", () => {
    const used = new Set<string>();
    expect(copyViolations(treeCopies(), allowedCopies, used).map(describeCopy)).toEqual([]);
    // An allowed copy that is gone goes from the list: the list only shrinks.
    expect([...allowedCopies].filter((pair) => !used.has(pair))).toEqual([]);
  });

  it("flag a planted copy, whatever blank lines, comments, imports and lone punctuation lie between", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exact-copies-"));
    const body = [
      "const total = lines.reduce((sum, line) => sum + line.amount, 0);",
      "if (total > limit) {",
      '  throw new Error("Montant trop élevé");',
      "}",
      "const vat = Math.round(total * rate);",
      "const net = total - vat;",
      "return { total, vat, net };",
    ];
    fs.writeFileSync(
      path.join(dir, "a.ts"),
      ['import { x } from "./x.ts";', "export function a(lines, limit, rate) {", ...body, "}"].join("\n"),
    );
    fs.writeFileSync(
      path.join(dir, "b.ts"),
      [
        "export function b(lines, limit, rate) {",
        "  // the same rule, written again",
        ...body.slice(0, 3),
        "",
        "    }",
        "  /* still the same */",
        'import type { y } from "./y.ts";',
        ...body.slice(4),
        "}",
        "const five = 1;",
        ...body.slice(0, 5),
      ].join("\n"),
    );
    const read = (name: string) => ({ path: name, text: fs.readFileSync(path.join(dir, name), "utf8") });
    const copies = exactCopies([read("a.ts"), read("b.ts")]);
    fs.rmSync(dir, { recursive: true });
    expect(copies.map(describeCopy)).toEqual(["a.ts:3-9 ~ b.ts:3-12"]);
    expect(copyViolations(copies, new Set()).map(copyPairOf)).toEqual(["a.ts ~ b.ts"]);
    expect(copyViolations(copies, new Set(["a.ts ~ b.ts"]))).toEqual([]);
    // Twice in one file counts too; five lines do not.
    const twice = ["function f() {", ...body, "}", "function g() {", ...body, "}"].join("\n");
    expect(exactCopies([{ path: "c.ts", text: twice }]).map(describeCopy)).toEqual(["c.ts:2-8 ~ c.ts:11-17"]);
    expect(
      exactCopies([
        { path: "d.ts", text: body.slice(0, 5).join("\n") },
        { path: "e.ts", text: body.slice(0, 5).join("\n") },
      ]),
    ).toEqual([]);
  });

  it("read production sources only for copies: not tests, fixtures, generated files nor migrations", () => {
    expect(
      [
        "apps/api/src/modules/clients/clients.service.ts",
        "apps/web/src/components/form-text-field.tsx",
        "apps/web/src/index.css",
        "bench/src/load-bench.ts",
        "scripts/start.mjs",
        "apps/api/src/modules/clients/clients.test.ts",
        "e2e/tests/support.ts",
        "apps/api/src/test/test-app.ts",
        "apps/api/src/modules/documents/documents-pdf.fixtures.ts",
        "apps/api/drizzle/0006_documents.sql",
        "packages/domain/src/api.d.ts",
        "apps/api/drizzle/meta/_journal.json",
      ].filter(isCopyChecked),
    ).toEqual([
      "apps/api/src/modules/clients/clients.service.ts",
      "apps/web/src/components/form-text-field.tsx",
      "apps/web/src/index.css",
      "bench/src/load-bench.ts",
      "scripts/start.mjs",
    ]);
  });
});
