/** The light game manifests the shell reads agree with the rules they stand for. */
import { build } from "esbuild";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { GAME_RULES } from "../../shared/games";
import {
  type GameManifest,
  type OptionValue,
  optionsAt,
  smallestTable,
  tableOptions,
} from "../../shared/games/manifest";
import { GAME_IDS, MANIFESTS, manifestOf } from "../../shared/games/manifests";
import { CreateRoomSchema, RoomSettingsSchema } from "../../shared/protocol";

/** Table sizes to probe beyond any game's: the rules must refuse the ones a manifest leaves out. */
const SIZES = Array.from({ length: 16 }, (_, i) => i + 1);

/** Every way the host can set the options at a table of `players`: each applicable control at each of its values. */
function everyChoice(manifest: GameManifest, players: number): Record<string, OptionValue>[] {
  return optionsAt(manifest, players).reduce<Record<string, OptionValue>[]>(
    (sets, option) => sets.flatMap((set) => option.choices.map((choice) => ({ ...set, [option.key]: choice.value }))),
    [tableOptions(manifest, players)],
  );
}

describe("game manifests", () => {
  it("list exactly the games of the rules registry, and the protocol accepts exactly those", () => {
    expect([...GAME_IDS].sort()).toEqual(Object.keys(GAME_RULES).sort());
    for (const id of GAME_IDS) expect(v.safeParse(CreateRoomSchema, { game: id }).success).toBe(true);
    expect(v.safeParse(CreateRoomSchema, { game: "chess" }).success).toBe(false);
    expect(manifestOf("chess")).toBeNull();
  });

  it("stay light: the shell's list of games bundles no rules and no bots", async () => {
    const result = await build({
      entryPoints: ["shared/games/manifests.ts", "shared/games/manifest.ts"],
      bundle: true,
      write: false,
      format: "esm",
      platform: "neutral",
      // Nothing is written (write: false); esbuild only needs a folder to name its outputs.
      outdir: "manifest-inputs",
      metafile: true,
      logLevel: "silent",
    });
    expect(Object.keys(result.metafile.inputs).sort()).toEqual(
      [
        "shared/games/manifest.ts",
        "shared/games/manifests.ts",
        ...GAME_IDS.map((id) => `shared/games/${id}/manifest.ts`),
      ].sort(),
    );
  });
});

describe.each(MANIFESTS.map((m) => [m.id, m] as const))("the %s manifest", (id, manifest) => {
  const game = GAME_RULES[id];
  if (!game) throw new Error(id);

  it("offers exactly the table sizes its rules accept, smallest first, and seats each of them", () => {
    const accepted = SIZES.filter((n) => game.check(n, tableOptions(manifest, n)).ok);
    expect(manifest.playerCounts).toEqual(accepted);
    for (const n of SIZES.filter((size) => !manifest.playerCounts.includes(size))) {
      expect(game.seating(n, tableOptions(manifest, n))).toEqual([]);
    }
    expect(smallestTable(manifest).players).toBe(accepted[0]);
  });

  it("every option default and every control value passes check, and seats the whole table", () => {
    for (const option of manifest.options) {
      expect(option.choices.map((c) => c.value)).toContain(option.default);
      // A control applies only at a size the game offers.
      for (const n of option.players) expect(manifest.playerCounts).toContain(n);
    }
    for (const n of manifest.playerCounts) {
      for (const options of everyChoice(manifest, n)) {
        expect(game.check(n, options).ok, `${n} ${JSON.stringify(options)}`).toBe(true);
        expect(game.seating(n, options)).toHaveLength(n);
      }
    }
  });

  it("where a control applies, its choices are exactly the values the rules accept; elsewhere the rules need none", () => {
    for (const n of manifest.playerCounts) {
      for (const option of optionsAt(manifest, n)) {
        const offered = option.choices.map((c) => c.value);
        const probes: unknown[] = [...new Set([...offered, ...SIZES, 0, -1, "", "2", true, false, null])];
        const accepted = probes.filter(
          (value) => game.check(n, { ...tableOptions(manifest, n), [option.key]: value }).ok,
        );
        expect(accepted.sort(), `${option.key} at ${n}`).toEqual([...offered].sort());
      }
      // The options left out at this size are the rules' to settle: the table plays without them.
      expect(game.check(n, tableOptions(manifest, n)).ok).toBe(true);
    }
  });

  it("its switches are boolean room settings", () => {
    for (const setting of manifest.settings) {
      const shape = RoomSettingsSchema.entries[setting.key];
      expect(v.safeParse(shape, true).success, setting.key).toBe(true);
      expect(v.safeParse(shape, 1).success, setting.key).toBe(false);
    }
  });
});

describe("options for a table", () => {
  const manifest = manifestOf("sequence") as GameManifest;

  it("keep what the host chose where it still fits, defaults elsewhere, and leave out what does not apply", () => {
    expect(tableOptions(manifest, 6)).toEqual({ sides: 2 });
    expect(tableOptions(manifest, 6, { sides: 3 })).toEqual({ sides: 3 });
    expect(tableOptions(manifest, 12, { sides: 3 })).toEqual({ sides: 3 });
    // The rules settle sides at 4 and 9 players: nothing is sent.
    expect(tableOptions(manifest, 4, { sides: 3 })).toEqual({});
    expect(tableOptions(manifest, 9, { sides: 2 })).toEqual({});
    // A value no control offers falls back to the default; anything not an object is nothing chosen.
    expect(tableOptions(manifest, 6, { sides: 7 })).toEqual({ sides: 2 });
    expect(tableOptions(manifest, 6, null)).toEqual({ sides: 2 });
  });
});
