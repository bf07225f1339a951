import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>("./*/*.json", { eager: true, import: "default" });

function byLanguage(language: string): Map<string, Tree> {
  const namespaces = new Map<string, Tree>();
  for (const [path, tree] of Object.entries(files)) {
    const match = /^\.\/([a-z]+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) namespaces.set(match[2], tree);
  }
  return namespaces;
}

/** "auth:login.title" → text, for every leaf of every namespace. */
function flatten(namespaces: Map<string, Tree>): Map<string, string> {
  const leaves = new Map<string, string>();
  const walk = (prefix: string, tree: Tree) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = `${prefix}${key}`;
      if (typeof value === "string") leaves.set(path, value);
      else walk(`${path}.`, value);
    }
  };
  for (const [namespace, tree] of namespaces) walk(`${namespace}:`, tree);
  return leaves;
}

// « {{name}} » or « {{name, de}} » (a formatter: the French elision of « de »).
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

describe("translations", () => {
  const fr = flatten(byLanguage("fr"));
  const en = flatten(byLanguage("en"));

  it("has French texts to compare", () => {
    expect(fr.size).toBeGreaterThan(50);
  });

  it("has the same keys in French and English", () => {
    expect([...en.keys()].sort()).toEqual([...fr.keys()].sort());
  });

  it("uses the same placeholders in both languages", () => {
    for (const [key, text] of fr)
      expect({ key, placeholders: placeholders(en.get(key) ?? "") }).toEqual({ key, placeholders: placeholders(text) });
  });

  it("has no empty text", () => {
    for (const [key, text] of [...fr, ...en]) expect({ key, empty: text.trim() === "" }).toEqual({ key, empty: false });
  });
});
