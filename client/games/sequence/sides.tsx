/** Who plays which colour, how many sequences each side has, and whose turn it is. */
import type { SequenceView, Side } from "../../../shared/games/sequence/without-bots";
import { t } from "../../i18n";
import { Chip } from "./chip";
import { TrophyIcon } from "./icons";
import { colorName, sideSeats } from "./names";

export interface SidesProps {
  readonly view: SequenceView;
  /** Name of each seat. */
  readonly names: readonly string[];
  /** Name of each side (see `sideNames`). */
  readonly sides: readonly string[];
}

export function Sides({ view, names, sides }: SidesProps) {
  const seatsBySide = sideSeats(view);
  const nameOf = (seat: number) =>
    seat === view.seat ? t("sequence.sides.you", { name: names[seat] ?? "" }) : (names[seat] ?? "");
  return (
    <section class="seq-sides card stack" aria-labelledby="seq-sides-title">
      <h2 id="seq-sides-title">{t("sequence.sides.title")}</h2>
      <ul class="seq-side-list">
        {seatsBySide.map((seats, index) => {
          const side = index as Side;
          const score = { count: view.sequences.filter((s) => s.side === side).length, goal: view.sequencesToWin };
          // A player alone is their side: one line, their name instead of the team's.
          const alone = seats.length === 1 ? seats[0] : undefined;
          return (
            <li
              key={side}
              class="seq-side"
              data-side={side}
              data-winner={view.winner === side ? "true" : undefined}
              aria-current={alone !== undefined && view.turn === alone ? "true" : undefined}
            >
              <div class="seq-side-head">
                <Chip side={side} />
                <strong>{alone === undefined ? sides[side] : nameOf(alone)}</strong>
                {/* The chip drawn beside a player alone says its colour to the eye only; a team's name says it. */}
                {alone !== undefined && (
                  <span class="visually-hidden">{t("sequence.cell.chip", { color: colorName(side) })}</span>
                )}
                <span class="seq-score">
                  {view.winner === side ? <TrophyIcon /> : null}
                  <span aria-hidden="true">{t("sequence.score.short", score)}</span>
                  <span class="visually-hidden">{t("sequence.score", score)}</span>
                </span>
              </div>
              {alone === undefined ? (
                <ul class="seq-members">
                  {seats.map((seat) => (
                    <li key={seat} data-member={seat} aria-current={view.turn === seat ? "true" : undefined}>
                      <span>{nameOf(seat)}</span>
                      <span class="muted">{t("sequence.cards.count", { count: view.handCounts[seat] ?? 0 })}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p class="muted" data-member={alone}>
                  {t("sequence.cards.count", { count: view.handCounts[alone] ?? 0 })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
