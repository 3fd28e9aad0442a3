/**
 * "You" wherever the player is meant (issue 11, problem 6): the log says "You
 * moved 2 to the left", never the viewer's name or "Seat 1", in every language;
 * the game-over panel says "You win!" as the status line does (problem 9).
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { endingText } from "../../client/ending";
import { cardName } from "../../client/games/sequence/card-names";
import { describeEvent } from "../../client/games/sequence/describe";
import { readerOf } from "../../client/games/sequence/names";
import { eventText } from "../../client/games/spy/log-text";
import { LOCALES, setLocale, t } from "../../client/i18n";
import type { SequenceEvent } from "../../shared/games/sequence";
import type { SpyEvent } from "../../shared/games/spy";
import { loadEveryPart } from "./catalogs";

// The room's and the games' words in use, as on a room page with a board open.
beforeAll(loadEveryPart);

const NAMES = ["Ana", "Ben", "Cy", "Dee"];
const nameOf = (seat: number) => NAMES[seat] ?? "?";
const list = (names: string[]) => names.join(" and ");

afterEach(async () => {
  await setLocale("en");
});

const spied = (seat: number, target: number, answer: Extract<SpyEvent, { type: "spy" }>["answer"]): SpyEvent => ({
  type: "spy",
  seat,
  target,
  position: 3,
  card: 2,
  answer,
});

/** Every Spy event in which seat 0 acts or is spied on. */
const SPY_EVENTS_OF_SEAT_0: SpyEvent[] = [
  { type: "arranged", seat: 0 },
  { type: "start", first: 0 },
  { type: "flip", seat: 0, facing: "left" },
  { type: "wrap", seat: 0, position: 0 },
  { type: "move", seat: 0, steps: 2, facing: "left" },
  { type: "move", seat: 0, steps: 1, facing: "right" },
  { type: "end", seat: 0, timeout: false },
  { type: "end", seat: 0, timeout: true },
  { type: "eliminated", seat: 0, reason: "foundLitBomb" },
  { type: "eliminated", seat: 0, reason: "topSecret2Exposed" },
  { type: "win", seat: 0 },
  ...(["safe", "topSecret", "lit"] as const).flatMap((kind) => [spied(0, 1, { kind }), spied(1, 0, { kind })]),
  spied(0, 1, { kind: "exposed", card: "S1" }),
  spied(1, 0, { kind: "exposed", card: "T2" }),
  spied(0, 1, { kind: "exploded", card: "B2" }),
  spied(1, 0, { kind: "exploded", card: "B1" }),
];

describe("the Spy log says you", () => {
  it("in English", () => {
    const say = (event: SpyEvent) => eventText(event, nameOf, 0);
    expect(say({ type: "move", seat: 0, steps: 2, facing: "left" })).toBe("You moved 2 to the left");
    expect(say({ type: "arranged", seat: 0 })).toBe("You are ready");
    expect(say({ type: "start", first: 0 })).toBe("Everyone is ready: you go first");
    expect(say({ type: "flip", seat: 0, facing: "right" })).toBe("You turned your Spy to face right");
    expect(say({ type: "end", seat: 0, timeout: false })).toBe("You ended your turn");
    expect(say({ type: "eliminated", seat: 0, reason: "foundLitBomb" })).toBe("BOOM — you are out");
    expect(say({ type: "win", seat: 0 })).toBe("You win");
    expect(say(spied(0, 1, { kind: "safe" }))).toBe("You spied on Ben: a Safe");
    expect(say(spied(1, 0, { kind: "exposed", card: "S1" }))).toBe("Ben exposed your Safe 1");
    expect(say(spied(1, 0, { kind: "lit" }))).toBe("Ben spied on you: tssss… a bomb is lit");
    // Others' events still name them; a spectator is never "you".
    expect(say({ type: "move", seat: 1, steps: 2, facing: "left" })).toBe("Ben moved 2 to the left");
    expect(eventText({ type: "move", seat: 0, steps: 2, facing: "left" }, nameOf, null)).toBe(
      "Ana moved 2 to the left",
    );
  });

  it("in every language, without the viewer's name or seat number", async () => {
    for (const lang of LOCALES) {
      await setLocale(lang);
      const seatOne = t("player.unnamed", { n: 1 });
      const texts = SPY_EVENTS_OF_SEAT_0.map((event) => eventText(event, nameOf, 0));
      for (const text of texts) {
        expect(text, lang).not.toContain("Ana");
        expect(text, lang).not.toContain(seatOne);
      }
      // And the sentences about you differ from those about anyone else.
      const third = SPY_EVENTS_OF_SEAT_0.map((event) => eventText(event, nameOf, null).replaceAll("Ana", ""));
      texts.forEach((text, i) => {
        expect(text, `${lang}: ${JSON.stringify(SPY_EVENTS_OF_SEAT_0[i])}`).not.toBe(third[i]);
      });
    }
  });
});

describe("the Sequence log says you and your team", () => {
  const alone = readerOf({ seat: 0, sides: 2, seatSides: [0, 1] });
  const team = readerOf({ seat: 1, sides: 2, seatSides: [0, 1, 0, 1] });
  const watcher = readerOf({ seat: null, sides: 2, seatSides: [0, 1, 0, 1] });

  it("in English", () => {
    const names2 = ["Ana", "Ben"];
    const sides2 = ["Ana", "Ben"];
    const say = (event: SequenceEvent) => describeEvent(event, names2, sides2, alone);
    expect(say({ type: "play", seat: 0, card: "7H", cell: [5, 3] })).toBe(
      "You played the seven of hearts on row 6, column 4",
    );
    expect(say({ type: "remove", seat: 0, card: "JS", cell: [0, 1] })).toBe(
      "You removed the chip on row 1, column 2 with the jack of spades",
    );
    expect(say({ type: "exchange", seat: 0, card: "8C" })).toBe("You exchanged a dead card: the eight of clubs");
    expect(say({ type: "pass", seat: 0, timeout: false })).toBe("You passed");
    expect(say({ type: "pass", seat: 0, timeout: true })).toBe("You ran out of time and passed");
    expect(say({ type: "sequence", side: 0, cells: [] })).toBe("You completed a sequence");
    expect(say({ type: "won", side: 0, seats: [0] })).toBe("You won the game");
    expect(say({ type: "won", side: 1, seats: [1] })).toBe("Ben won the game");
    expect(say({ type: "pass", seat: 1, timeout: false })).toBe("Ben passed");

    const teams = ["Blue team", "Green team"];
    expect(describeEvent({ type: "sequence", side: 1, cells: [] }, NAMES, teams, team)).toBe(
      "Your team completed a sequence",
    );
    expect(describeEvent({ type: "won", side: 1, seats: [1, 3] }, NAMES, teams, team)).toBe("Your team won the game");
    expect(describeEvent({ type: "won", side: 0, seats: [0, 2] }, NAMES, teams, team)).toBe("Blue team won the game");
    expect(describeEvent({ type: "won", side: 0, seats: [0, 2] }, NAMES, teams, watcher)).toBe(
      "Blue team won the game",
    );
  });

  it("in every language, without the viewer's name", async () => {
    const events: SequenceEvent[] = [
      { type: "play", seat: 0, card: "7H", cell: [5, 3] },
      { type: "remove", seat: 0, card: "JS", cell: [0, 1] },
      { type: "exchange", seat: 0, card: "8C" },
      { type: "pass", seat: 0, timeout: false },
      { type: "pass", seat: 0, timeout: true },
      { type: "sequence", side: 0, cells: [] },
      { type: "won", side: 0, seats: [0] },
    ];
    for (const lang of LOCALES) {
      await setLocale(lang);
      for (const event of events) {
        const text = describeEvent(event, ["Ana", "Ben"], ["Ana", "Ben"], alone);
        expect(text, lang).not.toContain("Ana");
      }
    }
  });
});

/** Seat 0's own moves, of every kind. */
const moves: SequenceEvent[] = [
  { type: "play", seat: 0, card: "7H", cell: [5, 3] },
  { type: "remove", seat: 0, card: "JS", cell: [0, 1] },
  { type: "exchange", seat: 0, card: "8C" },
  { type: "pass", seat: 0, timeout: false },
];

describe("the Sequence log says what a computer did for you while you were away", () => {
  const alone = readerOf({ seat: 0, sides: 2, seatSides: [0, 1] });
  // `byComputer`: a computer played Ana's seat (0), the reader's, when the event came.
  const say = (event: SequenceEvent, byComputer: boolean) =>
    describeEvent(event, ["Ana", "Ben"], ["Ana", "Ben"], alone, byComputer ? 0 : null);

  it("in English", () => {
    expect(moves.map((event) => say(event, true))).toEqual([
      "The computer played the seven of hearts for you on row 6, column 4",
      "The computer removed the chip on row 1, column 2 with the jack of spades for you",
      "The computer exchanged a dead card for you: the eight of clubs",
      "The computer passed for you",
    ]);
    // A pass on time is the room's, and another seat's move is theirs, whoever made it.
    expect(say({ type: "pass", seat: 0, timeout: true }, true)).toBe("You ran out of time and passed");
    expect(say({ type: "pass", seat: 1, timeout: false }, true)).toBe("Ben passed");
  });

  it("in every language, unlike what you did yourself, with the card and the space", async () => {
    for (const lang of LOCALES) {
      await setLocale(lang);
      for (const event of moves) {
        const computer = say(event, true);
        expect(computer, lang).not.toBe(say(event, false));
        expect(computer, lang).not.toContain("Ana");
        if ("card" in event) expect(computer, lang).toContain(cardName(event.card));
        if ("cell" in event) expect(computer, lang).toContain(String(event.cell[1] + 1));
      }
    }
  });
});

describe("the Sequence log says to the others what a computer did for an absent player", () => {
  const ben = readerOf({ seat: 1, sides: 2, seatSides: [0, 1] });
  const say = (event: SequenceEvent, standIn: number | null, reader = ben) =>
    describeEvent(event, ["Ana", "Ben"], ["Ana", "Ben"], reader, standIn);

  it("after the usual sentence, to a player and to a spectator; not for what was not the computer's", () => {
    expect(say(moves[0] as SequenceEvent, 0)).toBe(
      "Ana played the seven of hearts on row 6, column 4 (by the computer)",
    );
    for (const reader of [ben, readerOf({ seat: null, sides: 2, seatSides: [0, 1] })]) {
      for (const event of moves) expect(say(event, 0, reader)).toBe(`${say(event, null, reader)} (by the computer)`);
      expect(say({ type: "pass", seat: 0, timeout: true }, 0, reader)).toBe(
        say({ type: "pass", seat: 0, timeout: true }, null, reader),
      );
      expect(say({ type: "play", seat: 1, card: "7H", cell: [5, 3] }, 0, reader)).not.toContain("computer");
    }
  });
});

describe("the game-over panel agrees with the status line", () => {
  it("says You win! to a winner, in every language as the boards do", async () => {
    for (const lang of LOCALES) {
      await setLocale(lang);
      // Spy's outcome names one seat, Sequence's a whole side (seats 1 and 3 of four).
      expect(endingText({ kind: "won", seats: [1] }, nameOf, list, 1)).toBe(t("spy.status.youWin"));
      expect(endingText({ kind: "won", seats: [1, 3] }, nameOf, list, 3)).toBe(t("sequence.won.you"));
    }
    await setLocale("en");
    expect(endingText({ kind: "won", seats: [1] }, nameOf, list, 0)).toBe("Ben wins!");
    expect(endingText({ kind: "won", seats: [1] }, nameOf, list, null)).toBe("Ben wins!");
  });
});
