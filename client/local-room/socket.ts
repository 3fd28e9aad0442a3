/**
 * The page's side of a local room: what the store holds in place of a
 * PartySocket (the same `open`, `message` and `close` events, `send`,
 * `reconnect`, `close` and `readyState`), talking to the game's worker
 * instead of a server. The worker starts at the tap that starts a game
 * (`startWorker`), or with the first socket, and ends with the page's leaving
 * the room.
 */
import type { FromWorker, SoloConfig, ToWorker } from "./messages";
import { takeLocalGame } from "./starting";

/** The deployment's room settings a local room follows too (party/site.ts writes them into the page). */
function soloConfig(): SoloConfig {
  const raw = document.querySelector<HTMLMetaElement>('meta[name="solo-config"]')?.content;
  try {
    return raw ? (JSON.parse(raw) as SoloConfig) : {};
  } catch {
    return {};
  }
}

/** A worker of the local room, its code loading (as game-file.ts's soloWorker, written out: see there). */
function newWorker(): Worker {
  return new Worker(new URL("./local-room-worker.js", import.meta.url), { type: "module" });
}

/** A worker started before any game (`warmWorker`), its code loaded or on its way: the next game's. */
let spare: Worker | null = null;
/** Whether this page has opened a game: a spare started after that would be one worker too many. */
let opened = false;

/** Workers started ahead of their game's socket, and what each said before the socket took it. */
const ahead = new Map<string, { readonly worker: Worker; readonly said: FromWorker[] }>();

/**
 * Starts a worker with no game yet, so that the next game's code is loaded (and, with the browser's cache,
 * kept) before the tap that starts it: the home page's idle time, as it fetches the room page.
 */
export function warmWorker(): void {
  if (!opened) spare ??= newWorker();
}

/**
 * Starts the worker of game `code`, which this page has just started (starting.ts), and has it lay the game
 * out at once: its code loads and it opens the game while the room page loads and draws, instead of after.
 * Nothing when the room page's socket has taken the game already.
 */
export function startWorker(code: string): void {
  const create = takeLocalGame(code);
  if (!create) return;
  opened = true;
  const worker = spare ?? newWorker();
  spare = null;
  const said: FromWorker[] = [];
  worker.onmessage = (event: MessageEvent<FromWorker>) => said.push(event.data);
  const open: ToWorker = { kind: "open", code, create, config: soloConfig() };
  worker.postMessage(open);
  ahead.set(code, { worker, said });
}

let connections = 0;

export class LocalSocket extends EventTarget {
  readyState: number = WebSocket.CONNECTING;
  private readonly worker: Worker;
  private id = "";

  constructor(code: string) {
    super();
    opened = true;
    const started = ahead.get(code);
    ahead.delete(code);
    this.worker = started?.worker ?? spare ?? newWorker();
    if (!started) spare = null;
    this.worker.onmessage = null;
    this.worker.addEventListener("message", (event: MessageEvent<FromWorker>) => this.heard(event.data));
    if (started) {
      // Heard once the store listens: it adds its listeners right after this constructor.
      queueMicrotask(() => {
        for (const message of started.said) this.heard(message);
      });
    } else {
      this.post({ kind: "open", code, create: takeLocalGame(code), config: soloConfig() });
    }
    this.connect();
  }

  send(data: string): void {
    if (this.readyState === WebSocket.OPEN) this.post({ kind: "frame", id: this.id, data });
  }

  /** As a socket's reconnect: the old connection closes, a new one opens (and says hello again). */
  reconnect(): void {
    if (this.readyState === WebSocket.CLOSED) return;
    if (this.id) this.post({ kind: "disconnect", id: this.id });
    this.readyState = WebSocket.CONNECTING;
    this.connect();
  }

  /** The page leaves the room: the worker ends with it. */
  close(): void {
    if (this.readyState === WebSocket.CLOSED) return;
    this.readyState = WebSocket.CLOSED;
    this.post({ kind: "disconnect", id: this.id });
    // Its last writes are committed or not begun: IndexedDB commits a transaction whole or not at all.
    this.worker.terminate();
    this.dispatchEvent(new CloseEvent("close", { code: 1000, reason: "left" }));
  }

  private connect(): void {
    this.id = `local-${++connections}-${Date.now().toString(36)}`;
    this.post({ kind: "connect", id: this.id });
  }

  private heard(message: FromWorker): void {
    if (message.kind === "busy") {
      this.dispatchEvent(new Event("busy"));
      return;
    }
    if (message.id !== this.id || this.readyState === WebSocket.CLOSED) return;
    switch (message.kind) {
      case "open":
        this.readyState = WebSocket.OPEN;
        this.dispatchEvent(new Event("open"));
        return;
      case "frame":
        this.dispatchEvent(new MessageEvent("message", { data: message.data }));
        return;
      case "close":
        // The room closed this connection (it found it silent, or there is no such game): as a server's close.
        this.readyState = message.code >= 4000 ? WebSocket.CLOSED : WebSocket.CONNECTING;
        this.dispatchEvent(new CloseEvent("close", { code: message.code, reason: message.reason }));
        if (message.code < 4000) this.connect();
        return;
    }
  }

  private post(message: ToWorker): void {
    this.worker.postMessage(message);
  }
}
