/**
 * The replay page's view of a Spy game: every arranged base face up from the
 * moment it is arranged, everything else as a spectator sees it. The room must
 * never build it (it would give every hidden card away).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spy } from "../../shared/games/spy";
import { reveal } from "../../shared/games/spy/reveal";
import { partyInputs } from "../engine/party-inputs";
import { randomPlayout, started } from "./helpers";
import { reachableState } from "./reachable";

describe("reveal (Spy)", () => {
  it("is a spectator's view with every arranged base shown card by card, as its owner sees it", () => {
    fc.assert(
      fc.property(reachableState(), (state) => {
        const shown = reveal(state);
        const spectator = spy.view(state, null);
        expect({ ...shown, bases: null }).toEqual({ ...spectator, bases: null });
        for (const [owner, base] of state.bases.entries()) {
          const place = shown.bases[owner];
          if (base === null) {
            expect(place).toBeNull();
            continue;
          }
          expect(place).toEqual(spy.view(state, owner).bases[owner]);
          // Every card, in the base's order around its Spy.
          const cards = place?.places.map((p) => p.card) ?? [];
          expect(cards.every((card) => card !== null)).toBe(true);
          expect(cards.filter((card) => card !== "SPY")).toEqual(base.cards);
          expect(cards.indexOf("SPY")).toBe(base.spy);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("shows an opponent's cards that the other seat's view hides, as soon as they are arranged", () => {
    const arranged = started(["S1 SPY> S2 T1 T2 B1 B2 B3", "B3 B2 B1 T2 SPY< T1 S2 S1"]);
    for (const owner of [0, 1]) {
      const other = 1 - owner;
      const hidden = spy.view(arranged, other).bases[owner]?.places.filter((p) => p.card === null) ?? [];
      expect(hidden.length).toBeGreaterThan(0);
      expect(reveal(arranged).bases[owner]?.places.some((p) => p.card === null)).toBe(false);
    }
  });

  it("leaves the state alone", () => {
    const { states } = randomPlayout(3, "reveal-pure", 40);
    for (const state of states) {
      const before = structuredClone(state);
      reveal(state);
      expect(state).toStrictEqual(before);
    }
  });

  it("is never part of the room: nothing in party/ imports it", async () => {
    const inputs = await partyInputs();
    expect(inputs).toContain("shared/games/spy/view.ts");
    expect(inputs.filter((file) => file.endsWith("/reveal.ts"))).toEqual([]);
  });
});
