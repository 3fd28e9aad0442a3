import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The repository must stand alone: a clone anywhere has every file its code,
 * tests and documents refer to. These checks read the files as text, so they
 * catch the common ways of reaching outside (relative paths that climb above the
 * root, absolute paths of this machine, names of the project's former outside
 * documents) but cannot follow a path assembled at run time.
 */

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
/** This file names the forbidden paths itself, so it is left out of the scan. */
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

/** Generated or not ours to check. */
const SKIPPED = new Set(["package-lock.json"]);

/** Tracked files and new ones git does not ignore; a plain walk where git is unavailable (e.g. an unpacked archive). */
function repoFiles(): string[] {
  let listed: string[];
  try {
    const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    listed = out.split("\0").filter((file) => file !== "");
  } catch {
    listed = walk("");
  }
  // Deleted but still in the index: nothing to read.
  return [...new Set(listed)].filter((file) => !SKIPPED.has(file) && existsSync(join(ROOT, file))).sort();
}

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      return ["node_modules", ".git", ".partykit", "test-output"].includes(entry.name) ? [] : walk(path);
    }
    return entry.isFile() ? [path] : [];
  });
}

/** Text files only: a NUL byte marks an image or other binary file. */
const TEXTS: ReadonlyMap<string, string> = new Map(
  repoFiles().flatMap((file): [string, string][] => {
    const text = readFileSync(join(ROOT, file), "utf8");
    return text.includes("\0") ? [] : [[file, text]];
  }),
);

const lineOf = (text: string, index: number): number => text.slice(0, index).split("\n").length;

const isInside = (path: string): boolean => path === ROOT || path.startsWith(ROOT + sep);

/** Where `file` refers to a path outside the repository, as "file:line: why" findings. */
function escapes(file: string, text: string): string[] {
  const found: string[] = [];
  const report = (index: number, why: string) => found.push(`${file}:${lineOf(text, index)}: ${why}`);
  const here = dirname(join(ROOT, file));

  // Relative paths in quotes (imports, new URL(…, import.meta.url), readFileSync, href=…) and in CSS url(…),
  // resolved from the file's own folder, as import and new URL resolve them.
  const relativePaths = [/(["'`])(\.{1,2}(?:\/[^"'`\s]*)?)\1/g, /url\(\s*(\.{1,2}\/[^)"'\s]*)\s*\)/g];
  for (const pattern of relativePaths) {
    for (const match of text.matchAll(pattern)) {
      const path = match[2] ?? match[1] ?? "";
      if (!isInside(resolve(here, path))) report(match.index, `"${path}" resolves outside the repository`);
    }
  }

  // Markdown links must stay inside and lead to a file or folder that exists.
  if (file.endsWith(".md")) {
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = (match[1] ?? "").split("#")[0] ?? "";
      if (target === "" || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const path = resolve(here, target);
      if (!isInside(path)) report(match.index, `link "${target}" leads outside the repository`);
      else if (!existsSync(path)) report(match.index, `link "${target}" leads to nothing`);
    }
  }

  // The rules, notes and design documents that lived beside the repository, by name.
  for (const match of text.matchAll(/\b(shared\/spec|shared\/notes|DESIGN\.md)\b/g)) {
    const name = match[1] ?? "";
    if (!existsSync(join(ROOT, name))) report(match.index, `names "${name}", which is not in the repository`);
  }

  // Absolute paths of the machine the repository happens to sit on.
  const parent = dirname(ROOT);
  if (parent !== dirname(parent)) {
    for (const match of text.matchAll(new RegExp(`${escapeRegExp(parent)}(?=[/\\\\])`, "g"))) {
      report(match.index, `absolute path under ${parent}`);
    }
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `docs/…` paths that a .ts or .tsx file cites (in comments, test names or strings) but the repository lacks. */
function missingDocs(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\w./-])docs\/[\w./-]*\w/g)) {
    if (existsSync(join(ROOT, match[0]))) continue;
    found.push(`${file}:${lineOf(text, match.index)}: ${match[0]} does not exist`);
  }
  return found;
}

describe("the repository stands alone", () => {
  const scanned = [...TEXTS].filter(([file]) => file !== SELF);

  it("finds the files to check", () => {
    const files = scanned.map(([file]) => file);
    expect(files).toContain("shared/games/spy/rules.ts");
    expect(files).toContain("test/sequence/board.test.ts");
    expect(files).toContain("docs/rules/spy.md");
  });

  it("no file refers to a path outside the repository", () => {
    expect(scanned.flatMap(([file, text]) => escapes(file, text))).toEqual([]);
  });

  it("every docs/ path cited in the TypeScript sources and tests exists", () => {
    const cited = scanned.filter(([file]) => /\.tsx?$/.test(file));
    expect(cited.flatMap(([file, text]) => missingDocs(file, text))).toEqual([]);
  });

  it("the rules documents and the replay format are in docs/", () => {
    for (const doc of ["docs/rules/spy.md", "docs/rules/sequence.md", "docs/replay-format.md"]) {
      expect(existsSync(join(ROOT, doc)), doc).toBe(true);
    }
    expect(existsSync(join(ROOT, "docs/rules/sequence-board.json"))).toBe(true);
  });

  it("the JSON examples in docs/ parse (json blocks whole, jsonl blocks line by line)", () => {
    const problems: string[] = [];
    for (const [file, text] of scanned) {
      if (!file.startsWith("docs/") || !file.endsWith(".md")) continue;
      for (const block of text.matchAll(/^```(jsonl?)\n([\s\S]*?)^```$/gm)) {
        const [, kind, body = ""] = block;
        const pieces = kind === "jsonl" ? body.split("\n").filter((line) => line.trim() !== "") : [body];
        for (const piece of pieces) {
          try {
            JSON.parse(piece);
          } catch (error) {
            problems.push(`${file}:${lineOf(text, block.index)}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
