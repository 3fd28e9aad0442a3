/**
 * What a page should preload (<link rel="modulepreload">), so the browser asks
 * for every chunk it will need in one round, right after the HTML, instead of
 * finding them a round trip at a time (main.js, then the chunks it imports,
 * then the room page, then the room page's chunks): on a phone at 400 ms a
 * round, that chain alone was over a second and a half.
 *
 * The list is read from the built client itself (public/dist, as the worker's
 * assets hold it), so it can never name a chunk that does not exist: the
 * build (scripts/build-pages.ts) imports its chunks by relative path
 * ("./chunk-x.js"), statically (`from"./x.js"`, `import"./x.js"`) or on demand
 * (import(`./x.js`), in whichever quotes the minifier chose), and the catalogs'
 * parts load per language (ar:()=>import(`./room-x.js`)).
 * Computed once per worker instance and build.
 */
import type * as Party from "partykit/server";
import { GAME_IDS } from "../shared/games/manifests";
import { Known } from "./known";

/** The client's entry, relative to public/. */
const ENTRY = "dist/main.js";
/** The room page's module (client/room-route.tsx), which main.js loads on demand: the build names its chunk after it. */
const ROOM_PAGE = /^room-route-[\w-]+\.js$/;
/**
 * Rolldown's helper (scripts/build-pages.ts), which the room page and every board import: preloaded with the start,
 * while a page has requests to spare, rather than at the tap, when the room's and the board's files queue for them.
 */
const RUNTIME = /^rolldown-runtime-[a-z0-9]+\.js$/;
/** What only a table among people needs (client/people.ts), which the store loads on demand for such a room. */
const PEOPLE = /^people-[a-z0-9]+\.js$/;
/** The room's words (client/i18n/<lang>/room.ts), loaded with the room page. */
const ROOM_WORDS = /^room-[a-z0-9]+\.js$/;
/** A game's board (client/games/<id>/index.ts, which the games' registry loads on demand): named after its folder. */
const boardOf = (id: string) => new RegExp(`^${id}-[a-z0-9]+\\.js$`);
/** What the first render needs in a language besides English: its common catalog (<lang>.ts) and the games' names (*-shell). */
const startWords = (lang: string) => new RegExp(`^(?:${lang}-[a-z0-9]+|[a-z]+-shell-[a-z0-9]+)\\.js$`);

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([\w-]+\.js)"/g;
const DYNAMIC_IMPORT = /\bimport\(["'`]\.\/([\w-]+\.js)["'`]\)/g;
const BY_LANGUAGE = /\b([a-z]{2,3}):\(\)=>import\(["'`]\.\/([\w-]+\.js)["'`]\)/g;

interface Chunk {
  readonly statics: readonly string[];
  readonly dynamics: readonly string[];
  /** Chunks loaded on demand per language: [language, file]. */
  readonly byLanguage: readonly (readonly [string, string])[];
}

export interface Preloads {
  /** The entry's static imports, all of them (the entry itself is the page's script). */
  readonly start: readonly string[];
  /** The room page's chunks and English room words, beyond `start`. */
  readonly room: readonly string[];
  /** What a room on the server needs beyond `start` and `room` (client/people.ts and its chunks). */
  readonly people: readonly string[];
  /** Per language other than English: what the first render needs in it, and (`room`) the room's words in it. */
  readonly languages: ReadonlyMap<string, { readonly start: readonly string[]; readonly room: readonly string[] }>;
  /**
   * Per game: its board's chunk and every chunk that imports statically, beyond `start`. Loaded on demand, a
   * board's own imports would be found only once it arrived: a second round, which a page avoids by preloading
   * these once the game is chosen.
   */
  readonly boards: ReadonlyMap<string, readonly string[]>;
}

const known = new Known<Preloads>();

/** The preload lists of this build (files relative to public/dist/): once per worker instance. */
export function preloads(assets: Party.FetchLobby["assets"]): Promise<Preloads> {
  return known.get("", () => walk(assets));
}

async function walk(assets: Party.FetchLobby["assets"]): Promise<Preloads> {
  const chunks = new Map<string, Chunk>();
  const read = async (file: string): Promise<Chunk> => {
    const known = chunks.get(file);
    if (known) return known;
    const text = (await (await assets.fetch(`/dist/${file}`))?.text()) ?? "";
    const chunk: Chunk = {
      statics: [...text.matchAll(STATIC_IMPORT)].map((m) => m[1] as string),
      dynamics: [...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] as string),
      byLanguage: [...text.matchAll(BY_LANGUAGE)].map((m) => [m[1] as string, m[2] as string] as const),
    };
    chunks.set(file, chunk);
    return chunk;
  };
  /** `files` and everything they import statically, in the order found. */
  const closure = async (files: readonly string[]): Promise<string[]> => {
    const seen = new Set<string>();
    const visit = async (file: string): Promise<void> => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of (await read(file)).statics) await visit(next);
    };
    for (const file of files) await visit(file);
    return [...seen];
  };

  const entry = ENTRY.slice("dist/".length);
  const ownStart = (await closure([entry])).filter((f) => f !== entry);
  const onDemand = (await Promise.all([entry, ...ownStart].map(read))).flatMap((c) => c.dynamics);
  const start = [...ownStart, ...(await closure(onDemand)).filter((f) => RUNTIME.test(f) && !ownStart.includes(f))];
  const loaded = [entry, ...start];
  const perLanguage = (await Promise.all(loaded.map(read))).flatMap((c) => c.byLanguage);
  const roomPage = onDemand.filter((f) => ROOM_PAGE.test(f));
  const words = (lang: string, pattern: RegExp) =>
    perLanguage.filter(([l, f]) => l === lang && pattern.test(f)).map(([, f]) => f);
  const beyond = (have: readonly string[], files: readonly string[]) => files.filter((f) => !have.includes(f));
  const room = beyond(loaded, await closure([...roomPage, ...words("en", ROOM_WORDS)]));
  const people = beyond([...loaded, ...room], await closure(onDemand.filter((f) => PEOPLE.test(f))));

  const languages = new Map<string, { start: string[]; room: string[] }>();
  for (const lang of new Set(perLanguage.map(([l]) => l))) {
    if (lang === "en") continue;
    const first = beyond(loaded, await closure(words(lang, startWords(lang))));
    languages.set(lang, { start: first, room: beyond([...loaded, ...first], await closure(words(lang, ROOM_WORDS))) });
  }
  const boards = new Map<string, string[]>();
  for (const id of GAME_IDS) {
    const board = onDemand.find((f) => boardOf(id).test(f));
    if (board) boards.set(id, beyond(loaded, await closure([board])));
  }
  return { start, room, people, languages, boards };
}

/**
 * The language the page will most likely start in, from the browser's
 * Accept-Language (what navigator.languages says too): the first tag whose
 * language the client has a catalog of, or English. The client may still pick
 * another (a language chosen before, kept in this browser): then these preloads
 * were a guess, and the client loads its own.
 */
export function likelyLanguage(acceptLanguage: string | null, known: Iterable<string>): string {
  const have = new Set(known);
  for (const part of (acceptLanguage ?? "").split(",")) {
    const language = part.trim().split(";")[0]?.split("-")[0]?.toLowerCase() ?? "";
    if (language === "en") return "en";
    if (have.has(language)) return language;
  }
  return "en";
}

/**
 * The files (relative to public/dist/) a page should preload: `now`, the start, and for a room's page the
 * room page's too (a room on the server's, what only a table among people needs as well); `later`, for a page
 * that opens rooms (home, try-it), the room page's, to preload once it is up, and each game's board's
 * (`boards`), to preload once that game is chosen.
 */
export function pagePreloads(
  lists: Preloads,
  roomPage: "server" | "browser" | null,
  acceptLanguage: string | null,
): { now: string[]; later: string[]; boards: [string, readonly string[]][] } {
  const lang = likelyLanguage(acceptLanguage, lists.languages.keys());
  const extra = lists.languages.get(lang);
  const unique = (files: readonly string[]) => files.filter((file, i, all) => all.indexOf(file) === i);
  const start = [...lists.start, ...(extra?.start ?? [])];
  const room = [...lists.room, ...(extra?.room ?? [])];
  const boards = [...lists.boards];
  // The people's parts before the room's words: with more than six files, the one the browser asks last waits.
  if (roomPage === "server") return { now: unique([...start, ...lists.people, ...room]), later: [], boards: [] };
  if (roomPage === "browser") return { now: unique([...start, ...room]), later: [], boards: [] };
  return { now: unique(start), later: unique(room), boards };
}
