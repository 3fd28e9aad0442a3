/**
 * What the shell (room routing, pages, home, host controls) needs to know of a
 * game, without its rules or bots: a few bytes every page can load. Each game
 * folder exports one; `manifests.ts` lists them, and everything else derives
 * from that list (the game ids, the protocol's picklist, the pages served).
 */
export interface GameManifest<Id extends string = string> {
  readonly id: Id;
  /** The game's name as people read it in English (server-side texts such as oEmbed titles). */
  readonly title: string;
  /** Catalog keys of the game's name and of its one-line pitch on the home page. */
  readonly nameKey: `${Id}.name`;
  readonly lineKey: `home.${Id}.line`;
  /** Every table size the game accepts, smallest first (the rules' `check` decides; a test keeps them equal). */
  readonly playerCounts: readonly number[];
}
