import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { MANIFESTS } from "../../shared/games/manifests";

/**
 * The shell knows no game by name: a new game is its own folders (shared/games/<id>/, client/games/<id>/,
 * its catalog files included) and one registry line on each side. This reads the code of every shell file
 * (comments removed: a comment may give an example) and fails on any game's id or title in it, or in its
 * path. Only the game folders, the games' stylesheets (public/<id>.css) and the registries are exempt:
 * client/i18n/ is the shell's catalog and holds no game's words.
 */

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const ids = MANIFESTS.map((m) => m.id);

/** The registry lines: the one place a game is added, on each side of the bundle split (rules, manifests, client). */
const REGISTRIES = new Set(["shared/games/index.ts", "shared/games/manifests.ts", "client/games/registry.ts"]);

/** The files allowed to name games: where a game lives (its folders), its stylesheet, and the lists of games. */
function isGameFile(path: string): boolean {
  const [top, second, third] = path.split("/");
  if ((top === "shared" || top === "client") && second === "games" && ids.some((id) => id === third)) return true;
  if (top === "public" && ids.some((id) => path === `public/${id}.css`)) return true;
  return REGISTRIES.has(path);
}

/** Every file under `dir` (the built client, dist/, aside), relative to the repository. */
function everyFile(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "dist" ? [] : everyFile(path);
    return [path];
  });
}

function shellFiles(dir: string): string[] {
  return everyFile(dir).filter((path) => /\.(tsx?|css)$/.test(path) && !isGameFile(path));
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

  it("finds the shell's files (the scan is not empty), the shell's catalog among them", () => {
    expect(files).toContain("party/room.ts");
    expect(files).toContain("client/room-page.tsx");
    expect(files).toContain("client/i18n/index.ts");
    for (const lang of ["en", "ar"])
      for (const part of ["common", "room", "site"]) {
        expect(files).toContain(`client/i18n/${lang}/${part}.ts`);
      }
    expect(files).not.toContain("shared/games/spy/rules.ts");
  });

  it("exempts nothing but the game folders, the games' stylesheets and the registries (client/i18n/ is all shell)", () => {
    const exempt = ["party", "client", "shared", "public"].flatMap(everyFile).filter(isGameFile);
    expect(exempt.filter((path) => path.startsWith("client/i18n/"))).toEqual([]);
    const inGameFolder = (path: string) => /^(shared|client)\/games\/[^/]+\//.test(path) && !REGISTRIES.has(path);
    expect(exempt.filter((path) => !inGameFolder(path)).sort()).toEqual(
      [...REGISTRIES, ...ids.map((id) => `public/${id}.css`)].sort(),
    );
  });

  it("no other file's path names a game (a game's files are in its folders)", () => {
    const named = ["party", "client", "shared", "public"]
      .flatMap(everyFile)
      .filter((path) => !isGameFile(path) && naming.test(path));
    expect(named).toEqual([]);
  });

  it.each(files)("%s", (path) => {
    const found = code(path)
      .split("\n")
      .filter((line) => naming.test(line))
      .map((line) => line.trim());
    expect(found, `${relative(ROOT, join(ROOT, path))} names a game`).toEqual([]);
  });
});
