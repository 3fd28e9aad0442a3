/** The one control for choosing a computer player's level (home, lobby, try-it embed). */
import type { Signal } from "@preact/signals";
import { BOT_LEVELS, type BotLevel } from "../shared/engine/game";
import { t } from "./i18n";

/** `captioned` shows the label beside the select too (where nothing else around says what it chooses). */
export function BotLevelSelect({
  level,
  label,
  captioned = false,
}: {
  level: Signal<BotLevel>;
  label: string;
  captioned?: boolean;
}) {
  const select = (
    <select
      aria-label={label}
      value={level.value}
      data-field="bot-level"
      onChange={(e) => {
        level.value = e.currentTarget.value as BotLevel;
      }}
    >
      {BOT_LEVELS.map((l) => (
        <option key={l} value={l}>
          {t(`bot.level.${l}`)}
        </option>
      ))}
    </select>
  );
  if (!captioned) return select;
  return (
    <span class="row">
      <span aria-hidden="true">{label}</span>
      {select}
    </span>
  );
}
