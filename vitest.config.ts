import { defineConfig } from "vitest/config";

/**
 * Two projects: pure tests (rules, replay, client logic) run without a server;
 * runtime tests (rooms, browsers) share one `partykit dev` started by their
 * global setup. `npm test` runs both.
 */
export default defineConfig({
  test: {
    // Two files at a time, whichever project they belong to. Vitest's default on a 2-core machine is one
    // (cores - 1), which leaves a core idle through the pure tests (each runs on one thread) and through the
    // runtime tests' waits on the server and the browser. Every runtime test uses rooms of its own, and the
    // tests that need a server to themselves start their own.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    projects: [
      {
        extends: true,
        test: {
          name: "pure",
          include: ["test/{engine,spy,sequence,replay,client,model}/**/*.test.{ts,tsx}"],
        },
      },
      {
        extends: true,
        test: {
          name: "runtime",
          include: ["test/{room,browser}/**/*.test.{ts,tsx}"],
          globalSetup: ["test/room/global-setup.ts"],
          // Generous: two files run at once on a shared machine; a test that hangs still fails.
          testTimeout: 240_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
