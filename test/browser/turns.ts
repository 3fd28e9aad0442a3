/**
 * Turn drivers for whole games by clicking, as a person plays: the page whose
 * turn it is, one Sequence turn (a card and a space, or a pass), one Spy turn
 * (perhaps a move, then a spy or the end of the turn), from a seeded choice.
 */
import type { Page } from "playwright-core";
import { isOver, myTurn, sequenceHandReady, version, waitNewer } from "./flow";

/** A seeded choice so a failing run can be read again; the game itself is random per room. */
export function picker(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

/** The page whose player is to act, waiting until one of them shows its turn. */
export async function whoseTurn(pages: Page[]): Promise<Page | null> {
  // Generous: a busy machine may take long over a move; the test's own timeout bounds it anyway.
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    for (const page of pages) if (await isOver(page)) return null;
    for (const page of pages) if (await myTurn(page)) return page;
    await pages[0]?.waitForTimeout(50);
  }
  throw new Error("nobody's turn");
}

/** One Sequence turn by clicking: a playable card, then a highlighted space; or pass. */
export async function sequenceTurn(page: Page, pick: (n: number) => number): Promise<void> {
  const before = await version(page);
  await sequenceHandReady(page);
  const pass = page.locator('[data-action="pass"]');
  if ((await pass.count()) > 0) {
    await pass.click();
  } else {
    const cards = page.locator("[data-card]:not([data-idle])");
    const count = await cards.count();
    await cards.nth(pick(count)).click();
    const legal = page.locator('[data-legal="true"]');
    await legal.first().waitFor();
    const space = legal.nth(pick(await legal.count()));
    // The first tap only chooses the space; the second (on it, or on Place) sends it.
    await space.click();
    await page.locator("[data-pending]").waitFor();
    if (pick(2) === 0) await space.click();
    else await page.click('[data-action="place"]');
  }
  await waitNewer(page, before);
}

/** One Spy turn by clicking: sometimes a move, then spy on someone, or end the turn. */
export async function spyTurn(page: Page, pick: (n: number) => number): Promise<void> {
  const moves = page.locator('[data-action="move"]:not(:disabled)');
  if ((await moves.count()) > 0 && pick(2) === 0) {
    const before = await version(page);
    await moves.nth(pick(await moves.count())).click();
    await waitNewer(page, before);
  }
  const before = await version(page);
  const spies = page.locator('[data-action="spy"]:not(:disabled)');
  const n = await spies.count();
  if (n > 0 && pick(5) !== 0) {
    const spy = spies.nth(pick(n));
    const fatal = (await spy.getAttribute("data-fatal")) !== null;
    await spy.click();
    // A spy on a known lit bomb asks first; this player says yes.
    if (fatal) await page.click('[data-action="confirm-spy"]');
  } else await page.locator('[data-action="end"]').click();
  await waitNewer(page, before);
}
