import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { replay, replayOutput, UnusableReplay } from "../../shared/engine";
import { findGame } from "../../shared/games";

const REPLAYS = "test/replays";
const read = (file: string): unknown => JSON.parse(readFileSync(join(REPLAYS, file), "utf8"));

/**
 * The replay tool as docs/replay-format.md runs it: a real process, stdout and exit status. Asynchronous, so
 * that the tests below (each its own process, most of the time spent starting node and tsx) run at once.
 */
function runTool(file: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/replay.ts", file]);
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding("utf8").on("data", (d: string) => {
      stderr += d;
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

const parseLines = (stdout: string) =>
  stdout
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line));

// Each test runs the tool in its own process: they run at once.
describe.concurrent("replay tool (docs/replay-format.md)", () => {
  it("prints one JSON line per action and the Sequence final summary, exit 0, even with refused actions", async () => {
    const { status, stdout, stderr } = await runTool(join(REPLAYS, "sequence-two-players.json"));
    expect(status).toBe(0);
    expect(stderr).toBe("");
    const lines = parseLines(stdout);
    expect(lines.slice(0, 7).map((l) => [l.i, l.ok, l.error ?? null])).toEqual([
      [0, true, null],
      [1, false, "NOT_YOUR_TURN"],
      [2, false, "WRONG_CELL"],
      [3, true, null],
      [4, true, null],
      [5, true, null],
      [6, false, "CANNOT_PASS"],
    ]);
    expect(Object.keys(lines[1])).toEqual(["i", "ok", "error", "message"]);
    expect(lines[1].message).toBe("It is seat 1's turn.");
    // 7H on [5,3]; JS removes it; JD puts a blue chip back; AD on [9,1] is green.
    expect(lines[7]).toEqual({
      final: {
        status: "playing",
        winner: null,
        turn: 0,
        sides: 2,
        board: [
          "*........*",
          "..........",
          "..........",
          "..........",
          "..........",
          "...b......",
          "..........",
          "..........",
          "..........",
          "*g.......*",
        ],
        sequences: [0, 0],
        hands: [
          ["2S", "3H", "KC"],
          ["4C", "5D", "QS"],
        ],
        deck: 0,
        discards: [
          ["7H", "JD"],
          ["JS", "AD"],
        ],
      },
    });
  });

  it("prints the Spy final summary with Spy facing, exposed and lit marks", async () => {
    const { status, stdout } = await runTool(join(REPLAYS, "spy-two-players.json"));
    expect(status).toBe(0);
    const lines = parseLines(stdout);
    expect(lines[2]).toMatchObject({ i: 2, ok: false, error: "WRONG_STEPS" });
    // Seat 0 moves 2 (faces T2) and exposes red's S1 (mirror of its position 5 is 2); seat 1 learns "Safe".
    expect(lines.at(-1)).toEqual({
      final: {
        status: "playing",
        winner: null,
        turn: 1,
        bases: [
          ["B1", "S1", "T2", "B3", "SPY>", "S2", "T1", "B2"],
          ["T1", "SPY>", "S1*", "B2", "B3", "T2", "S2", "B1"],
        ],
        targets: ["S1", "S2"],
        eliminated: [false, false],
      },
    });
  });

  it("a Spy turn with nine flips: eight accepted, the ninth refused with FREE_ACTION_LIMIT, changing nothing", async () => {
    const { status, stdout, stderr } = await runTool(join(REPLAYS, "spy-nine-flips.json"));
    expect(status).toBe(0);
    expect(stderr).toBe("");
    const lines = parseLines(stdout);
    expect(lines).toHaveLength(13);
    // Two arrangements, eight flips.
    for (let i = 0; i < 10; i++) expect(lines[i]).toEqual({ i, ok: true });
    expect(lines[10]).toEqual({
      i: 10,
      ok: false,
      error: "FREE_ACTION_LIMIT",
      message: "You have flipped and wrapped 8 times this turn, the most one turn allows.",
    });
    expect(Object.keys(lines[10])).toEqual(["i", "ok", "error", "message"]);
    // The turn still ends normally.
    expect(lines[11]).toEqual({ i: 11, ok: true });
    // Eight flips face the Spy right again; the refused ninth would have turned it left.
    expect(lines[12]).toEqual({
      final: {
        status: "playing",
        winner: null,
        turn: 1,
        bases: [
          ["B1", "S1", "SPY>", "T2", "B3", "S2", "T1", "B2"],
          ["SPY<", "T1", "S1", "B2", "B3", "T2", "S2", "B1"],
        ],
        targets: ["S1", "S1"],
        eliminated: [false, false],
      },
    });
  });

  it("a Spy game of 1,000 plain turns ends in a draw (status draw, no winner, nobody to act); the next action is refused", async () => {
    const { status, stdout, stderr } = await runTool(join(REPLAYS, "spy-thousand-turns-draw.json"));
    expect(status).toBe(0);
    expect(stderr).toBe("");
    const lines = parseLines(stdout);
    // Two arrangements, 1,000 ends, one more end, the final line.
    expect(lines).toHaveLength(1004);
    for (let i = 0; i < 1002; i++) expect(lines[i]).toEqual({ i, ok: true });
    expect(lines[1002]).toEqual({ i: 1002, ok: false, error: "GAME_OVER", message: "The game is over." });
    expect(lines[1003]).toEqual({
      final: {
        status: "draw",
        winner: null,
        turn: null,
        bases: [
          ["B1", "S1", "SPY>", "T2", "B3", "S2", "T1", "B2"],
          ["SPY<", "T1", "S1", "B2", "B3", "T2", "S2", "B1"],
        ],
        targets: ["S1", "S1"],
        eliminated: [false, false],
      },
    });
    // The output key order is the one replay.md prints.
    expect(stdout.trimEnd().split("\n").at(-1)).toBe(
      '{"final":{"status":"draw","winner":null,"turn":null,"bases":[["B1","S1","SPY>","T2","B3","S2","T1","B2"],["SPY<","T1","S1","B2","B3","T2","S2","B1"]],"targets":["S1","S1"],"eliminated":[false,false]}}',
    );
  });

  it("every example file replays; the full games end with a winner", async () => {
    for (const file of readdirSync(REPLAYS)) {
      const result = replay(read(file), findGame);
      expect(result.lines.length).toBe((read(file) as { actions: unknown[] }).actions.length);
      if (file.includes("full-game")) {
        expect(result.lines.every((l) => l.ok)).toBe(true);
        expect((result.final as { status: string }).status).toMatch(/^(won|over)$/);
      }
    }
  });

  it("is deterministic: replaying the same file twice gives identical output", async () => {
    for (const file of readdirSync(REPLAYS)) {
      expect(replayOutput(replay(read(file), findGame))).toBe(replayOutput(replay(read(file), findGame)));
    }
    const [a, b] = await Promise.all([
      runTool(join(REPLAYS, "spy-three-players-full-game.json")),
      runTool(join(REPLAYS, "spy-three-players-full-game.json")),
    ]);
    expect(a.stdout.length).toBeGreaterThan(100);
    expect(a.stdout).toBe(b.stdout);
  });

  it("the same seed gives the same game without a deal", async () => {
    const file = { game: "sequence", players: 2, seed: "same", actions: [] };
    expect(replay(file, findGame).final).toEqual(replay(file, findGame).final);
    expect(replay(file, findGame).final).not.toEqual(replay({ ...file, seed: "other" }, findGame).final);
  });

  const unusable: [string, string][] = [
    ["bad JSON", "{ nope"],
    ["an unknown game", JSON.stringify({ game: "chess", players: 2, seed: "x", actions: [] })],
    ["a refused player count", JSON.stringify({ game: "sequence", players: 5, seed: "x", actions: [] })],
    ["refused options", JSON.stringify({ game: "spy", players: 2, options: { fast: true }, seed: "x", actions: [] })],
    ["first not a seat", JSON.stringify({ game: "spy", players: 2, first: 2, seed: "x", actions: [] })],
    [
      "a malformed deal",
      JSON.stringify({ game: "sequence", players: 2, seed: "x", deal: { hands: [["7H"]] }, actions: [] }),
    ],
    [
      "a deal with cards not in the game",
      JSON.stringify({ game: "sequence", players: 2, seed: "x", deal: { hands: [["ZZ"], []], deck: [] }, actions: [] }),
    ],
    [
      "a deal with a third copy of a card",
      JSON.stringify({
        game: "sequence",
        players: 2,
        seed: "x",
        deal: { hands: [["7H", "7H"], ["7H"]], deck: [] },
        actions: [],
      }),
    ],
    ["a deal in a Spy file", JSON.stringify({ game: "spy", players: 2, seed: "x", deal: { hands: [] }, actions: [] })],
  ];
  it.each(unusable)("exits 2 with nothing on stdout and one line on stderr for %s", async (_, text) => {
    const dir = mkdtempSync(join(tmpdir(), "replay-"));
    const file = join(dir, "game.json");
    writeFileSync(file, text);
    const { status, stdout, stderr } = await runTool(file);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr.trimEnd().split("\n")).toHaveLength(1);
    if (text.startsWith("{ nope")) return;
    expect(() => replay(JSON.parse(text), findGame)).toThrow(UnusableReplay);
  });

  it("exits 2 when the file does not exist", async () => {
    const { status, stdout } = await runTool(join(REPLAYS, "no-such-file.json"));
    expect(status).toBe(2);
    expect(stdout).toBe("");
  });
});

describe("one game record: timeouts and a drawn first seat", () => {
  it("a timeout entry passes the turn as the room's timer did; one with nothing to force is refused with NO_TIMEOUT", () => {
    const file = {
      game: "spy",
      players: 2,
      first: 0,
      seed: "timeouts",
      actions: [
        { timeout: true },
        {
          seat: 0,
          action: { type: "arrange", base: ["SPY", "S1", "S2", "T1", "T2", "B1", "B2", "B3"], facing: "right" },
        },
        {
          seat: 1,
          action: { type: "arrange", base: ["SPY", "S1", "S2", "T1", "T2", "B1", "B2", "B3"], facing: "left" },
        },
        { timeout: true },
        { seat: 0, action: { type: "end" } },
        { seat: 1, action: { type: "end" } },
      ],
    };
    const { lines, state } = replay(file, findGame);
    expect(lines.map((l) => (l.ok ? "ok" : l.error))).toEqual(["NO_TIMEOUT", "ok", "ok", "ok", "NOT_YOUR_TURN", "ok"]);
    const game = findGame("spy");
    expect(game?.toAct(state)).toEqual([0]);
  });

  it('"first": null draws the first seat from the seed, as a room does when nobody chose', () => {
    const game = findGame("sequence");
    if (!game) throw new Error("sequence");
    const drawn = (seed: string) =>
      game.toAct(replay({ game: "sequence", players: 2, first: null, seed, actions: [] }, findGame).state);
    const seeds = Array.from({ length: 12 }, (_, i) => `drawn-${i}`);
    const firsts = new Set(seeds.map((seed) => drawn(seed)[0]));
    expect(firsts).toEqual(new Set([0, 1]));
    expect(drawn("drawn-3")).toEqual(drawn("drawn-3"));
    expect(() => replay({ game: "sequence", players: 2, first: 2, seed: "x" }, findGame)).toThrow(UnusableReplay);
  });
});
