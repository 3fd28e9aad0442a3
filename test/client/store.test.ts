import { beforeEach, describe, expect, it } from "vitest";
import { chat, current, isMyTurn, lastError, receive, type StateMessage } from "../../client/store";
import { Limits } from "../../shared/limits";
import type { RoomView } from "../../shared/protocol";

const roomView: RoomView = {
  code: "K7MX2QP",
  game: "sequence",
  players: 2,
  options: { sides: 2 },
  settings: { turnSeconds: null, teamChat: false, notes: true },
  phase: "playing",
  seats: [],
  first: null,
  turnDeadline: null,
  spectators: 0,
  standInAfterMs: 30_000,
  host: { seat: null },
  rematch: null,
};

const state = (version: number, turn: number, seat: number | null): StateMessage => ({
  type: "state",
  version,
  lobbyVersion: 1,
  matchVersion: 0,
  toAct: [turn],
  outcome: null,
  room: roomView,
  you: { seat, host: false },
  game: { turn },
  chat: [],
});

describe("signals store", () => {
  beforeEach(() => {
    current.value = null;
    chat.value = [];
    lastError.value = null;
  });

  it("patches the picture with a delta meant for the version held, and asks for the whole picture after a gap", () => {
    receive(state(5, 0, 0));
    const delta = {
      type: "delta",
      from: 5,
      matchVersion: 1,
      toAct: [1],
    } as const;
    // The usual fields left out: `to` is the next version, the table's version unchanged, no outcome.
    expect(receive({ ...delta, game: { set: [[["turn"], 1]] } })).toBeUndefined();
    expect(current.value?.version).toBe(6);
    expect(current.value?.lobbyVersion).toBe(state(5, 0, 0).lobbyVersion);
    expect(current.value?.outcome).toBeNull();
    expect(current.value?.game).toEqual({ turn: 1 });
    expect(current.value?.toAct).toEqual([1]);
    // A frame went missing: 6 → 7 never came.
    expect(receive({ ...delta, from: 7, to: 8, game: { set: [[["turn"], 0]] } })).toBe("sync");
    expect(current.value?.version).toBe(6);
  });

  it("holds the newest state and ignores one that arrives late with an older version", () => {
    receive(state(5, 0, 0));
    receive(state(4, 1, 0));
    expect(current.value?.version).toBe(5);
    receive(state(6, 1, 0));
    expect(current.value?.game).toEqual({ turn: 1 });
  });

  it("knows when it is this seat's turn, and never for a spectator", () => {
    receive(state(1, 0, 0));
    expect(isMyTurn.value).toBe(true);
    receive(state(2, 1, 0));
    expect(isMyTurn.value).toBe(false);
    receive(state(3, 0, null));
    expect(isMyTurn.value).toBe(false);
  });

  it("reads the turn from the room's toAct only, never from the game's view", () => {
    // Spy while arranging: the view has no turn, and the room waits for seats 1 and 2 (seat 0 has arranged).
    receive({ ...state(1, 0, 1), toAct: [1, 2], game: { turn: null, phase: "arranging" } });
    expect(isMyTurn.value).toBe(true);
    receive({ ...state(2, 0, 0), toAct: [1, 2], game: { turn: null, phase: "arranging" } });
    expect(isMyTurn.value).toBe(false);
    // A view that names this seat's turn does not make it so.
    receive({ ...state(3, 0, 0), toAct: [], game: { turn: 0 } });
    expect(isMyTurn.value).toBe(false);
  });

  it("folds the outcome a delta carries: null while playing, then the ending", () => {
    receive(state(5, 0, 0));
    expect(current.value?.outcome).toBeNull();
    const won = { kind: "won", seats: [0, 2] } as const;
    receive({ type: "delta", from: 5, to: 6, lobbyVersion: 1, matchVersion: 1, toAct: [], outcome: won });
    expect(current.value?.outcome).toEqual(won);
    expect(isMyTurn.value).toBe(false);
  });

  it("keeps refusals to show and appends chat lines; a state with chat history replaces the list", () => {
    receive({ type: "error", replyTo: "m1", code: "NOT_YOUR_TURN", message: "It is seat 2's turn." });
    expect(lastError.value).toEqual({ code: "NOT_YOUR_TURN", message: "It is seat 2's turn." });
    const entry = { n: 0, seat: 0, name: "Ana", text: "hi", team: false, at: 1 };
    receive({ type: "chat", entry });
    receive({ type: "chat", entry: { ...entry, n: 1, text: "again", at: 2 } });
    expect(chat.value.map((e) => e.text)).toEqual(["hi", "again"]);
    receive({ ...state(1, 0, 0), chat: [entry] });
    expect(chat.value).toEqual([entry]);
  });

  it("keeps the newest Limits.chatHistory chat lines, as many as the room shows a newcomer", () => {
    const entry = { n: 0, seat: 0, name: "Ana", text: "0", team: false, at: 0 };
    const sent = Limits.chatHistory + 5;
    for (let n = 0; n < sent; n++) receive({ type: "chat", entry: { ...entry, n, text: String(n), at: n } });
    expect(chat.value).toHaveLength(Limits.chatHistory);
    expect(chat.value[0]?.n).toBe(sent - Limits.chatHistory);
    expect(chat.value.at(-1)?.n).toBe(sent - 1);
  });
});
