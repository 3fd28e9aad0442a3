/**
 * Writes test/durations.json, each test file's time in the last run as vitest
 * keeps it (node_modules/.vite/vitest/…/results.json): what test/sequencer.ts
 * orders the files by on a clone that has not run the suite yet. Run it after
 * `npm test` when files were added or their times changed much.
 * Usage: npx tsx scripts/test-durations.ts [results.json]  (another run's, e.g. a fresh clone's)
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const CACHE = "node_modules/.vite/vitest";
const [dir] = process.argv[2] ? [] : readdirSync(CACHE);
const file = process.argv[2] ?? (dir && join(CACHE, dir, "results.json"));
if (!file) throw new Error(`no vitest results in ${CACHE}: run the suite first`);
const { results } = JSON.parse(readFileSync(file, "utf8")) as {
  results: [string, { duration: number; failed: boolean }][];
};
const durations = Object.fromEntries(
  results
    .filter(([, result]) => !result.failed)
    .map(([file, result]) => [file, Math.round(result.duration)] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync("test/durations.json", `${JSON.stringify(durations, null, 2)}\n`);
console.log(`test/durations.json: ${Object.keys(durations).length} files`);
