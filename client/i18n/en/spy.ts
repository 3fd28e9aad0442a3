/** Spy board and how-to-play. */
export const spy = {
  "spy.name": "Spy",
} as const;
