/**
 * Sequence on the replay page: the rules' pure functions (no bots), the board,
 * every seat's hand face up beside it, the sides, the piles and the log. Built
 * from the table's own pieces; nothing here can act (the board offers no space).
 */
import { TURN_LIMIT } from "../../../shared/engine/turns";
import type { Card } from "../../../shared/games/sequence/cards";
import { isDead } from "../../../shared/games/sequence/legal";
import { type RevealedSequenceView, reveal } from "../../../shared/games/sequence/reveal";
import { apply, timeout } from "../../../shared/games/sequence/rules";
import { seating } from "../../../shared/games/sequence/seating";
import { lockedCells } from "../../../shared/games/sequence/sequences";
import { setup } from "../../../shared/games/sequence/setup";
import type { SequenceState } from "../../../shared/games/sequence/types";
import type { RoomView } from "../../../shared/protocol";
import { t } from "../../i18n";
import type { ReplayBoardProps, ReplayGame } from "../replay-contract";
import { BoardGrid } from "./board-grid";
import { CardFace } from "./card-face";
import { handCardLabel } from "./card-names";
import { describeEvent } from "./describe";
import { GameLog } from "./game-log";
import { lastMove } from "./moves";
import { readerOf, seatNames, sideNames, sideSeats } from "./names";
import { Piles } from "./piles";
import { Sides } from "./sides";

const NO_SPACES: ReadonlyMap<number, "play" | "remove"> = new Map();
const nothing = () => {};

function status(view: RevealedSequenceView, names: readonly string[], sides: readonly string[]): string {
  if (view.status === "draw") {
    const last = view.history.at(-1);
    const atTurnLimit = last?.type === "draw" && last.reason === "turnLimit";
    return atTurnLimit ? t("sequence.draw.turnLimit", { count: TURN_LIMIT }) : t("sequence.draw");
  }
  if (view.status === "won" && view.winner !== null) {
    const team = (sideSeats(view)[view.winner]?.length ?? 0) > 1;
    return t(team ? "sequence.won.team" : "sequence.won", { side: sides[view.winner] ?? "" });
  }
  return view.turn === null ? "" : t("sequence.turn.other", { name: names[view.turn] ?? "" });
}

function Hands({ view, names }: { view: RevealedSequenceView; names: readonly string[] }) {
  return (
    <section class="replay-hands card stack" aria-labelledby="replay-hands-title">
      <h2 id="replay-hands-title">{t("sequence.replay.hands")}</h2>
      {view.hands.map((hand, seat) => (
        <div
          key={seat}
          class="replay-hand"
          data-seat={seat}
          data-side={view.seatSides[seat]}
          data-turn={view.turn === seat ? "true" : undefined}
        >
          <h3>{t("sequence.replay.handOf", { name: names[seat] ?? "" })}</h3>
          <ul class="replay-hand-cards">
            {hand.map((card: Card, index) => (
              <li key={`${card}-${index}`}>
                <span
                  class="seq-mini-card"
                  role="img"
                  data-card={card}
                  aria-label={handCardLabel(card, isDead(card, view.chips))}
                >
                  <CardFace card={card} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function Board({ view, room }: ReplayBoardProps<RevealedSequenceView>) {
  const names = seatNames(room, view.players);
  const sides = sideNames(view, names);
  return (
    <div class="seq-table replay-board" data-status={view.status}>
      <div class="seq-main">
        <p class="seq-status">{status(view, names, sides)}</p>
        <div class="seq-board-frame">
          <BoardGrid
            chips={view.chips}
            locked={lockedCells(view.sequences)}
            legal={NO_SPACES}
            last={lastMove(view.history)}
            pending={null}
            mySide={null}
            choosing={false}
            onChoose={nothing}
            onEscape={nothing}
          />
        </div>
      </div>
      <div class="seq-panel stack">
        <Hands view={view} names={names} />
        <Sides view={view} names={names} sides={sides} />
        <Piles view={view} names={names} />
        <GameLog history={view.history} names={names} sides={sides} reader={readerOf(view)} />
      </div>
    </div>
  );
}

function said(before: RevealedSequenceView, after: RevealedSequenceView, room: RoomView): string[] {
  const names = seatNames(room, after.players);
  const sides = sideNames(after, names);
  const reader = readerOf(after);
  return after.history.slice(before.history.length).map((event) => describeEvent(event, names, sides, reader));
}

export const sequenceReplay: ReplayGame<RevealedSequenceView> = {
  name: "sequence.name",
  rules: { setup, apply, timeout },
  seating,
  reveal: (state) => reveal(state as SequenceState),
  Board,
  said,
};
