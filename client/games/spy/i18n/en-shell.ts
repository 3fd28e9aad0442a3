/**
 * What the shell says of Spy on every page (home, lobby, invitations, embeds): its
 * name, its one-line pitch, and the guided first game's button. Loaded with the shell, not with
 * the board; the board's own strings are in en-board.ts (and each language's <lang>-board.ts).
 */
export const messages = {
  "spy.name": "Spy",
  "home.spy.line": "A deduction card game for 2–4: peek into your rivals' bases, dodge the bombs.",
  "spy.guide.start": "Learn Spy: a guided first game",
} as const;

/** Declares this part of the catalog, so `t` checks its keys without the catalog's root naming Spy. */
declare module "../../../i18n/types" {
  interface CatalogParts {
    spyShell: typeof messages;
  }
}
