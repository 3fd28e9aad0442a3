/**
 * The client's registry of games (client/games/registry.ts): the built-in games
 * are the site's games, in the manifests' order; each names a stylesheet the
 * server hashes (public/<id>.css), and every catalog key its manifest names
 * (name, pitch, option labels) is in its shell strings or in the root, in every
 * language: the home page and the host's controls show them before any board
 * (or, on the home page, the room's words) loads. A test build may add a game.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { GameEntry } from "../../client/games/contract";
import { gameEntry, gameManifest, registeredGames, registerGameEntry } from "../../client/games/registry";
import { LOCALES } from "../../client/i18n";
import { en as root } from "../../client/i18n/en";
import { GAME_IDS, manifestOf } from "../../shared/games/manifests";
import { highCardEntry } from "../fixtures/high-card/entry";
import { fullCatalogs } from "./catalogs";

const builtIn = registeredGames();
const { en } = await fullCatalogs();

/** Every string anywhere in a manifest that is a key of the catalog. */
function catalogKeysIn(value: unknown): string[] {
  if (typeof value === "string") return value in en ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(catalogKeysIn);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(catalogKeysIn);
  return [];
}

describe("the registry's built-in games", () => {
  it("are the site's games, in the manifests' order", () => {
    expect(builtIn.map((entry) => entry.manifest.id)).toEqual(GAME_IDS);
  });

  it("each links its own stylesheet, public/<id>.css, the one the server hashes into the build id", () => {
    for (const { manifest, stylesheet } of builtIn) {
      expect(stylesheet).toBe(`${manifest.id}.css`);
      expect(existsSync(`public/${stylesheet}`), stylesheet).toBe(true);
    }
  });

  it("each carries every catalog key its manifest names in its shell strings, in every language", async () => {
    for (const { manifest, shellStrings } of builtIn) {
      const keys = catalogKeysIn(manifest);
      expect(keys).toContain(manifest.nameKey);
      expect(keys).toContain(manifest.lineKey);
      for (const lang of LOCALES) {
        const strings = await shellStrings[lang]();
        // A key of the root (every page loads it) needs no copy here; a key of the board's strings would not be loaded yet.
        const missing = keys.filter((key) => !(key in strings) && !(key in root));
        expect(missing, `${manifest.id}, ${lang}`).toEqual([]);
      }
    }
  });
});

describe("registering a game", () => {
  it("offers it from then on, after the built-in ones, to the shell's manifest list too, and refuses an id twice", () => {
    const builtInIds = [...GAME_IDS];
    expect(gameEntry("high-card")).toBeNull();
    registerGameEntry(highCardEntry);
    expect(gameEntry("high-card")).toBe(highCardEntry);
    expect(gameManifest("high-card")?.nameKey).toBe("high-card.name");
    expect(manifestOf("high-card")).toBe(highCardEntry.manifest);
    expect(registeredGames().map((entry) => entry.manifest.id)).toEqual([...builtInIds, "high-card"]);
    expect(GAME_IDS).toEqual([...builtInIds, "high-card"]);
    expect(() => registerGameEntry(highCardEntry)).toThrow(/twice/);
    const spy = gameEntry("spy") as GameEntry;
    expect(() => registerGameEntry({ ...highCardEntry, manifest: spy.manifest })).toThrow(/twice/);
  });

  it("knows nothing of a game nobody registered", () => {
    expect(gameEntry("chess")).toBeNull();
    expect(gameEntry(undefined)).toBeNull();
    expect(gameManifest("constructor")).toBeNull();
  });
});
