/** The guided first game of Spy: the tip follows the game step by step, from the view alone, in every language. */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type GuideStep, guideSteps } from "../../client/games/spy/guide";
import { guideTip } from "../../client/games/spy/guide-panel";
import { LOCALES, setLocale } from "../../client/i18n";
import { spy } from "../../shared/games/spy";
import { act, arrangement, END, move, newGame, randomPlayout, script, spyOn, started } from "../spy/helpers";
import { loadEveryPart } from "./catalogs";

// The room's and the games' words in use, as on a room page with a board open.
beforeAll(loadEveryPart);

const SEAT0 = "SPY> S1 S2 T1 T2 B1 B2 B3";
const SEAT1 = "S1 S2 T1 T2 B1 SPY< B2 B3"; // seat 0 examines its 6 (B2); it examines seat 0's 3 (T1)

const guideStep = (view: Parameters<typeof guideSteps>[0]) => guideSteps(view).at(-1) ?? null;

afterEach(async () => {
  await setLocale("en");
});

describe("the guided first game", () => {
  it("explains arranging, moving, spying and each answer as it happens", () => {
    const fresh = newGame(2, 0);
    expect(guideStep(spy.view(fresh, 0))).toEqual({ kind: "arrange" });
    expect(guideStep(spy.view(act(fresh, 0, arrangement(SEAT0)), 0))).toEqual({ kind: "waiting" });

    const playing = started([SEAT0, SEAT1]);
    expect(guideStep(spy.view(playing, 0))).toEqual({ kind: "move", faced: "S1" });
    expect(guideStep(spy.view(act(playing, 0, move(1)), 0))).toEqual({ kind: "spy" });

    const lit = act(playing, 0, spyOn(1));
    expect(guideSteps(spy.view(lit, 0))).toEqual([
      { kind: "answer", answer: { kind: "lit" }, target: "S1" },
      { kind: "theirTurn" },
    ]);
    // Still explained at the start of your next turn (the computer answers fast), then the move.
    const answered = act(lit, 1, spyOn(0));
    expect(guideSteps(spy.view(answered, 0))).toEqual([
      { kind: "answer", answer: { kind: "lit" }, target: "S1" },
      { kind: "move", faced: "S1" },
    ]);
    // The computer's spy on seat 0's T1, seen from its side: told as a type only.
    expect(guideSteps(spy.view(answered, 1))[0]).toEqual({
      kind: "answer",
      answer: { kind: "topSecret" },
      target: "S1",
    });
    expect(guideSteps(spy.view(act(answered, 0, END), 0))).toEqual([{ kind: "theirTurn" }]);
    expect(guideStep(spy.view(act(playing, 0, END), 0))).toEqual({ kind: "theirTurn" });

    const exposed = script(started(["SPY> S1 S2 T1 T2 B1 B2 B3", "B3 B2 B1 T2 T1 S2 S1 SPY<"], 1), [[1, spyOn(0)]]);
    expect(guideSteps(spy.view(exposed, 1))[0]).toMatchObject({
      kind: "answer",
      answer: { kind: "exposed", card: "S1" },
    });
    expect(guideStep(spy.view(exposed, null))).toBeNull();
  });

  it("says how the game ended for the player", () => {
    let ended = 0;
    for (let g = 0; g < 20 && ended < 3; g++) {
      const last = randomPlayout(2, `guide-${g}`, 2000).states.at(-1);
      if (last?.phase !== "over" || last.winner === null) continue;
      ended++;
      expect(guideStep(spy.view(last, last.winner))).toEqual({ kind: "won" });
      expect(guideStep(spy.view(last, 1 - last.winner))).toEqual({ kind: "lost" });
    }
    expect(ended).toBeGreaterThan(0);
  });

  it("has its words in every language", async () => {
    const steps: GuideStep[] = [
      { kind: "arrange" },
      { kind: "waiting" },
      { kind: "move", faced: "B2" },
      { kind: "spy" },
      { kind: "answer", answer: { kind: "safe" }, target: "S1" },
      { kind: "answer", answer: { kind: "exposed", card: "S2" }, target: "T1" },
      { kind: "answer", answer: { kind: "lit" }, target: "S1" },
      { kind: "answer", answer: { kind: "exploded", card: "B1" }, target: "S1" },
      { kind: "theirTurn" },
      { kind: "won" },
      { kind: "lost" },
      { kind: "draw" },
    ];
    for (const lang of LOCALES) {
      await setLocale(lang);
      const tips = steps.map(guideTip);
      expect(new Set(tips).size, lang).toBe(steps.length);
      for (const text of tips) expect(text, lang).not.toMatch(/\{\w+\}/);
    }
    await setLocale("en");
    expect(guideTip({ kind: "move", faced: "B2" })).toMatch(/^Your turn\. Your Spy faces your Bomb 2/);
    expect(guideTip({ kind: "answer", answer: { kind: "safe" }, target: "S1" })).toMatch(
      /^Answer: Safe\. But it is not the card the computer must give up next \(Safe 1\)/,
    );
  });
});
