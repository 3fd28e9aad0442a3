/** One card of a base as drawn: face (when known), marks, note. Looks only; the label says it all for screen readers. */
import type { Facing, PlaceView } from "../../../shared/games/spy/without-bots";
import { t } from "../../i18n";
import { SpyIcon, type SpyIconName } from "./icons";
import { cardDigit, cardKind } from "./names";
import type { Answer } from "./notes";

export interface PlaceCardProps {
  readonly seat: number;
  readonly position: number;
  readonly place: PlaceView;
  /** The Spy's arrow as drawn on screen (an opponent's row is drawn reversed, so its arrow is too). */
  readonly arrow: Facing;
  /** The spoken name; absent when the card sits inside a control that names it. */
  readonly label?: string;
  readonly note?: Answer | null;
  readonly faced?: boolean;
  readonly examined?: boolean;
  readonly landing?: boolean;
  readonly fresh?: boolean;
  /** The latest move touched this card: marked for everyone until the next move. */
  readonly last?: boolean;
}

export function PlaceCard(props: PlaceCardProps) {
  const { place } = props;
  const attributes = {
    class: "spy-card",
    "data-place": `${props.seat},${props.position}`,
    "data-kind": kindOf(place),
    // The card, only where this page is shown it (own base, exposed, exploded, game over).
    "data-card": place.card ?? undefined,
    "data-mark": place.mark,
    "data-faced": props.faced ? "" : undefined,
    "data-examined": props.examined ? "" : undefined,
    "data-landing": props.landing ? "" : undefined,
    "data-fresh": props.fresh ? "" : undefined,
    "data-last": props.last ? "" : undefined,
  };
  // The spaces between the parts are not drawn (the card and its face lay their parts out as flex items) but keep
  // the words apart in the card's text: "Bomb 2 Lit", not "Bomb2Lit", for a control that reads it (WCAG 2.5.3).
  const content = (
    <>
      <span class="spy-face">
        <CardFace place={place} arrow={props.arrow} />
      </span>{" "}
      {place.mark !== "none" ? (
        <span class="spy-mark">
          <SpyIcon name={MARK_ICONS[place.mark]} class="spy-mark-icon" />
          <span class="spy-word">{markText(place)}</span>
        </span>
      ) : null}{" "}
      {props.note && place.card === null ? (
        <span class="spy-note">
          <SpyIcon name={props.note === "safe" ? "safe" : "secret"} class="spy-mark-icon" />
          <span class="spy-word">{t(props.note === "safe" ? "spy.kind.safe" : "spy.kind.topSecret")}</span>
        </span>
      ) : null}
    </>
  );
  if (props.label === undefined) {
    return (
      <div aria-hidden="true" {...attributes}>
        {content}
      </div>
    );
  }
  return (
    <div role="img" aria-label={props.label} {...attributes}>
      {content}
    </div>
  );
}

const MARK_ICONS: Readonly<Record<Exclude<PlaceView["mark"], "none">, SpyIconName>> = {
  lit: "lit",
  exploded: "boom",
  exposed: "open",
};

/**
 * A sign per type (SVG) and the printed number; the type's word too where the
 * card is wide enough to print it legibly (spy.css hides it on narrow rows).
 */
function CardFace({ place, arrow }: { place: PlaceView; arrow: Facing }) {
  if (place.card === null) return <span class="spy-digit">{t("spy.face.hidden")}</span>;
  const kind = kindOf(place) as SpyIconName;
  return (
    <>
      <span class="spy-kind">
        <SpyIcon name={kind} />
        <span class="spy-word">{cardKind(place.card)}</span>
      </span>{" "}
      {place.card === "SPY" ? (
        <SpyIcon name={arrow} class="spy-arrow" />
      ) : (
        <span class="spy-digit">{cardDigit(place.card)}</span>
      )}
    </>
  );
}

function kindOf(place: PlaceView): string {
  const card = place.card;
  if (card === null) return "hidden";
  if (card === "SPY") return "spy";
  if (card === "S1" || card === "S2") return "safe";
  if (card === "T1" || card === "T2") return "secret";
  return "bomb";
}

function markText(place: PlaceView): string {
  if (place.mark === "lit") return t("spy.face.lit");
  if (place.mark === "exploded") return t("spy.face.boom");
  return t("spy.face.exposed");
}
