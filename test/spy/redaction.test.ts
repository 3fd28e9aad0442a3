import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import { type Base, FULL_SET, handFor, type PlaceCode, type SpyState, spy, spySummary } from "../../shared/games/spy";
import { shuffleHiddenCards } from "./helpers";
import { reachableState } from "./reachable";

/**
 * A state that differs from `state` only in what `viewer` (null: a spectator) must
 * not know. While arranging, every other base is replaced by a random arrangement
 * (nothing of it is known, not even its Spy). While playing, the still-hidden
 * cards of every other living base are shuffled among its hidden places: unmarked
 * cards among unmarked places, lit (unexploded) bombs among lit places. Spies,
 * exposed cards, exploded bombs, eliminated bases and all public facts stay.
 * Once the game is over nothing is hidden any more: no base changes.
 */
function disguise(state: SpyState, viewer: number | null, rng: Rng): SpyState {
  const bases = state.bases.map((base, owner): Base | null => {
    if (base === null || owner === viewer || state.eliminated[owner] || state.phase === "over") return base;
    if (state.phase === "arranging") {
      const row = rng.shuffle(handFor(state.players));
      const cards = row.filter((code): code is PlaceCode => code !== "SPY");
      return {
        cards,
        marks: cards.map(() => "none"),
        spy: row.indexOf("SPY"),
        facing: rng.int(2) === 0 ? "left" : "right",
        target: "S1",
      };
    }
    return shuffleHiddenCards(base, rng);
  });
  return { ...state, bases };
}

const viewersOf = (state: SpyState) => [null, ...Array.from({ length: state.players }, (_, seat) => seat)];

describe("redaction", () => {
  it("a view does not change when only what its seat must not know changes (seats and spectators)", () => {
    let changed = 0;
    fc.assert(
      fc.property(reachableState(), fc.nat(1_000_000), (state, seed) => {
        const rng = new Rng(seedRng(`disguise-${seed}`));
        for (const viewer of viewersOf(state)) {
          const sent = JSON.stringify(spy.view(state, viewer));
          for (let attempt = 0; attempt < 3; attempt++) {
            const other = disguise(state, viewer, rng);
            if (JSON.stringify(other) !== JSON.stringify(state)) changed++;
            expect(JSON.stringify(spy.view(other, viewer))).toBe(sent);
            if (viewer !== null) {
              expect(spy.viewActions(spy.view(other, viewer))).toEqual(spy.actions(state, viewer));
            }
          }
        }
      }),
      { numRuns: 300 },
    );
    // The property is not vacuous: most disguises really changed hidden cards.
    expect(changed).toBeGreaterThan(500);
  });

  it("every card code in a view is a publicly known one: occurrences counted against the public facts", () => {
    fc.assert(
      fc.property(reachableState(), (state) => {
        for (const viewer of viewersOf(state)) {
          const json = JSON.stringify(spy.view(state, viewer));
          const history = JSON.stringify(state.history);
          const targets = spySummary(state).targets;
          for (const code of FULL_SET) {
            const quoted = `"${code}"`;
            let expected = count(history, quoted) + targets.filter((target) => target === code).length;
            state.bases.forEach((base, owner) => {
              if (base === null) return;
              const known = owner === viewer || state.eliminated[owner] || state.phase === "over";
              if (!known && state.phase === "arranging") return;
              if (code === "SPY") {
                expected++;
                return;
              }
              base.cards.forEach((card, index) => {
                const mark = base.marks[index];
                if (card === code && (known || mark === "exposed" || mark === "exploded")) expected++;
              });
            });
            expect(count(json, quoted), `${code} seen by ${viewer}`).toBe(expected);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("the history holds no card that was not made public: only exposed cards and exploded bombs", () => {
    fc.assert(
      fc.property(reachableState(), (state) => {
        for (const event of state.history) {
          if (event.type !== "spy") {
            expect(JSON.stringify(event)).not.toMatch(/"(S1|S2|T1|T2|B1|B2|B3)"/);
            continue;
          }
          const answer = event.answer;
          if (answer.kind === "exposed" || answer.kind === "exploded") {
            const base = state.bases[event.target];
            expect(base?.cards).toContain(answer.card);
            expect(base?.marks[base.cards.indexOf(answer.card)]).toBe(answer.kind);
          } else {
            expect(JSON.stringify(event)).not.toMatch(/"(S1|S2|T1|T2|B1|B2|B3)"/);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
  it("refusals say the same whatever the hidden cards are: errors never reveal them", () => {
    const actions = fc.oneof(
      fc.constantFrom<unknown>({ type: "flip" }, { type: "wrap" }, { type: "end" }),
      fc.integer({ min: 0, max: 4 }).map((steps) => ({ type: "move", steps })),
      fc.integer({ min: -1, max: 4 }).map((target) => ({ type: "spy", target })),
    );
    fc.assert(
      fc.property(reachableState(), fc.nat(1_000_000), fc.array(actions, { maxLength: 12 }), (state, seed, tries) => {
        const rng = new Rng(seedRng(`refusals-${seed}`));
        for (let seat = 0; seat < state.players; seat++) {
          const other = disguise(state, seat, rng);
          for (const action of tries) {
            const here = spy.apply(state, seat, action);
            const there = spy.apply(other, seat, action);
            expect(there.ok).toBe(here.ok);
            if (!here.ok) expect(there).toEqual(here);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

function count(haystack: string, needle: string): number {
  let found = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) found++;
  return found;
}
