/** A base drawn as a row of cards: yours in row order, an opponent's reversed (seen from your side). */
import type { BaseView } from "../../../shared/games/spy/without-bots";
import { drawOrder } from "./geometry";
import { placeLabel } from "./labels";
import type { Answer } from "./notes";
import { PlaceCard } from "./place-card";

export interface BaseRowProps {
  readonly seat: number;
  readonly base: BaseView;
  /** The owner's name, or null for your own base. */
  readonly owner: string | null;
  readonly reversed: boolean;
  readonly notes?: readonly (Answer | null)[];
  /** Row positions to mark; null or absent for none. */
  readonly faced?: number | null;
  readonly examined?: number | null;
  readonly landing?: number | null;
  readonly fresh?: number | null;
  /** The place the latest move touched (events.ts lastTouched). */
  readonly last?: number | null;
}

export function BaseRow(props: BaseRowProps) {
  const { base, reversed } = props;
  const arrow = reversed ? (base.facing === "left" ? "right" : "left") : base.facing;
  return (
    <ol class="spy-row" data-seat={props.seat}>
      {drawOrder(base.places.length, reversed).map((position) => {
        const place = base.places[position];
        if (!place) return null;
        const flags = {
          note: props.notes?.[position] ?? null,
          faced: props.faced === position,
          examined: props.examined === position,
          landing: props.landing === position,
        };
        const label = placeLabel({ owner: props.owner, position, place, facing: base.facing, ...flags });
        return (
          <li key={position}>
            <PlaceCard
              seat={props.seat}
              position={position}
              place={place}
              arrow={arrow}
              label={label}
              fresh={props.fresh === position}
              last={props.last === position}
              {...flags}
            />
          </li>
        );
      })}
    </ol>
  );
}
