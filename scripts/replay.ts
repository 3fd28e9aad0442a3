/**
 * Replays a game file with the rules engine and prints JSON Lines (docs/replay-format.md).
 * Usage: npm run --silent replay -- FILE.json
 * Exit 0 when replayed (even with refused actions); 2 with a one-line message on
 * stderr and nothing on stdout when the file itself is unusable.
 */
import { readFileSync } from "node:fs";
import { replay, replayOutput, UnusableReplay } from "../shared/engine";
import { findGame } from "../shared/games";

function unusable(message: string): never {
  process.stderr.write(`replay: ${message.replace(/\s+/g, " ")}\n`);
  process.exit(2);
}

const file = process.argv[2];
if (!file) unusable("usage: npm run --silent replay -- FILE.json");

let text: string;
try {
  text = readFileSync(file, "utf8");
} catch (e) {
  unusable(`cannot read ${file}: ${(e as Error).message}`);
}

let input: unknown;
try {
  input = JSON.parse(text);
} catch (e) {
  unusable(`${file} is not valid JSON: ${(e as Error).message}`);
}

try {
  process.stdout.write(replayOutput(replay(input, findGame)));
} catch (e) {
  if (e instanceof UnusableReplay) unusable(`${file}: ${e.message}`);
  throw e;
}
