/**
 * The peers of `npm run bench:vs-floor -- --peers`: the bare room's toy game
 * on boardgame.io (in memory, and with a durable log) and on Colyseus. bench/vs-floor.ts imports this file only
 * when bench/peers/node_modules exists (`npm --prefix bench/peers install`).
 * The root typecheck leaves this folder out (its packages may be missing);
 * `npx tsc -p bench/peers` checks it, against the project's settings.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Peer } from "../table";
import { bgioFloor } from "./bgio-client";
import { colyseusFloor } from "./colyseus-client";
import { READY } from "./toy";

const here = import.meta.dirname;

const version = (pkg: string): string =>
  (JSON.parse(readFileSync(join(here, "node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;

export const peers: readonly Peer[] = [
  {
    floor: bgioFloor,
    label: `boardgame.io ${version("boardgame.io")}`,
    script: join(here, "bgio-server.ts"),
    ready: READY,
    countsStorage: true,
  },
  {
    // The same server with a durable log: one fdatasync per move, as the PartyKit rooms commit each move.
    floor: { ...bgioFloor, name: "bgio/durable" },
    label: `boardgame.io ${version("boardgame.io")}, durable`,
    script: join(here, "bgio-server.ts"),
    ready: READY,
    env: { BGIO_DURABLE: "1" },
    countsStorage: true,
  },
  {
    floor: colyseusFloor,
    label: `Colyseus ${version("@colyseus/core")}`,
    script: join(here, "colyseus-server.ts"),
    ready: READY,
    countsStorage: false,
  },
];
