/**
 * The Sequence table for one seat (or a spectator): board, hand, sides, piles
 * and log. Choosing a card highlights exactly the spaces of its legal actions;
 * choosing a highlighted space only marks it (a space is smaller than a
 * fingertip on a phone, so a mis-tap must not be final): tapping it again or
 * the Place button sends the action. The room's answer is the truth: nothing
 * changes on screen until the next view arrives.
 */
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { TURN_LIMIT } from "../../../shared/engine/turns";
import {
  type Card,
  isDead,
  lockedCells,
  type SequenceAction,
  type SequenceView,
} from "../../../shared/games/sequence/without-bots";
import { t } from "../../i18n";
import { RulesDialog } from "../../rules-dialog";
import { standInSeats } from "../../stand-in";
import type { BoardProps } from "../contract";
import { Announcer } from "./announcer";
import { BoardGrid } from "./board-grid";
import { GameLog } from "./game-log";
import { Hand } from "./hand";
import { HowTo } from "./how-to";
import { canPass, exchangeableCards, lastMove, legalCells, playableCards } from "./moves";
import { readerOf, seatNames, sideNames, sideSeats } from "./names";
import { Piles } from "./piles";
import { Sides } from "./sides";

/** A chosen hand card. `at` is the history length when it was chosen: any new event forgets it. */
interface Selection {
  readonly index: number;
  readonly card: Card;
  readonly at: number;
}

/** A chosen space waiting for its confirmation. `at` as for a Selection. */
interface Pending {
  readonly index: number;
  readonly at: number;
}

function statusText(view: SequenceView, names: readonly string[], sides: readonly string[]): string {
  if (view.status === "draw") {
    const last = view.history.at(-1);
    const atTurnLimit = last?.type === "draw" && last.reason === "turnLimit";
    return atTurnLimit ? t("sequence.draw.turnLimit", { count: TURN_LIMIT }) : t("sequence.draw");
  }
  if (view.status === "won" && view.winner !== null) {
    const mine = view.seat !== null && view.seatSides[view.seat] === view.winner;
    if (mine) return t("sequence.won.you");
    const team = (sideSeats(view)[view.winner]?.length ?? 0) > 1;
    return t(team ? "sequence.won.team" : "sequence.won", { side: sides[view.winner] ?? "" });
  }
  if (view.turn === null) return "";
  return view.turn === view.seat ? t("sequence.turn.you") : t("sequence.turn.other", { name: names[view.turn] ?? "" });
}

export function Board({ view, actions, act, room }: BoardProps<SequenceView, SequenceAction>) {
  const names = seatNames(room, view.players);
  const sides = sideNames(view, names);
  const reader = readerOf(view);
  const standIns = useMemo(() => standInSeats(room.standIns), [room.standIns]);
  const myTurn = actions.length > 0;

  const [selection, setSelection] = useState<Selection | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusBoard, setFocusBoard] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);

  const chosen =
    selection !== null && selection.at === view.history.length && view.hand?.[selection.index] === selection.card
      ? selection
      : null;
  const targets = legalCells(actions, chosen?.card ?? null);
  const legal = new Map([...targets].map(([index, action]) => [index, action.type] as const));
  // A space chosen for another card, or before the last event, is forgotten.
  const confirming = pending !== null && pending.at === view.history.length ? targets.get(pending.index) : undefined;

  // After choosing a card from the keyboard, go straight to its first space.
  useEffect(() => {
    if (!focusBoard) return;
    setFocusBoard(false);
    boardRef.current?.querySelector<HTMLElement>('[data-legal="true"]')?.focus();
  }, [focusBoard]);

  const send = async (action: SequenceAction) => {
    if (busy) return;
    setBusy(true);
    const reply = await act(action);
    setBusy(false);
    if (reply.ok) {
      setSelection(null);
      setPending(null);
    }
  };

  // First tap on a space marks it; a second tap on the same space sends it.
  const chooseSpace = (index: number) => {
    const action = targets.get(index);
    if (action === undefined) return;
    if (confirming !== undefined && pending?.index === index) return void send(action);
    setPending({ index, at: view.history.length });
  };

  const select = (index: number, keyboard: boolean) => {
    const card = view.hand?.[index];
    if (card === undefined) return;
    setPending(null);
    if (chosen?.index === index) return setSelection(null);
    setSelection({ index, card, at: view.history.length });
    if (keyboard && legalCells(actions, card).size > 0) setFocusBoard(true);
  };

  // Escape puts the chosen card back, and the keyboard returns to the hand it came from.
  const putBack = () => {
    // Escape first forgets the chosen space, then the card.
    if (confirming !== undefined) return setPending(null);
    if (chosen === null) return;
    setSelection(null);
    document.querySelectorAll<HTMLElement>(".seq-hand-card")[chosen.index]?.focus();
  };

  const hand = view.hand;
  return (
    <div class="seq-table" data-status={view.status}>
      <div class="seq-main">
        <div class="seq-head">
          {/* During play the room's bar above already says whose turn it is: the line stays for screen readers only. */}
          <p
            class={view.status === "playing" ? "seq-status visually-hidden" : "seq-status"}
            data-my-turn={myTurn ? "true" : undefined}
          >
            {statusText(view, names, sides)}
          </p>
          <RulesDialog game="sequence" name={t("sequence.name")} Rules={HowTo} />
        </div>
        <div ref={boardRef} class="seq-board-frame">
          <BoardGrid
            chips={view.chips}
            locked={lockedCells(view.sequences)}
            legal={legal}
            last={lastMove(view.history)}
            pending={confirming === undefined ? null : (pending?.index ?? null)}
            mySide={view.seat === null ? null : (view.seatSides[view.seat] ?? null)}
            choosing={chosen !== null && myTurn}
            onEscape={putBack}
            onChoose={chooseSpace}
          />
        </div>
        {hand && (
          <Hand
            hand={hand}
            selected={chosen?.index ?? null}
            dead={new Set(hand.filter((card) => isDead(card, view.chips)))}
            exchangeable={exchangeableCards(actions)}
            playable={playableCards(actions)}
            canPass={canPass(actions)}
            myTurn={myTurn}
            playing={view.status === "playing"}
            busy={busy}
            confirming={confirming?.type ?? null}
            onSelect={select}
            onExchange={(card) => void send({ type: "exchange", card })}
            onPass={() => void send({ type: "pass" })}
            onConfirm={() => confirming && void send(confirming)}
            onCancel={() => setPending(null)}
          />
        )}
      </div>
      <div class="seq-panel stack">
        <Sides view={view} names={names} sides={sides} />
        <Piles view={view} names={names} />
        <GameLog history={view.history} names={names} sides={sides} reader={reader} standIns={standIns} />
      </div>
      <Announcer
        history={view.history}
        myTurn={myTurn}
        names={names}
        sides={sides}
        reader={reader}
        standIns={standIns}
      />
    </div>
  );
}
