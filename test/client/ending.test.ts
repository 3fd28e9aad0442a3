import { readFileSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { endingText } from "../../client/ending";
import { describeEvent } from "../../client/games/sequence/describe";
import { eventText } from "../../client/games/spy/log-text";
import { turnChoices } from "../../client/games/spy/turn";
import { LOCALES, setLocale, t } from "../../client/i18n";
import { teamName } from "../../client/seat-name";
import { type Outcome, replay, TURN_LIMIT } from "../../shared/engine";
import { findGame } from "../../shared/games";
import { type SpyState, spy } from "../../shared/games/spy";
import type { SeatView } from "../../shared/protocol";
import { loadEveryPart } from "./catalogs";
import { playingStates } from "./spy-states";

const NAMES = ["Ana", "Ben", "Cy", "Dee"];
const nameOf = (seat: number) => NAMES[seat] ?? "?";
const list = (names: string[]) => names.join(" and ");

/** The outcome the rules give at the end of one of the example games (test/replays). */
function finalOutcome(file: string): Outcome | null {
  const input = JSON.parse(readFileSync(`test/replays/${file}`, "utf8")) as { game: string };
  return findGame(input.game)?.outcome(replay(input, findGame).state) ?? null;
}

const drawAtTurnLimit: Outcome = { kind: "draw", reason: "turnLimit" };
const drawByPasses: Outcome = { kind: "draw", reason: "passes" };

beforeAll(loadEveryPart);
afterEach(async () => {
  await setLocale("en");
});

describe("the ending, from the room's public outcome alone", () => {
  it("the game-over panel says a draw and why, whatever the game", () => {
    expect(endingText(drawAtTurnLimit, nameOf, list)).toBe("A draw: 1,000 turns and nobody won.");
    expect(endingText(drawByPasses, nameOf, list)).toBe("A draw: nobody could play.");
    // A seat at the table hears the same: nobody won.
    expect(endingText(drawAtTurnLimit, nameOf, list, 0)).toBe("A draw: 1,000 turns and nobody won.");
  });

  it("the game-over panel names the winners: one seat, or a whole side", () => {
    expect(endingText({ kind: "won", seats: [2] }, nameOf, list)).toBe("Cy wins!");
    expect(endingText({ kind: "won", seats: [0, 2] }, nameOf, list)).toBe("Ana and Cy win!");
    expect(endingText({ kind: "won", seats: [0, 2] }, nameOf, list, 2)).toBe("You win!");
  });

  it("a team of more than two is named as a team: six names made a paragraph of a sentence", async () => {
    const seats: SeatView[] = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? { kind: "bot", color: "blue", side: 0, level: "medium" }
        : { kind: "bot", color: "green", side: 1, level: "medium" },
    );
    const blue = [0, 2, 4, 6, 8, 10];
    const teamOf = (of: readonly number[]) => teamName(seats, of);
    expect(teamName(seats, blue)).toBe("Blue team");
    expect(endingText({ kind: "won", seats: blue }, nameOf, list, null, teamOf)).toBe("Blue team wins!");
    expect(endingText({ kind: "won", seats: blue }, nameOf, list, 4, teamOf)).toBe("You win!");
    // Two are named: "Ana and Cy win!" says who in as few words.
    expect(endingText({ kind: "won", seats: [0, 2] }, nameOf, list, null, teamOf)).toBe("Ana and Cy win!");
    // Seats of two sides, or of no side, are no team.
    expect(teamName(seats, [0, 1, 2])).toBeNull();
    const alone: SeatView[] = seats.map((seat) => ({ ...seat, side: null }));
    expect(teamName(alone, [0, 2, 4])).toBeNull();
    await setLocale("ar");
    // Without the isolates around values (a name in the other direction stays whole).
    const words = endingText({ kind: "won", seats: blue }, nameOf, list, null, teamOf).replace(/[\u2068\u2069]/g, "");
    expect(words).toBe("فاز الفريق الأزرق!");
  });

  it("the rules' outcomes of real finished games read as their endings", () => {
    const spyDraw = finalOutcome("spy-thousand-turns-draw.json");
    expect(spyDraw).toEqual(drawAtTurnLimit);
    expect(endingText(spyDraw as Outcome, nameOf, list)).toBe("A draw: 1,000 turns and nobody won.");
    const teams = finalOutcome("sequence-teams-full-game.json");
    expect(teams?.kind).toBe("won");
    expect(teams?.kind === "won" && teams.seats.length).toBe(2);
    expect(endingText(teams as Outcome, nameOf, list)).toMatch(/^\w+ and \w+ win!$/);
    const spyWin = finalOutcome("spy-three-players-full-game.json");
    expect(spyWin?.kind === "won" && spyWin.seats.length).toBe(1);
  });

  it("the log and the screen-reader line say the draw in both games", () => {
    expect(eventText({ type: "draw", reason: "turnLimit" }, nameOf)).toBe(
      "1,000 turns played and nobody has won: the game is a draw",
    );
    expect(describeEvent({ type: "draw", reason: "turnLimit" }, NAMES, [])).toBe(
      "1,000 turns played and nobody has won: the game ended in a draw",
    );
    expect(describeEvent({ type: "draw", reason: "passes" }, NAMES, [])).toBe("The game ended in a draw");
  });

  it("every language says the draw in its own words, with the number of turns", async () => {
    for (const lang of LOCALES) {
      await setLocale(lang);
      const count = new Intl.NumberFormat(lang).format(TURN_LIMIT);
      for (const text of [
        endingText(drawAtTurnLimit, nameOf, list),
        t("spy.status.draw", { count: TURN_LIMIT }),
        t("spy.log.draw", { count: TURN_LIMIT }),
        t("sequence.draw.turnLimit", { count: TURN_LIMIT }),
        t("sequence.log.drawTurnLimit", { count: TURN_LIMIT }),
      ]) {
        expect(text, lang).toContain(count);
        if (lang !== "en") expect(text, lang).not.toMatch(/draw|turns|nobody/);
      }
      expect(endingText(drawByPasses, nameOf, list), lang).toBe(t("game.draw"));
    }
  });
});

describe("the bound on free actions on the board", () => {
  it("at the bound the turn offers no flip or wrap and says why", () => {
    let tested = 0;
    for (const state of playingStates(20, "free-spent")) {
      const seat = state.turn;
      // Flip eight times (an even number: the Spy faces as before).
      let full: SpyState = state;
      for (let i = full.freeActions; i < 8; i++) {
        const result = spy.apply(full, seat, { type: "flip" });
        if (!result.ok) throw new Error(result.error.code);
        full = result.value;
      }
      const fullView = spy.view(full, seat);
      const choices = turnChoices(fullView, spy.viewActions(fullView));
      expect(choices).toMatchObject({ flip: false, wrap: false, freeSpent: true, end: true });
      const view = spy.view(state, seat);
      expect(turnChoices(view, spy.viewActions(view))?.freeSpent).toBe(state.freeActions >= 8);
      tested++;
    }
    expect(tested).toBeGreaterThan(0);
    expect(t("spy.action.freeSpent", { count: 8 })).toBe("No more flips or wraps this turn: 8 is the most.");
    expect(t("error.FREE_ACTION_LIMIT")).toMatch(/8 times this turn/);
  });
});
