/**
 * The replay page loads on demand and carries no computer player: its code is
 * not in the first load, and neither it nor a game's replay part reaches
 * shared/games/<id>/bot (the rules' pure functions are imported directly).
 * Builds the client as the deploy does (scripts/build-pages.ts), in memory.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildClient,
  outputOf as chunkOf,
  loadedWith as chunksLoadedWith,
  type Outputs,
  sourcesOf,
} from "../../scripts/client-size";

let outputs: Outputs;

beforeAll(async () => {
  outputs = await buildClient();
});

/** The source files of an output and of every chunk it imports statically (what loading it runs). */
const loadedWith = (output: string): Set<string> => sourcesOf(outputs, chunksLoadedWith(outputs, [output]));
const outputOf = (entry: string): string => chunkOf(outputs, entry);

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
