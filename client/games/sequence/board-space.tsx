/**
 * One space of the board, a component of its own so that it is drawn again
 * only when what it shows changes: a tap on a card changes a few spaces of the
 * hundred, a move one or two, and on a slow phone drawing all hundred (cards,
 * chips, spoken labels) on every tap took most of the time between the tap and
 * what it shows. A component that reads a signal (its label's words read the
 * language) is drawn again only when one of its props or the signal changes:
 * @preact/signals' own shouldComponentUpdate, which compares props one by one.
 * So every prop is a value or a function that stays the same (BoardGrid's).
 */
import type { Space as BoardSpace } from "../../../shared/games/sequence/board";
import type { Side } from "../../../shared/games/sequence/without-bots";
import { t } from "../../i18n";
import { CardFace } from "./card-face";
import { Chip } from "./chip";
import { cellLabel } from "./describe";
import { StarIcon } from "./icons";

export interface SpaceProps {
  readonly index: number;
  /** The card printed on it, or "XX" for a corner. */
  readonly space: BoardSpace;
  readonly chip: Side | null;
  readonly locked: boolean;
  /** What the chosen card may do here, if anything. */
  readonly action: "play" | "remove" | null;
  /** The last move's kind, when it was made here. */
  readonly last: "play" | "remove" | undefined;
  /** Chosen and waiting for a second tap. */
  readonly pending: boolean;
  /** The viewer's side: the chip a chosen space previews. */
  readonly mySide: Side | null;
  /** The board's one Tab stop. */
  readonly tabStop: boolean;
  /** Stable across renders (BoardGrid keeps them), so they never count as a change. */
  readonly onChoose: (index: number) => void;
  readonly onFocus: (index: number) => void;
}

export function Space(props: SpaceProps) {
  const { index, space, chip, locked, action, last, pending, mySide, tabStop, onChoose, onFocus } = props;
  return (
    <button
      type="button"
      class="seq-space"
      data-index={index}
      data-cell={`${Math.floor(index / 10)},${index % 10}`}
      data-legal={action ? "true" : undefined}
      data-last={last}
      data-pending={pending ? (action ?? undefined) : undefined}
      data-corner={space === "XX" ? "true" : undefined}
      data-chip={chip ?? undefined}
      data-locked={locked && chip !== null ? "true" : undefined}
      aria-label={cellLabel(index, { chip, locked, legal: action, last: last !== undefined })}
      aria-disabled={action ? undefined : "true"}
      aria-pressed={action ? pending : undefined}
      tabIndex={tabStop ? 0 : -1}
      onFocus={() => onFocus(index)}
      onClick={() => action && onChoose(index)}
    >
      {space === "XX" ? (
        <span class="seq-corner" aria-hidden="true">
          <StarIcon />
          <span class="seq-corner-text">{t("sequence.corner.short")}</span>
        </span>
      ) : (
        <CardFace card={space} />
      )}
      {chip !== null && <Chip side={chip} locked={locked} />}
      {/* A chosen space previews the move: the viewer's chip to come, or a cross on the chip to go. */}
      {pending && action === "play" && mySide !== null && <Chip side={mySide} ghost />}
      {pending && action === "remove" && <span class="seq-cross" aria-hidden="true" />}
    </button>
  );
}
