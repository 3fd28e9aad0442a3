/**
 * Browser contexts used again, each as a new device. Chromium starts a renderer process for a context's first
 * page, and that start is most of what a fresh context costs: measured on this machine, a new context and a
 * home page visit took 2.8 s of Chromium's CPU, the same visit in a context used before (its renderer kept
 * alive by a blank page) 1.2 s, with the HTTP cache and the site's storage cleared in between. The suite opens
 * hundreds of contexts, and Chromium's CPU was two thirds of its time.
 *
 * A context handed back by `close()` is emptied before anyone gets it again: its pages closed (the test's
 * sockets with them, as a closed tab), the storage of every origin its pages were at cleared (cookies, local
 * storage, IndexedDB, caches, service workers; a test's page moves between servers only by a new page), its HTTP cache and permissions cleared, its routes gone, back online, and
 * the listeners the test added removed. A context the tests changed in a way that cannot be undone (an init
 * script) or asked for with options that would outlive it (storage state, service workers allowed, which
 * register for good) is closed for real. Nothing of one test reaches the next: a context is a new device.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from "playwright-core";

interface Pooled {
  readonly context: BrowserContext;
  /** A blank page that keeps the context's renderer process alive between tests. */
  readonly keeper: Page;
  readonly session: CDPSession;
  /** The origins its pages were at when it came back, whose storage is cleared (and kept, to clear each time). */
  readonly origins: Set<string>;
  /** The listeners it had when made (Playwright's own), by event. */
  readonly own: Map<string | symbol, readonly unknown[]>;
  /** Set once something the pool cannot undo was done to it. */
  spoiled: boolean;
}

/** What Playwright's contexts are at run time (an event emitter), beyond their published type. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): unknown[];
  removeListener(event: string | symbol, listener: unknown): void;
}
const emitter = (context: BrowserContext) => context as unknown as Emitter;

/** What a page of the site may have stored. */
const STORAGE = "cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems";

/** Options under which a context is not used again. */
const unpooled = (options: BrowserContextOptions): boolean =>
  options.storageState !== undefined || options.serviceWorkers === "allow";

export function pooledContexts(browser: Browser, fresh: (options: BrowserContextOptions) => Promise<BrowserContext>) {
  const idle = new Map<string, Pooled[]>();

  async function make(options: BrowserContextOptions, key: string): Promise<BrowserContext> {
    const context = await fresh(options);
    const keeper = await context.newPage();
    const session = await context.newCDPSession(keeper);
    const origins = new Set<string>();
    const own = new Map<string | symbol, readonly unknown[]>();
    for (const event of emitter(context).eventNames()) own.set(event, emitter(context).listeners(event));
    const pooled: Pooled = { context, keeper, session, origins, own, spoiled: false };
    const addInitScript = context.addInitScript.bind(context);
    context.addInitScript = (...args: Parameters<BrowserContext["addInitScript"]>) => {
      pooled.spoiled = true;
      return addInitScript(...args);
    };
    const close = context.close.bind(context);
    context.close = async () => {
      if (pooled.spoiled || !browser.isConnected()) return close();
      await empty(pooled);
      const free = idle.get(key) ?? [];
      free.push(pooled);
      idle.set(key, free);
    };
    // The test sees only its own pages.
    const pages = context.pages.bind(context);
    context.pages = () => pages().filter((page) => page !== keeper);
    return context;
  }

  async function empty(pooled: Pooled): Promise<void> {
    const { context, keeper, session, origins, own } = pooled;
    for (const page of context.pages()) {
      // Where its frames are now: a listener on every request would have Playwright report each one to the test.
      for (const frame of page.frames()) {
        const url = new URL(frame.url());
        if (url.protocol === "http:" || url.protocol === "https:") origins.add(url.origin);
      }
      await page.close();
    }
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await context.setOffline(false);
    await context.clearPermissions();
    await context.clearCookies();
    for (const origin of origins) await session.send("Storage.clearDataForOrigin", { origin, storageTypes: STORAGE });
    await session.send("Network.clearBrowserCache");
    const events = emitter(context);
    for (const event of events.eventNames()) {
      const kept = own.get(event) ?? [];
      for (const listener of events.listeners(event))
        if (!kept.includes(listener)) events.removeListener(event, listener);
    }
    if (keeper.isClosed()) pooled.spoiled = true;
  }

  return async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
    if (unpooled(options)) return fresh(options);
    const key = JSON.stringify(options);
    const reused = idle.get(key)?.pop();
    return reused ? reused.context : make(options, key);
  };
}
