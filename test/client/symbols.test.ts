/**
 * Every symbol on screen is drawn (SVG or CSS shapes), never an emoji or a
 * symbol glyph that shows as an empty box where no font has it (issue 11: the
 * Sequence trophy). Scans the client's code, the catalogs and the stylesheets.
 * The one exception is the tab title's "●", which a title can only hold as text.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Emoji, dingbats, arrows, geometric shapes, card suits, stars and the other pictographs. */
const SYMBOL =
  /[\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2900-\u297f\u2b00-\u2bff\u{1f000}-\u{1faff}]|\p{Extended_Pictographic}/u;

function files(dir: string, ends: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, ends);
    return ends.some((end) => name.endsWith(end)) ? [path] : [];
  });
}

/** The code without its comments: what can reach the screen. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

describe("symbols are drawn, not typed", () => {
  it("no emoji or symbol glyph in the client's code, catalogs or stylesheets", () => {
    const found: string[] = [];
    for (const path of [...files("client", [".ts", ".tsx"]), ...files("public", [".css"])]) {
      withoutComments(readFileSync(path, "utf8"))
        .split("\n")
        .forEach((line, index) => {
          // The tab title ("● Your turn — …") is text by nature.
          if (line.includes('"title.yourTurn"')) return;
          if (SYMBOL.test(line)) found.push(`${path}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
