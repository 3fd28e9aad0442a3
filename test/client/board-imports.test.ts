/**
 * A game's client code knows nothing of the room (issue 12, item 3): it gets
 * its view, its legal actions and `act` through client/games/contract.ts, so it
 * imports no store, no socket and no registry (which loads the boards: that
 * would be an import circle), and of its rules only the bot-free entry point
 * shared/games/<id>/without-bots.ts or single rule files, never the game with its bots.
 * Its entry.ts, read on every page, loads the board only on demand: of its own
 * folder it imports statically only its English shell strings (i18n/en-shell.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const GAMES = readdirSync("client/games", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The module specifiers a file imports statically (import … from "x", export … from "x", import "x"). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"/gms)].map(
    (match) => (match[1] ?? match[2]) as string,
  );
}

const FORBIDDEN = [
  { what: "the store (the room's socket)", pattern: /\/store$/ },
  {
    what: "the registry or the loader (they load the boards)",
    pattern: /\/games\/(registry|load)$|^\.\.\/(registry|load)$/,
  },
  { what: "the shell's rules button (it reads the registry)", pattern: /\/rules-button$/ },
  { what: "a game with its bots", pattern: /shared\/games\/[^/]+$|shared\/games\/index$|\/bot(\/|$)/ },
];

describe("a game's client code", () => {
  it("is found for every game", () => {
    expect(GAMES.length).toBeGreaterThanOrEqual(2);
  });

  for (const game of GAMES) {
    it(`${game}: imports no store, registry or bot`, () => {
      const files = readdirSync(`client/games/${game}`, { recursive: true, encoding: "utf8" }).filter((name) =>
        /\.tsx?$/.test(name),
      );
      expect(files).toContain("i18n/en-board.ts");
      expect(files.length).toBeGreaterThan(0);
      for (const name of files) {
        for (const specifier of staticImports(`client/games/${game}/${name}`)) {
          for (const { what, pattern } of FORBIDDEN) {
            expect(pattern.test(specifier), `${game}/${name} imports ${specifier}: ${what}`).toBe(false);
          }
        }
      }
    });

    it(`${game}: its entry loads its board and replay only on demand`, () => {
      const imports = staticImports(`client/games/${game}/entry.ts`);
      expect(imports.filter((specifier) => specifier.startsWith("./"))).toEqual(["./i18n/en-shell"]);
    });
  }
});
