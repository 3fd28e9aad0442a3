/**
 * The longest player name, in characters (`Limits.maxNameLength`). A module of its own: the home page's name
 * field needs this number and nothing else of limits.ts, whose other numbers would otherwise be in its first load.
 */
export const MAX_NAME_LENGTH = 24;
