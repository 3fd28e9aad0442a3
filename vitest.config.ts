import { defineConfig } from "vitest/config";

/**
 * Two projects: pure tests (rules, replay, client logic) run without a server;
 * runtime tests (rooms, browsers) share one `partykit dev` started by their
 * global setup. `npm test` runs both.
 */
export default defineConfig({
  test: {
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
          testTimeout: 120_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
