/** The one control for choosing a computer player's level (home, lobby, try-it embed). */
import type { Signal } from "@preact/signals";
import { BOT_LEVELS, type BotLevel } from "../shared/engine/game";
import { t } from "./i18n";

export function BotLevelSelect({ level, label }: { level: Signal<BotLevel>; label: string }) {
  return (
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
}
