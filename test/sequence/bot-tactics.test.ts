import { describe, expect, it } from "vitest";
import { type BotLevel, Rng, seedRng } from "../../shared/engine";
import { type RecordedSequence, type SequenceState, sequence } from "../../shared/games/sequence";
import { act, picture, start, withChips } from "./helpers";

type At = [number, number];
const row = (r: number, from: number, to: number): At[] =>
  Array.from({ length: to - from + 1 }, (_, i): At => [r, from + i]);
const marks = (letter: string, cells: At[]): Record<string, string> =>
  Object.fromEntries(cells.map(([r, c]) => [`${r},${c}`, letter]));

/** Cards that play no part in these positions, to fill hands and the draw pile. */
const FILLER = ["AH", "KD", "9S", "QD", "7D", "5H", "8H", "9H", "4H", "6H", "3D", "4D", "10D", "9D", "QH", "KH"];

/** A position with `chips` on the board, `recorded` sequences already made, and the given hands. */
function position(options: {
  players?: number;
  first?: number;
  hands: string[][];
  chips: Record<string, string>;
  recorded?: RecordedSequence[];
}): SequenceState {
  const state = start({
    players: options.players ?? 2,
    first: options.first ?? 0,
    hands: options.hands,
    deck: FILLER.slice(0, 10),
  });
  return { ...withChips(state, picture(options.chips)), sequences: options.recorded ?? [] };
}

const decide = (state: SequenceState, level: BotLevel, seed = "tactics") => {
  const seat = state.turn as number;
  const action = sequence.bot(sequence.view(state, seat), level, new Rng(seedRng(seed)));
  if (action === null) throw new Error("the bot had nothing to do");
  return { action, after: act(state, seat, action) };
};

const blueSequence: RecordedSequence = { side: 0, cells: row(5, 0, 4) };
const greenSequence: RecordedSequence = { side: 1, cells: row(8, 1, 5) };

describe("bots take an immediate win", () => {
  it.each(["easy", "medium", "hard"] as const)(
    "%s: completes the winning sequence (3 sides: one is enough)",
    (level) => {
      // Blue holds the corner and [0,1..3]; 5S on [0,4] wins. 9C is dead: winning comes before exchanging it.
      const state = position({
        players: 3,
        hands: [["9C", "5S", "QC", "8C", "JD", "2S"], FILLER.slice(10, 16), FILLER.slice(0, 6)],
        chips: { ...marks("b", row(0, 1, 3)), ...marks("b", [[4, 0]]), ...marks("g", [[6, 2]]) },
      });
      const { after } = decide(state, level);
      expect(after.status).toBe("won");
      expect(after.winner).toBe(0);
    },
  );

  it.each(["easy", "medium", "hard"] as const)("%s: completes its second sequence (2 players)", (level) => {
    const state = position({
      hands: [["2S", "AC", "QS", "9C", "3S", "5C", "JS"], FILLER.slice(0, 7)],
      chips: { ...marks("b", [...row(5, 0, 4), ...row(7, 1, 4)]), ...marks("g", [[7, 0]]) },
      recorded: [blueSequence],
    });
    const { action, after } = decide(state, level);
    expect(action).toEqual({ type: "play", card: "AC", cell: [7, 5] });
    expect(after.winner).toBe(0);
  });

  it.each(["easy", "medium", "hard"] as const)(
    "%s: plays for its team (4 players: a teammate's chips count)",
    (level) => {
      // Seat 2 is blue like seat 0, who placed those chips.
      const state = position({
        players: 4,
        first: 2,
        hands: [
          FILLER.slice(0, 6),
          FILLER.slice(6, 12),
          ["2S", "AC", "QS", "9C", "3S", "5C"],
          ["KC", "8S", "QC", "10C"],
        ],
        chips: { ...marks("b", [...row(5, 0, 4), ...row(7, 1, 4)]), ...marks("g", [[7, 0]]) },
        recorded: [blueSequence],
      });
      const { after } = decide(state, level);
      expect(after.winner).toBe(0);
    },
  );
});

/**
 * Green holds [3,2..5] with blue on [3,1]: its only completing space is [3,6]
 * (2C). With `recorded`, green also has a sequence, so that space wins for green.
 */
function greenFour(hand: string[], recorded: boolean): SequenceState {
  return position({
    hands: [hand, ["AS", "KS", "QS", "10S", "8C", "7C", "6C"]],
    chips: {
      ...marks("g", row(3, 2, 5)),
      ...marks("b", [[3, 1], ...row(6, 1, 2)]),
      ...(recorded ? marks("g", row(8, 1, 5)) : {}),
    },
    recorded: recorded ? [greenSequence] : [],
  });
}

/** Whether green can still complete [3,2..6] next turn. */
const greenThreatens = (state: SequenceState): boolean =>
  state.chips[36] === null && [32, 33, 34, 35].every((cell) => state.chips[cell] === 1);

describe("bots block an opponent's open four", () => {
  // Blue could also build: 10C and 9S extend its chips on row 6 and column 1.
  const building = ["10C", "9S", "8S", "5H", "QD", "7D"];

  for (const level of ["medium", "hard"] as const) {
    for (const recorded of [true, false]) {
      const label = recorded ? "a winning four" : "a four (green's first sequence)";
      it(`${level}: blocks ${label} with the card of the space`, () => {
        const { action, after } = decide(greenFour(["2C", ...building], recorded), level);
        expect(action).toEqual({ type: "play", card: "2C", cell: [3, 6] });
        expect(greenThreatens(after)).toBe(false);
      });

      it(`${level}: blocks ${label} with a two-eyed Jack`, () => {
        const { action, after } = decide(greenFour(["JD", ...building], recorded), level);
        expect(action).toEqual({ type: "play", card: "JD", cell: [3, 6] });
        expect(greenThreatens(after)).toBe(false);
      });

      it(`${level}: breaks ${label} with a one-eyed Jack`, () => {
        const { action, after } = decide(greenFour(["JS", ...building], recorded), level);
        expect(action.type).toBe("remove");
        expect(greenThreatens(after)).toBe(false);
      });
    }
  }
});
