/**
 * A side's chip: its colour plus a shape and a letter (blue ● B, green ▲ G,
 * red ■ R), so players who cannot tell the colours apart still can.
 */
import type { Side } from "../../../shared/games/sequence/without-bots";
import { t } from "../../i18n";

export interface ChipProps {
  readonly side: Side;
  readonly locked?: boolean;
  /** A preview of a chip not yet placed (the chosen space waiting for confirmation). */
  readonly ghost?: boolean;
}

export function Chip({ side, locked = false, ghost = false }: ChipProps) {
  return (
    <span
      class="seq-chip"
      data-side={side}
      data-locked={locked ? "true" : undefined}
      data-ghost={ghost ? "true" : undefined}
      aria-hidden="true"
    >
      <span class="seq-chip-letter">{t(`sequence.chip.letter.${side}`)}</span>
    </span>
  );
}
