/**
 * The 10×10 board. Every space is a button with a spoken label; only legal
 * spaces act. One space at a time is in the Tab order (roving tabindex) and
 * the arrow keys move among all hundred, so the board is one Tab stop.
 */
import { useState } from "preact/hooks";
// The board itself, not the game's index: the replay page draws this grid without the bots.
import { BOARD_LAYOUT } from "../../../shared/games/sequence/board";
import type { Side } from "../../../shared/games/sequence/without-bots";
import { t } from "../../i18n";
import { CardFace } from "./card-face";
import { Chip } from "./chip";
import { cellLabel } from "./describe";
import { StarIcon } from "./icons";
import type { LastMove } from "./moves";

export interface BoardGridProps {
  readonly chips: readonly (Side | null)[];
  /** Spaces whose chips belong to a completed sequence. */
  readonly locked: readonly boolean[];
  /** What the chosen card may do on each space (empty when nothing is chosen or it is not our turn). */
  readonly legal: ReadonlyMap<number, "play" | "remove">;
  readonly last: LastMove | null;
  /** The space chosen and waiting for a second tap (or the Place button). */
  readonly pending: number | null;
  /** The viewer's side: the chip a chosen space previews. */
  readonly mySide: Side | null;
  /** A card is chosen: the board dims what it cannot reach. */
  readonly choosing: boolean;
  readonly onChoose: (index: number) => void;
  /** Escape: leave the board without choosing. */
  readonly onEscape: () => void;
}

const SPACES = BOARD_LAYOUT.flat();

/** Where an arrow key leads from `index` (columns mirrored in right-to-left text). */
function step(index: number, key: string, rtl: boolean): number | null {
  const row = Math.floor(index / 10);
  const col = index % 10;
  const forward = rtl ? -1 : 1;
  switch (key) {
    case "ArrowUp":
      return row > 0 ? index - 10 : null;
    case "ArrowDown":
      return row < 9 ? index + 10 : null;
    case "ArrowRight":
      return col + forward >= 0 && col + forward <= 9 ? index + forward : null;
    case "ArrowLeft":
      return col - forward >= 0 && col - forward <= 9 ? index - forward : null;
    case "Home":
      return row * 10;
    case "End":
      return row * 10 + 9;
    default:
      return null;
  }
}

export function BoardGrid(props: BoardGridProps) {
  const { chips, locked, legal, last, pending, mySide, choosing, onChoose, onEscape } = props;
  const [focused, setFocused] = useState<number | null>(null);
  // The Tab stop: where the player last was, else the first legal space, else the last move.
  const firstLegal = legal.size > 0 ? Math.min(...legal.keys()) : null;
  const tabStop =
    (focused !== null && (legal.size === 0 || legal.has(focused)) ? focused : null) ??
    pending ??
    firstLegal ??
    last?.index ??
    0;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") return onEscape();
    const from = focused ?? tabStop;
    const grid = e.currentTarget as HTMLElement;
    const to = step(from, e.key, getComputedStyle(grid).direction === "rtl");
    if (to === null) return;
    e.preventDefault();
    grid.querySelector<HTMLElement>(`[data-index="${to}"]`)?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend and anonymous box fight the square CSS grid; a labelled group says the same
    <div
      class="seq-board"
      role="group"
      aria-label={t("sequence.board.label")}
      data-choosing={choosing ? "true" : undefined}
      onKeyDown={onKeyDown}
    >
      {SPACES.map((space, index) => {
        const chip = chips[index] ?? null;
        const action = legal.get(index) ?? null;
        const isLast = index === last?.index;
        const isPending = index === pending;
        const isLocked = locked[index] ?? false;
        return (
          <button
            type="button"
            key={space + index}
            class="seq-space"
            data-index={index}
            data-cell={`${Math.floor(index / 10)},${index % 10}`}
            data-legal={action ? "true" : undefined}
            data-last={isLast ? last?.type : undefined}
            data-pending={isPending ? (action ?? undefined) : undefined}
            data-corner={space === "XX" ? "true" : undefined}
            data-chip={chip ?? undefined}
            data-locked={isLocked && chip !== null ? "true" : undefined}
            aria-label={cellLabel(index, { chip, locked: isLocked, legal: action, last: isLast })}
            aria-disabled={action ? undefined : "true"}
            aria-pressed={action ? isPending : undefined}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setFocused(index)}
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
            {chip !== null && <Chip side={chip} locked={isLocked} />}
            {/* A chosen space previews the move: the viewer's chip to come, or a cross on the chip to go. */}
            {isPending && action === "play" && mySide !== null && <Chip side={mySide} ghost />}
            {isPending && action === "remove" && <span class="seq-cross" aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}
