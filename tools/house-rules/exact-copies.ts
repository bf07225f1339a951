import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./source-files.ts";

/** How many consecutive significant lines standing twice make a copy (issue « house rules », item 4). */
export const copyMinLines = 6;

/** The folders the copy check reads, and the endings of the source files there. */
const copyRoots = ["apps", "packages", "bench", "scripts", "tools"];
const sourceEnding = /\.(ts|tsx|mts|mjs|css)$/;

/**
 * Not production code, or not ours to merge: tests and what sets their scene (fixtures, stand-in servers, test
 * helpers) may repeat a scene for readability; generated files are written by a tool; the SQL migrations of
 * apps/api/drizzle are frozen history, never edited once applied, so a repeated statement there stays.
 */
const notChecked = [
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)(test|testing|e2e|fixtures|__golden__|node_modules|dist)\//,
  /fixtures?\.[cm]?[jt]sx?$/,
  /\.d\.ts$/,
  /\.gen\.[cm]?[jt]sx?$/,
  /^apps\/api\/drizzle\//,
];

export const isCopyChecked = (file: string) => sourceEnding.test(file) && !notChecked.some((p) => p.test(file));

/** The tracked source files the check reads, repository-relative. */
export function copyCheckedFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--", ...copyRoots], { cwd: repoRoot, encoding: "utf8" });
  return listed
    .split("\0")
    .filter((file) => file !== "" && isCopyChecked(file) && fs.existsSync(path.join(repoRoot, file)))
    .sort();
}

type Line = { text: string; line: number };

const wordOrQuote = /[\p{L}\p{N}_$"'`]/u;

/**
 * The lines that carry code, whitespace folded, with their 1-based line numbers: blank lines, comments, import
 * (and re-export) statements and lines of lone punctuation (`}`, `);`, `},`, `/>`) are passed over, so that two
 * pieces differing only there still count as one copy.
 */
export function significantLines(text: string): Line[] {
  const out: Line[] = [];
  let inBlockComment = false;
  let inImport = false;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let t = (lines[i] as string).trim().replace(/\s+/g, " ");
    if (inBlockComment) {
      const end = t.indexOf("*/");
      if (end < 0) continue;
      inBlockComment = false;
      t = t.slice(end + 2).trim();
    }
    if (inImport) {
      // A multi-line import ends on the line naming where it comes from.
      if (/\bfrom\s*["']|^\}\s*;?$/.test(t)) inImport = false;
      continue;
    }
    // A comment alone on its line (also JSX's `{/* … */}`); a block comment may run on.
    const opening = t.match(/^\{?\/\*/);
    if (opening) {
      const end = t.indexOf("*/", opening[0].length);
      if (end < 0) {
        inBlockComment = true;
        continue;
      }
      t = t
        .slice(end + 2)
        .replace(/^\}/, "")
        .trim();
    }
    if (t === "" || t.startsWith("//") || t.startsWith("*")) continue;
    // An import or re-export statement, one line or several (it ends on the line naming where it comes from).
    if (/^import(\s|\{)/.test(t) || /^export\s*(\*|(type\s*)?\{[^}]*\}\s*from\b)/.test(t)) {
      if (!/\bfrom\s*["']|^import\s*["']/.test(t)) inImport = true;
      continue;
    }
    if (/^export\s*(type\s*)?\{[^}]*$/.test(t)) {
      inImport = true;
      continue;
    }
    if (!wordOrQuote.test(t)) continue;
    out.push({ text: t, line: i + 1 });
  }
  return out;
}

export type CopyPlace = { file: string; from: number; to: number };
export type Copy = { a: CopyPlace; b: CopyPlace; lines: number };

export const describeCopy = (c: Copy) => `${c.a.file}:${c.a.from}-${c.a.to} ~ ${c.b.file}:${c.b.from}-${c.b.to}`;

/**
 * Every maximal run of `minLines` or more consecutive significant lines standing identically in two places (two
 * files, or twice in one file), each pair once, longest first.
 */
export function exactCopies(files: ReadonlyArray<{ path: string; text: string }>, minLines = copyMinLines): Copy[] {
  const parsed = files.map((f) => ({ path: f.path, lines: significantLines(f.text) }));
  // Each window of minLines lines, by its text: where it stands.
  const windows = new Map<string, number[]>();
  parsed.forEach((f, fi) => {
    for (let i = 0; i + minLines <= f.lines.length; i++) {
      const key = f.lines
        .slice(i, i + minLines)
        .map((l) => l.text)
        .join("\n");
      const at = windows.get(key);
      if (at) at.push(fi, i);
      else windows.set(key, [fi, i]);
    }
  });
  // Matching windows of one pair of places at the same offset chain into one run.
  const starts = new Map<string, number[]>();
  for (const at of windows.values()) {
    if (at.length < 4) continue;
    for (let p = 0; p < at.length; p += 2) {
      for (let q = p + 2; q < at.length; q += 2) {
        const [fa, ia, fb, ib] = [at[p] as number, at[p + 1] as number, at[q] as number, at[q + 1] as number];
        // Twice in one file: the second place starts after the first ends.
        if (fa === fb && ib - ia < minLines) continue;
        const key = `${fa}:${fb}:${ib - ia}`;
        const list = starts.get(key);
        if (list) list.push(ia);
        else starts.set(key, [ia]);
      }
    }
  }
  const copies: Copy[] = [];
  for (const [key, list] of starts) {
    const [fa, fb, offset] = key.split(":").map(Number) as [number, number, number];
    const a = parsed[fa] as (typeof parsed)[number];
    const b = parsed[fb] as (typeof parsed)[number];
    list.sort((x, y) => x - y);
    let runStart = list[0] as number;
    let runEnd = runStart;
    const close = () => {
      const last = runEnd + minLines - 1;
      copies.push({
        a: { file: a.path, from: (a.lines[runStart] as Line).line, to: (a.lines[last] as Line).line },
        b: { file: b.path, from: (b.lines[runStart + offset] as Line).line, to: (b.lines[last + offset] as Line).line },
        lines: last - runStart + 1,
      });
    };
    for (const i of list.slice(1)) {
      if (i === runEnd + 1) runEnd = i;
      else if (i > runEnd) {
        close();
        runStart = i;
        runEnd = i;
      }
    }
    close();
  }
  return copies.sort((x, y) => y.lines - x.lines || describeCopy(x).localeCompare(describeCopy(y)));
}

/** The exact copies over the tracked source tree. */
export function treeCopies(): Copy[] {
  const files = copyCheckedFiles().map((file) => ({ path: file, text: fs.readFileSync(path.join(repoRoot, file), "utf8") }));
  return exactCopies(files);
}

/** The file pair of a copy, as the allowance list names it: `a.ts ~ b.ts` (the same file twice for a copy within one). */
export const copyPairOf = (c: Copy) => `${c.a.file} ~ ${c.b.file}`;

/**
 * The copies not covered by `allowed` (file pairs); each allowance that covers one is recorded in `used`, so that
 * the test can fail on an entry nothing needs any more.
 */
export function copyViolations(copies: readonly Copy[], allowed: ReadonlySet<string>, used = new Set<string>()): Copy[] {
  return copies.filter((c) => {
    const pair = copyPairOf(c);
    if (!allowed.has(pair)) return true;
    used.add(pair);
    return false;
  });
}

/**
 * Copies still standing, by file pair; the list may only shrink (the test fails on an entry nothing needs).
 * The first group lies in areas being rewritten by others this wave (list pages and rows: the shared data table;
 * the web features' `api/` folders: the typed calls); the second is left to merge.
 */
export const allowedCopies: ReadonlySet<string> = new Set<string>([
  // Others' areas: list pages, rows, web api/ folders.
  // Still to merge.
]);
