/**
 * The layers of docs/architecture.md and what each may import, checked over
 * every source file: the rules and the wire (shared/) import nothing of the
 * room, the server or the client; the room (shared/room/), which the Durable
 * Object and the browser's local room both run, nothing of either runtime; the
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
  /** The layer's files. */
  readonly files: () => string[];
  /** Whether `target` (a repository path or a package) may be imported from this layer. */
  readonly may: (target: string, typeOnly: boolean) => boolean;
}

const npm = (target: string) => !target.includes("/") || /^(@[\w-]+\/)?[\w.-]+(\/[\w.-]+)*$/.test(target);
const inside = (target: string, ...dirs: string[]) =>
  dirs.some((dir) => target === dir || target.startsWith(`${dir}/`));
const repository = (target: string) => /^(shared|party|client|test|bench|scripts|public|docs)(\/|$)/.test(target);
/** An npm package a pure layer may use: anything but the runtime. */
const pure = (target: string) => !repository(target) && npm(target) && !target.startsWith("partykit");

const LAYERS: readonly Layer[] = [
  {
    name: "the rules and the wire (shared/ but shared/room/)",
    files: () => sources("shared").filter((file) => !inside(file, "shared/room")),
    may: (t) => (inside(t, "shared") && !inside(t, "shared/room")) || pure(t),
  },
  {
    // The Durable Object and the browser's local room both run it: nothing of either runtime.
    name: "the room (shared/room/: model, sync, outbox, storage layout)",
    files: () => sources("shared/room"),
    may: (t) => inside(t, "shared") || pure(t),
  },
  {
    name: "the client (client/)",
    files: () => sources("client"),
    may: (t) => !inside(t, "party", "test", "bench", "scripts") && (inside(t, "client", "shared") || !repository(t)),
  },
];

describe("layers", () => {
  for (const layer of LAYERS) {
    it(`${layer.name} imports only what it may`, () => {
      const files = layer.files();
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
    const [rules, room, client] = LAYERS as [Layer, Layer, Layer];
    expect(rules.may("party/room", false)).toBe(false);
    expect(rules.may("shared/room/receive", false)).toBe(false);
    expect(rules.may("partykit/server", true)).toBe(false);
    expect(room.may("partykit/server", true)).toBe(false);
    expect(room.may("party/keeper", true)).toBe(false);
    expect(client.may("party/room", true)).toBe(false);
    expect(client.may("shared/room", false)).toBe(true);
    expect(rules.may("valibot", false)).toBe(true);
  });
});
