/**
 * Rooms this browser plays as a guided first game (the home page offers one
 * for a game whose manifest has a `guide`): its board shows a tip at each step. Kept for the tab (sessionStorage), so
 * a reload keeps the tips; a plain room never shows them.
 */
const KEY = "tabletop:guided";
const memory = new Set<string>();

function stored(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "[]") as string[];
  } catch {
    return [];
  }
}

export const guide = {
  start(code: string): void {
    memory.add(code);
    try {
      sessionStorage.setItem(KEY, JSON.stringify([...new Set([...stored(), code])].slice(-20)));
    } catch {
      // kept in this page's memory only
    }
  },
  on(code: string): boolean {
    return memory.has(code) || stored().includes(code);
  },
  stop(code: string): void {
    memory.delete(code);
    try {
      sessionStorage.setItem(KEY, JSON.stringify(stored().filter((c) => c !== code)));
    } catch {
      // nothing stored
    }
  },
};
