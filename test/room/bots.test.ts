import { afterAll, describe, expect, inject, it } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import { findGame } from "../../shared/games";
import { createRoom, TestClient } from "./client";
import { type DevServer, startDevServer, TEST_VARS } from "./server";

const host = inject("pkHost");

/** The human plays random legal actions from its own view until the room reports the game over. */
async function humanPlaysAgainstBots(
  human: TestClient,
  gameId: string,
  seed: string,
  stopAfter = Number.POSITIVE_INFINITY,
) {
  const game = findGame(gameId);
  if (!game) throw new Error(gameId);
  const rng = new Rng(seedRng(seed));
  let moves = 0;
  for (let guard = 0; guard < 3000 && moves < stopAfter; guard++) {
    const state = human.state;
    if (!state || state.room.phase === "over") return moves;
    const action = state.game === null ? null : game.randomAction(state.game, rng);
    // Not our turn (or waiting for the others to arrange): the bots move by themselves.
    const mustWait =
      action === null ||
      ((state.game as { phase?: string }).phase === "arranging" &&
        (state.game as { arranged: boolean[] }).arranged[state.you.seat as number]);
    if (mustWait) {
      await human.next((m) => m.type === "state" && m.version > state.version, 20_000);
      continue;
    }
    const reply = await human.request({ type: "action", version: state.matchVersion ?? 0, action });
    if (reply.type === "ack") moves++;
    else if (reply.code !== "STALE_VERSION") throw new Error(`${reply.code}: ${reply.message}`);
    await human.stateAtLeast(state.version + 1);
  }
  return moves;
}

async function tableWithBots(hostName: string, gameId: string, players: number, levels: string[], on = host) {
  const { code, hostToken } = await createRoom(on, { game: gameId, players });
  const human = await TestClient.connect(on, code, { hostToken });
  await human.request({ type: "sit", seat: 0, name: hostName });
  for (const [i, level] of levels.entries()) {
    const reply = await human.request({ type: "reserve", seat: i + 1, bot: true, level: level as "easy" });
    expect(reply.type).toBe("ack");
  }
  expect(human.state?.room.seats.slice(1).map((s) => s.kind === "bot" && s.level)).toEqual(levels);
  expect((await human.request({ type: "start" })).type).toBe("ack");
  return { code, human };
}

describe("bots in the room", () => {
  it.each([
    ["spy", 3, ["easy", "hard"]],
    ["sequence", 2, ["medium"]],
  ] as const)("a human and bots finish a game of %s (%i seats)", async (gameId, players, levels) => {
    const { human } = await tableWithBots("Ana", gameId, players, [...levels]);
    await humanPlaysAgainstBots(human, gameId, `bots-${gameId}`);
    expect(human.state?.room.phase).toBe("over");
    const history = (human.state?.game as { history: { seat?: number }[] } | undefined)?.history ?? [];
    // The bots really played: events by their seats are in the public history.
    for (let seat = 1; seat < players; seat++) expect(history.some((e) => e.seat === seat)).toBe(true);
    human.close();
  });

  it("a Spy bot arranges once and then waits for the people (no re-arranging while they think)", async () => {
    const { human } = await tableWithBots("Ana", "spy", 2, ["hard"]);
    const arrangedBy = (seat: number) =>
      ((human.state?.game as { history: { type: string; seat?: number }[] } | undefined)?.history ?? []).filter(
        (e) => e.type === "arranged" && e.seat === seat,
      ).length;
    await human.next((m) => m.type === "state" && (m.game as { arranged: boolean[] }).arranged[1] === true);
    const version = human.state?.version as number;
    await new Promise((r) => setTimeout(r, 1000));
    expect(human.state?.version).toBe(version);
    expect(arrangedBy(1)).toBe(1);
    human.close();
  });

  it("the host can put a bot in an empty seat during play (a player who left)", async () => {
    const { code, hostToken } = await createRoom(host, { game: "sequence", players: 2 });
    const ana = await TestClient.connect(host, code, { hostToken });
    const ben = await TestClient.connect(host, code);
    await ana.request({ type: "sit", seat: 0, name: "Ana" });
    await ben.request({ type: "sit", seat: 1, name: "Ben" });
    await ana.request({ type: "start" });
    await ben.request({ type: "leave" });
    expect((await ana.request({ type: "reserve", seat: 1, bot: true, level: "easy" })).type).toBe("ack");
    await humanPlaysAgainstBots(ana, "sequence", "takeover");
    expect(ana.state?.room.phase).toBe("over");
    for (const c of [ana, ben]) c.close();
  });
});

describe("bots survive a restart", () => {
  let server: DevServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it("a bot keeps playing after the dev server restarts mid-game", async () => {
    server = await startDevServer({ vars: TEST_VARS, pages: false });
    const { code, human } = await tableWithBots("Ana", "sequence", 2, ["easy"], server.host);
    const token = human.seatToken as string;
    await humanPlaysAgainstBots(human, "sequence", "restart-a", 5);
    const version = human.state?.version as number;
    human.close();
    const { port, persistDir } = server;
    await server.stop();
    server = await startDevServer({ port, persistDir, vars: TEST_VARS, pages: false });
    const back = await TestClient.connect(server.host, code, { seatToken: token });
    expect(back.state?.version).toBeGreaterThanOrEqual(version);
    await humanPlaysAgainstBots(back, "sequence", "restart-b");
    expect(back.state?.room.phase).toBe("over");
    back.close();
  });
});
