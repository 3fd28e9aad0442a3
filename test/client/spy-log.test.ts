import { beforeAll, describe, expect, it } from "vitest";
import { cuesOf, justExamined } from "../../client/games/spy/events";
import { eventText } from "../../client/games/spy/log-text";
import type { SpyEvent } from "../../shared/games/spy";
import { loadEveryPart } from "./catalogs";

// The room's and the games' words in use, as on a room page with a board open.
beforeAll(loadEveryPart);

const NAMES = ["Ana", "Ben", "Cy"];
const nameOf = (seat: number) => NAMES[seat] ?? "?";
const say = (event: SpyEvent) => eventText(event, nameOf);

describe("the log in plain words", () => {
  it("says every kind of event", () => {
    expect(say({ type: "arranged", seat: 1 })).toBe("Ben is ready");
    expect(say({ type: "start", first: 0 })).toBe("Everyone is ready: Ana goes first");
    expect(say({ type: "flip", seat: 0, facing: "left" })).toBe("Ana turned their Spy to face left");
    expect(say({ type: "wrap", seat: 2, position: 0 })).toBe("Cy's Spy went round to the other end");
    expect(say({ type: "move", seat: 0, steps: 2, facing: "right" })).toBe("Ana moved 2 to the right");
    expect(say({ type: "move", seat: 0, steps: 1, facing: "left" })).toBe("Ana moved 1 to the left");
    expect(say({ type: "end", seat: 1, timeout: false })).toBe("Ben ended their turn");
    expect(say({ type: "end", seat: 1, timeout: true })).toBe("Ben ran out of time");
    expect(say({ type: "eliminated", seat: 1, reason: "foundLitBomb" })).toBe("BOOM — Ben is out");
    expect(say({ type: "eliminated", seat: 1, reason: "topSecret2Exposed" })).toBe("Ben is out: Top Secret 2 exposed");
    expect(say({ type: "win", seat: 0 })).toBe("Ana wins");
    expect(say({ type: "draw", reason: "turnLimit" })).toBe(
      "1,000 turns played and nobody has won: the game is a draw",
    );
  });

  it("says every answer to a spy", () => {
    const spied = (answer: Extract<SpyEvent, { type: "spy" }>["answer"]): SpyEvent => ({
      type: "spy",
      seat: 1,
      target: 0,
      position: 3,
      card: 2,
      answer,
    });
    expect(say(spied({ kind: "safe" }))).toBe("Ben spied on Ana: a Safe");
    expect(say(spied({ kind: "topSecret" }))).toBe("Ben spied on Ana: a Top Secret");
    expect(say(spied({ kind: "exposed", card: "S1" }))).toBe("Ben exposed Ana's Safe 1");
    expect(say(spied({ kind: "lit" }))).toBe("Ben spied on Ana: tssss… a bomb is lit");
    expect(say(spied({ kind: "exploded", card: "B3" }))).toBe("Ben spied on Ana: a lit Bomb 3");
  });
});

describe("news from the newest events", () => {
  const lit: SpyEvent = { type: "spy", seat: 0, target: 1, position: 4, card: 3, answer: { kind: "lit" } };
  const boom: SpyEvent = {
    type: "spy",
    seat: 1,
    target: 0,
    position: 2,
    card: 1,
    answer: { kind: "exploded", card: "B2" },
  };

  it("hisses for a lit fuse and booms for an explosion, silent otherwise", () => {
    expect(cuesOf([lit, { type: "end", seat: 0, timeout: false }, boom])).toEqual(["hiss", "boom"]);
    expect(cuesOf([{ type: "flip", seat: 0, facing: "left" }])).toEqual([]);
  });

  it("marks the place just examined while nothing but its consequences came after", () => {
    expect(justExamined([lit])).toEqual({ target: 1, position: 4 });
    const out: SpyEvent = { type: "eliminated", seat: 1, reason: "foundLitBomb" };
    expect(justExamined([boom, out, { type: "win", seat: 0 }])).toEqual({ target: 0, position: 2 });
    expect(justExamined([lit, { type: "move", seat: 1, steps: 1, facing: "left" }])).toBeNull();
    expect(justExamined([])).toBeNull();
  });
});
