/**
 * A bare client for scripting very long games: it sends messages with ids of
 * its own choosing, resolves each on its answer (an ack, an error, or the
 * delta that carries the ack), and measures every frame (its size in bytes,
 * the largest one) without keeping or folding them: a full picture carries the
 * game's whole history, and a test may drive tens of thousands of actions.
 * Over a real WebSocket (`Wire.open`), or over any other line to a room
 * (`new Wire(line)`: the room's core run in Node, core-in-node.ts).
 * TestClient (client.ts) keeps every frame and folds deltas into its picture;
 * use it for everything else.
 */
import { randomUUID } from "node:crypto";
import WS from "ws";
import { applyDelta, type DeltaMessage, deltaTo, type StateMessage } from "../../client/picture";

type Reply = { type: "ack" | "error" | "delta"; replyTo: string | null; code?: string; message?: string };

/** Whether the room took the message: its ack came alone or in its delta. */
export const accepted = (reply: Reply): boolean => reply.type !== "error";

const STATE_PREFIX = '{"type":"state"';

/** How a Wire reaches its room: it sends text, and closes (resolving once closed). */
export interface Line {
  send(text: string): void;
  close(): Promise<void>;
}

export class Wire {
  /** Bytes of the largest frame this connection received, and of all of them. */
  largest = 0;
  received = 0;
  frames = 0;
  /**
   * The last full picture as sent (parse it with `lastState()`), with the deltas of the same version after it:
   * those that complete a picture too large for one frame, and changes of presence (which move no version);
   * deltas of later versions are not folded into it.
   */
  private lastStateRaw: string | null = null;
  private continuations: string[] = [];
  seatToken: string | undefined;
  /** Errors without a message to answer (rate limits, kicks), and answers nobody waited for. */
  readonly unsolicited: Reply[] = [];
  private readonly waiting = new Map<string, (reply: Reply) => void>();

  /** Socket errors after opening (a reset when the room goes away). */
  readonly errors: Error[] = [];
  /** The close code, once the line has closed (from either end); null while open. */
  closedWith: number | null = null;

  /** `line`: how to reach the room; the room hands each frame it sends to `receive`. */
  constructor(private readonly line: Line) {}

  static async open(host: string, room: string): Promise<Wire> {
    const socket = new WS(`ws://${host}/parties/main/${room}?_pk=${randomUUID()}`);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => {
        socket.off("error", reject);
        resolve();
      });
      socket.once("error", reject);
    });
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    const wire = new Wire({
      send: (text) => socket.send(text),
      // partykit dev answers a client's close only after about a second, so past 50 ms the connection is cut
      // (the room sees it close all the same).
      close: async () => {
        socket.close();
        const timer = setTimeout(() => socket.terminate(), 50);
        await closed;
        clearTimeout(timer);
      },
    });
    socket.on("message", (data: Buffer) => wire.receive(data.toString("utf8"), data.length));
    socket.on("error", (e) => wire.errors.push(e));
    socket.once("close", (code: number) => {
      wire.closedWith = code;
    });
    return wire;
  }

  /** A frame from the room, `bytes` long on the wire. */
  receive(text: string, bytes = Buffer.byteLength(text)): void {
    this.frames++;
    this.received += bytes;
    if (bytes > this.largest) this.largest = bytes;
    if (text.startsWith(STATE_PREFIX)) {
      this.lastStateRaw = text;
      this.continuations = [];
      return;
    }
    if (this.lastStateRaw !== null && text.startsWith('{"type":"delta"') && !text.includes('"replyTo"')) {
      this.continuations.push(text);
    }
    // Only answers name a message (a spectator's stream of deltas is not even parsed).
    if (!text.includes('"replyTo"')) return;
    const msg = JSON.parse(text) as Omit<Reply, "type"> & { type: string; seatToken?: string };
    if (msg.type === "seated") this.seatToken = msg.seatToken;
    if (msg.type !== "ack" && msg.type !== "error" && msg.type !== "delta") return;
    const resolve = msg.replyTo === null ? undefined : this.waiting.get(msg.replyTo);
    const reply = msg as Reply;
    if (!resolve) {
      this.unsolicited.push(reply);
      return;
    }
    this.waiting.delete(msg.replyTo as string);
    resolve(reply);
  }

  /** Sends a message with the given id; resolves with its answer: an ack, an error, or a delta with the ack. */
  request(message: Record<string, unknown> & { id: string }, timeoutMs = 30_000): Promise<Reply> {
    const reply = new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${message.id}`)), timeoutMs);
      this.waiting.set(message.id, (r) => {
        clearTimeout(timer);
        resolve(r);
      });
    });
    this.line.send(JSON.stringify(message));
    return reply;
  }

  /** Sends all messages at once (the room answers them in order); resolves with their answers. */
  requestAll(messages: readonly (Record<string, unknown> & { id: string })[]): Promise<Reply[]> {
    return Promise.all(messages.map((m) => this.request(m)));
  }

  lastState<T = { version: number; matchVersion: number | null; room: { phase: string }; game: unknown }>(): T {
    if (this.lastStateRaw === null) throw new Error("no state received yet");
    let picture: StateMessage | null = JSON.parse(this.lastStateRaw) as StateMessage;
    for (const raw of this.continuations) {
      const delta = JSON.parse(raw) as DeltaMessage;
      if (delta.from !== picture?.version || deltaTo(delta) !== delta.from) break;
      picture = applyDelta(picture, delta);
    }
    return picture as unknown as T;
  }

  /** Closes, and waits until the line is closed. */
  close(): Promise<void> {
    return this.line.close();
  }
}
