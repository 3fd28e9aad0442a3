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

/** WCAG 2.5.3's rule: a control's visible text is within its accessible name. */
const LABEL_IN_NAME = "label-content-name-mismatch";
/**
 * Text on a control that marks it rather than names it, and which its name says in words: a chip's letter (its
 * colour, for those who cannot tell colours apart: the space's name says "blue chip") and a hand card's badge (what
 * the card does: its name says "two-eyed: place anywhere"). Someone using speech says the card, not the mark.
 */
const MARKS = ".seq-chip-letter, .seq-badge";

type Axe = { run: (context: Document, options: unknown) => Promise<AxeResult> };

/** Each rule broken and where, one line each ("color-contrast: .muted (…)"); none is []. */
async function problemsNow(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's Content-Security-Policy forbids inline scripts, rightly.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    async ({ values, labelRule, marks }) => {
      const axe = (window as unknown as { axe: Axe }).axe;
      const all = await axe.run(document, {
        runOnly: { type: "tag", values },
        rules: { [labelRule]: { enabled: false } },
      });
      // Every other rule sees the marks (their contrast is measured); this one judges each control's label without them.
      const hidden = [...document.querySelectorAll<HTMLElement>(marks)];
      for (const mark of hidden) mark.style.display = "none";
      try {
        const labels = await axe.run(document, { runOnly: { type: "rule", values: [labelRule] } });
        // Said as what the control shows against what it is named, which axe's summary leaves out.
        const named = labels.violations.map((rule) => ({
          ...rule,
          nodes: rule.nodes.map((node) => {
            const control = document.querySelector<HTMLElement>(node.target.join(" "));
            // biome-ignore lint/performance/useDomNodeTextContent: what is drawn (the marks left out), not every text node
            const shown = control?.innerText.replace(/\s+/g, " ").trim();
            return { ...node, failureSummary: `shows "${shown}", named "${control?.getAttribute("aria-label")}"` };
          }),
        }));
        return { violations: [...all.violations, ...named], incomplete: all.incomplete };
      } finally {
        for (const mark of hidden) mark.style.display = "";
      }
    },
    { values: STANDARD, labelRule: LABEL_IN_NAME, marks: MARKS },
  );
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
