/**
 * The client's modules depend on one another one way: no import circle, type-only imports included (a type
 * circle is a layering mistake all the same), and the games' layer (client/games/: the contract, the
 * registry, each game) imports nothing of the replay page (client/replay/), which uses it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const FILES = readdirSync("client", { recursive: true, encoding: "utf8" })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => `client/${name}`);

/** The module a relative specifier names, as a path from the repository (null for a package). */
function resolved(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = normalize(join(dirname(from), specifier));
  return (
    [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((path) => existsSync(path)) ?? null
  );
}

/** The client modules a file imports statically, types included (import … from, export … from, import "x"). */
function imports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"/gms)]
    .map((match) => resolved(file, (match[1] ?? match[2]) as string))
    .filter((path): path is string => path?.startsWith("client/") ?? false);
}

const GRAPH = new Map(FILES.map((file) => [file, imports(file)]));

/** Every circle of imports, each as the path that closes it (depth-first: a module met again while open). */
function circles(): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const open: string[] = [];
  const visit = (file: string) => {
    const at = open.indexOf(file);
    if (at >= 0) {
      found.push([...open.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    open.push(file);
    for (const next of GRAPH.get(file) ?? []) visit(next);
    open.pop();
    done.add(file);
  };
  for (const file of FILES) visit(file);
  return found;
}

describe("the client's imports", () => {
  it("are read (the graph is not empty)", () => {
    expect(GRAPH.get("client/replay/page.tsx")).toContain("client/games/load.ts");
    expect(GRAPH.get("client/games/sequence/describe.ts")).toContain("client/games/sequence/names.ts");
  });

  it("make no circle, type-only imports included", () => {
    expect(circles()).toEqual([]);
  });

  it("go one way between the games and the replay page: client/games/ imports nothing of client/replay/", () => {
    const back = FILES.filter((file) => file.startsWith("client/games/")).flatMap((file) =>
      (GRAPH.get(file) ?? []).filter((path) => path.startsWith("client/replay/")).map((path) => `${file} → ${path}`),
    );
    expect(back).toEqual([]);
  });
});
