/**
 * The tests' `partykit dev`: the shared launcher (scripts/dev-server.ts) with what tests need of it, a storage
 * folder under .partykit/ and the test vars.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { copySources, type DevServer, launchDevServer, SCRIPTED_VARS, SERVED } from "../../scripts/dev-server";

export type { DevServer } from "../../scripts/dev-server";

/**
 * Scripted players act faster than people (SCRIPTED_VARS: the flood test uses the default rate limit,
 * http.test.ts starts its own server with small ceilings).
 */
export const TEST_VARS = {
  ...SCRIPTED_VARS,
  // Tests of a player who left need not wait the 30 s a real table gives them.
  STANDIN_AFTER_MS: "2000",
};

export function newPersistDir(): string {
  mkdirSync(".partykit", { recursive: true });
  return mkdtempSync(join(".partykit", "test-state-"));
}

/**
 * A copy of what partykit dev serves (party/, shared/, client/, public/ and their configuration), for a test
 * that runs for minutes (see scripts/dev-server.ts). `extra` paths are copied too (a test's own entry
 * points). `remove` deletes the copy.
 */
export function snapshotSources(extra: readonly string[] = []): { dir: string; remove(): void } {
  return copySources({ paths: [...SERVED, ...extra] });
}

/**
 * Starts `partykit dev` on a free port (or `port`). It serves from `cwd` when given; from the working tree when
 * `inPlace` (the shared server of the global setup); else from a copy of the sources made for it and removed
 * when it stops. partykit dev rebuilds the client into <cwd>/public/dist as it starts: a second server on the
 * working tree would rewrite the files the shared server is sending a browser at that moment (a test in
 * another file, as files run two at a time), and the browser would see its scripts cut off.
 */
export async function startDevServer(
  options: {
    port?: number;
    persistDir?: string;
    vars?: Record<string, string>;
    cwd?: string;
    inPlace?: boolean;
    /** The test changes the sources it serves, and the site must see a new build (party/site.ts). */
    rebuilds?: boolean;
    /**
     * false: the test asks only the rooms and the API, never a page, so the client is not built (partykit.json's
     * builds left out of the copy served): 3 CPU-s and 2 s less to start, on this machine.
     */
    pages?: boolean;
  } = {},
): Promise<DevServer> {
  const copy = options.cwd === undefined && !options.inPlace ? snapshotSources() : null;
  const served = copy?.dir ?? options.cwd;
  if (options.pages === false) {
    if (served === undefined || resolve(served) === process.cwd()) throw new Error("pages: false needs a copy");
    withoutPages(served);
  }
  try {
    const server = await launchDevServer({
      cwd: copy?.dir ?? options.cwd ?? process.cwd(),
      // Kept here, also for a server run from a copy: a restarted server finds its rooms again.
      persistDir: options.persistDir ?? newPersistDir(),
      port: options.port,
      vars: options.vars,
      // Nothing changes a test server's sources but a test that says so: the site works its build id out once.
      defines: options.rebuilds ? {} : { SOURCES_FIXED: "true" },
    });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        copy?.remove();
      },
    };
  } catch (e) {
    copy?.remove();
    throw e;
  }
}

/** Leaves the client's builds out of the partykit.json of the copy in `dir`: its rooms and API only, no pages. */
function withoutPages(dir: string): void {
  const file = join(dir, "partykit.json");
  const config = JSON.parse(readFileSync(file, "utf8")) as { build?: unknown; serve?: { build?: unknown } };
  delete config.build;
  if (config.serve) delete config.serve.build;
  writeFileSync(file, JSON.stringify(config, null, 2));
}
