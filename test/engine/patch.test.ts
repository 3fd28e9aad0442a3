import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyPatch, diff, equal } from "../../shared/patch";

describe("patches between JSON values", () => {
  it("applying the diff of two JSON values gives the second, and never changes the first", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const frozen = JSON.stringify(a);
        const patch = diff(a, b);
        const result = patch === null ? a : applyPatch(a, patch);
        expect(equal(result, b)).toBe(true);
        expect(JSON.stringify(a)).toBe(frozen);
        // A patch survives the wire.
        if (patch) expect(equal(applyPatch(a, JSON.parse(JSON.stringify(patch))), b)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("equal values give no patch; an appended array item travels alone; a changed cell travels as itself", () => {
    expect(diff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
    const event = { type: "play", card: "QS" };
    const history = [{ type: "start" }];
    expect(diff({ history }, { history: [...history, event] })).toEqual({ push: [[["history"], [event]]] });
    const chips = Array.from({ length: 100 }, () => null as number | null);
    const after = chips.slice();
    after[45] = 1;
    expect(diff({ chips }, { chips: after })).toEqual({ set: [[["chips", 45], 1]] });
    expect(diff({ a: 1, b: 2 }, { a: 1 })).toEqual({ del: [["b"]] });
    expect(diff(null, { seat: 0 })).toEqual({ set: [[[], { seat: 0 }]] });
  });

  it("copies exactly the changed path and shares the rest", () => {
    const before = { board: [1, 2, 3], hand: ["QS"], history: [{ t: 1 }] };
    const after = applyPatch(before, { set: [[["board", 1], 9]] });
    expect(after.board).toEqual([1, 9, 3]);
    expect(after.hand).toBe(before.hand);
    expect(after.history).toBe(before.history);
    expect(() => applyPatch(before, { push: [[["hand", 0], [1]]] })).toThrow();
  });
});
