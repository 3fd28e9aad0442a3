import { beforeAll, describe, expect, it } from "vitest";
import { turnChoices } from "../../client/games/spy/turn";
import { type SpyView, spy } from "../../shared/games/spy";
import { loadEveryPart } from "./catalogs";
import { playingStates } from "./spy-states";

// The room's and the games' words in use, as on a room page with a board open.
beforeAll(loadEveryPart);

const STATES = playingStates(60, "turn");
/** The turn's buttons from the legal actions the shell would hand the board. */
const choicesOf = (view: SpyView) => turnChoices(view, spy.viewActions(view));

describe("turn buttons", () => {
  it("offer exactly the move sizes, spies, flip, wrap and end the engine lists", () => {
    let blocked = 0;
    for (const state of STATES) {
      const view = spy.view(state, state.turn);
      const listed = spy.viewActions(view);
      const choices = turnChoices(view, listed);
      if (!choices) throw new Error("the seat to act has choices");
      expect(choices.moves).toEqual(listed.flatMap((a) => (a.type === "move" ? [a.steps] : [])));
      expect(choices.spies.filter((c) => c.allowed).map((c) => c.target)).toEqual(
        listed.flatMap((a) => (a.type === "spy" ? [a.target] : [])),
      );
      expect(choices.flip).toBe(listed.some((a) => a.type === "flip"));
      expect(choices.wrap).toBe(listed.some((a) => a.type === "wrap"));
      expect(choices.end).toBe(true);
      // A disabled spy button is one the engine refuses because the examined place is that opponent's Spy.
      for (const choice of choices.spies.filter((c) => !c.allowed)) {
        const result = spy.apply(state, state.turn, { type: "spy", target: choice.target });
        expect(result.ok ? "accepted" : result.error.code).toBe("SPY_ON_SPY");
        blocked++;
      }
      // Every living opponent gets a button.
      const living = state.eliminated.flatMap((out, seat) => (out || seat === state.turn ? [] : [seat]));
      expect(choices.spies.map((c) => c.target)).toEqual(living);
    }
    expect(blocked).toBeGreaterThan(0);
  });

  it("mark a spy as fatal exactly when the engine would knock the spying seat out on a lit bomb (issue 11, problem 4)", () => {
    let fatal = 0;
    let safe = 0;
    for (const state of STATES) {
      const view = spy.view(state, state.turn);
      const choices = turnChoices(view, spy.viewActions(view));
      for (const choice of choices?.spies.filter((c) => c.allowed) ?? []) {
        const result = spy.apply(state, state.turn, { type: "spy", target: choice.target });
        if (!result.ok) throw new Error("an allowed spy is accepted");
        const fresh = result.value.history.slice(state.history.length);
        const knockedOut = fresh.some(
          (e) => e.type === "eliminated" && e.seat === state.turn && e.reason === "foundLitBomb",
        );
        expect(choice.fatal, `spy on ${choice.target}`).toBe(knockedOut);
        if (knockedOut) fatal++;
        else safe++;
      }
    }
    expect(fatal).toBeGreaterThan(0);
    expect(safe).toBeGreaterThan(fatal);
  });

  it("are absent when it is not your turn, for spectators, and before play", () => {
    for (const state of STATES.slice(0, 200)) {
      for (let seat = 0; seat < state.players; seat++) {
        if (seat !== state.turn) expect(choicesOf(spy.view(state, seat))).toBeNull();
      }
      expect(choicesOf(spy.view(state, null))).toBeNull();
    }
  });
});
