import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyPatch, diff, equal, type Patch } from "../../shared/patch";

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
    expect(diff({ history }, { history: [...history, event] })).toEqual({ push: [["/history", [event]]] });
    const chips = Array.from({ length: 100 }, () => null as number | null);
    const after = chips.slice();
    after[45] = 1;
    expect(diff({ chips }, { chips: after })).toEqual({ set: [["/chips/45", 1]] });
    expect(diff({ a: 1, b: 2 }, { a: 1 })).toEqual({ del: ["/b"] });
    expect(diff(null, { seat: 0 })).toEqual({ set: [["", { seat: 0 }]] });
  });

  it("writes paths as JSON pointers, escaping '~' and '/' in keys; applies pointers and key lists alike", () => {
    const before = { "a/b": { "~c": 1 }, list: [0, { d: 1 }] };
    const after = { "a/b": { "~c": 2 }, list: [0, { d: 2 }] };
    const patch = diff(before, after);
    expect(patch).toEqual({
      set: [
        ["/a~1b/~0c", 2],
        ["/list/1/d", 2],
      ],
    });
    expect(applyPatch(before, patch as Patch)).toEqual(after);
    expect(
      applyPatch(before, {
        set: [
          [["a/b", "~c"], 2],
          [["list", 1, "d"], 2],
        ],
      }),
    ).toEqual(after);
    // An object's key that looks like an index is a key; an array's index must be one.
    expect(applyPatch({ "0": 1 }, { set: [["/0", 2]] })).toEqual({ "0": 2 });
    expect(() => applyPatch([1, 2], { set: [["/01", 3]] })).toThrow();
    expect(() => applyPatch([1, 2], { set: [["01", 3]] })).toThrow();
  });

  it("a card played from a hand and one drawn, or an item stepping along a row, travel as two splices", () => {
    // A hand: the third card played, a new one drawn at the end.
    expect(
      diff({ hand: ["AS", "2S", "3S", "4S", "5S", "6S", "7S"] }, { hand: ["AS", "2S", "4S", "5S", "6S", "7S", "KD"] }),
    ).toEqual({
      splice: [
        ["/hand", 2, 1, []],
        ["/hand", 6, 0, ["KD"]],
      ],
    });
    // A row of places built afresh for each view: the Spy steps from position 1 to 4, the rest shift back.
    const place = (card: string | null) => ({ card, mark: "none" });
    const row = (cards: (string | null)[]) => ({ places: cards.map(place) });
    const before = row(["S1", "SPY", "T1", "T2", "B1", "B3", "S2"]);
    const after = row(["S1", "T1", "T2", "B1", "SPY", "B3", "S2"]);
    expect(diff(before, after)).toEqual({
      splice: [
        ["/places", 1, 1, []],
        ["/places", 4, 0, [place("SPY")]],
      ],
    });
    expect(applyPatch(before, diff(before, after) as Patch)).toEqual(after);
    // And back.
    expect(applyPatch(after, diff(after, before) as Patch)).toEqual(before);
    // A hand played from with nothing left to draw: one splice takes the card out.
    expect(diff({ hand: ["AS", "2S", "3S"] }, { hand: ["AS", "3S"] })).toEqual({ splice: [["/hand", 1, 1, []]] });
    // A splice that does not fit the array held is refused (the client asks for the whole picture).
    expect(() => applyPatch({ hand: ["AS"] }, { splice: [["/hand", 1, 1, []]] })).toThrow();
  });

  it("applying the diff of an array and the same array with items moved, removed or added gives the second", () => {
    const item = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.record({ card: fc.constantFrom("A", "B", null) }));
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 10 }),
        fc.nat(),
        fc.nat(),
        item,
        fc.nat(3),
        fc.boolean(),
        (a, from, to, extra, kind, fresh) => {
          // `fresh`: the second array's items built afresh, equal but not the same objects (as a view builds a row).
          let b = a.slice();
          const moved = (a.length > 0 ? b.splice(from % a.length, 1)[0] : undefined) ?? extra;
          if (kind === 0) b.splice(to % (b.length + 1), 0, moved);
          else if (kind === 1) b.push(extra);
          else if (kind === 2) b.splice(to % (b.length + 1), 0, extra, moved);
          if (fresh) b = JSON.parse(JSON.stringify(b));
          const patch = diff({ list: a }, { list: b });
          const result = patch === null ? { list: a } : applyPatch({ list: a }, JSON.parse(JSON.stringify(patch)));
          expect(result).toEqual({ list: b });
        },
      ),
      { numRuns: 1000 },
    );
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
