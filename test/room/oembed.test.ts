/**
 * Links that embed themselves (issue 11): room and try-it pages advertise an
 * oEmbed endpoint in their <head>, and /oembed?url=… answers the iframe as
 * oEmbed JSON ("rich"), so a blog platform that supports oEmbed discovery
 * turns a pasted link into a live embed. Against the real runtime.
 */
import { describe, expect, inject, it } from "vitest";
import { createRoom } from "./client";

const host = inject("pkHost");
const base = `http://${host}`;

/** The oEmbed discovery link in a page's head, as a blog platform reads it. */
async function discover(path: string): Promise<string | null> {
  const html = await (await fetch(`${base}${path}`)).text();
  const link = html.match(/<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/);
  return link ? (link[1] as string).replaceAll("&amp;", "&") : null;
}

interface OEmbed {
  version: string;
  type: string;
  html: string;
  width: number;
  height: number;
  title: string;
  provider_name: string;
  provider_url: string;
}

describe("oEmbed", () => {
  it("a room page advertises its endpoint, which answers the room's embed as a rich iframe", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const endpoint = await discover(`/r/${code}`);
    expect(endpoint).toBe(`${base}/oembed?url=${encodeURIComponent(`${base}/r/${code}`)}&format=json`);
    const res = await fetch(endpoint as string);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await res.json()) as OEmbed;
    expect(body).toMatchObject({
      version: "1.0",
      type: "rich",
      provider_name: "Tabletop rooms",
      provider_url: `${base}/`,
      width: 640,
      height: 640,
    });
    expect(body.title).toContain(code);
    expect(body.html).toMatch(new RegExp(`^<iframe src="${base}/embed/r/${code}" `));
    expect(body.html).toContain(
      'sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"',
    );
    expect(body.html).toContain('width="640" height="640"');
    // The embed page itself may be framed by any site; the iframe points at it.
    const framed = await fetch(`${base}/embed/r/${code}`);
    expect(framed.headers.get("content-security-policy")).toContain("frame-ancestors *");
  });

  it("the try-it pages advertise it too, titled with the game; the endpoint honours maxwidth and maxheight", async () => {
    for (const game of ["spy", "sequence"] as const) {
      const endpoint = await discover(`/embed/try/${game}`);
      expect(endpoint).toBe(`${base}/oembed?url=${encodeURIComponent(`${base}/embed/try/${game}`)}&format=json`);
      const body = (await (await fetch(endpoint as string)).json()) as OEmbed;
      expect(body.title).toBe(game === "spy" ? "Spy" : "Sequence");
      expect(body.html).toMatch(new RegExp(`^<iframe src="${base}/embed/try/${game}" `));
    }
    const url = encodeURIComponent(`${base}/embed/try/spy`);
    const small = (await (await fetch(`${base}/oembed?url=${url}&maxwidth=320&maxheight=400`)).json()) as OEmbed;
    expect([small.width, small.height]).toEqual([320, 400]);
    expect(small.html).toContain('width="320" height="400"');
  });

  it("refuses what it cannot embed: another site, a page that is no room, XML, no url", async () => {
    const other = encodeURIComponent("https://example.com/r/ABCDEFG");
    expect((await fetch(`${base}/oembed?url=${other}`)).status).toBe(404);
    for (const path of ["/", "/r/ABC234", "/nowhere", "/embed/try/chess"]) {
      expect((await fetch(`${base}/oembed?url=${encodeURIComponent(`${base}${path}`)}`)).status, path).toBe(404);
    }
    expect((await fetch(`${base}/oembed?url=not%20a%20url`)).status).toBe(404);
    const xml = await fetch(`${base}/oembed?url=${encodeURIComponent(`${base}/embed/try/spy`)}&format=xml`);
    expect(xml.status).toBe(501);
    expect((await fetch(`${base}/oembed`)).status).toBe(400);
    const post = await fetch(`${base}/oembed?url=${encodeURIComponent(`${base}/embed/try/spy`)}`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    // The home page and a mistyped link advertise nothing.
    expect(await discover("/")).toBeNull();
    expect(await discover("/r/ABC234")).toBeNull();
  });
});
