import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { ClientsService } from "../../modules/clients/clients.service.ts";
import type { MediaLibraryService } from "../../modules/media-library/media-library.service.ts";
import type { QuickNotesService } from "../../modules/quick-notes/quick-notes.service.ts";
import { type TenantScoped, trustedVendorId, type VendorId } from "./vendor-context.ts";

/**
 * Tenancy by construction (docs/decisions.md, "Tenancy"): the vendor a request acts for comes from
 * the guard's context (`tenantOf(req)`), never from the client's query, body or path. This test reads the
 * API's sources and fails on any read of `vendorId` from a request's `body`, `query` or `params`.
 */
const SRC = join(import.meta.dirname, "..", "..");
// The guard is the one place that reads what the client named, to check it against the memberships.
const ALLOWED = new Set(["platform/tenancy/access-guard.ts"]);

const READS: { name: string; pattern: RegExp }[] = [
  // req.body.vendorId, request.query?.vendorId, r.body ["vendorId"]
  { name: "property read", pattern: /\b\w+\s*\.\s*(?:body|query|params)\s*(?:\?\.|\.)\s*vendorId\b/g },
  { name: "indexed read", pattern: /\b\w+\s*\.\s*(?:body|query|params)\s*(?:\?\.)?\s*\[\s*["'`]vendorId["'`]\s*\]/g },
  // (req.body as Something).vendorId
  {
    name: "cast read",
    pattern: /\(\s*\w+\s*\.\s*(?:body|query|params)\s+as\s+[^()]*(?:\([^()]*\)[^()]*)*\)\s*(?:\?\.|\.)\s*vendorId\b/g,
  },
  // const { vendorId, ...rest } = req.body; also over several lines, and with nested braces
  {
    name: "destructuring",
    pattern: /\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\bvendorId\b[^{}]*(?:\{[^{}]*\}[^{}]*)*\}\s*=\s*\w+\s*\.\s*(?:body|query|params)\b/g,
  },
  // async ({ body: { vendorId } }) => … ; ({ query: { vendorId: id } })
  { name: "parameter destructuring", pattern: /\b(?:body|query|params)\s*:\s*\{[^{}]*\bvendorId\b/g },
  // const { body } = req; … — too indirect to follow, so the alias itself is refused next to a vendorId read
  {
    name: "aliased input",
    pattern:
      /\{\s*(?:body|query|params)\s*(?:,[^}]*)?\}\s*=\s*\w+\s*;[\s\S]*?\b(?:body|query|params)\s*(?:\?\.|\.)\s*vendorId\b/g,
  },
];

function offending(source: string): string[] {
  const found: string[] = [];
  for (const { name, pattern } of READS) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split("\n").length;
      found.push(`line ${line} (${name}): ${match[0].replace(/\s+/g, " ").slice(0, 80)}`);
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" || entry.name === "__golden__" ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("no vendor id read from the client's input", () => {
  it.each([
    ["req.body.vendorId", "service.list(req.body.vendorId)"],
    ["request.query.vendorId", "service.list(request.query.vendorId, 1)"],
    ["optional chaining", "const v = req.query?.vendorId;"],
    ["any parameter name", "(r) => service.get(r.body.vendorId)"],
    ["an index", 'service.get(req.body["vendorId"])'],
    ["a cast", "service.get((req.body as { vendorId: string }).vendorId)"],
    ["destructuring", "const { vendorId, boardId } = req.body;"],
    ["renaming destructuring", "const { boardId, vendorId: id } = request.query;"],
    ["multi-line destructuring", "const {\n  boardId,\n  vendorId,\n  ...rest\n} = req.body;"],
    ["parameter destructuring", "app.get('/x', { config }, async ({ query: { vendorId } }) => vendorId);"],
    ["aliased body", "const { body } = req;\nservice.get(body.vendorId);"],
    ["a path parameter", "service.get(req.params.vendorId)"],
  ])("flags %s", (_name, source) => {
    expect(offending(source)).not.toEqual([]);
  });

  it.each([
    ["the context", "service.list(tenantOf(req), req.query)"],
    ["the body without its vendor", "service.create(tenantOf(req), withoutVendorId(req.body))"],
    ["a row's vendor", "await repo.deleteByIds(row.vendorId, [row.id]);"],
    ["a schema", "const schema = z.object({ vendorId: z.uuid() });"],
  ])("lets %s through", (_name, source) => {
    expect(offending(source)).toEqual([]);
  });

  it("types a resolved vendor apart from a string (checked by the typecheck)", () => {
    const fromInput: string = "5f0c7a5e-4a43-4c38-9a1e-6f7a1f0e2b11";
    // @ts-expect-error a string read from a request is not a VendorId: only the guard's context makes one
    const refused: VendorId = fromInput;
    // @ts-expect-error a service that acts for a vendor asks for the context's VendorId
    const call = (s: QuickNotesService) => s.get(fromInput, "id");
    // Every vendor route takes its service as TenantScoped: a string is refused where the vendor goes…
    // @ts-expect-error
    const scoped = (s: TenantScoped<ClientsService>) => s.get(fromInput, "id");
    // …and in an input object that carries the vendor.
    const folder = { vendorId: fromInput, category: "Medias" as const, clientId: null, id: null };
    // @ts-expect-error
    const scopedInput = (s: TenantScoped<MediaLibraryService>) => s.listFolder(folder);
    const accepted: VendorId = trustedVendorId(fromInput);
    const served = (s: TenantScoped<MediaLibraryService>) => s.listFolder({ ...folder, vendorId: accepted });
    expect([refused, accepted, typeof call, typeof scoped, typeof scopedInput, typeof served]).toEqual([
      fromInput,
      fromInput,
      "function",
      "function",
      "function",
      "function",
    ]);
  });

  it("finds none in the API's sources", () => {
    const files = sourceFiles(SRC);
    // The walk must see the route files, or this test would pass on nothing.
    const routeFiles = files.filter((f) => f.endsWith(".routes.ts"));
    expect(routeFiles.length).toBeGreaterThanOrEqual(15);
    const failures = files
      .filter((file) => !ALLOWED.has(relative(SRC, file).split("\\").join("/")))
      .flatMap((file) => offending(readFileSync(file, "utf8")).map((o) => `${relative(SRC, file)} ${o}`));
    expect(failures).toEqual([]);
    process.stdout.write(
      `tenancy static check: ${files.length} source files, ${routeFiles.length} route files, 0 client vendor-id reads\n`,
    );
  });
});
