/**
 * Every source file the room's worker is built from: party/ and everything it
 * imports, as esbuild bundles it (type-only imports left out, as in the
 * worker). Tests use it to show that a module meant for the browser alone
 * (the replay page's reveal functions) never reaches the room.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

let cached: Promise<string[]> | null = null;

export function partyInputs(): Promise<string[]> {
  cached ??= build({
    entryPoints: sources("party"),
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    packages: "external",
    // Nothing is written (write: false); esbuild only needs a folder to name its outputs.
    outdir: "party-inputs",
    metafile: true,
    logLevel: "silent",
  }).then((result) => Object.keys(result.metafile.inputs).sort());
  return cached;
}
