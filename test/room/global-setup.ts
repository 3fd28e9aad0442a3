import { mkdirSync, writeFileSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { type DevServer, startDevServer, TEST_VARS } from "./server";

let server: DevServer | undefined;

/** One shared `partykit dev` for the room and browser tests; each test uses its own rooms. */
export async function setup(project: TestProject): Promise<void> {
  // On the working tree itself: the other servers the tests start run from copies of it.
  server = await startDevServer({ vars: TEST_VARS, inPlace: true });
  project.provide("pkHost", server.host);
}

/** Where the shared server's output is left after a run: its requests, the rooms' console and their errors. */
const SERVER_LOG = "test-output/server.log";

export async function teardown(): Promise<void> {
  if (server) {
    mkdirSync("test-output", { recursive: true });
    writeFileSync(SERVER_LOG, server.output());
  }
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    pkHost: string;
  }
}
