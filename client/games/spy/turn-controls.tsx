/**
 * Your turn's buttons, exactly the legal actions (see turn.ts). A move button
 * says where your Spy would land and what it would face, and shows the landing
 * place on your base while it is hovered or focused. A spy you can see is fatal
 * (a known lit bomb across) is not the primary button and asks first.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { type BaseView, MAX_FREE_ACTIONS_PER_TURN, type SpyAction } from "../../../shared/games/spy/without-bots";
import { t } from "../../i18n";
import type { BoardProps } from "../contract";
import { landing } from "./geometry";
import { cardName } from "./names";
import type { TurnChoices } from "./turn";

export interface TurnControlsProps {
  readonly own: BaseView;
  readonly choices: TurnChoices;
  /** Sends the chosen action to the room (the board's `act`). */
  readonly act: BoardProps<unknown, SpyAction>["act"];
  readonly nameOf: (seat: number) => string;
  /** The name on a spy button ("Computer 2"): the button's accessible name and title say it in full. */
  readonly shortNameOf: (seat: number) => string;
  /** Shows (a row position) or hides (null) the landing preview on your base. */
  readonly onPreview: (position: number | null) => void;
}

export function TurnControls({ own, choices, act, nameOf, shortNameOf, onPreview }: TurnControlsProps) {
  const [busy, setBusy] = useState(false);
  /** The opponent whose fatal spy waits for a yes or no. */
  const [asking, setAsking] = useState<number | null>(null);
  const send = async (action: SpyAction) => {
    setBusy(true);
    setAsking(null);
    onPreview(null);
    await act(action);
    setBusy(false);
  };
  return (
    <div class="spy-controls stack">
      <div class="row">
        {choices.moves.map((steps) => {
          const lands = landing(own, steps);
          const faces = lands.faces.card;
          const show = () => onPreview(lands.position);
          const hide = () => onPreview(null);
          return (
            <button
              key={steps}
              type="button"
              class="spy-move"
              data-action="move"
              data-steps={steps}
              disabled={busy}
              onClick={() => send({ type: "move", steps })}
              onMouseEnter={show}
              onMouseLeave={hide}
              onFocus={show}
              onBlur={hide}
            >
              <strong>{t("spy.action.move", { count: steps })}</strong>
              <small>
                {t("spy.action.lands", {
                  n: lands.position + 1,
                  card: faces === null ? t("spy.face.hidden") : cardName(faces),
                })}
              </small>
            </button>
          );
        })}
        {choices.flip ? (
          <button type="button" data-action="flip" disabled={busy} onClick={() => send({ type: "flip" })}>
            {t("spy.action.flip")}
          </button>
        ) : null}
        {choices.wrap ? (
          <button type="button" data-action="wrap" disabled={busy} onClick={() => send({ type: "wrap" })}>
            {t("spy.action.wrap")}
          </button>
        ) : null}
      </div>
      {choices.freeSpent ? (
        <p class="muted" data-hint="free-spent">
          {t("spy.action.freeSpent", { count: MAX_FREE_ACTIONS_PER_TURN })}
        </p>
      ) : null}
      <div class="row">
        {choices.spies.map(({ target, allowed, fatal }) => {
          const name = nameOf(target);
          const reasonId = `spy-blocked-${target}`;
          const warned = allowed && fatal;
          return (
            <button
              type="button"
              class={warned ? "spy-fatal" : "primary"}
              data-action="spy"
              data-target={target}
              data-fatal={warned ? "" : undefined}
              disabled={busy || !allowed}
              aria-describedby={allowed && !fatal ? undefined : reasonId}
              aria-expanded={warned ? asking === target : undefined}
              // Named by what it shows, which someone using speech says (WCAG 2.5.3); the whole sentence, with the
              // seat's full name, is its title, which a screen reader reads as its description.
              title={t("spy.action.spy", { name })}
              onClick={() => (warned ? setAsking(target) : send({ type: "spy", target }))}
            >
              {t("spy.action.spyShort", { name: shortNameOf(target) })}
            </button>
          );
        })}
        {choices.end ? (
          <button type="button" data-action="end" disabled={busy} onClick={() => send({ type: "end" })}>
            {t("spy.action.end")}
          </button>
        ) : null}
      </div>
      {/* Why a spy is refused or fatal: one line each under all the buttons, so the buttons stay in compact rows. */}
      {choices.spies.some(({ allowed, fatal }) => !allowed || fatal) ? (
        <div class="spy-reasons">
          {choices.spies.map(({ target, allowed, fatal }) => {
            if (allowed && !fatal) return null;
            const warned = allowed && fatal;
            const reason = t(warned ? "spy.action.spyFatal" : "spy.action.spyBlocked", { name: nameOf(target) });
            return (
              <small key={target} id={`spy-blocked-${target}`} class={warned ? "spy-danger" : "muted"} title={reason}>
                {reason}
              </small>
            );
          })}
        </div>
      ) : null}
      {asking !== null ? (
        <ConfirmFatal
          name={nameOf(asking)}
          onYes={() => send({ type: "spy", target: asking })}
          onNo={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}

/**
 * The question before a spy that would knock you out: focus goes to "No" (the
 * safe answer), Escape answers it too, and focus returns to the spy button after.
 */
function ConfirmFatal({ name, onYes, onNo }: { name: string; onYes: () => void; onNo: () => void }) {
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    no.current?.focus();
    return () => {
      if (opener?.isConnected && !(opener as HTMLButtonElement).disabled) opener.focus();
    };
  }, []);
  return (
    <div
      class="spy-confirm"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="spy-confirm-title"
      aria-describedby="spy-confirm-text"
      data-confirm="fatal-spy"
      onKeyDown={(e) => {
        if (e.key === "Escape") onNo();
      }}
    >
      <p id="spy-confirm-title">
        <strong>{t("spy.confirm.title", { name })}</strong>
      </p>
      <p id="spy-confirm-text">{t("spy.confirm.text", { name })}</p>
      <div class="row">
        <button ref={no} type="button" class="primary" data-action="cancel-spy" onClick={onNo}>
          {t("spy.confirm.no")}
        </button>
        <button type="button" class="spy-fatal" data-action="confirm-spy" onClick={onYes}>
          {t("spy.confirm.yes")}
        </button>
      </div>
    </div>
  );
}
