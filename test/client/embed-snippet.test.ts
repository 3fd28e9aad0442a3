import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMBED_SANDBOX, embedSnippet } from "../../client/embed-snippet";

const squash = (html: string) => html.replace(/\s+/g, " ").trim();

describe("the embed snippet", () => {
  it("is the one the README shows, and the README names every sandbox permission it grants", () => {
    const readme = readFileSync("README.md", "utf8");
    const shown = readme.match(/```html\n(<iframe[\s\S]*?)```/)?.[1] ?? "";
    expect(shown).not.toBe("");
    expect(squash(shown)).toBe(squash(embedSnippet("https://YOUR-HOST", "/embed/try/spy", "Spy")));
    for (const permission of EMBED_SANDBOX.split(" ")) expect(readme).toContain(permission);
    // The README once said "no popups" beside a snippet that allows them.
    expect(readme).not.toMatch(/no popups/i);
  });

  it('lets "Download the game" work: the sandbox allows downloads', () => {
    expect(EMBED_SANDBOX.split(" ")).toContain("allow-downloads");
    const blog = readFileSync("examples/blog-post.html", "utf8");
    for (const frame of blog.match(/<iframe[^>]*>/g) ?? []) expect(frame).toContain(`sandbox="${EMBED_SANDBOX}"`);
  });
});
