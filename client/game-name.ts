/** A game's name in the reader's language, from its manifest in the registry (the shell names no game itself). */
import { gameManifest, registeredGames } from "./games/registry";
import { type Locale, listOf, type MessageKey, t } from "./i18n";

export function gameName(id: string): string {
  const manifest = gameManifest(id);
  return manifest ? t(manifest.nameKey as MessageKey) : id;
}

/** The game's one-line pitch (home page, try-it embed). */
export function gameLine(id: string): string {
  const manifest = gameManifest(id);
  return manifest ? t(manifest.lineKey as MessageKey) : "";
}

/** Every game offered, by name, as a list reads in `lang` ("Spy and Sequence"): the home page's tagline. */
export function gameList(lang: Locale): string {
  const names = registeredGames().map((entry) => gameName(entry.manifest.id));
  return listOf(lang, names);
}
