import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { MANIFESTS } from "../../shared/games/manifests";

/**
 * The shell knows no game by name: a new game is its own folders, its catalog files and one registry line.
 * This reads the code of every shell file (comments removed: a comment may give an example) and fails on
 * any game's id or title in it. Game folders, the games' catalog files and the registries are exempt.
 */

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const ids = MANIFESTS.map((m) => m.id);

/** The files allowed to name games: where a game lives, and the lists of games. */
function isGameFile(path: string): boolean {
  const [top, second, third] = path.split("/");
  if (
    (top === "shared" || top === "client") &&
    second === "games" &&
    third !== undefined &&
    ids.some((id) => id === third)
  ) {
    return true;
  }
  const file = path.split("/").at(-1) ?? "";
  // A game's catalog files (its board's words and its shell strings), and its stylesheet.
  if (top === "client" && second === "i18n" && third !== undefined) {
    if (ids.some((id) => file === `${id}.ts` || file === `${id}-shell.ts`)) return true;
  }
  if (top === "public" && ids.some((id) => file === `${id}.css`)) return true;
  return REGISTRIES.has(path);
}

/** The registry lines: the one place a game is added, on each side of the wire. */
const REGISTRIES = new Set(["shared/games/index.ts", "shared/games/manifests.ts", "client/games/registry.ts"]);

function shellFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "dist" ? [] : shellFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !isGameFile(path) ? [path] : [];
  });
}

/**
 * The file's code without its comments: TypeScript compiled with comments removed, plus the modules it
 * imports (a type-only import is compiled away, yet names a game all the same); CSS without its comments.
 */
function code(path: string): string {
  const text = readFileSync(join(ROOT, path), "utf8");
  if (path.endsWith(".css")) return text.replace(/\/\*[\s\S]*?\*\//g, "");
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022);
  const imported = source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier !== undefined &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [`import "${statement.moduleSpecifier.text}"`]
      : [],
  );
  const compiled = ts.transpileModule(text, {
    fileName: path,
    compilerOptions: { removeComments: true, jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  return [...imported, compiled].join("\n");
}

const names = MANIFESTS.flatMap((m) => [m.id, m.title]);
const naming = new RegExp(
  `(?<![\\w-])(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\w-])`,
  "i",
);

describe("the shell names no game", () => {
  const files = ["party", "client", "shared", "public"].flatMap(shellFiles);

  it("finds the shell's files (the scan is not empty)", () => {
    expect(files).toContain("party/room.ts");
    expect(files).toContain("client/room-page.tsx");
    expect(files).not.toContain("shared/games/spy/rules.ts");
  });

  it.each(files)("%s", (path) => {
    const found = code(path)
      .split("\n")
      .filter((line) => naming.test(line))
      .map((line) => line.trim());
    expect(found, `${relative(ROOT, join(ROOT, path))} names a game`).toEqual([]);
  });
});
