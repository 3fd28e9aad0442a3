import { defineConfig } from "vitest/config";
import { LongestFirst } from "./test/sequencer";

/** The tests of pure functions: no server, no browser. */
const PURE = "test/{engine,spy,sequence,replay,client,model}/**/*.test.{ts,tsx}";
/**
 * Pure tests that change what other files would see: they register fixture games in the registries, or share
 * one fake IndexedDB and fake clocks. Each runs in a module graph of its own.
 */
const GLOBAL_STATE = [
  "test/engine/contract.test.ts",
  "test/client/registry.test.ts",
  "test/model/room-config.test.ts",
  "test/client/local-room.property.test.ts",
  "test/client/local-room-bots.test.ts",
  "test/client/solo-prune.test.ts",
];

/** Room tests that change what other files would see (they register a fixture game) and start their own server. */
const RUNTIME_GLOBAL_STATE = ["test/room/fixture-game.test.ts"];

/**
 * Projects: pure tests (rules, replay, client logic) run without a server,
 * those that change shared state each on its own; runtime tests (rooms,
 * browsers) share one `partykit dev` started by their global setup. `npm test`
 * runs them all.
 */
export default defineConfig({
  test: {
    // Two files at a time, whichever project they belong to. Vitest's default on a 2-core machine is one
    // (cores - 1), which leaves a core idle through the pure tests (each runs on one thread) and through the
    // runtime tests' waits on the server and the browser. Three at a time was a little faster on a quiet
    // machine (324–333 s against 338–351), but on another machine, busier, a room test lost a socket's hello under
    // that load, never explained (docs/benchmarks.md, "The suite's time"); a suite that fails now and then costs
    // more than a slower one. (The other failure seen at three, worst-case.test's 49 watchers of 50, was the
    // test's own race, fixed.) Every runtime test uses rooms of its own, and the tests that need a server to
    // themselves start their own.
    maxWorkers: 2,
    // The longest files first, from the last run's times or, on a fresh clone, test/durations.json.
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 90_000,
    projects: [
      {
        extends: true,
        test: {
          name: "pure",
          include: [PURE],
          exclude: [...GLOBAL_STATE],
          // One module graph for all of them: each file loading the rules, fast-check and the engine afresh was
          // three quarters of these tests' time (190 s against 48 s, the pure tests alone on this machine).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "pure-isolated",
          include: [...GLOBAL_STATE],
        },
      },
      {
        extends: true,
        test: {
          name: "runtime",
          include: ["test/{room,browser}/**/*.test.{ts,tsx}"],
          exclude: [...RUNTIME_GLOBAL_STATE],
          // One module graph per worker, as the pure tests: each file importing playwright-core, the server's
          // helpers and the rules afresh was most of the suite's 31 s of imports (5 s for these files after).
          // Every runtime test keeps its own rooms, browsers and servers; what registers a game is apart (below).
          isolate: false,
          globalSetup: ["test/room/global-setup.ts"],
          // Generous: two files run at once on a shared machine; a test that hangs still fails.
          testTimeout: 240_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          // A room test that registers a fixture game in the registries, with a server of its own: in a module
          // graph of its own, or the game would be in every later file's registry (offline-files.test saw it).
          name: "runtime-isolated",
          include: [...RUNTIME_GLOBAL_STATE],
          testTimeout: 240_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
