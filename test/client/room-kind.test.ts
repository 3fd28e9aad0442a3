/**
 * The shell does not know which kind of room it talks to (issue 22): a room on
 * the server or this browser's own (client/local-room/) look the same to the
 * lobby, the boards and the rest of the shell, which ask client/room-kind/
 * what a room can do and for its finished game's file. Only the room's two ends (store.ts picks the connection,
 * solo.ts starts a game in the browser, local-room/ is that room), the site's
 * addresses (router.ts) and room-kind/ itself may tell the two apart.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const FILES = readdirSync("client", { recursive: true, encoding: "utf8" })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => `client/${name}`);

const MAY_TELL = new Set(["client/store.ts", "client/solo.ts", "client/router.ts", "client/local-room-worker.ts"]);
const mayTell = (file: string) =>
  MAY_TELL.has(file) || file.startsWith("client/local-room/") || file.startsWith("client/room-kind/");

/** What tells the two kinds apart: the code's kind, and the browser's room. */
const TELLS = (path: string) => path === "shared/solo-code.ts" || path.startsWith("client/local-room/");

function resolved(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = normalize(join(dirname(from), specifier));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((path) => existsSync(path)) ?? null;
}

/** Every module a file imports, statically or on demand, types included. */
function imports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"|\bimport\("([^"]+)"\)/gms),
  ].map((match) => (match[1] ?? match[2] ?? match[3]) as string);
  return specifiers.map((specifier) => resolved(file, specifier)).filter((path): path is string => path !== null);
}

describe("the shell and the kind of room", () => {
  it("is read: the files that may tell the kinds apart do", () => {
    expect(imports("client/room-kind/abilities.ts")).toContain("shared/solo-code.ts");
    expect(imports("client/store.ts")).toContain("client/local-room/socket.ts");
    expect(imports("client/download-game.tsx")).toContain("client/room-kind/abilities.ts");
  });

  it("no other client file imports the code's kind or the browser's room, or asks for either by name", () => {
    const telling = FILES.filter((file) => !mayTell(file)).flatMap((file) => {
      const named = /\b(isSoloCode|SOLO_CODE_LENGTH|LocalSocket|soloGameFile)\b/.exec(readFileSync(file, "utf8"));
      return [...imports(file).filter(TELLS), ...(named ? [named[0]] : [])].map((what) => `${file} → ${what}`);
    });
    expect(telling).toEqual([]);
  });
});
