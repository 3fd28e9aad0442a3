/**
 * Per-room secrets this browser keeps (localStorage; a private window simply
 * forgets them), and the name it plays under. Apart from the store (store.ts),
 * so the home page, which saves the host token of the room it creates, loads no socket code.
 */
export const tokens = {
  seat: (code: string) => read(`seat:${code}`),
  host: (code: string) => read(`host:${code}`),
  saveSeat: (code: string, token: string) => write(`seat:${code}`, token),
  saveHost: (code: string, token: string) => write(`host:${code}`, token),
  name: () => read("name") ?? "",
  saveName: (name: string) => write("name", name),
  /** A random id for this browser in this room: the room recognises a retried message by it after a reconnect. */
  client: (code: string) => read(`client:${code}`) ?? write(`client:${code}`, randomId()),
};

/** Whether the browser keeps what is written (not in a cross-site embed with storage blocked, say). */
export function storageKeeps(): boolean {
  try {
    localStorage.setItem("tabletop:probe", "");
    localStorage.removeItem("tabletop:probe");
    return true;
  } catch {
    return false;
  }
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Browsers may refuse storage (a cross-site embed with third-party storage
 * blocked, a locked-down private window): then secrets live in this page's
 * memory, so the seat lasts as long as the page.
 */
const memory = new Map<string, string>();

function read(key: string): string | undefined {
  try {
    const stored = localStorage.getItem(`tabletop:${key}`);
    if (stored !== null) return stored;
  } catch {
    // fall through to memory
  }
  return memory.get(key);
}

function write(key: string, value: string): string {
  memory.set(key, value);
  try {
    localStorage.setItem(`tabletop:${key}`, value);
  } catch {
    // kept in memory only
  }
  return value;
}
