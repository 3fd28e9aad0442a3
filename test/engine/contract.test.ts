import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { waitingFor } from "../../shared/engine";
import { findGame, GAME_RULES } from "../../shared/games";
// The fixture games (the tests' and the benches' toy, never the site's) must keep the same contract.
import "../../bench/toy/register";
import "../fixtures/high-card/register";
import { reachableState, type Table } from "./reachable";

/** Properties every game must have, whatever its rules (shared/engine/game.ts). */
const tables: Table[] = [
  { game: "spy", players: 2 },
  { game: "spy", players: 3 },
  { game: "spy", players: 4 },
  { game: "sequence", players: 2 },
  { game: "sequence", players: 3 },
  { game: "sequence", players: 4 },
  { game: "sequence", players: 6, options: { sides: 3 } },
  { game: "high-card", players: 2 },
  { game: "high-card", players: 4 },
  { game: "toy", players: 2 },
];

const seatsOf = (players: number) => Array.from({ length: players }, (_, s) => s);

describe.each(tables)("contract: $game with $players players", (table) => {
  const game = findGame(table.game);
  if (!game) throw new Error(`no game ${table.game}`);
  const states = reachableState(game, table);

  it("apply never throws on any JSON input, and a refused action leaves the state deep-equal", () => {
    fc.assert(
      fc.property(states, fc.integer({ min: -2, max: table.players + 1 }), fc.jsonValue(), (state, seat, action) => {
        const before = structuredClone(state);
        const result = game.apply(state, seat, action);
        expect(state).toStrictEqual(before);
        if (!result.ok) {
          expect(result.error.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
          expect(result.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("every listed action is accepted and does not mutate the state it was applied to", () => {
    fc.assert(
      fc.property(states, (state) => {
        for (const seat of seatsOf(table.players)) {
          for (const action of game.actions(state, seat)) {
            const before = structuredClone(state);
            const result = game.apply(state, seat, action);
            expect(result.ok, JSON.stringify(action)).toBe(true);
            expect(state).toStrictEqual(before);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it("viewActions computed from a seat's own view equals actions computed from the state", () => {
    fc.assert(
      fc.property(states, (state) => {
        for (const seat of seatsOf(table.players)) {
          expect(game.viewActions(game.view(state, seat))).toStrictEqual(game.actions(state, seat));
        }
      }),
      { numRuns: 60 },
    );
  });

  it("only the seats in toAct have actions, and a finished game has neither", () => {
    fc.assert(
      fc.property(states, (state) => {
        const toAct = game.toAct(state);
        if (game.outcome(state) !== null) expect(toAct).toEqual([]);
        for (const seat of seatsOf(table.players)) {
          if (!toAct.includes(seat)) expect(game.actions(state, seat)).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("the game waits for some of the seats in toAct, in toAct's order, and for nobody once it is over", () => {
    fc.assert(
      fc.property(states, (state) => {
        const toAct = game.toAct(state);
        const waiting = waitingFor(game, state);
        expect(waiting).toEqual(toAct.filter((seat) => waiting.includes(seat)));
        // While the game goes on it waits for somebody, or it could never end.
        expect(waiting.length === 0).toBe(game.outcome(state) !== null);
      }),
      { numRuns: 60 },
    );
  });

  it("views are plain JSON and the spectator view exists at every point", () => {
    fc.assert(
      fc.property(states, (state) => {
        for (const seat of [null, ...seatsOf(table.players)]) {
          const view = game.view(state, seat);
          expect(JSON.parse(JSON.stringify(view))).toStrictEqual(view);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("game registry", () => {
  it("offers spy and sequence (and the fixtures this file registered), and refuses unknown ids", () => {
    expect(Object.keys(GAME_RULES).sort()).toEqual(["high-card", "sequence", "spy", "toy"]);
    expect(findGame("chess")).toBeNull();
    expect(findGame("__proto__")).toBeNull();
    expect(findGame(42)).toBeNull();
  });
});
