/**
 * One game record: once a match is over the room serves it as a replay file
 * (GET /parties/main/CODE?game), which the replay tool plays to the same end;
 * before the end it serves nothing (the seed would give every hidden card away).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { replay } from "../../shared/engine";
import { findGame } from "../../shared/games";
import { RoomErrors } from "../../shared/protocol";
import { replayMatch } from "../../shared/room";
import { createRoom, TestClient } from "./client";
import { playGame } from "./play";

const host = inject("pkHost");
const gameFile = (code: string) => fetch(`http://${host}/parties/main/${code}?game`);

describe.each(["spy", "sequence"] as const)("a finished %s game as a file", (gameId) => {
  it("is refused during play, then downloads and replays with the tool to the same summary", async () => {
    const game = findGame(gameId);
    if (!game) throw new Error(gameId);
    const testSeed = `file-${gameId}-${Date.now()}`;
    const { code, hostToken } = await createRoom(host, { game: gameId, players: 2, testSeed });
    const clients = [await TestClient.connect(host, code, { hostToken }), await TestClient.connect(host, code)];
    for (const [seat, c] of clients.entries()) await c.request({ type: "sit", seat, name: `P${seat}` });
    await clients[0]?.request({ type: "start" });

    const during = await gameFile(code);
    expect(during.status).toBe(409);
    const refusal = await during.text();
    expect(JSON.parse(refusal).code).toBe(RoomErrors.WRONG_PHASE);
    expect(refusal).not.toContain(testSeed);

    const { log } = await playGame(clients, gameId, testSeed);
    const res = await gameFile(code);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const file = await res.json();
    expect(file).toMatchObject({ game: gameId, players: 2, first: null, names: ["P0", "P1"] });
    expect(file.actions).toEqual(log);

    const checked = game.check(2, {});
    if (!checked.ok) throw new Error("options");
    const finalState = replayMatch(
      game,
      { seed: `${testSeed}:1`, first: null, players: 2, options: checked.value, generator: "sha256" },
      log,
    );
    const replayed = replay(file, findGame);
    expect(replayed.lines.every((line) => line.ok)).toBe(true);
    expect(replayed.final).toEqual(game.summary(finalState));

    // The tool itself, as a person would run it on the downloaded file.
    const path = join(mkdtempSync(join(tmpdir(), "game-file-")), "game.json");
    writeFileSync(path, JSON.stringify(file));
    const tool = spawnSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", path], { encoding: "utf8" });
    expect(tool.status).toBe(0);
    const last = JSON.parse(tool.stdout.trimEnd().split("\n").at(-1) as string);
    expect(last).toEqual({ final: game.summary(finalState) });

    // The table plays again: the game just finished is still the one served (a shared replay link still works),
    // while the new match's own stays secret until it ends.
    for (const c of clients) expect((await c.request({ type: "rematch" })).type).toBe("ack");
    await clients[0]?.stateWhere((s) => s.room.phase === "playing" && s.matchVersion === 0);
    const kept = await gameFile(code);
    expect(kept.status).toBe(200);
    expect(kept.headers.get("content-disposition")).toContain(`${gameId}-${code}-1.json`);
    const keptText = await kept.text();
    expect(JSON.parse(keptText)).toEqual(file);
    expect(keptText).not.toContain(`${testSeed}:2`);

    // Once that match too is over and the table plays a third, the second is the one served: the room's memory of
    // the first (read once, above) is forgotten as the second is kept.
    const second = await playGame(clients, gameId, `${testSeed}-again`);
    for (const c of clients) expect((await c.request({ type: "rematch" })).type).toBe("ack");
    await clients[0]?.stateWhere((s) => s.room.phase === "playing" && s.matchVersion === 0);
    const next = await gameFile(code);
    expect(next.headers.get("content-disposition")).toContain(`${gameId}-${code}-2.json`);
    expect((await next.json()).actions).toEqual(second.log);
    for (const c of clients) c.close();
  });
});
