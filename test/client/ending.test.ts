import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { endingText, type FinishedView } from "../../client/ending";
import { describeEvent } from "../../client/games/sequence/describe";
import { eventText } from "../../client/games/spy/log-text";
import { turnChoices } from "../../client/games/spy/turn";
import { LOCALES, setLocale, t } from "../../client/i18n";
import { TURN_LIMIT } from "../../shared/engine";
import { type SpyState, spy } from "../../shared/games/spy";
import { loadEveryPart } from "./catalogs";
import { playingStates } from "./spy-states";

const NAMES = ["Ana", "Ben", "Cy", "Dee"];
const nameOf = (seat: number) => NAMES[seat] ?? "?";
const list = (names: string[]) => names.join(" and ");

const spyDraw: FinishedView = { winner: null, history: [{ type: "end" }, { type: "draw", reason: "turnLimit" }] };
const sequenceDrawByTurns: FinishedView = {
  winner: null,
  seatSides: [0, 1],
  history: [{ type: "play" }, { type: "draw", reason: "turnLimit" }],
};
const sequenceDrawByPasses: FinishedView = {
  winner: null,
  seatSides: [0, 1],
  history: [{ type: "pass" }, { type: "draw", reason: "passes" }],
};

beforeAll(loadEveryPart);
afterEach(async () => {
  await setLocale("en");
});

describe("the draw, a first-class ending", () => {
  it("the game-over panel says a draw at the turn bound for both games, and nobody wins", () => {
    expect(endingText("spy", spyDraw, nameOf, list)).toBe("A draw: 1,000 turns and nobody won.");
    expect(endingText("sequence", sequenceDrawByTurns, nameOf, list)).toBe("A draw: 1,000 turns and nobody won.");
    expect(endingText("sequence", sequenceDrawByPasses, nameOf, list)).toBe("A draw: nobody can play.");
  });

  it("the game-over panel still names the winners", () => {
    expect(endingText("spy", { winner: 2, history: [{ type: "win" }] }, nameOf, list)).toBe("Cy wins!");
    expect(endingText("sequence", { winner: 0, seatSides: [0, 1, 0, 1] }, nameOf, list)).toBe("Ana and Cy win!");
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
        endingText("spy", spyDraw, nameOf, list),
        t("spy.status.draw", { count: TURN_LIMIT }),
        t("spy.log.draw", { count: TURN_LIMIT }),
        t("sequence.draw.turnLimit", { count: TURN_LIMIT }),
        t("sequence.log.drawTurnLimit", { count: TURN_LIMIT }),
      ]) {
        expect(text, lang).toContain(count);
        if (lang !== "en") expect(text, lang).not.toMatch(/draw|turns|nobody/);
      }
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
