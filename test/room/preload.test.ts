/**
 * A friend's link is fast (issue 19, item 7): the served /r/CODE page names,
 * as <link rel="modulepreload">, every chunk the room page will import, so the
 * browser asks for them with the entry instead of one round trip at a time;
 * each named chunk exists. The home page preloads its own start and names the
 * room page's chunks (meta room-modules) for the client to fetch once it is up. Pages that may start or hold a
 * game against the computer prefetch the local room's worker (issue 22: the game's code there by the tap).
 */
import { describe, expect, inject, it } from "vitest";
import { registeredGames } from "../../client/games/registry";
import { createRoom } from "./client";

const host = inject("pkHost");

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`http://${host}${path}`, { headers });
  expect(res.status).toBe(200);
  return res.text();
};
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] as string);
const scriptOf = (html: string) => html.match(/<script type="module" src="([^"]+)"/)?.[1] as string;
/** The chunks a chunk imports statically (the build's output: `from"./x.js"`, `import"./x.js"`). */
const staticImports = (code: string) =>
  [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w-]+\.js)"/g)].map((m) => m[1] as string);
const fileOf = (href: string) => href.split("/").pop() as string;

async function fetchScript(href: string): Promise<string> {
  const res = await fetch(`http://${host}${href}`);
  expect(res.status, href).toBe(200);
  expect(res.headers.get("content-type"), href).toMatch(/javascript/);
  return res.text();
}

/** Every file `files` import statically, transitively, read from the server itself. */
async function closure(dir: string, files: readonly string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(await fetchScript(`${dir}${file}`))) await visit(next);
  };
  for (const file of files) await visit(file);
  return seen;
}

describe("modulepreload on the served pages", () => {
  it("/r/CODE preloads the entry's chunks and the room page's, every one of which exists", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const html = await page(`/r/${code}`);
    const script = scriptOf(html);
    const dir = script.slice(0, script.lastIndexOf("/") + 1);
    const preloaded = preloadsOf(html);
    expect(preloaded.length).toBeGreaterThan(3);
    // Each is served, as JavaScript, under the page's build.
    for (const href of preloaded) {
      expect(href.startsWith(dir), href).toBe(true);
      await fetchScript(href);
    }
    const files = new Set(preloaded.map(fileOf));
    expect(files.size).toBe(preloaded.length);
    // Nothing the entry imports statically is left for a second round.
    for (const file of await closure(dir, [fileOf(script)])) if (file !== fileOf(script)) expect(files).toContain(file);
    // The room page itself, everything it imports statically, and the room's words in English.
    const roomPage = [...files].find((f) => /^room-route-/.test(f));
    expect(roomPage).toBeDefined();
    for (const file of await closure(dir, [roomPage as string])) expect(files).toContain(file);
    const words = [...files].filter((f) => /^room-[a-z0-9]+\.js$/.test(f));
    expect(words).toHaveLength(1);
    expect(await fetchScript(`${dir}${words[0]}`)).toContain("Sit here");
  });

  it("a room's page in Arabic also preloads the Arabic words the first render needs", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const english = new Set(preloadsOf(await page(`/r/${code}`)).map(fileOf));
    const arabic = preloadsOf(await page(`/r/${code}`, { "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" })).map(fileOf);
    const extra = arabic.filter((f) => !english.has(f));
    expect(extra.some((f) => /^ar-/.test(f))).toBe(true);
    expect(extra.filter((f) => /^room-[a-z0-9]+\.js$/.test(f))).toHaveLength(1);
    for (const f of english) expect(arabic).toContain(f);
  });

  it("a page in Arabic preloads every game's name in Arabic and none of a game's board strings", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const english = new Set(preloadsOf(await page(`/r/${code}`)));
    const arabic = preloadsOf(await page(`/r/${code}`, { "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" }));
    const everything = (await Promise.all(arabic.map(fetchScript))).join("\n");
    const arabicOnly = (await Promise.all(arabic.filter((href) => !english.has(href)).map(fetchScript))).join("\n");
    for (const entry of registeredGames()) {
      // Its name's key is in a chunk only Arabic pages preload: its Arabic shell strings.
      expect(arabicOnly, entry.manifest.id).toContain(`"${entry.manifest.nameKey}"`);
      // Its board's strings load with its board: a key of them preloaded would mean every Arabic page fetches them.
      const board = Object.keys(await entry.strings.ar());
      expect(board.length, entry.manifest.id).toBeGreaterThan(10);
      expect(
        board.filter((key) => everything.includes(`"${key}"`)),
        entry.manifest.id,
      ).toEqual([]);
    }
  });

  it("the home page preloads its own start, not the room page, and names the room page's chunks for later", async () => {
    const html = await page("/");
    const script = scriptOf(html);
    const dir = script.slice(0, script.lastIndexOf("/") + 1);
    const files = preloadsOf(html).map(fileOf);
    expect(files.some((f) => /^room-route-/.test(f))).toBe(false);
    for (const file of await closure(dir, [fileOf(script)])) if (file !== fileOf(script)) expect(files).toContain(file);
    const later = (html.match(/<meta name="room-modules" content="([^"]+)"/)?.[1] ?? "").split(" ");
    expect(later.some((href) => /\/room-route-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of later) await fetchScript(href);
  });

  it("a game against the computer prefetches the local room's worker, the home page and a try-it page once their first file is in; a friend's room does not", async () => {
    const prefetchesOf = (html: string) =>
      [...html.matchAll(/<link rel="prefetch" href="([^"]+)"/g)].map((m) => m[1] as string);
    const laterOf = (html: string) => html.match(/<script data-after="([^"]+)" data-prefetch="([^"]+)">/)?.slice(1);
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const home = await page("/");
    const dir = scriptOf(home).slice(0, scriptOf(home).lastIndexOf("/") + 1);
    const worker = `${dir}local-room-worker.js`;
    for (const path of ["/solo/ABCDEFGH", "/embed/solo/ABCDEFGH"]) {
      const html = await page(path);
      expect([prefetchesOf(html), laterOf(html)], path).toEqual([[worker], undefined]);
    }
    // After the first file of the page's own build (its files are under `dir`'s parent), the worker.
    for (const path of ["/", "/embed/try/sequence"]) {
      const html = await page(path);
      expect([prefetchesOf(html), laterOf(html)], path).toEqual([[], [dir.replace(/dist\/$/, ""), worker]]);
    }
    const r = await page(`/r/${code}`);
    expect([prefetchesOf(r), laterOf(r)]).toEqual([[], undefined]);
    // It is the worker itself, which imports nothing as it loads (its computer players come later, when one moves).
    expect(await fetchScript(worker)).not.toMatch(/\bimport\s*[{*"'\w]/);
  });

  it("a room's page gets its first script, the room page's chunks and the people's parts; a game in the browser the chunks; a replay neither", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const has = (html: string, file: RegExp) => preloadsOf(html).some((href) => file.test(href));
    // The first script is the one inline script (the page's own is <script type="module" src=…>).
    const firstScript = (html: string) => html.includes("<script>");
    const cases: [string, boolean, boolean, boolean][] = [
      [`/r/${code}`, true, true, true],
      [`/embed/r/${code}`, true, true, true],
      [`/r/${code}/replay`, false, false, false],
      ["/solo/ABCDEFGH", true, false, false],
      ["/embed/solo/ABCDEFGH", true, false, false],
      ["/solo/ABCDEFGH/replay", false, false, false],
    ];
    for (const [path, chunks, people, first] of cases) {
      const html = await page(path);
      expect(
        [has(html, /\/room-route-[\w-]+\.js$/), has(html, /\/people-[a-z0-9]+\.js$/), firstScript(html)],
        path,
      ).toEqual([chunks, people, first]);
    }
    // The people's parts hold partysocket's socket.
    const parts = preloadsOf(await page(`/r/${code}`)).find((href) => /\/people-[a-z0-9]+\.js$/.test(href));
    expect(await fetchScript(parts as string)).toContain("minReconnectionDelay");
    // And the home page's room page (its meta, preloaded once it is up) leaves them out: most of its rooms are solo.
    const home = await page("/");
    expect(home.match(/<meta name="room-modules" content="([^"]+)"/)?.[1]).not.toMatch(/people-/);
  });

  it("the home page names each game's board and every chunk it imports, for the tap on that game; a room's page does not", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const home = await page("/");
    const dir = scriptOf(home).slice(0, scriptOf(home).lastIndexOf("/") + 1);
    const start = new Set(preloadsOf(home).map(fileOf));
    for (const entry of registeredGames()) {
      const id = entry.manifest.id;
      const named = (home.match(new RegExp(`<meta name="board-modules-${id}" content="([^"]+)"`))?.[1] ?? "").split(
        " ",
      );
      const files = named.map(fileOf);
      // Its board's chunk, and nothing of it left for a second round (but what the page's start holds already).
      const board = files.find((f) => new RegExp(`^${id}-[a-z0-9]+\\.js$`).test(f));
      expect(board, id).toBeDefined();
      for (const file of await closure(dir, [board as string])) if (!start.has(file)) expect(files, id).toContain(file);
      for (const href of named) expect(href.startsWith(dir), href).toBe(true);
      expect(files.length, id).toBeGreaterThan(1);
    }
    expect(await page(`/r/${code}`)).not.toContain("board-modules");
  });
});
