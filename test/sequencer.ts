/**
 * The order test files start in: the longest first within each project, so the
 * short ones fill the end and the two lanes finish together. Vitest does this
 * itself from its last run's times (node_modules/.vite), but a fresh clone has
 * none and starts the largest files first, which left files of 12–25 s (mostly
 * a room's timers running out) to the end: a fresh clone's suite took 351 s
 * where the same tests in the order of their times took 321 s, and a fresh
 * clone with this order 343 s (2026-12-05, one run each: the machine's own
 * pace moves such figures by as much).
 * So a clone without that memory takes the times from test/durations.json
 * (scripts/test-durations.ts writes it); a file in neither starts first.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const KNOWN = JSON.parse(readFileSync(new URL("./durations.json", import.meta.url), "utf8")) as Record<string, number>;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const facts = new Map(
      files.map((file) => {
        const key = `${file.project.name}:${relative(config.root, file.moduleId)}`;
        const last = cache.getFileTestResults(key);
        return [file, { failed: last?.failed ?? false, ms: last?.duration ?? KNOWN[key] ?? Number.POSITIVE_INFINITY }];
      }),
    );
    return [...files].sort((a, b) => {
      const byGroup = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (byGroup !== 0) return byGroup;
      // Projects in name order, as vitest's own: the pure tests, all CPU, before the runtime ones and their waits.
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const [x, y] = [facts.get(a), facts.get(b)];
      // What failed last time first, as vitest's own, then the longest.
      if (x?.failed !== y?.failed) return x?.failed ? -1 : 1;
      const [mx, my] = [x?.ms ?? 0, y?.ms ?? 0];
      return mx === my ? 0 : mx > my ? -1 : 1;
    });
  }
}
