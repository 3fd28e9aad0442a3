/**
 * Real headless Chromium (Debian's packages) driven by playwright-core, with
 * the flags this workplace needs: no sandbox as root, no background traffic.
 * Screenshots (when the run asks for them) go to test-output/ (not committed), to be looked at.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";

/**
 * The browser the tests drive: Debian's `chromium-headless-shell`, Chromium's headless shell of the same version
 * as Debian's `chromium` (the same Blink, V8 and Skia; Playwright's own choice for headless runs). It leaves out
 * the desktop browser around the page, and with it more than half of what a page costs the machine: 1.8 CPU-s
 * for a page's session against 4.3 on the whole browser (docs/benchmarks.md, "The suite's time"). The one
 * difference the suite meets is a permission's prompt, which the shell answers "no" before it is asked:
 * a test of what a page offers before it asks launches {@link FULL_CHROMIUM}. `CHROMIUM_PATH` runs the suite on
 * another (`CHROMIUM_PATH=/usr/bin/chromium npm test`: the whole browser).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

/** Debian's whole Chromium, the browser people run: for prompts, and for the benches that time a page. */
export const FULL_CHROMIUM = "/usr/bin/chromium";

export const SCREENSHOTS = "test-output/screenshots";

/**
 * How long any step may wait. A wait's limit guards against a hang, not for speed: two test files run at once
 * on this 2-core machine, each with a browser of several pages and rooms of their own, and a step that takes a
 * second alone has been seen to take half a minute in the whole suite.
 */
const STEP_TIMEOUT_MS = 90_000;

export interface LaunchOptions {
  /** Chromium flags beyond the workplace's (a bench's, e.g. to accept its own certificate). */
  readonly args?: readonly string[];
  /** The whole browser ({@link FULL_CHROMIUM}) rather than the headless shell. */
  readonly full?: boolean;
}

export async function launch({ args = [], full = false }: LaunchOptions = {}): Promise<Browser> {
  const executablePath = full ? FULL_CHROMIUM : CHROMIUM;
  // Playwright would say only that it could not spawn the file; a machine set up before the shell was used lacks it.
  if (!existsSync(executablePath)) {
    const debian = full ? "chromium" : "chromium-headless-shell";
    throw new Error(`No browser at ${executablePath}: on Debian, apt-get install ${debian} (README, "Set up")`);
  }
  const browser = await chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      ...args,
    ],
  });
  const newContext = browser.newContext.bind(browser);
  // Service workers are blocked unless a test asks for them: the site's worker keeps every file of the build a few
  // seconds after a page loads, which, for every context of the suite, is hundreds of requests to the one shared
  // server; and a page under a worker is out of reach of page.route. Its own tests (offline, solo) allow it.
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: "block", ...options });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => pollingByInterval(await newPage());
    return context;
  };
  return browser;
}

/**
 * How often a page's waitForFunction tries its condition unless a test asks otherwise. Playwright's default is
 * every animation frame, which keeps a waiting page drawing frames: about a tenth of a core per waiting page
 * (measured: 480 ms of Chromium's CPU over a 5 s wait, against 40 ms when tried every 100 ms), and a test file
 * keeps several pages waiting at once. 50 ms is still quicker than any step a person takes.
 */
const POLL_MS = 50;

function pollingByInterval(page: Page): Page {
  const waitForFunction = page.waitForFunction.bind(page);
  page.waitForFunction = ((condition: unknown, arg?: unknown, options?: { polling?: number | "raf" }) =>
    waitForFunction(condition as () => unknown, arg, { polling: POLL_MS, ...options })) as Page["waitForFunction"];
  return page;
}

/**
 * Pictures are taken when the run asks for them (`SCREENSHOTS=1 npm test`): they are for a person to look at, and
 * drawing and encoding them was a tenth of the browser tests' CPU, which every run (CI's too) paid for nobody.
 */
const PICTURES = process.env.SCREENSHOTS === "1";

async function picture(page: Page, name: string, fullPage: boolean): Promise<void> {
  if (!PICTURES) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** The whole page (scrolled through), as test-output/screenshots/<name>.png. */
export const screenshot = (page: Page, name: string) => picture(page, name, true);

/** What the screen shows, no more: test-output/screenshots/<name>.png. */
export const screenshotView = (page: Page, name: string) => picture(page, name, false);

/**
 * Fails the test on any uncaught page error, console error or server error (a broken page must not pass
 * quietly); a server error is named by its address, which the console's line leaves out.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 500) errors.push(`response: ${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().includes("WebSocket")) errors.push(`console: ${m.text()}`);
  });
  return errors;
}
