/**
 * A game's options as the host edits them, drawn from its manifest: one
 * control per option that applies at the table's size (home page and lobby).
 */
import type { GameManifest, GameOption, OptionValue } from "../shared/games/manifest";
import { optionsAt } from "../shared/games/manifest";
import { type MessageKey, t } from "./i18n";

export function OptionControls({
  manifest,
  players,
  values,
  onChange,
}: {
  manifest: GameManifest;
  players: number;
  /** The options as they stand at this size (`tableOptions`). */
  values: Readonly<Record<string, OptionValue>>;
  onChange: (key: string, value: OptionValue) => void;
}) {
  return (
    <>
      {optionsAt(manifest, players).map((option) => (
        <OptionControl key={option.key} option={option} value={values[option.key]} onChange={onChange} />
      ))}
    </>
  );
}

function OptionControl({
  option,
  value,
  onChange,
}: {
  option: GameOption;
  value: OptionValue | undefined;
  onChange: (key: string, value: OptionValue) => void;
}) {
  // The select's values are the choices' places in the list, so any JSON value round-trips.
  const at = option.choices.findIndex((choice) => choice.value === (value ?? option.default));
  return (
    <label class="row">
      {t(option.labelKey as MessageKey)}
      <select
        data-option={option.key}
        value={String(at)}
        onChange={(e) => {
          const choice = option.choices[Number(e.currentTarget.value)];
          if (choice) onChange(option.key, choice.value);
        }}
      >
        {option.choices.map((choice, i) => (
          <option key={String(choice.value)} value={String(i)}>
            {t(choice.labelKey as MessageKey)}
          </option>
        ))}
      </select>
    </label>
  );
}
