/**
 * The replay page's view of a Sequence game: a spectator's view plus every
 * seat's hand. The room must never build it (it would give every hand away).
 */
import { describe, expect, it } from "vitest";
import { sequence } from "../../shared/games/sequence";
import { reveal } from "../../shared/games/sequence/reveal";
import { partyInputs } from "../engine/party-inputs";
import { randomGame } from "./helpers";

describe("reveal (Sequence)", () => {
  it("is a spectator's view plus every hand, at every step of random games", () => {
    for (const [seed, table] of [
      [1, { players: 2, sides: 2 }],
      [2, { players: 3, sides: 3 }],
      [3, { players: 4, sides: 2 }],
    ] as const) {
      const { states } = randomGame({ table, seed, timeoutRate: 0.05, maxSteps: 120 });
      for (const state of states) {
        const { hands, ...rest } = reveal(state);
        expect(rest).toEqual(sequence.view(state, null));
        expect(hands).toEqual(state.hands);
      }
    }
  });

  it("shows from the first move the hands that every other seat's view hides", () => {
    const { states } = randomGame({ table: { players: 2, sides: 2 }, seed: 7, maxSteps: 0 });
    const first = states[0];
    if (!first) throw new Error("no state");
    const shown = reveal(first);
    for (const seat of [0, 1]) {
      expect(shown.hands[seat]?.length).toBeGreaterThan(0);
      expect(shown.hands[seat]).toEqual(sequence.view(first, seat).hand);
      // The other seat sees the count only.
      const other = sequence.view(first, 1 - seat);
      expect(other.hand).not.toEqual(shown.hands[seat]);
      expect(other.handCounts[seat]).toBe(shown.hands[seat]?.length);
    }
  });

  it("copies the hands: changing the view cannot reach the state", () => {
    const { states } = randomGame({ table: { players: 2, sides: 2 }, seed: 9, maxSteps: 10 });
    const state = states.at(-1);
    if (!state) throw new Error("no state");
    const before = structuredClone(state);
    const shown = reveal(state);
    (shown.hands[0] as string[]).pop();
    expect(state).toStrictEqual(before);
  });

  it("is never part of the room: nothing in party/ imports it", async () => {
    const inputs = await partyInputs();
    expect(inputs).toContain("shared/games/sequence/view.ts");
    expect(inputs.filter((file) => file.endsWith("/reveal.ts"))).toEqual([]);
  });
});
