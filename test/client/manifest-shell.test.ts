/**
 * The shell draws every game-specific control from the game manifests: what a
 * manifest names reads in every language, and the shell files that render
 * tables, options, endings and turns name no game.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { LOCALES, type MessageKey, setLocale, t } from "../../client/i18n";
import type { GameManifest } from "../../shared/games/manifest";
import { GAME_IDS, MANIFESTS } from "../../shared/games/manifests";

/** Every catalog key a manifest gives the shell to show. */
function keysOf(manifest: GameManifest): string[] {
  return [
    manifest.nameKey,
    manifest.lineKey,
    ...manifest.options.flatMap((option) => [option.labelKey, ...option.choices.map((choice) => choice.labelKey)]),
    ...manifest.settings.map((setting) => setting.labelKey),
    ...(manifest.guide ? [manifest.guide.labelKey] : []),
  ];
}

/** Shell files that once named games (issue 12) and now read the manifests, `toAct` and `outcome` instead. */
const SHELL = [
  "client/home.tsx",
  "client/host-controls.tsx",
  "client/option-controls.tsx",
  "client/lobby.tsx",
  "client/invite.tsx",
  "client/embed.tsx",
  "client/game-over.tsx",
  "client/ending.ts",
  "client/store.ts",
  "client/turn-signal.tsx",
  "client/chat.tsx",
  "client/guide.ts",
];

afterEach(async () => {
  await setLocale("en");
});

describe("the shell and the game manifests", () => {
  it("every label a manifest names is in every language's catalog", async () => {
    for (const lang of LOCALES) {
      await setLocale(lang);
      for (const manifest of MANIFESTS) {
        for (const key of keysOf(manifest)) expect(t(key as MessageKey).trim(), `${lang} ${key}`).not.toBe("");
      }
    }
  });

  it("the shell files that render tables, options, turns and endings name no game", () => {
    const named = new RegExp(`\\b(${GAME_IDS.join("|")})\\b`, "i");
    for (const file of SHELL) expect(readFileSync(file, "utf8"), file).not.toMatch(named);
  });
});
