/**
 * The layers of docs/architecture.md and what each may import, checked over
 * every source file: the rules and the wire (shared/) import nothing of the
 * server or the client; the pure room model imports nothing of the runtime;
 * the sync only the model's types and functions and the runtime's types; the
 * client nothing of the server. Packages from npm are allowed everywhere
 * except the runtime where a layer must stay pure.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/** Every .ts/.tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each import of a file: where it resolves (a repository path, or the package name) and whether it is type-only. */
function imports(file: string): { target: string; typeOnly: boolean }[] {
  const source = readFileSync(file, "utf8");
  const found = source.matchAll(/^(import|export)(\s+type)?\s[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"/gms);
  return [...found].map((match) => {
    const specifier = (match[3] ?? match[4]) as string;
    const target = specifier.startsWith(".") ? normalize(join(dirname(file), specifier)) : specifier;
    return { target, typeOnly: match[2] !== undefined };
  });
}

interface Layer {
  readonly name: string;
  readonly dir: string;
  /** Whether `target` (a repository path or a package) may be imported from this layer. */
  readonly may: (target: string, typeOnly: boolean) => boolean;
}

const npm = (target: string) => !target.includes("/") || /^(@[\w-]+\/)?[\w.-]+(\/[\w.-]+)*$/.test(target);
const inside = (target: string, ...dirs: string[]) =>
  dirs.some((dir) => target === dir || target.startsWith(`${dir}/`));
const repository = (target: string) => /^(shared|party|client|test|bench|scripts|public|docs)(\/|$)/.test(target);

const LAYERS: readonly Layer[] = [
  {
    name: "the rules and the wire (shared/)",
    dir: "shared",
    may: (t) => inside(t, "shared") || (!repository(t) && npm(t) && !t.startsWith("partykit")),
  },
  {
    name: "the pure room model (party/model/)",
    dir: "party/model",
    may: (t) => inside(t, "party/model", "shared") || (!repository(t) && npm(t) && !t.startsWith("partykit")),
  },
  {
    name: "the sync (party/sync/)",
    dir: "party/sync",
    may: (t, typeOnly) => inside(t, "party/sync", "party/model", "shared") || (t === "partykit/server" && typeOnly),
  },
  {
    name: "the client (client/)",
    dir: "client",
    may: (t) => !inside(t, "party", "test", "bench", "scripts") && (inside(t, "client", "shared") || !repository(t)),
  },
];

describe("layers", () => {
  for (const layer of LAYERS) {
    it(`${layer.name} imports only what it may`, () => {
      const files = sources(layer.dir);
      expect(files.length).toBeGreaterThan(0);
      const wrong = files.flatMap((file) =>
        imports(file)
          .filter(({ target, typeOnly }) => !layer.may(target, typeOnly))
          .map(({ target }) => `${file} → ${target}`),
      );
      expect(wrong).toEqual([]);
    });
  }

  it("the check sees a wrong import (the rules importing the room)", () => {
    const shared = LAYERS[0] as Layer;
    expect(shared.may("party/room", false)).toBe(false);
    expect(shared.may("partykit/server", true)).toBe(false);
    expect((LAYERS[2] as Layer).may("partykit/server", false)).toBe(false);
    expect((LAYERS[3] as Layer).may("party/model", true)).toBe(false);
    expect(shared.may("valibot", false)).toBe(true);
  });
});
