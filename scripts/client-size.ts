/**
 * Builds the client as `partykit deploy` does (esbuild: bundle, ESM, code
 * splitting, minified) into a temporary folder and measures the JavaScript a
 * browser must load before the first page works: the entry chunk and every
 * chunk it imports statically (chunks loaded later with import() do not count).
 * Usage: npx tsx scripts/client-size.ts  (prints JSON)
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

export interface ClientSize {
  /** Gzipped bytes of the initial JavaScript. */
  readonly initialGzip: number;
  readonly initialFiles: readonly string[];
  /** Gzipped bytes of every chunk, including those loaded on demand. */
  readonly totalGzip: number;
}

export async function measureClient(): Promise<ClientSize> {
  const outdir = mkdtempSync(join(tmpdir(), "client-size-"));
  try {
    const result = await build({
      entryPoints: ["client/main.tsx"],
      bundle: true,
      splitting: true,
      format: "esm",
      minify: true,
      write: true,
      outdir,
      metafile: true,
      jsx: "automatic",
      jsxImportSource: "preact",
      target: "es2022",
      logLevel: "silent",
    });
    const outputs = result.metafile.outputs;
    const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
    const entry = Object.keys(outputs).find((f) => outputs[f]?.entryPoint === "client/main.tsx");
    if (!entry) throw new Error("no entry chunk");
    const initial = new Set<string>();
    const visit = (file: string) => {
      if (initial.has(file)) return;
      initial.add(file);
      for (const imp of outputs[file]?.imports ?? []) if (imp.kind === "import-statement") visit(imp.path);
    };
    visit(entry);
    const js = Object.keys(outputs).filter((f) => f.endsWith(".js"));
    return {
      initialGzip: [...initial].reduce((n, f) => n + gz(f), 0),
      initialFiles: [...initial].map((f) => basename(f)),
      totalGzip: js.reduce((n, f) => n + gz(f), 0),
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureClient(), null, 2));
}
