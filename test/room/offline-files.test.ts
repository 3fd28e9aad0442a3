/**
 * What the installable, offline site serves beside its pages (issue 22, item 3), against the real runtime: the
 * service worker at /sw.js names its build and every file of that build (compared with a fresh build of the
 * same sources and with the files on disk), the web app manifest names icons that are PNGs of their sizes, and
 * every page links the manifest, with a policy that lets it and the workers load.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { servedFrom } from "../../party/site";
import { buildLocalRoomWorker, buildPages } from "../../scripts/build-pages";
import { GAME_IDS } from "../../shared/games/manifests";
import { OFFLINE_BUILD_GLOBAL, type OfflineBuild } from "../../shared/offline-build";
import { createRoom } from "./client";

const host = inject("pkHost");
const base = `http://${host}`;

/** The build id the home page links its script under. */
async function pageBuild(path = "/"): Promise<string> {
  const html = await (await fetch(`${base}${path}`)).text();
  return html.match(/src="\/a\/([0-9a-f]+)\/dist\/main\.js"/)?.[1] as string;
}

/** The build the served worker keeps: the object its first line sets. */
async function servedBuild(): Promise<{ build: OfflineBuild; script: string; res: Response }> {
  const res = await fetch(`${base}/sw.js`);
  const script = await res.text();
  const first = script.slice(0, script.indexOf("\n"));
  const prefix = `self.${OFFLINE_BUILD_GLOBAL}=`;
  expect(first.startsWith(prefix)).toBe(true);
  return { build: JSON.parse(first.slice(prefix.length, -1)) as OfflineBuild, script, res };
}

/**
 * The JavaScript files a build of these sources makes (scripts/build.ts, nothing written) that the pages load:
 * the pages' chunks and the local room's worker.
 */
async function freshBuild(): Promise<string[]> {
  return [...(await buildPages()).map((chunk) => chunk.fileName), ...(await buildLocalRoomWorker())];
}

describe("the service worker's script", () => {
  it("is served at the root, never cached by the browser, and names the pages' build", async () => {
    const { build: kept, res } = await servedBuild();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(kept.id).toBe(await pageBuild());
    expect(kept.shells).toEqual({ site: "/", embed: "/embed/try/spy" });
  });

  it("lists every file of the build and nothing else: a fresh build's files, as on disk and as served", async () => {
    const { build: kept, script } = await servedBuild();
    const fresh = await freshBuild();
    const prefix = `/a/${kept.id}/dist/`;
    const listed = kept.files.filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length));
    // Every chunk the build makes of these sources, the entry among them; not the service worker's own script.
    expect(listed.length).toBeGreaterThan(20);
    expect([...listed].sort()).toEqual(fresh.sort());
    expect(listed).toContain("main.js");
    expect(listed).not.toContain("sw.js");
    // The stylesheets: every page's and those linked later (the replay's, each game's).
    const styles = kept.files.filter((f) => !f.startsWith(prefix)).map((f) => f.slice(`/a/${kept.id}/`.length));
    expect(styles.sort()).toEqual(["replay.css", "sequence.css", "spy.css", "styles.css"]);
    // Each is served under the build, says it is of it, and is the file built on disk.
    for (const file of kept.files) {
      const res = await fetch(`${base}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("x-build-id"), file).toBe(kept.id);
      // A stylesheet is served from its minified copy (scripts/build.ts).
      const onDisk = readFileSync(join("public", servedFrom(file.slice(`/a/${kept.id}/`.length))));
      expect(Buffer.from(await res.arrayBuffer()).equals(onDisk), file).toBe(true);
    }
    // The rest of the script is the built worker, which imports nothing (browsers run it as a classic script).
    const worker = readFileSync("public/dist/sw.js", "utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
    expect(script.slice(script.indexOf("\n") + 1)).toBe(worker);
    expect(worker).not.toMatch(/\bimport\s*[("{*\w]|\bexport\s*[{*\w]/);
  });

  it("serves each stylesheet minified, at its own address", async () => {
    const { build: kept } = await servedBuild();
    for (const file of ["styles.css", "sequence.css"]) {
      const served = await (await fetch(`${base}/a/${kept.id}/${file}`)).text();
      const source = readFileSync(join("public", file), "utf8");
      expect(served.length, file).toBeLessThan(source.length * 0.8);
      expect(served, file).not.toContain("/*");
      // Every rule's selector is still there (the first of the source, as a sample).
      const first = source
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .trim()
        .split("{")[0]
        ?.trim() as string;
      expect(served, file).toContain(first.replace(/\s+/g, ""));
    }
  });

  it("keeps the local room's worker, one file that imports nothing as it loads, and each game's computer players", async () => {
    const { build: kept } = await servedBuild();
    const dir = `/a/${kept.id}/dist/`;
    const worker = `${dir}local-room-worker.js`;
    expect(kept.files).toContain(worker);
    const code = await (await fetch(`${base}${worker}`)).text();
    expect(code.length).toBeGreaterThan(10_000);
    // No static import: the worker starts after one request.
    expect(code).not.toMatch(/\bimport\s*[{*"'\w]/);
    // What it asks for later, when a computer first moves (lazy-bots.ts): a file per game, kept for offline play.
    const later = [...code.matchAll(/\bimport\(\s*["'`]\.\/([\w-]+\.js)["'`]\s*\)/g)].map((m) => m[1] as string);
    expect(later.map((file) => file.replace(/-[a-z0-9]+\.js$/, "")).sort()).toEqual(
      GAME_IDS.map((game) => `local-room-bots-${game}`).sort(),
    );
    for (const file of later) expect(kept.files).toContain(`${dir}${file}`);
  });

  it("takes GET and HEAD only", async () => {
    const head = await fetch(`${base}/sw.js`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await fetch(`${base}/sw.js`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe("the web app manifest", () => {
  it("is JSON that makes the site installable, with icons of 192 and 512 pixels, maskable too", async () => {
    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(await res.text()) as Manifest;
    expect(manifest.name).toBe("Tabletop rooms");
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    const of = (purpose: string) => manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(of("any")).toEqual(["192x192", "512x512"]);
    expect(of("maskable")).toEqual(["192x192", "512x512"]);
  });

  it("names icons each of which is a PNG of its stated size", async () => {
    const manifest = (await (await fetch(`${base}/manifest.webmanifest`)).json()) as Manifest;
    for (const icon of manifest.icons) {
      const res = await fetch(new URL(icon.src, base));
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get("content-type"), icon.src).toBe("image/png");
      expect(icon.type).toBe("image/png");
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), icon.src).toBe(
        true,
      );
      expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
      const [width, height] = icon.sizes.split("x").map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([width, height]);
    }
  });

  it("is linked from every page with the theme colour, and the pages' policy lets the manifest and workers load", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    for (const path of ["/", `/r/${code}`, `/embed/r/${code}`, "/embed/try/sequence", "/no-such-page"]) {
      const res = await fetch(`${base}${path}`);
      const html = await res.text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(html, path).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("manifest-src 'self'");
      expect(csp, path).toContain("worker-src 'self'");
    }
  });
});
