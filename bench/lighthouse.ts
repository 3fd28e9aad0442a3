/**
 * Lighthouse (npm lighthouse@12.2.3, fetched by npx on first use) with
 * Debian's Chromium against `partykit dev`, on the home page and on a room
 * page; prints the performance, accessibility and best-practices scores of
 * each, median of RUNS runs (mobile emulation, Lighthouse's default).
 * Usage: npm run bench:lighthouse
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FULL_CHROMIUM } from "../test/browser/browser";
import { createRoom } from "../test/room/client";
import { startDevServer } from "../test/room/server";

const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function lighthouse(url: string): Record<string, number> {
  const out = join(mkdtempSync(join(tmpdir(), "lh-")), "report.json");
  execFileSync(
    "npx",
    [
      "-y",
      "lighthouse@12.2.3",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync",
    ],
    { env: { ...process.env, CHROME_PATH: FULL_CHROMIUM }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const report = JSON.parse(readFileSync(out, "utf8")) as { categories: Record<string, { score: number }> };
  return Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]));
}

const server = await startDevServer();
try {
  const { code } = await createRoom(server.host, { game: "sequence", players: 2 });
  console.log(`lighthouse 12.2.3, ${RUNS} runs per page, medians (mobile emulation, partykit dev on loopback)`);
  for (const [name, path] of [
    ["home", "/"],
    ["room", `/r/${code}`],
  ] as const) {
    const runs = Array.from({ length: RUNS }, () => lighthouse(`http://${server.host}${path}`));
    const scores = CATEGORIES.map((c) => `${c} ${median(runs.map((r) => r[c] ?? 0))}`);
    console.log(`${name.padEnd(5)} ${scores.join("  ")}`);
  }
} finally {
  await server.stop();
}
