/**
 * The service worker's decisions (client/offline/cache-plan.ts), pure: one cache per build, named by its id;
 * what it keeps; how it answers each request. The browser test (test/browser/offline.test.ts) runs the worker
 * itself; these pin down every case of the rules it follows.
 */
import { describe, expect, it } from "vitest";
import {
  buildOfCache,
  buildOfShell,
  cacheName,
  isOfBuild,
  pagePlan,
  planFetch,
  precacheList,
  staleCaches,
} from "../../client/offline/cache-plan";
import type { OfflineBuild } from "../../shared/offline-build";

const ORIGIN = "https://tabletop.example";
const A: OfflineBuild = {
  id: "aaaaaa111111",
  shells: { site: "/", embed: "/embed/try/spy" },
  files: ["/a/aaaaaa111111/dist/main.js", "/a/aaaaaa111111/dist/room-route-X.js", "/a/aaaaaa111111/styles.css"],
};
const get = (path: string, mode = "cors") => ({ url: `${ORIGIN}${path}`, method: "GET", mode });
const navigate = (path: string) => get(path, "navigate");

describe("the worker's caches", () => {
  it("are named by their build, one per build", () => {
    expect(cacheName(A.id)).toContain(A.id);
    expect(cacheName("bbbbbb222222")).not.toBe(cacheName(A.id));
    expect(buildOfCache(cacheName(A.id))).toBe(A.id);
    expect(buildOfCache("someone-elses-cache")).toBeNull();
  });

  it("of other builds are stale once a build takes over; caches the site's worker did not make are left alone", () => {
    const names = [cacheName("old111111111"), cacheName(A.id), "another-library", cacheName("older22222222")];
    expect(staleCaches(names, A.id)).toEqual([cacheName("old111111111"), cacheName("older22222222")]);
    expect(staleCaches([cacheName(A.id), "another-library"], A.id)).toEqual([]);
  });

  it("keep both shells and every file of the build", () => {
    expect(precacheList(A)).toEqual(["/", "/embed/try/spy", ...A.files]);
  });
});

describe("how the worker answers", () => {
  it("never answers what only the server can: room creation, rooms, a game's download, other methods, other sites", () => {
    for (const request of [
      { url: `${ORIGIN}/api/rooms`, method: "POST", mode: "cors" },
      get("/api/rooms"),
      get("/parties/main/K7MX2QP"),
      get("/parties/main/K7MX2QP?game"),
      navigate("/parties/main/K7MX2QP?game"),
      { url: `${ORIGIN}/a/${A.id}/dist/main.js`, method: "HEAD", mode: "cors" },
      { url: `https://elsewhere.example/a/${A.id}/dist/main.js`, method: "GET", mode: "cors" },
      navigate("/oembed?url=x"),
      get("/sw.js"),
      get("/manifest.webmanifest"),
    ]) {
      expect(planFetch(request, ORIGIN, A), `${request.method} ${request.url}`).toEqual({ kind: "network" });
    }
  });

  it("answers an asset from its own build's cache: this worker's build or another's, never mixed", () => {
    expect(planFetch(get(`/a/${A.id}/dist/main.js`), ORIGIN, A)).toEqual({ kind: "asset", build: A.id });
    expect(planFetch(get("/a/bbbbbb222222/dist/main.js"), ORIGIN, A)).toEqual({ kind: "asset", build: "bbbbbb222222" });
  });

  it("answers the site's pages with the site's shell and every embed with the embed's", () => {
    // A room on the server's page (or its replay's) needs the server to show anything.
    for (const [path, serverRoom] of [
      ["/", false],
      ["/r/K7MX2QP", true],
      ["/r/K7MX2QP/replay", true],
      ["/solo/K7MX2QPA", false],
    ] as const) {
      expect(planFetch(navigate(path), ORIGIN, A), path).toEqual({ kind: "page", shell: "/", serverRoom });
    }
    for (const [path, serverRoom] of [
      ["/embed/r/K7MX2QP", true],
      ["/embed/try/sequence", false],
      ["/embed/solo/K7MX2QPA", false],
    ] as const) {
      expect(planFetch(navigate(path), ORIGIN, A), path).toEqual({ kind: "page", shell: "/embed/try/spy", serverRoom });
    }
    // The same address fetched by a script is no page.
    expect(planFetch(get("/"), ORIGIN, A)).toEqual({ kind: "network" });
  });

  it("keeps only the server's answers of its own build", () => {
    expect(isOfBuild(true, A.id, A.id)).toBe(true);
    expect(isOfBuild(true, "bbbbbb222222", A.id)).toBe(false);
    expect(isOfBuild(true, null, A.id)).toBe(false);
    expect(isOfBuild(false, A.id, A.id)).toBe(false);
  });

  it("reads the build a page is of from the assets it links", () => {
    expect(buildOfShell(`<script type="module" src="/a/${A.id}/dist/main.js"></script>`)).toBe(A.id);
    expect(buildOfShell('<link rel="stylesheet" href="/a/bbbbbb222222/styles.css" />')).toBe("bbbbbb222222");
    expect(buildOfShell("<!doctype html><p>Bad gateway</p>")).toBeNull();
  });

  it("answers a page from its kept shell until it has seen the server serve another build; a reload and a room on the server from the server", () => {
    expect(pagePlan("default", false, null, A.id)).toBe("kept");
    expect(pagePlan("default", false, A.id, A.id)).toBe("kept");
    expect(pagePlan("default", false, "bbbbbb222222", A.id)).toBe("server");
    expect(pagePlan("default", true, null, A.id)).toBe("server");
    expect(pagePlan("default", true, A.id, A.id)).toBe("server");
    for (const reload of ["reload", "no-cache", "no-store"]) {
      expect(pagePlan(reload, false, null, A.id), reload).toBe("server");
      expect(pagePlan(reload, false, A.id, A.id), reload).toBe("server");
    }
  });
});
