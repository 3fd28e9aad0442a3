/**
 * Opening a game: its code, its strings (in English and in the language on
 * screen) and its stylesheet arrive together, so a board, its rules or its
 * replay never show untranslated or unstyled. Each part is fetched once.
 */
import { loadCatalogPart } from "../i18n";
import { linkStylesheet } from "../stylesheet";
import { useLoaded } from "../try-again";
import type { AnyGameClient, GameEntry } from "./contract";
import { gameEntry } from "./registry";
import type { ReplayGame } from "./replay-contract";

async function open<T>(id: string, part: (entry: GameEntry) => Promise<T>): Promise<T | null> {
  const entry = gameEntry(id);
  if (!entry) return null;
  const [opened] = await Promise.all([part(entry), loadCatalogPart(entry.strings), linkStylesheet(entry.stylesheet)]);
  return opened;
}

/** A game's board and how to play, ready to show; null for a game this client does not offer. */
export function openGameClient(id: string): Promise<AnyGameClient | null> {
  return open(id, (entry) => entry.client());
}

/** A game's part of the replay page, ready to show; null for a game this client does not offer. */
export function openReplayGame(id: string): Promise<ReplayGame | null> {
  return open(id, (entry) => entry.replay());
}

/**
 * The game client of `id` once opened (null until then, and while `enabled` is
 * false: a closed "how to play" loads nothing). A component that changes game
 * never shows the previous game's client; a load that failed (the network went
 * away mid-load, say) is tried again by itself.
 */
export function useGameClient(id: string, enabled = true): AnyGameClient | null {
  return useLoaded(enabled ? id : null, () => openGameClient(id));
}
