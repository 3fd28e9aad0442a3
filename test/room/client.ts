/**
 * A scripted player for room tests: a real partysocket over `ws`, recording
 * every frame it receives, with helpers to send a message and await its answer.
 * It folds deltas into its picture with the browser's own code (client/picture.ts)
 * and hands waiters the resulting picture as a `state` (and a delta's ack as an
 * `ack`), so tests read whole pictures whichever way they came.
 */
import { PartySocket } from "partysocket";
import WS from "ws";
import { applyDelta, deltaTo } from "../../client/picture";
import type { ClientMessage, CreateRoomResponse, ServerMessage } from "../../shared/protocol";

type StateMessage = Extract<ServerMessage, { type: "state" }>;
/** An ack or an error, flattened so tests can read `code` without narrowing. */
type Reply = { type: "ack" | "error"; replyTo: string | null; code?: string; message?: string };
/** A client message before the client gives it its id. */
export type Outgoing = ClientMessage extends infer M ? (M extends ClientMessage ? Omit<M, "id"> : never) : never;

export async function createRoom(host: string, body: unknown): Promise<CreateRoomResponse> {
  const post = () =>
    fetch(`http://${host}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  // Node's fetch reuses an idle connection, which the server may be closing at that moment ("other side closed",
  // seen on a loaded machine): sent again once on a fresh one. At worst a second room is made, which no one uses.
  const res = await post().catch((e: unknown) => {
    if ((e as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw e;
    return post();
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreateRoomResponse;
}

let counter = 0;

export class TestClient {
  readonly frames: string[] = [];
  readonly socket: PartySocket;
  state: StateMessage | null = null;
  /** Every picture this client held, in order (deltas folded). */
  readonly pictures: StateMessage[] = [];
  seatToken: string | undefined;
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];

  constructor(host: string, room: string) {
    this.socket = new PartySocket({ host, room, WebSocket: WS, maxRetries: 0 });
    this.socket.addEventListener("message", (e: MessageEvent) => {
      const raw = String(e.data);
      this.frames.push(raw);
      const msg = JSON.parse(raw) as ServerMessage;
      if (msg.type === "seated") this.seatToken = msg.seatToken;
      if (msg.type === "delta") {
        const next = applyDelta(this.state, msg);
        if (!next) throw new Error(`delta ${msg.from}→${deltaTo(msg)} does not fit version ${this.state?.version}`);
        this.state = next;
        this.pictures.push(next);
        this.dispatch(next);
        if (msg.replyTo) this.dispatch({ type: "ack", replyTo: msg.replyTo });
        return;
      }
      if (msg.type === "state") {
        this.state = msg;
        this.pictures.push(msg);
      }
      this.dispatch(msg);
    });
  }

  static async connect(host: string, room: string, hello: { seatToken?: string; hostToken?: string } = {}) {
    const client = new TestClient(host, room);
    await new Promise<void>((resolve, reject) => {
      client.socket.addEventListener("open", () => resolve(), { once: true });
      client.socket.addEventListener("error", () => reject(new Error("socket error")), { once: true });
    });
    if (hello.seatToken) client.seatToken = hello.seatToken;
    await client.request({ type: "hello", ...hello });
    return client;
  }

  private dispatch(msg: ServerMessage): void {
    this.waiters = this.waiters.filter((w) => {
      if (!w.test(msg)) return true;
      w.resolve(msg);
      return false;
    });
  }

  /** Resolves with the first message (from now on) that passes `test`. */
  next(test: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("timed out waiting for a message")), timeoutMs);
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Sends a raw frame. */
  sendRaw(frame: string): void {
    this.socket.send(frame);
  }

  /** Sends a message with a fresh id (or the given one) and resolves with its ack or error. */
  async request(message: Outgoing, id = `m${++counter}`): Promise<Reply> {
    const reply = this.next((m) => (m.type === "ack" || m.type === "error") && m.replyTo === id);
    this.socket.send(JSON.stringify({ ...message, id }));
    return (await reply) as Reply;
  }

  /** Resolves when this client holds a state with version ≥ `version`. */
  async stateAtLeast(version: number): Promise<StateMessage> {
    if (this.state && this.state.version >= version) return this.state;
    return (await this.next((m) => m.type === "state" && m.version >= version)) as StateMessage;
  }

  /** Resolves with this client's picture once it satisfies `test` (at once if it already does). */
  async stateWhere(test: (s: StateMessage) => boolean, timeoutMs = 10_000): Promise<StateMessage> {
    if (this.state && test(this.state)) return this.state;
    return (await this.next((m) => m.type === "state" && test(m), timeoutMs)) as StateMessage;
  }

  close(): void {
    this.socket.close();
  }

  /**
   * A phone in a tunnel: the TCP connection stays open but nothing moves either way (this end stops
   * reading and sends nothing). No close frame is sent, so the room can only tell from the silence.
   */
  goSilent(): void {
    const ws = (this.socket as unknown as { _ws?: { _socket?: { pause(): void } } })._ws;
    if (!ws?._socket) throw new Error("no underlying socket to pause");
    ws._socket.pause();
  }
}
