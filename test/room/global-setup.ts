import type { TestProject } from "vitest/node";
import { type DevServer, startDevServer, TEST_VARS } from "./server";

let server: DevServer | undefined;

/** One shared `partykit dev` for the room and browser tests; each test uses its own rooms. */
export async function setup(project: TestProject): Promise<void> {
  // On the working tree itself: the other servers the tests start run from copies of it.
  server = await startDevServer({ vars: TEST_VARS, inPlace: true });
  project.provide("pkHost", server.host);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    pkHost: string;
  }
}
