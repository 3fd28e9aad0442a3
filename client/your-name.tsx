/**
 * The player's name, asked once, before the first room: the home page and the
 * try-it embed ask it, this browser remembers it (tokens.saveName), and the
 * creator sits down with it, so nobody plays as "Seat 1".
 */
import type { Signal } from "@preact/signals";
import { MAX_NAME_LENGTH } from "../shared/name-limit";
import { t } from "./i18n";
import { tokens } from "./tokens";

const INPUT_ID = "your-name";

export function YourName({ name, missing }: { name: Signal<string>; missing: Signal<boolean> }) {
  return (
    <div class="stack your-name">
      <label class="row">
        {t("lobby.name")}
        <input
          id={INPUT_ID}
          value={name.value}
          maxLength={MAX_NAME_LENGTH}
          autocomplete="nickname"
          data-field="name"
          aria-invalid={missing.value}
          aria-describedby={missing.value ? "name-needed" : "your-name-hint"}
          onInput={(e) => {
            name.value = e.currentTarget.value;
            missing.value = false;
          }}
        />
      </label>
      {missing.value ? (
        <p id="name-needed" role="alert" class="error">
          {t("name.needed")}
        </p>
      ) : (
        <p id="your-name-hint" class="muted">
          {t("lobby.name.hint")}
        </p>
      )}
    </div>
  );
}

/** The typed name, remembered; or null, with the field flagged and focused, when there is none. */
export function takeName(name: Signal<string>, missing: Signal<boolean>): string | null {
  const trimmed = name.value.trim();
  if (!trimmed) {
    missing.value = true;
    document.getElementById(INPUT_ID)?.focus();
    return null;
  }
  tokens.saveName(trimmed);
  return trimmed;
}

/**
 * The name to play the computer under: the typed one, remembered for every room
 * as `takeName` does; or, when none is typed, "Player" in the page's language
 * (not remembered): nobody at a table of computers reads it, so it never holds up the game.
 */
export function nameOrDefault(name: Signal<string>): string {
  const trimmed = name.value.trim();
  if (!trimmed) return t("player.guest");
  tokens.saveName(trimmed);
  return trimmed;
}
