import { type ImportRef, isTestFile } from "./source-files.ts";

/** A source file: its imports and the tables its raw SQL names (by SQL name). */
export type SourceFile = { path: string; imports: ImportRef[]; sqlTables?: string[] };
export type Violation = { rule: string; file: string; detail: string };

/**
 * Feature → feature imports on the web: where a screen of one feature composes a piece of another (a card, a
 * field, a dialog) or edits another's data with its hooks. Anything else shared goes down to lib/, config/ or
 * components/. A new pair is a design decision: add it here with its reason.
 */
export const allowedFeatureImports: ReadonlySet<string> = new Set<string>([
  "users>documents", // before closing an account: the archive of the issued originals
  "users>media-library", // the account's storage usage
  "calendar>events", // the agenda shows events in their status colour
  "calendar>clients", // the appointment dialog picks a client (its e-mails join the guests)
  "clients>conversations", // a client's page: « Écrire » opens the conversation
  "clients>events", // a client's page lists and edits its events
  "clients>quote-config", // a client's page: « Devis et factures »
  "conversations>clients", // a thread names its client
  "conversations>events", // a thread's event card: date, guests, status changed from there
  "conversations>marketplaces", // « Messages »: the marketplaces' inbox tabs and their connection dialog beside the own chat
  "dashboard>blog", // the latest articles for vendors
  "dashboard>events", // the pipeline by status, with the vendor's status names
  "dashboard>showcase", // the onboarding checklist until it is done
  "documents>clients", // the editor picks a client and completes its missing information
  "documents>events", // the editor picks the client's event
  "documents>products", // the editor picks lines from the catalogue
  "documents>quote-config", // the missing-information dialog before issuing
  "events>clients", // the event form picks a client
  "events>quote-config", // an event's page: « Devis et factures »
  "events>showcase", // the onboarding checklist
  "events>tasks", // an event's page: its task board
  "events>vendors", // the vendor type field of the event settings
  "marketplaces>conversations", // a marketplace's inbox holds the messaging live stream and moves its counter
  "quote-config>clients", // the missing-information dialog completes the client
  "quote-config>showcase", // billing settings read and complete the company
  "showcase>media-library", // showcase photos come from the media library
]);

/**
 * API reaches into another module's repository or tables that are still to be replaced by a call to that
 * module's service (issue « house rules », item 2). The list may only shrink.
 */
export const allowedModuleReaches: ReadonlySet<string> = new Set<string>([]);

/**
 * Web features without an API module of the same name: screens of a part of another module (issue « house
 * rules », item 5: one name per feature in every layer). Every other web feature is named as its module.
 */
export const webOnlyFeatures: Readonly<Record<string, string>> = {
  "quote-config": "the documents module's settings screens (numbering, mentions, e-mail templates)",
  showcase: "the vendors module's showcase screens (profile, spaces, accommodation, availability)",
};

/** A web feature is named as the API module it shows, unless it is listed above. */
export function featureNameViolations(webFeatures: readonly string[], apiModules: readonly string[]): Violation[] {
  return webFeatures
    .filter((feature) => !apiModules.includes(feature) && !(feature in webOnlyFeatures))
    .map((feature) => ({
      rule: "one-name",
      file: `apps/web/src/features/${feature}`,
      detail: `no API module is named ${feature}: name the feature as its module (${apiModules.join(", ")})`,
    }));
}

/** Schema files whose tables belong to a module of another name; every other schema file is its module's. */
export const schemaOwners: Readonly<Record<string, string>> = {
  showcase: "vendors",
  "document-payments": "documents",
};

const under = (file: string | null, dir: string) => file?.startsWith(`${dir}/`) === true;
const webSrc = "apps/web/src";
const featureOf = (file: string | null) => file?.match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
const moduleOf = (file: string | null) => file?.match(/^apps\/api\/src\/modules\/([^/]+)\//)?.[1];
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** The packages of ours each workspace may import, and the folder its relative imports stay in. */
const workspaces = [
  { dir: "packages/domain", ours: [] as string[] },
  { dir: "packages/api-client", ours: ["@cortege/domain"] },
  { dir: "apps/web", ours: ["@cortege/domain", "@cortege/api-client"] },
  { dir: "apps/api", ours: ["@cortege/domain"] },
];

/**
 * The house rules of docs/architecture.md, over each file's imports. `tables` maps each table export of
 * apps/api/src/db/schema to the schema file that defines it.
 */
export function houseRuleViolations(
  files: SourceFile[],
  tables: ReadonlyMap<string, string>,
  used: Set<string> = new Set(),
): Violation[] {
  const out: Violation[] = [];
  const flag = (rule: string, file: string, detail: string) => out.push({ rule, file, detail });
  for (const { path: file, imports, sqlTables = [] } of files) {
    const segments = file.split("/");
    for (const segment of segments.slice(0, -1).concat((segments.at(-1) ?? "").replace(/\.d\.ts$/, ".ts"))) {
      if (!kebab.test(segment) && !segment.startsWith("__")) flag("kebab-case", file, segment);
    }
    const workspace = workspaces.find((w) => under(file, w.dir));
    if (!workspace) continue;
    const test = isTestFile(file);
    for (const ref of imports) {
      const ours = ref.specifier.startsWith("@cortege/");
      if (ours && !workspace.ours.some((p) => ref.specifier === p || ref.specifier.startsWith(`${p}/`))) {
        flag("layers", file, `${workspace.dir} imports ${ref.specifier}`);
      }
      if (!test && ref.target && !under(ref.target, workspace.dir))
        flag("layers", file, `${workspace.dir} reaches ${ref.target}`);
      if (workspace.dir === "apps/web" && !test) checkWebFloors(file, ref, flag, used);
      if (workspace.dir === "apps/api" && !test) checkModuleRooms(file, ref, tables, flag, used);
    }
    if (workspace.dir === "apps/api" && !test) {
      for (const name of sqlTables) checkTableOwner(file, name, "in SQL", tables, flag, used);
    }
  }
  return out;
}

type Flag = (rule: string, file: string, detail: string) => void;

/** An allowance is looked up through here, so that the tree test can name the ones nothing uses any more. */
function allowed(list: ReadonlySet<string>, key: string, used: Set<string>): boolean {
  if (!list.has(key)) return false;
  used.add(key);
  return true;
}

function checkWebFloors(file: string, ref: ImportRef, flag: Flag, used: Set<string>) {
  // main.tsx is the entry: the one file above the shell.
  if (file === `${webSrc}/main.tsx`) return;
  const floor = file.slice(webSrc.length + 1).split("/")[0] ?? "";
  if (floor !== "app" && under(ref.target, `${webSrc}/app`)) flag("shell-on-top", file, `imports the shell: ${ref.target}`);
  if (["components", "lib", "config"].includes(floor) && under(ref.target, `${webSrc}/features`)) {
    flag("ground-floor", file, `imports a feature: ${ref.target}`);
  }
  const [from, to] = [featureOf(file), featureOf(ref.target)];
  if (from && to && from !== to && !allowed(allowedFeatureImports, `${from}>${to}`, used)) {
    flag("feature-to-feature", file, `${from} → ${to} (${ref.target}) is not a listed composition`);
  }
}

function checkModuleRooms(file: string, ref: ImportRef, tables: ReadonlyMap<string, string>, flag: Flag, used: Set<string>) {
  const [from, to] = [moduleOf(file), moduleOf(ref.target)];
  if (!from) return;
  if (
    to &&
    from !== to &&
    /\.repository\.ts$/.test(ref.target ?? "") &&
    !allowed(allowedModuleReaches, `${from}>${ref.target}`, used)
  ) {
    flag("module-rooms", file, `${from} uses ${to}'s repository (${ref.target}): call its service`);
  }
  const schema = ref.target?.match(/^apps\/api\/src\/db\/schema\/([^/]+)\.ts$/)?.[1];
  if (!schema) return;
  for (const name of ref.names) checkTableOwner(file, name, "by import", tables, flag, used);
}

/** A module reads and writes its own tables only; `how` says whether the table came by import or in raw SQL. */
function checkTableOwner(
  file: string,
  name: string,
  how: string,
  tables: ReadonlyMap<string, string>,
  flag: Flag,
  used: Set<string>,
) {
  const from = moduleOf(file);
  const owner = tables.get(name);
  if (!from || !owner) return;
  const module = schemaOwners[owner] ?? owner;
  if (module !== from && !allowed(allowedModuleReaches, `${from}>${name}`, used)) {
    flag("module-rooms", file, `${from} reads ${module}'s table ${name} (${how}): call its service`);
  }
}
