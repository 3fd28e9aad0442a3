import { beforeAll, describe, expect, it } from "vitest";
import { registeredGames } from "../../client/games/registry";
import { type ClientSize, measureClient } from "../../scripts/client-size";

/**
 * The budgets from issue 12: the home page's first load is at most 20 KB
 * gzipped, without the games' strings; the lobby's (the room page loads on
 * demand) stays under the 40 KB the whole first load once had; a board carries
 * no computer player. Deterministic, so it runs in CI.
 */
const HOME_BUDGET = 20 * 1024;
const LOBBY_BUDGET = 40 * 1024;

let size: ClientSize;
beforeAll(async () => {
  size = await measureClient();
});

describe("client size", () => {
  it("the home page's initial JavaScript (entry and its static imports, minified, gzipped) stays under 20 KB", () => {
    expect(size.initialFiles[0]).toBe("main.js");
    expect(size.initialGzip).toBeGreaterThan(5 * 1024); // a build that lost Preact would be a broken build, not a small one
    expect(size.initialGzip).toBeLessThan(HOME_BUDGET);
    // The rooms and boards load on demand: what is left out of the first load must be real code.
    expect(size.totalGzip).toBeGreaterThan(size.initialGzip);
  });

  it("the lobby's (the first load, the room page and the room's words) stays under 40 KB", () => {
    expect(size.lobbyGzip).toBeGreaterThan(size.initialGzip);
    expect(size.lobbyGzip).toBeLessThan(LOBBY_BUDGET);
  });

  // A phone's HTTP/1.1 asks six files at a time, and a file past six waits a round (scripts/build-pages.ts).
  it("comes in few files: the first load in two, the lobby in six at most, a board in one beyond the lobby", () => {
    expect(size.initialFiles).toHaveLength(2);
    expect(size.lobbyFiles.length).toBeLessThanOrEqual(6);
    for (const board of size.boards) expect(board.files, board.module).toBe(1);
  });

  it("the first load carries no game's board strings: they load with its board", () => {
    expect(size.gameStringsInitialBytes).toBe(0);
    // They are in the build (client/games/<id>/i18n/<lang>-board.ts), in chunks of their own.
    expect(size.gameStringsTotalBytes).toBeGreaterThan(10 * 1024);
  });

  it("every game has a board chunk, and no board carries bot code (shared/games/<id>/bot/)", () => {
    expect(size.boards.map((board) => board.module).sort()).toEqual(
      registeredGames()
        .map((entry) => `client/games/${entry.manifest.id}/index.ts`)
        .sort(),
    );
    for (const board of size.boards) {
      expect(board.gzip, board.module).toBeGreaterThan(1024);
      expect(board.botBytes, board.module).toBe(0);
    }
  });
});
