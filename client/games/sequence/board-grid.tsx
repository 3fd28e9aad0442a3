/**
 * The 10×10 board. Every space is a button with a spoken label; only legal
 * spaces act. One space at a time is in the Tab order (roving tabindex) and
 * the arrow keys move among all hundred, so the board is one Tab stop.
 */
import { useMemo, useRef, useState } from "preact/hooks";
// The board itself, not the game's index: the replay page draws this grid without the bots.
import { BOARD_LAYOUT } from "../../../shared/games/sequence/board";
import type { Side } from "../../../shared/games/sequence/without-bots";
import { t } from "../../i18n";
import { Space } from "./board-space";
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
  // The spaces' handlers stay the same from one drawing to the next (a new function would draw every space
  // again, see board-space.tsx); the choice goes to the onChoose of the latest props.
  const latestChoose = useRef(onChoose);
  latestChoose.current = onChoose;
  const handlers = useMemo(
    () => ({ choose: (index: number) => latestChoose.current(index), focus: (index: number) => setFocused(index) }),
    [],
  );
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
        const action = legal.get(index) ?? null;
        const isPending = index === pending;
        return (
          <Space
            key={space + index}
            index={index}
            space={space}
            chip={chips[index] ?? null}
            locked={locked[index] ?? false}
            action={action}
            last={index === last?.index ? last.type : undefined}
            pending={isPending}
            // Only the chosen space shows the viewer's chip: the others' props stay the same as the side changes.
            mySide={isPending ? mySide : null}
            tabStop={index === tabStop}
            onChoose={handlers.choose}
            onFocus={handlers.focus}
          />
        );
      })}
    </div>
  );
}
