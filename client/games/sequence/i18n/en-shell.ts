/**
 * What the shell says of Sequence on every page (home, lobby, invitations, embeds): its
 * name, its one-line pitch. Loaded with the shell, not with
 * the board; the board's own strings are in en-board.ts (and each language's <lang>-board.ts).
 */
export const messages = {
  "sequence.name": "Sequence",
  "home.sequence.line": "Cards and chips for 2–12: make lines of five on the board, alone or in teams.",
} as const;

/** Declares this part of the catalog, so `t` checks its keys without the catalog's root naming Sequence. */
declare module "../../../i18n/types" {
  interface CatalogParts {
    sequenceShell: typeof messages;
  }
}
