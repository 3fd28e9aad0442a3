/**
 * What the shell (room routing, pages, home, host controls) needs to know of a
 * game, without its rules or bots: a few bytes every page can load. Each game
 * folder exports one; `manifests.ts` lists them, and everything else derives
 * from that list (the game ids, the protocol's picklist, the pages served, the
 * tables the home page and the host controls offer). A test keeps every
 * manifest equal to its game's rules (`check` and `seating`).
 */
export interface GameManifest<Id extends string = string> {
  readonly id: Id;
  /** The game's name as people read it in English (server-side texts such as oEmbed titles). */
  readonly title: string;
  /** Catalog keys of the game's name and of its one-line pitch on the home page. */
  readonly nameKey: `${Id}.name`;
  readonly lineKey: `home.${Id}.line`;
  /** Every table size the game accepts, smallest first. */
  readonly playerCounts: readonly number[];
  /**
   * The game's options, each with its default and the host control that edits
   * it ([] for a game without options). An option whose control does not apply
   * at a table size is left out there: the rules settle it from the size.
   */
  readonly options: readonly GameOption[];
  /** The room's switches this game offers its host, besides the turn timer every game has. */
  readonly settings: readonly SettingToggle[];
  /**
   * A guided first game the home page offers (a newcomer against one easy
   * computer player at the smallest table, the board giving tips), with the
   * catalog key of its button; absent when the game has none.
   */
  readonly guide?: { readonly labelKey: string };
}

/** What an option may be set to: a plain JSON value, as options travel in the host's `configure`. */
export type OptionValue = number | string | boolean;

/**
 * An option the host picks from a short list (a select). Other kinds of
 * control (a switch, a number) would be further members of `GameOption`.
 */
export interface ChoiceOption {
  readonly kind: "choice";
  /** The option's key in the options object the rules' `check` reads. */
  readonly key: string;
  /** Catalog key of the control's label. */
  readonly labelKey: string;
  /** The values offered, in order, each with the catalog key of how it reads. */
  readonly choices: readonly { readonly value: OptionValue; readonly labelKey: string }[];
  /** What a new table starts with: one of `choices`. */
  readonly default: OptionValue;
  /** The table sizes at which the host chooses; at every other size the option is left out. */
  readonly players: readonly number[];
}

export type GameOption = ChoiceOption;

/** A boolean switch of the room's settings (`RoomSettings` in shared/protocol.ts) that a game uses. */
export type RoomSwitch = "teamChat" | "notes";

/** A room setting the host switches on or off for this game, with the catalog key of its label. */
export interface SettingToggle {
  readonly key: RoomSwitch;
  readonly labelKey: string;
}

/** The options whose control applies at a table of `players`. */
export function optionsAt(manifest: GameManifest, players: number): GameOption[] {
  return manifest.options.filter((option) => option.players.includes(players));
}

/**
 * The options to send for a table of `players`: for each option whose control
 * applies there, the value `chosen` (the options held now, any JSON) gives it when that is one of its choices,
 * else its default; the others left out. So a host who changes the table size
 * keeps what still fits and gets defaults for the rest.
 */
export function tableOptions(
  manifest: GameManifest,
  players: number,
  chosen: unknown = {},
): Record<string, OptionValue> {
  const options: Record<string, OptionValue> = {};
  for (const option of optionsAt(manifest, players)) {
    const value =
      typeof chosen === "object" && chosen !== null ? (chosen as Record<string, unknown>)[option.key] : undefined;
    const kept = option.choices.find((choice) => choice.value === value);
    options[option.key] = kept ? kept.value : option.default;
  }
  return options;
}

/** The smallest table the game offers, with its default options: a quick game against the computer, a guided one. */
export function smallestTable(manifest: GameManifest): { players: number; options: Record<string, OptionValue> } {
  const players = manifest.playerCounts[0] ?? 0;
  return { players, options: tableOptions(manifest, players) };
}
