/**
 * What the server last said, as signals, and the one way to talk to it.
 * Components read these signals and call `send`; the server's answer is the
 * truth (no optimistic changes).
 */
import { computed, signal } from "@preact/signals";
import { closedForGood } from "../shared/closes";
import { Limits } from "../shared/limits";
import type { ChatEntry, ClientMessage, ServerMessage } from "../shared/protocol";
import { isSoloCode } from "../shared/solo-code";
import { type EarlyRoom, helloOf, roomSocketUrl, takeEarlyRoom } from "./early-socket";
import { reloadForNewerProtocol } from "./offline/outdated-page";
import { loadPeople } from "./people-loader";
import { applyDelta, type StateMessage } from "./picture";
import { tokens } from "./tokens";
import { tryAgainLater } from "./try-again-later";

export type { StateMessage } from "./picture";
export type Reply = { readonly ok: true } | { readonly ok: false; readonly code: string; readonly message: string };
/** A client message before the store gives it an id. */
export type Intent = ClientMessage extends infer M ? (M extends ClientMessage ? Omit<M, "id"> : never) : never;
/** The commands that may cite the table version. */
type LobbyIntent = Extract<
  Intent,
  { type: "sit" | "leave" | "configure" | "settings" | "first" | "swap" | "kick" | "reserve" | "vacancy" | "start" }
>;

/**
 * `offline`: the browser says it has no network; `reconnecting`: the room stopped answering or the socket dropped;
 * `elsewhere`: another tab of this browser holds the room (a game against the computer), and this one waits for it.
 */
export type ConnectionStatus = "connecting" | "open" | "reconnecting" | "offline" | "elsewhere" | "gone";

export const status = signal<ConnectionStatus>("connecting");
export const current = signal<StateMessage | null>(null);
/** When `current` arrived (this browser's clock): durations in it count from here. */
export const currentAt = signal(0);
export const chat = signal<readonly ChatEntry[]>([]);
/** The last refusal, shown until replaced or dismissed. */
export const lastError = signal<{ readonly code: string; readonly message: string } | null>(null);

export const room = computed(() => current.value?.room ?? null);
export const you = computed(() => current.value?.you ?? { seat: null, host: false });
/**
 * Whether the game waits for this page's seat, from the room's public `toAct`
 * (the game's `waitingFor`), never from a game's view: so a player whose part
 * is done is not told it is their turn while the game waits for others, even
 * where the rules let them act again (re-arranging a base before play starts).
 */
export const isMyTurn = computed(() => {
  const seat = you.value.seat;
  return seat !== null && (current.value?.toAct.includes(seat) ?? false);
});

/**
 * Folds one server message into the signals. Pure apart from the signals, so
 * it is tested directly. A state older than the one held is ignored; a delta
 * that does not fit the state held returns "sync": ask for the whole picture.
 */
export function receive(msg: ServerMessage): "sync" | undefined {
  switch (msg.type) {
    case "state": {
      const held = current.value;
      if (held && msg.version < held.version && msg.room.code === held.room.code) return;
      current.value = msg;
      currentAt.value = Date.now();
      if (msg.chat.length > 0) chat.value = msg.chat;
      return;
    }
    case "delta": {
      const next = applyDelta(current.value, msg);
      if (!next) return "sync";
      current.value = next;
      if (msg.room) currentAt.value = Date.now();
      return;
    }
    case "chat":
      // As many as the room keeps and shows a newcomer, so a page that stayed open shows what a new one would.
      chat.value = [...chat.value, msg.entry].slice(-Limits.chatHistory);
      return;
    case "error":
      lastError.value = { code: msg.code, message: msg.message };
      return;
    case "seated":
    case "ack":
    case "pong":
      return;
  }
}

/**
 * The room's end of the line: partysocket's reconnecting socket to a room on the server (loaded only for such a
 * room, with people.ts), or the browser's own local room (local-room/socket.ts: loaded only for a game against the
 * computer, so a room among people carries none of it).
 */
interface RoomSocket extends EventTarget {
  readonly readyState: number;
  send(data: string): void;
  reconnect(): void;
  close(): void;
}

let socket: RoomSocket | null = null;
/** The socket the page's first script opened to this room, which the store's took over (early-socket.ts). */
let early: EarlyRoom | undefined;

/** Whether the room is on the other end of the network (a local room does not care whether there is one). */
const networked = () => !isSoloCode(roomCode);
/** The browser says it has no network, and the room needs one. */
const offlineNow = () => socket !== null && networked() && navigator.onLine === false;
/** A sync was asked for and its state has not come yet. */
let syncing = false;
/** The room this page is in (set before its socket: a local room's loads first); "" when none. */
let roomCode = "";
let counter = 0;
const pending = new Map<string, (reply: Reply) => void>();

/**
 * Opens (or reopens) the connection to a room and keeps it until `leaveRoom`.
 * A connection to that room already under way is kept: main.tsx opens it as
 * soon as the page's code runs, before the room page is drawn (on a slow phone
 * that is a round trip or two sooner), and the room page entering it then changes nothing.
 */
export function enterRoom(code: string): void {
  if (roomCode === code && status.peek() !== "gone") return;
  leaveRoom();
  roomCode = code;
  listenToTheBrowser();
  current.value = null;
  chat.value = [];
  lastError.value = null;
  status.value = "connecting";
  if (!isSoloCode(code)) {
    early = takeEarlyRoom(code);
    connectToServer(code);
    return;
  }
  // A game against the computer runs in this browser (local-room/): the same room, the same messages, no server.
  import("./local-room/socket").then(
    ({ LocalSocket }) => {
      if (roomCode === code && socket === null) attach(code, new LocalSocket(code));
    },
    // Its code did not arrive (the network went mid-load, before the site's worker kept it): as a closed room.
    () => {
      if (roomCode === code) status.value = "gone";
    },
  );
}

/**
 * partysocket's reconnecting socket to room `code`, which comes with what only a table among people shows
 * (people.ts; its page preloads them with the room page). Its code did not arrive (the network went mid-load,
 * before the site's worker kept the build): asked for again by itself, as the boards are (try-again.ts).
 */
function connectToServer(code: string, failures = 0): void {
  loadPeople().then(
    ({ ReconnectingWebSocket }) => {
      if (roomCode !== code || socket !== null) return;
      attach(
        code,
        // PartySocket is this socket with a URL builder: roomSocketUrl is ours.
        new ReconnectingWebSocket(roomSocketUrl(code), undefined, {
          // A move queued while offline might be stale when it lands: resync from the server instead.
          maxEnqueuedMessages: 0,
          // The room's closes for good (shared/closes.ts) stop it; anything else is tried again, for ever.
          maxRetries: Number.POSITIVE_INFINITY,
          // The first is the socket the page's first script opened to this room, if it did (early-socket.ts).
          WebSocket: early?.WebSocket,
        }),
      );
    },
    () => {
      if (roomCode !== code) return;
      if (!navigator.onLine) status.value = "offline";
      tryAgainLater(failures, () => roomCode === code && socket === null && connectToServer(code, failures + 1));
    },
  );
}

function attach(code: string, opened: RoomSocket): void {
  socket = opened;
  socket.addEventListener("busy", () => {
    status.value = "elsewhere";
  });
  socket.addEventListener("open", () => {
    status.value = offlineNow() ? "offline" : "open";
    heard();
    // The page's first script said hello on the socket it opened (early-socket.ts): the same hello, once.
    if (!early?.greeted()) void send(helloOf(code));
  });
  socket.addEventListener("close", (event: Event) => {
    const e = event as CloseEvent;
    // The room's answer (no such room, full) stops the page. A room of an older protocol being updated, or a
    // hello that came too late (a busy phone): the socket tries again, as after a network loss.
    if (closedForGood(e.code)) {
      status.value = "gone";
      socket?.close();
    } else if (status.value !== "gone") {
      status.value = offlineNow() ? "offline" : "reconnecting";
    }
    for (const [, resolve] of pending) resolve({ ok: false, code: "OFFLINE", message: "Connection lost." });
    pending.clear();
  });
  socket.addEventListener("message", (event: Event) => {
    const msg = JSON.parse(String((event as MessageEvent).data)) as ServerMessage;
    if (msg.type === "seated") tokens.saveSeat(code, msg.seatToken);
    if (msg.type === "error" && msg.code === "NO_SUCH_ROOM") status.value = "gone";
    // Its close follows, and the socket says hello again on a new connection (the banner says it reconnects).
    if (msg.type === "error" && msg.code === "HELLO_TIMEOUT") return;
    // The room speaks a newer protocol: the page loads again for the new build (or, having just done so, says
    // why). Decided on the room's word, which comes before its close: a close's code can be lost on the way.
    if (msg.type === "error" && msg.code === "PAGE_OUTDATED") {
      if (reloadForNewerProtocol()) return socket?.close();
      status.value = "gone";
      socket?.close();
    }
    if (msg.type === "state") syncing = false;
    if (receive(msg) === "sync" && !syncing) {
      // A frame was missed (or did not fit): the whole picture again, once.
      syncing = true;
      void send({ type: "sync" });
    }
    // After the picture is taken in: one that starts a game plans the next ping at a game's pace.
    heard();
    const replyTo = msg.type === "ack" || msg.type === "error" || msg.type === "delta" ? msg.replyTo : undefined;
    if (replyTo) {
      const resolve = pending.get(replyTo);
      pending.delete(replyTo);
      resolve?.(msg.type === "error" ? { ok: false, code: msg.code, message: msg.message } : { ok: true });
    }
  });
}

export function leaveRoom(): void {
  socket?.close();
  // The first script's socket, before partysocket took it over (its code was still on its way): closed too.
  if (socket === null) early?.close();
  socket = null;
  early = undefined;
  roomCode = "";
  stopHeartbeat();
}

/**
 * The connection check, both ways. A phone in a tunnel keeps a socket that
 * looks open but carries nothing, so the page asks the room "are you there?"
 * now and then and counts any message as the answer; with no answer in
 * PONG_WAIT_MS the page says the connection is lost, greys the board out and
 * reconnects (the room then sends the whole picture again). The same pings
 * tell the room this page is alive (shared/room/liveness.ts): one goes out
 * when nothing else has been sent for Limits.ping's interval — often during a
 * game, rarely otherwise, and rarely from a hidden page, which says it is
 * hidden so the room gives it longer. Idle rooms can still hibernate between
 * pings. The browser's own offline and online events count at once.
 */
/**
 * Long enough for a busy room or a busy phone to answer: a false "connection lost" greys the board out and
 * reconnects, which under load costs more than the seconds saved (a network the browser knows is gone is said at
 * once, by its offline event).
 */
const PONG_WAIT_MS = 8_000;
let lastHeard = 0;
let lastSent = 0;
let heartbeat: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function heard(): void {
  lastHeard = Date.now();
  if (status.value === "reconnecting" && socket?.readyState === WebSocket.OPEN) status.value = "open";
  // A picture may have started a game (pings come faster): plan the next one again, from the phase it brought.
  scheduleHeartbeat();
}

const hidden = () => document.visibilityState === "hidden";

function pingEvery(): number {
  if (hidden()) return Limits.ping.hiddenMs;
  return current.value?.room.phase === "playing" ? Limits.ping.playingMs : Limits.ping.idleMs;
}

function scheduleHeartbeat(): void {
  if (heartbeat !== null) clearTimeout(heartbeat);
  heartbeat = null;
  if (!socket) return;
  heartbeat = setTimeout(checkConnection, Math.max(0, lastSent + pingEvery() - Date.now()));
}

function checkConnection(): void {
  const open = socket;
  if (!open || status.value === "gone" || status.value === "offline") return;
  if (open.readyState === WebSocket.OPEN) {
    open.send(JSON.stringify({ type: "ping", id: `ping-${++counter}`, ...(hidden() ? { hidden: true } : {}) }));
    lastSent = Date.now();
  }
  const asked = Date.now();
  heartbeat = setTimeout(() => {
    if (lastHeard >= asked || socket !== open || status.value === "gone") {
      scheduleHeartbeat();
      return;
    }
    status.value = "reconnecting";
    open.reconnect();
  }, PONG_WAIT_MS);
}

function stopHeartbeat(): void {
  if (heartbeat !== null) clearTimeout(heartbeat);
  heartbeat = null;
}

function listenToTheBrowser(): void {
  if (listening) return;
  listening = true;
  addEventListener("offline", () => {
    if (socket && networked() && status.value !== "gone") status.value = "offline";
  });
  addEventListener("online", () => {
    if (!socket || !networked() || status.value === "gone") return;
    status.value = "reconnecting";
    socket.reconnect();
  });
  // Hidden: tell the room at once (it then allows the slow pings of a hidden page). Back: check at once
  // rather than trust a picture that may be old, and tell the room this page is in front again.
  document.addEventListener("visibilitychange", () => {
    if (socket) checkConnection();
  });
}

/** Sends an intent; resolves with the room's answer. */
export function send(intent: Intent): Promise<Reply> {
  const id = `${Date.now().toString(36)}-${(++counter).toString(36)}`;
  return new Promise((resolve) => {
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      resolve({ ok: false, code: "OFFLINE", message: "Not connected." });
      return;
    }
    pending.set(id, resolve);
    socket.send(JSON.stringify({ ...intent, id }));
    lastSent = Date.now();
  });
}

/** Sends a host command against the table version on screen, so it is refused if the table changed meanwhile. */
export function sendOnTable(intent: LobbyIntent): Promise<Reply> {
  const version = current.value?.lobbyVersion;
  return send(version === undefined ? intent : { ...intent, version });
}

/** Sends a game action against the match version on screen. */
export function act(action: unknown): Promise<Reply> {
  return send({ type: "action", version: current.value?.matchVersion ?? 0, action });
}
