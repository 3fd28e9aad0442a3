/**
 * The site's pages and their headers. Pages are served by the worker, not as
 * static files, so that every page carries a strict Content-Security-Policy
 * and only the embed pages may be framed by other sites.
 *
 * Static assets (the client bundle and stylesheets in public/) are linked under
 * /a/<build id>/…, where the build id is a hash of the entry script and the
 * stylesheets: a new build gets new URLs, so these can be cached for a year
 * (immutable), while pages themselves are never cached. Chunks the entry loads
 * later are named by esbuild after their content and resolve under the same
 * prefix.
 */
import type * as Party from "partykit/server";
import { GAME_IDS, MANIFESTS } from "../shared/games/manifests";
import { BUILD_ID_HEADER } from "../shared/offline-build";
import { APP_FILES, THEME_COLOUR } from "./app-files";
import { keptAsset } from "./kept-assets";
import { Known } from "./known";

/** Files every page links, relative to public/. */
const SCRIPT = "dist/main.js";
/** The local room's worker: a page starts it by URL, so it changes no other file when it changes. */
export const LOCAL_ROOM = "dist/local-room-worker.js";
/** A room page's first script (client/early-room.ts, built apart): inlined, so it runs before any file arrives. */
const FIRST_SCRIPT = "dist/early-room.js";
export const STYLES = ["styles.css"];
/**
 * Stylesheets the client links itself when it needs them (client/stylesheet.ts):
 * the replay page's, and each game's, public/<id>.css, with its board. They are
 * hashed into the build id all the same, so a new one is never served from an old cache.
 */
export const LATER_STYLES = ["replay.css", ...GAME_IDS.map((id) => `${id}.css`)];

/**
 * Where a file the site serves at /a/<build>/<file> is, relative to public/: a stylesheet (public/<name>.css, the
 * source) is served minified from dist/ (scripts/build.ts), at its own address, so nothing that links it changes.
 */
export const servedFrom = (file: string): string => (/^[\w-]+\.css$/.test(file) ? `dist/${file}` : file);

/** "Play A and B with friends…": the games from the manifests, so a new game needs no line here. */
export const DESCRIPTION = `Play ${listed(MANIFESTS.map((m) => m.title))} with friends: one link, real time, no account.`;

function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const CSP_COMMON = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  // The web app manifest (/manifest.webmanifest) and the service worker (/sw.js), and the local room's worker.
  "manifest-src 'self'",
  "worker-src 'self'",
];

/**
 * Headers of a page: never cached; framed only when it is an embed. `inline`: the page's inline scripts, which
 * the policy allows by their hashes and no other.
 */
export function pageHeaders(embed: boolean, inline: readonly InlineScript[] = []): Headers {
  const scripts = ["script-src 'self'", ...inline.map((script) => `'${script.hash}'`)].join(" ");
  const csp = [
    ...CSP_COMMON.map((rule) => (rule.startsWith("script-src ") ? scripts : rule)),
    embed ? "frame-ancestors *" : "frame-ancestors 'none'",
  ].join("; ");
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  });
  // Older browsers ignore frame-ancestors; X-Frame-Options has no "any site" value, so embeds omit it.
  if (!embed) headers.set("x-frame-options", "DENY");
  return headers;
}

const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1f5fbf"/><circle cx="11" cy="11" r="5" fill="#fff"/><circle cx="21" cy="21" r="5" fill="#f5c400"/></svg>',
  );

/**
 * The one HTML shell; the client reads `data-embed` to leave out the site's
 * chrome. `oembed`, for a page that can be embedded (a room, a try-it page), is
 * the absolute URL of its oEmbed answer, advertised for discovery.
 */
export function pageHtml(
  buildId: string,
  embed: boolean,
  oembed?: string,
  modulepreload: readonly string[] = [],
  roomModules: readonly string[] = [],
  /** What a local room (client/local-room/) follows of this deployment's room settings, as JSON; null: the defaults. */
  soloConfig: string | null = null,
  /** Files (relative to public/) the page will want soon: fetched at the lowest priority, into the cache. */
  prefetch: readonly string[] = [],
  /** Per game, its board's chunks (party/preload.ts), for a page that opens rooms: preloaded once it is chosen. */
  boards: readonly (readonly [string, readonly string[]])[] = [],
  /** Scripts run before the page's files: a room page's first script (firstScript), a later prefetch (prefetchScript). */
  inline: readonly InlineScript[] = [],
): string {
  const base = `/a/${buildId}/`;
  const styles = STYLES.map((s) => `<link rel="stylesheet" href="${base}${s}" />`).join("\n    ");
  // The chunks the page will import (party/preload.ts), asked for with the entry rather than a round trip later each.
  // The room page's chunks, for a page that may open a room soon (home, try-it): the client preloads them once it is up.
  const later = roomModules.length
    ? `\n    <meta name="room-modules" content="${roomModules.map((f) => escapeHtml(`${base}dist/${f}`)).join(" ")}" />`
    : "";
  const preloads = modulepreload
    .map((f) => `\n    <link rel="modulepreload" href="${base}dist/${escapeHtml(f)}" />`)
    .join("");
  // Never an empty list: the client would read one empty name, a link to the page itself.
  const boardMetas = boards
    .filter(([, files]) => files.length > 0)
    .map(
      ([id, files]) =>
        `\n    <meta name="board-modules-${escapeHtml(id)}" content="${files.map((f) => escapeHtml(`${base}dist/${f}`)).join(" ")}" />`,
    )
    .join("");
  const hints = prefetch.map((f) => `\n    <link rel="prefetch" href="${base}${escapeHtml(f)}" />`).join("");
  const solo = soloConfig ? `\n    <meta name="solo-config" content="${escapeHtml(soloConfig)}" />` : "";
  const discovery = oembed
    ? `\n    <link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed)}" />`
    : "";
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="description" content="${escapeHtml(DESCRIPTION)}" />
    <title>Tabletop rooms</title>
    <link rel="icon" href="${FAVICON}" type="image/svg+xml" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <meta name="theme-color" content="${THEME_COLOUR}" />${discovery}${inline.map((script) => `\n    <script${script.attributes ?? ""}>${script.text}</script>`).join("")}
    ${styles}
    <script type="module" src="${base}${SCRIPT}"></script>${preloads}${later}${boardMetas}${hints}${solo}
  </head>
  <body${embed ? ' class="embedded"' : ""}>
    <main id="app"${embed ? " data-embed" : ""}></main>
  </body>
</html>
`;
}

export const SITE_NAME = "Tabletop rooms";
/** The embed's box when the consumer sets no bounds; the frame resizes itself where the page lets it. */
const EMBED_SIZE = { width: 640, height: 640 };
const MIN_EMBED_SIZE = { width: 200, height: 200 };

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** What /oembed answers (https://oembed.com, type "rich"). */
export interface OEmbedRich {
  readonly version: "1.0";
  readonly type: "rich";
  readonly html: string;
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly provider_name: string;
  readonly provider_url: string;
}

/** The embed page a site page stands for, and its title: a room, or a game's try-it page. */
export type Embeddable = { readonly path: string; readonly title: string };

/**
 * The oEmbed answer for an embeddable page of this site: the same iframe the
 * "Embed this" box offers (sandboxed; popups only to open the full site), sized
 * within the consumer's maxwidth and maxheight.
 */
export function oembedAnswer(
  origin: string,
  page: Embeddable,
  max: { readonly width?: number | undefined; readonly height?: number | undefined },
): OEmbedRich {
  const bound = (value: number | undefined, fallback: number, floor: number) =>
    value !== undefined && Number.isFinite(value) ? Math.max(floor, Math.min(fallback, Math.floor(value))) : fallback;
  const width = bound(max.width, EMBED_SIZE.width, MIN_EMBED_SIZE.width);
  const height = bound(max.height, EMBED_SIZE.height, MIN_EMBED_SIZE.height);
  const html = `<iframe src="${escapeHtml(origin + page.path)}" title="${escapeHtml(page.title)}" width="${width}" height="${height}" style="border:0;max-width:100%" sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox" loading="lazy"></iframe>`;
  return {
    version: "1.0",
    type: "rich",
    html,
    width,
    height,
    title: page.title,
    provider_name: SITE_NAME,
    provider_url: `${origin}/`,
  };
}

/** The server's own address: partykit sets it in the worker's build, "127.0.0.1:<port>" under `partykit dev`. */
declare const PARTYKIT_HOST: string | undefined;
/**
 * `partykit dev` rebuilds the client in place and starts the worker again only when a file is added or removed:
 * an edit that changes main.js or a stylesheet alone would keep a cached id, and a browser (its immutable cache,
 * its service worker) the old files under it. So there the id is worked out afresh once it is a second old
 * (every request would cost each page's assets ~10 ms more, which the test suite's many pages feel).
 */
/**
 * Defined (`partykit dev --define SOURCES_FIXED=true`) by a server whose sources cannot change while it runs: the
 * tests' servers, where working the id out again every second was a fetch of every entry file a second while
 * pages loaded, and most of what the asset server did.
 */
declare const SOURCES_FIXED: boolean | undefined;
const REBUILT_IN_PLACE =
  typeof PARTYKIT_HOST === "string" && PARTYKIT_HOST.startsWith("127.0.0.1:") && typeof SOURCES_FIXED === "undefined";
const IN_PLACE_ID_FOR_MS = 1000;
/** A request working the id out that has not finished by then is taken to have been cancelled. */
const REFRESH_ABANDONED_MS = 5000;

/** The last id worked out, and when. Only the string is kept: never a promise of one request's I/O (see buildId). */
let known: { readonly id: string; readonly at: number } | null = null;
/** When a request began to work the id out afresh (0: none is): the others keep the last id meanwhile. */
let refreshingSince = 0;

/**
 * A short hash of the entry script, stylesheets and the app's files (app-files.ts): once per worker instance (in
 * place, at most once a second). Each request that works it out awaits its own fetches: the runtime ties I/O to
 * the request that made it, and a request awaiting another's cancels with it ("The script will never generate
 * a response", a 500), which under partykit dev's constant refreshes broke pages mid-load.
 */
export async function buildId(assets: Party.FetchLobby["assets"]): Promise<string> {
  const now = Date.now();
  if (known && !(REBUILT_IN_PLACE && now - known.at > IN_PLACE_ID_FOR_MS)) return known.id;
  if (known && now - refreshingSince < REFRESH_ABANDONED_MS) return known.id;
  refreshingSince = now;
  try {
    const id = await hashOfBuild(assets);
    known = { id, at: Date.now() };
    return id;
  } finally {
    refreshingSince = 0;
  }
}

async function hashOfBuild(assets: Party.FetchLobby["assets"]): Promise<string> {
  const parts = await Promise.all(
    [SCRIPT, LOCAL_ROOM, FIRST_SCRIPT, ...STYLES, ...LATER_STYLES, ...APP_FILES].map(
      async (file) => (await (await assets.fetch(`/${servedFrom(file)}`))?.arrayBuffer()) ?? new ArrayBuffer(0),
    ),
  );
  const all = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    all.set(new Uint8Array(part), at);
    at += part.byteLength;
  }
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", all));
  return Array.from(digest.slice(0, 6), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A script written into a page, and its hash as a Content-Security-Policy source ('sha256-…'). */
export interface InlineScript {
  readonly text: string;
  readonly hash: string;
  /** Written on its tag (` data-…="…"`): what it works on, outside the text its hash covers. */
  readonly attributes?: string;
}

async function inlineScript(text: string): Promise<InlineScript> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return { text, hash: `sha256-${btoa(String.fromCharCode(...digest))}` };
}

const firstScripts = new Known<InlineScript>();

/**
 * A room page's first script (client/early-room.ts: it opens the room's socket while the page's files load), as
 * the build has it, once per build. "</" cannot end the script early: the build never writes one, and it is
 * escaped all the same.
 */
export function firstScript(assets: Party.FetchLobby["assets"], build: string): Promise<InlineScript> {
  return firstScripts.get(build, async () => {
    const text = ((await (await assets.fetch(`/${FIRST_SCRIPT}`))?.text()) ?? "").trim().replaceAll("</", "<\\/");
    return inlineScript(text);
  });
}

/**
 * The script that prefetches `files` (relative to public/, of build `build`) once the first of the page's own
 * files has come, where a <link rel="prefetch"> would ask for them with the page's files. For a page that may
 * soon want a large file but does not need it to start (the home page and the local room's worker, 34 KB
 * gzipped): on a slow phone's line the worker's bytes and the page's own shared it from the first byte, and the
 * home page showed a quarter of a second later. Asked a round trip after the page's files were, the worker comes
 * after them, before the tap. The files are on its tag, so that its text, and the hash the page's policy allows
 * it by, is one for every build.
 */
export async function prefetchScript(build: string, files: readonly string[]): Promise<InlineScript> {
  const base = `/a/${build}/`;
  const attributes = ` data-after="${escapeHtml(base)}" data-prefetch="${escapeHtml(files.map((f) => base + f).join(" "))}"`;
  return { ...(await prefetchAfterFirstFile.get("", () => inlineScript(PREFETCH_AFTER_FIRST_FILE))), attributes };
}

/** Without PerformanceObserver (old browsers), the files are asked for at once. */
const PREFETCH_AFTER_FIRST_FILE =
  '{const d=document.currentScript.dataset,go=()=>{for(const h of d.prefetch.split(" ")){const l=document.createElement("link");l.rel="prefetch";l.href=h;document.head.append(l)}};try{const o=new PerformanceObserver(l=>{if(l.getEntries().some(e=>new URL(e.name).pathname.startsWith(d.after))){o.disconnect();go()}});o.observe({type:"resource",buffered:true})}catch{go()}}';
const prefetchAfterFirstFile = new Known<InlineScript>();

/** /a/<id>/<file>: the asset, cached for a year when the id is current (else briefly: an old page's request). */
export async function assetResponse(assets: Party.FetchLobby["assets"], id: string, file: string): Promise<Response> {
  if (file.includes("..")) return new Response("Not found", { status: 404 });
  const path = `/${servedFrom(file)}`;
  const found = REBUILT_IN_PLACE ? await assets.fetch(path) : await keptAsset(assets, path);
  if (!found) return new Response("Not found", { status: 404 });
  const build = await buildId(assets);
  const headers = new Headers(found.headers);
  headers.set("cache-control", id === build ? "public, max-age=31536000, immutable" : "public, max-age=60");
  headers.set("x-content-type-options", "nosniff");
  // Which build the file is of, whatever the id asked for: the service worker keeps only its own build's.
  headers.set(BUILD_ID_HEADER, build);
  return new Response(found.body, { status: found.status, headers });
}
