import { beforeAll, describe, expect, it } from "vitest";
import { cuesOf, justExamined } from "../../client/games/spy/events";
import { eventText } from "../../client/games/spy/log-text";
import { LOCALES, setLocale } from "../../client/i18n";
import { standInSeats } from "../../client/stand-in";
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

describe("the log of a seat a computer played for its player (a stand-in)", () => {
  const me = 0;
  const mine: SpyEvent[] = [
    { type: "arranged", seat: me },
    { type: "flip", seat: me, facing: "left" },
    { type: "wrap", seat: me, position: 0 },
    { type: "move", seat: me, steps: 2, facing: "right" },
    { type: "move", seat: me, steps: 1, facing: "left" },
    { type: "spy", seat: me, target: 1, position: 3, card: 2, answer: { kind: "safe" } },
    { type: "spy", seat: me, target: 1, position: 3, card: 2, answer: { kind: "topSecret" } },
    { type: "spy", seat: me, target: 1, position: 3, card: 2, answer: { kind: "exposed", card: "S1" } },
    { type: "spy", seat: me, target: 1, position: 3, card: 2, answer: { kind: "lit" } },
    { type: "spy", seat: me, target: 1, position: 3, card: 2, answer: { kind: "exploded", card: "B3" } },
    { type: "end", seat: me, timeout: false },
  ];

  it("names the computer for what the seat did, in English", () => {
    const said = (event: SpyEvent) => eventText(event, nameOf, me, me);
    expect(mine.map(said)).toEqual([
      "The computer got your base ready",
      "The computer turned your Spy to face left",
      "The computer took your Spy round to the other end",
      "The computer moved your Spy 2 to the right",
      "The computer moved your Spy 1 to the left",
      "The computer spied on Ben for you: a Safe",
      "The computer spied on Ben for you: a Top Secret",
      "The computer exposed Ben's Safe 1 for you",
      "The computer spied on Ben for you: tssss… a bomb is lit",
      "The computer spied on Ben for you: a lit Bomb 3",
      "The computer ended your turn",
    ]);
  });

  it("in every language, says each of those apart from the player's own move, and fills every placeholder", async () => {
    try {
      for (const lang of LOCALES) {
        await setLocale(lang);
        for (const event of mine) {
          const computer = eventText(event, nameOf, me, me);
          expect(computer, `${lang} ${event.type}`).not.toBe(eventText(event, nameOf, me, null));
          expect(computer, `${lang} ${event.type}`).not.toMatch(/[{}]|spy\.log/);
        }
      }
    } finally {
      await setLocale("en");
    }
  });

  it("still says to you what befell the seat, and names others as before", () => {
    const onMe: SpyEvent = { type: "spy", seat: 1, target: me, position: 3, card: 2, answer: { kind: "safe" } };
    expect(eventText(onMe, nameOf, me, me)).toBe("Ben spied on you: a Safe");
    expect(eventText({ type: "eliminated", seat: me, reason: "foundLitBomb" }, nameOf, me, me)).toBe(
      "BOOM — you are out",
    );
    expect(eventText({ type: "win", seat: me }, nameOf, me, me)).toBe("You win");
    expect(eventText({ type: "end", seat: 1, timeout: false }, nameOf, me, me)).toBe("Ben ended their turn");
    expect(eventText({ type: "end", seat: me, timeout: false }, nameOf, me, null)).toBe("You ended your turn");
  });

  it("to everyone else, says after the usual sentence that the computer played it: a player and a spectator", () => {
    const byComputer = " (by the computer)";
    for (const viewer of [1, null]) {
      for (const event of mine) {
        expect(eventText(event, nameOf, viewer, me)).toBe(eventText(event, nameOf, viewer, null) + byComputer);
      }
      expect(eventText(mine[5] as SpyEvent, nameOf, viewer, me)).toBe(
        viewer === 1 ? "Ana spied on you: a Safe (by the computer)" : "Ana spied on Ben: a Safe (by the computer)",
      );
      // What befell the seat is the seat's; a turn run out of time is the room's doing; another seat's move, its own.
      for (const event of [
        { type: "eliminated", seat: me, reason: "foundLitBomb" },
        { type: "end", seat: me, timeout: true },
        { type: "end", seat: 2, timeout: false },
      ] as SpyEvent[]) {
        expect(eventText(event, nameOf, viewer, me)).toBe(eventText(event, nameOf, viewer, null));
      }
    }
  });

  it("in every language, the computer's part is said, every placeholder filled", async () => {
    try {
      for (const lang of LOCALES) {
        await setLocale(lang);
        const said = eventText(mine[0] as SpyEvent, nameOf, null, me);
        expect(said, lang).not.toBe(eventText(mine[0] as SpyEvent, nameOf, null, null));
        expect(said, lang).not.toMatch(/[{}]|log\.byComputer/);
      }
    } finally {
      await setLocale("en");
    }
  });
});

describe("which events a computer made, and for which seat", () => {
  it("are the room's ranges, each from its first event up to (not including) its last", () => {
    expect([
      ...standInSeats([
        [1, 2, 4],
        [0, 7, 8],
      ]),
    ]).toEqual([
      [2, 1],
      [3, 1],
      [7, 0],
    ]);
    expect([...standInSeats(undefined)]).toEqual([]);
    expect([...standInSeats([[1, 3, 3]])]).toEqual([]);
  });
});
