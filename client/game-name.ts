/** A game's name in the reader's language, from its manifest (the shell names no game itself). */
import { manifestOf } from "../shared/games/manifests";
import { type MessageKey, t } from "./i18n";

export function gameName(id: string): string {
  const manifest = manifestOf(id);
  return manifest ? t(manifest.nameKey as MessageKey) : id;
}

/** The game's one-line pitch (home page, try-it embed). */
export function gameLine(id: string): string {
  const manifest = manifestOf(id);
  return manifest ? t(manifest.lineKey as MessageKey) : "";
}
