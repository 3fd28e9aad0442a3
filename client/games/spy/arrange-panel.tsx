/**
 * Arranging in secret: tap a card, then another place, to swap them (or move the
 * selected card with the buttons), turn the Spy, draw a random order, and send it
 * with Ready. Shows who is ready — never anything of anyone else's base.
 */
import { useState } from "preact/hooks";
import { facedPosition } from "../../../shared/games/spy/base";
import type { SpyAction, SpyView } from "../../../shared/games/spy/without-bots";
import { t } from "../../i18n";
import type { BoardProps } from "../contract";
import { type Arrangement, isSaved, randomArrangement, startingArrangement, swap } from "./arrangement";
import { cardName, facingName } from "./names";
import { PlaceCard } from "./place-card";

/** Sends the arrangement to the room (the board's `act`). */
type Act = BoardProps<SpyView, SpyAction>["act"];

export interface ArrangePanelProps {
  readonly view: SpyView;
  readonly act: Act;
  /** The viewer's seat colour (the Spy card wears it). */
  readonly color: string | undefined;
  readonly nameOf: (seat: number) => string;
}

export function ArrangePanel({ view, act, color, nameOf }: ArrangePanelProps) {
  const me = view.seat;
  return (
    <section class="spy-arrange card stack" data-color={color} aria-labelledby="spy-arrange-title">
      {me === null ? (
        <p id="spy-arrange-title">{t("spy.status.watchingArranging")}</p>
      ) : (
        <Arranger view={view} me={me} act={act} />
      )}
      <ReadyList view={view} nameOf={nameOf} />
    </section>
  );
}

function Arranger({ view, me, act }: { view: SpyView; me: number; act: Act }) {
  const [arrangement, setArrangement] = useState<Arrangement>(() => startingArrangement(view));
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { row, facing } = arrangement;
  const saved = isSaved(view, arrangement);
  const faced = facedPosition(row.indexOf("SPY"), facing, row.length);

  const tap = (index: number) => {
    if (selected === null) setSelected(index);
    else if (selected === index) setSelected(null);
    else {
      setArrangement({ row: swap(row, selected, index), facing });
      setSelected(null);
    }
  };
  const shift = (delta: -1 | 1) => {
    if (selected === null) return;
    const to = selected + delta;
    if (to < 0 || to >= row.length) return;
    setArrangement({ row: swap(row, selected, to), facing });
    setSelected(to);
  };
  const ready = async () => {
    setBusy(true);
    await act({ type: "arrange", base: row, facing });
    setBusy(false);
  };
  const selectedCard = selected === null ? undefined : row[selected];

  return (
    <>
      <h2 id="spy-arrange-title">{t("spy.arrange.title")}</h2>
      <p class="muted spy-arrange-help">{t("spy.arrange.help")}</p>
      <ol class="spy-row" data-seat={me}>
        {row.map((card, index) => (
          <li key={index}>
            <button
              type="button"
              class="spy-card-button"
              aria-pressed={selected === index}
              aria-label={
                card === "SPY"
                  ? t("spy.arrange.spyCard", { n: index + 1, facing: facingName(facing) })
                  : t("spy.arrange.card", { n: index + 1, card: cardName(card) })
              }
              onClick={() => tap(index)}
            >
              <PlaceCard
                seat={me}
                position={index}
                place={{ card, mark: "none" }}
                arrow={facing}
                faced={index === faced}
              />
            </button>
          </li>
        ))}
      </ol>
      <p class="spy-hint" aria-live="polite">
        {selectedCard ? t("spy.arrange.selected", { card: cardName(selectedCard) }) : ""}
      </p>
      <div class="row spy-arrange-tools">
        {/* The base's row reads left to right in every language: the buttons that move a card along it too. */}
        <span class="spy-shift">
          <button
            type="button"
            data-action="shift-left"
            disabled={selected === null || selected === 0}
            onClick={() => shift(-1)}
          >
            {t("spy.arrange.left")}
          </button>
          <button
            type="button"
            data-action="shift-right"
            disabled={selected === null || selected === row.length - 1}
            onClick={() => shift(1)}
          >
            {t("spy.arrange.right")}
          </button>
        </span>
        <button
          type="button"
          data-action="facing"
          onClick={() => setArrangement({ row, facing: facing === "left" ? "right" : "left" })}
        >
          {t("spy.arrange.facing", { facing: facingName(facing) })}
        </button>
        <button
          type="button"
          data-action="random"
          onClick={() => {
            const drawn = randomArrangement(view);
            if (drawn) setArrangement(drawn);
            setSelected(null);
          }}
        >
          {t("spy.arrange.random")}
        </button>
        <button type="button" class="primary" data-action="ready" disabled={busy || saved} onClick={ready}>
          {view.arranged[me] && !saved ? t("spy.arrange.readyAgain") : t("spy.arrange.ready")}
        </button>
        <span class="muted" aria-live="polite">
          {saved ? t("spy.arrange.sent") : ""}
        </span>
      </div>
    </>
  );
}

function ReadyList({ view, nameOf }: { view: SpyView; nameOf: (seat: number) => string }) {
  return (
    <div>
      <h3>{t("spy.arrange.who")}</h3>
      <ul class="spy-ready">
        {view.arranged.map((done, seat) => (
          <li key={seat} data-ready={done ? "" : undefined}>
            {t(done ? "spy.arrange.seatReady" : "spy.arrange.seatArranging", {
              name: seat === view.seat ? t("player.youNamed", { name: nameOf(seat) }) : nameOf(seat),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
