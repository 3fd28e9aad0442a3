import { describe, expect, it } from "vitest";
import { measureClient } from "../../scripts/client-size";

/** The budget from the issue: the first page must be usable on a slow phone. Deterministic, so it runs in CI. */
const BUDGET = 40 * 1024;

describe("client size", () => {
  it("the initial JavaScript (entry and its static imports, minified, gzipped) stays under 40 KB", async () => {
    const size = await measureClient();
    expect(size.initialFiles[0]).toBe("main.js");
    expect(size.initialGzip).toBeGreaterThan(5 * 1024); // a build that lost Preact would be a broken build, not a small one
    expect(size.initialGzip).toBeLessThan(BUDGET);
    // The boards load on demand: what is left out of the first load must be real code.
    expect(size.totalGzip).toBeGreaterThan(size.initialGzip);
  });
});
