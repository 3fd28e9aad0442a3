/** The light game manifests the shell reads agree with the rules they stand for. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { games } from "../../shared/games";
import { GAME_IDS, MANIFESTS, manifestOf } from "../../shared/games/manifests";
import { CreateRoomSchema } from "../../shared/protocol";

describe("game manifests", () => {
  it("list exactly the games of the rules registry, and the protocol accepts exactly those", () => {
    expect([...GAME_IDS].sort()).toEqual(Object.keys(games).sort());
    for (const id of GAME_IDS) expect(v.safeParse(CreateRoomSchema, { game: id }).success).toBe(true);
    expect(v.safeParse(CreateRoomSchema, { game: "chess" }).success).toBe(false);
    expect(manifestOf("chess")).toBeNull();
  });

  it.each(MANIFESTS.map((m) => [m.id, m] as const))(
    "%s: the table sizes offered are exactly those its rules accept",
    (id, manifest) => {
      const game = games[id];
      if (!game) throw new Error(id);
      const accepted = Array.from({ length: 16 }, (_, i) => i + 1).filter((n) =>
        [{}, { sides: 2 }, { sides: 3 }].some((options) => game.check(n, options).ok),
      );
      expect(manifest.playerCounts).toEqual(accepted);
    },
  );
});
