import { describe, expect, it } from "vitest";
import { drawOrder, examinedPlace, facedPlace, landing } from "../../client/games/spy/geometry";
import { spy } from "../../shared/games/spy";
import { playingStates } from "./spy-states";

const STATES = playingStates(60, "geometry");

describe("spy board geometry", () => {
  it("draws an opponent's examined place straight across from the card your Spy faces", () => {
    for (const state of STATES) {
      const view = spy.view(state, state.turn);
      const own = view.bases[state.turn];
      if (!own) throw new Error("a seat in play has a base");
      const length = own.places.length;
      const column = drawOrder(length, false).indexOf(facedPlace(own));
      expect(drawOrder(length, true).indexOf(examinedPlace(own))).toBe(column);
    }
  });

  it("highlights exactly the place the engine examines when you spy", () => {
    let spied = 0;
    for (const state of STATES) {
      const view = spy.view(state, state.turn);
      const own = view.bases[state.turn];
      if (!own) throw new Error("a seat in play has a base");
      for (const action of spy.viewActions(view)) {
        if (action.type !== "spy") continue;
        const result = spy.apply(state, state.turn, action);
        if (!result.ok) throw new Error(result.error.message);
        const event = result.value.history[state.history.length];
        expect(event?.type === "spy" && event.position).toBe(examinedPlace(own));
        spied++;
      }
    }
    expect(spied).toBeGreaterThan(100);
  });

  it("previews where a move lands and what the Spy then faces", () => {
    let moved = 0;
    for (const state of STATES) {
      const view = spy.view(state, state.turn);
      const own = view.bases[state.turn];
      if (!own) throw new Error("a seat in play has a base");
      for (const action of spy.viewActions(view)) {
        if (action.type !== "move") continue;
        const preview = landing(own, action.steps);
        const result = spy.apply(state, state.turn, action);
        if (!result.ok) throw new Error(result.error.message);
        const after = spy.view(result.value, state.turn).bases[state.turn];
        if (!after) throw new Error("still in play");
        expect(after.spy).toBe(preview.position);
        expect(after.places[facedPlace(after)]).toEqual(preview.faces);
        moved++;
      }
    }
    expect(moved).toBeGreaterThan(100);
  });

  it("draws a row in order, or reversed", () => {
    expect(drawOrder(4, false)).toEqual([0, 1, 2, 3]);
    expect(drawOrder(4, true)).toEqual([3, 2, 1, 0]);
  });
});
