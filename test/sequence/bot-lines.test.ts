import { describe, expect, it } from "vitest";
import type { SequenceState } from "../../shared/games/sequence";
import { cellIndex } from "../../shared/games/sequence/board";
import { retally, tally } from "../../shared/games/sequence/bot/lines";
import { randomGame, TABLES } from "./helpers";

describe("bot line tallies", () => {
  it("updating the tally after each move gives the tally of the new board", () => {
    for (let seed = 0; seed < 30; seed++) {
      const { states, moves } = randomGame({ table: TABLES[seed % TABLES.length] as (typeof TABLES)[number], seed });
      let known = tally(states[0]?.chips ?? [], []);
      moves.forEach(({ action }, i) => {
        const before = states[i] as SequenceState;
        const after = states[i + 1] as SequenceState;
        if (action !== "timeout" && (action.type === "play" || action.type === "remove")) {
          const cell = cellIndex(action.cell[0], action.cell[1]);
          const grew = after.sequences.length !== before.sequences.length ? after.sequences : undefined;
          known = retally(known, cell, before.chips[cell] ?? null, after.chips[cell] ?? null, grew);
        }
        expect(known).toEqual(tally(after.chips, after.sequences));
      });
    }
  });
});
