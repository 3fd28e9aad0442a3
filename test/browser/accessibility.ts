/**
 * What axe-core (Deque's accessibility engine, the one Lighthouse and the browsers' own audits run) finds against
 * WCAG 2.2 A and AA on a page as it is now, in the light scheme and in the dark one. A library rather than our own
 * checks: its rules (contrast through every layer of colour, names of controls, ARIA's many constraints) are
 * maintained against the standard and against the browsers, which a few lines of ours would not be.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const STANDARD = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * Left out, for now: WCAG 2.5.3 (a control's visible text within its accessible name), which axe 4.14 runs and
 * 4.11 did not. It fails in Arabic only: on Sequence's cards and spaces (a face shows "K♠" in Latin letters and is
 * named in words, "شايب بستوني") and on Spy's spy buttons (shown short, "تجسّس: …", named whole). Mending it is
 * the Arabic catalog's work, which waits for a native reviewer.
 */
const PENDING = { "label-content-name-mismatch": { enabled: false } };

interface AxeNode {
  readonly target: readonly string[];
  readonly failureSummary?: string;
  readonly any: readonly {
    readonly data?: { messageKey?: string; contrastRatio?: number; expectedContrastRatio?: string };
  }[];
}
interface AxeResult {
  readonly violations: readonly { readonly id: string; readonly nodes: readonly AxeNode[] }[];
  readonly incomplete: readonly { readonly id: string; readonly nodes: readonly AxeNode[] }[];
}

/**
 * Text axe measured too low in contrast but left undecided because it is one character long (it cannot tell a
 * word from an icon): on these boards that character is a card's rank ("K", "7") or a chip's letter, which is
 * read, so it counts.
 */
function shortTextTooFaint(node: AxeNode): boolean {
  return node.any.some(({ data }) => {
    const expected = Number.parseFloat(data?.expectedContrastRatio ?? "");
    // A ratio under 1 is none: text drawn invisible on purpose (a card face down), not faint.
    const ratio = data?.contrastRatio ?? 0;
    return data?.messageKey === "shortTextContent" && ratio >= 1 && ratio < expected;
  });
}

/** Each rule broken and where, one line each ("color-contrast: .muted (…)"); none is []. */
async function problemsNow(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's Content-Security-Policy forbids inline scripts, rightly.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(
    ({ values, rules }) =>
      (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: "tag", values }, rules },
      ),
    { values: STANDARD, rules: PENDING },
  )) as AxeResult;
  const faint = result.incomplete
    .filter((rule) => rule.id === "color-contrast")
    .flatMap((rule) => rule.nodes.filter(shortTextTooFaint).map((node) => ({ ...node, failureSummary: "" })));
  return [...result.violations, { id: "color-contrast (one character)", nodes: faint }].flatMap((rule) =>
    rule.nodes.map((node) => {
      const measured = node.any.map(({ data }) => data).find((data) => data?.contrastRatio !== undefined);
      const why = node.failureSummary || `${measured?.contrastRatio}, ${measured?.expectedContrastRatio} expected`;
      return `${rule.id}: ${node.target.join(" ")} (${why.replace(/\s+/g, " ")})`;
    }),
  );
}

/** The page's problems in the light scheme, then in the dark one (named so), leaving the page as the context has it. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // Colours that change with a transition are read once it is over, not halfway.
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
    found.push(...(await problemsNow(page)).map((problem) => `${colorScheme}: ${problem}`));
  }
  await page.emulateMedia({ colorScheme: null });
  return found;
}
