/**
 * The replay page loads on demand and carries no computer player: its code is
 * not in the first load, and neither it nor a game's replay part reaches
 * shared/games/<id>/bot (the rules' pure functions are imported directly).
 * Builds the client as the deploy does (esbuild, code splitting) with a metafile.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let outdir = "";
let meta: Metafile;

beforeAll(async () => {
  outdir = mkdtempSync(join(tmpdir(), "replay-chunks-"));
  const result = await build({
    entryPoints: ["client/main.tsx"],
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    write: false,
    outdir,
    metafile: true,
    jsx: "automatic",
    jsxImportSource: "preact",
    target: "es2022",
    logLevel: "silent",
  });
  meta = result.metafile;
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** The source files of an output and of every chunk it imports statically (what loading it runs). */
function loadedWith(output: string): Set<string> {
  const seen = new Set<string>();
  const inputs = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const out = meta.outputs[file];
    for (const input of Object.keys(out?.inputs ?? {})) inputs.add(input);
    for (const imp of out?.imports ?? []) if (imp.kind === "import-statement") visit(imp.path);
  };
  visit(output);
  return inputs;
}

const outputOf = (entry: string): string => {
  const found = Object.keys(meta.outputs).find((file) => meta.outputs[file]?.entryPoint === entry);
  if (!found) throw new Error(`no chunk for ${entry}`);
  return found;
};

describe("the replay page's chunks", () => {
  it("stay out of the first load", () => {
    const first = loadedWith(outputOf("client/main.tsx"));
    expect(first.has("client/replay/lazy.tsx")).toBe(true);
    for (const file of ["client/replay/page.tsx", "client/replay/frames.ts", "shared/games/spy/reveal.ts"]) {
      expect(first.has(file), file).toBe(false);
    }
  });

  it.each([["client/replay/page.tsx"], ["client/games/spy/replay.tsx"], ["client/games/sequence/replay.tsx"]])(
    "%s carries no bot code",
    (entry) => {
      const loaded = [...loadedWith(outputOf(entry))];
      expect(loaded.length).toBeGreaterThan(1);
      expect(loaded.filter((file) => /shared\/games\/[^/]+\/bot\//.test(file))).toEqual([]);
      expect(loaded.filter((file) => /shared\/games\/[^/]+\/index\.ts$/.test(file))).toEqual([]);
    },
  );

  it("each game's replay part holds its reveal and its rules", () => {
    for (const id of ["spy", "sequence"]) {
      const loaded = loadedWith(outputOf(`client/games/${id}/replay.tsx`));
      expect(loaded.has(`shared/games/${id}/reveal.ts`), id).toBe(true);
      expect(loaded.has(`shared/games/${id}/rules.ts`), id).toBe(true);
    }
  });
});
