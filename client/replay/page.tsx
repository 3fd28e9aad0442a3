/**
 * /r/CODE/replay: a finished game, move by move, with every card face up. The
 * room serves the game (GET /parties/main/CODE?game) only once it is over, so
 * during a match this page has nothing to show but the way back to the room.
 * The whole game is played again here with the rules alone (no bots), every
 * view computed up front; stepping is then only choosing which one to draw.
 * Loaded on demand (main.tsx): nobody else downloads it.
 */
import { useEffect, useState } from "preact/hooks";
import type { RoomView } from "../../shared/protocol";
import { CodeLimit } from "../code-limit";
import { DownloadGameLink } from "../download-game";
import { openReplayGame } from "../games/load";
import type { ReplayGame } from "../games/replay-contract";
import { HomeLink } from "../home-link";
import { t } from "../i18n";
import { LanguagePicker } from "../language-picker";
import { finishedGame } from "../room-kind/finished-game";
import { embedded, followInPage, roomPathOf } from "../router";
import { type GameFile, movesOfLines, readGameFile, replayViews, seatsOf } from "./frames";

/** Moves a second the page can play at. */
export const SPEEDS = [0.5, 1, 2, 4] as const;

type Loaded =
  | { readonly kind: "loading" }
  /** The room answered 409: the match is not over (or none has been played). */
  | { readonly kind: "notOver" }
  | { readonly kind: "missing" }
  /** Too many unknown codes from this network: it may ask again at `until` (ms). */
  | { readonly kind: "limited"; readonly until: number }
  | { readonly kind: "failed" }
  | {
      readonly kind: "ready";
      readonly file: GameFile;
      readonly game: ReplayGame;
      readonly views: readonly unknown[];
      readonly room: RoomView;
      readonly lineMoves: readonly number[] | undefined;
    };

const prefix = embedded ? "/embed" : "";

async function load(code: string): Promise<Loaded> {
  const fetched = await finishedGame(code);
  if (fetched.kind !== "file") return fetched;
  const file = readGameFile(fetched.json);
  const game = file ? await openReplayGame(file.game) : null;
  if (!file || !game) return { kind: "failed" };
  const views = replayViews(game, file);
  if (!views) return { kind: "failed" };
  const room: RoomView = {
    code,
    game: file.game,
    players: file.players,
    options: file.options,
    settings: { turnSeconds: null, teamChat: false, notes: false },
    phase: "over",
    seats: seatsOf(file.names, game.seating(file.players, file.options)),
    first: file.first,
    turnDeadline: null,
    spectators: 0,
    standInAfterMs: 0,
    host: { seat: null },
    rematch: null,
  };
  const lineMoves = game.logLines && movesOfLines(views.map(game.logLines));
  return { kind: "ready", file, game, views, room, lineMoves };
}

export function ReplayPage({ code }: { code: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  /** Counts "Try again" presses after a wait: each loads the game again. */
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoaded({ kind: "loading" });
    void load(code).then((next) => live && setLoaded(next));
    return () => {
      live = false;
    };
  }, [code, attempt]);
  const roomPath = `${prefix}${roomPathOf(code)}`;
  return (
    <div class="replay-page stack" data-state={loaded.kind}>
      <header class="row room-head">
        {/* On a phone a house, as in the lobby's head: the site's name, the room and the language share one row. */}
        {!embedded && <HomeLink iconOnPhone />}
        <a href={roomPath} data-action="room" onClick={(e) => followInPage(e, roomPath)}>
          {t("room.code", { code })}
        </a>
        <LanguagePicker />
      </header>
      {loaded.kind === "ready" ? (
        <Replay code={code} {...loaded} />
      ) : loaded.kind === "loading" ? (
        <p class="muted" aria-live="polite">
          {t("replay.loading")}
        </p>
      ) : loaded.kind === "limited" ? (
        <section class="card stack replay-refused" aria-labelledby="replay-refused-title">
          <h1 id="replay-refused-title">{t("replay.failed.title")}</h1>
          <CodeLimit key={loaded.until} until={loaded.until} retry={() => setAttempt((n) => n + 1)} />
        </section>
      ) : (
        <Refused kind={loaded.kind} code={code} roomPath={roomPath} />
      )}
    </div>
  );
}

function Refused({ kind, code, roomPath }: { kind: "notOver" | "missing" | "failed"; code: string; roomPath: string }) {
  const [title, text]: [string, string] =
    kind === "notOver"
      ? [t("replay.notOver.title"), t("replay.notOver.text")]
      : kind === "missing"
        ? [t("room.missing.title"), t("room.missing.text", { code })]
        : [t("replay.failed.title"), t("replay.failed.text")];
  return (
    <section class="card stack replay-refused" role="alert" aria-labelledby="replay-refused-title">
      <h1 id="replay-refused-title">{title}</h1>
      <p>{text}</p>
      <p>
        {kind === "missing" ? (
          <a href="/" onClick={(e) => followInPage(e, "/")}>
            {t("room.home")}
          </a>
        ) : (
          <a href={roomPath} data-action="back-to-room" onClick={(e) => followInPage(e, roomPath)}>
            {t("replay.backToRoom")}
          </a>
        )}
      </p>
    </section>
  );
}

/** Keys the page answers to, wherever the focus is but in a field that uses them itself. */
function keyAction(e: KeyboardEvent): "back" | "forward" | "first" | "last" | "toggle" | null {
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return null;
  const target = e.target as HTMLElement | null;
  const tag = target?.tagName;
  // A select and a text field keep their keys; the slider moves itself with arrows, Home and End.
  if (tag === "SELECT" || tag === "TEXTAREA" || (tag === "INPUT" && (target as HTMLInputElement).type !== "range")) {
    return null;
  }
  const slider = tag === "INPUT";
  // The board's spaces move the focus among themselves with the arrows, Home and End.
  const board = (target?.closest(".seq-board") ?? null) !== null;
  // A button or a link answers space itself.
  const pressable = tag === "BUTTON" || tag === "A";
  const rtl = document.documentElement.dir === "rtl";
  switch (e.key) {
    case "ArrowLeft":
      return slider || board ? null : rtl ? "forward" : "back";
    case "ArrowRight":
      return slider || board ? null : rtl ? "back" : "forward";
    case "Home":
      return slider || board ? null : "first";
    case "End":
      return slider || board ? null : "last";
    case " ":
      return pressable || board ? null : "toggle";
    default:
      return null;
  }
}

interface ReplayProps {
  readonly code: string;
  readonly file: GameFile;
  readonly game: ReplayGame;
  readonly views: readonly unknown[];
  readonly room: RoomView;
  readonly lineMoves: readonly number[] | undefined;
}

/** A phone's width: replay.css lays the controls out in two rows there. */
const NARROW = "(max-width: 30rem)";

/** Whether the page is as narrow as a phone's, kept up to date as the window turns or resizes. */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => matchMedia(NARROW).matches);
  useEffect(() => {
    const query = matchMedia(NARROW);
    const changed = () => setNarrow(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  return narrow;
}

function Replay({ code, file, game, views, room, lineMoves }: ReplayProps) {
  const total = views.length - 1;
  const narrow = useNarrow();
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const go = (to: number) => setStep(Math.max(0, Math.min(total, to)));
  const stop = () => setPlaying(false);
  /** A step chosen by hand stops the playing. */
  const jump = (to: number) => {
    stop();
    go(to);
  };

  // Playing: one move every 1/speed seconds, stopping at the end.
  useEffect(() => {
    if (!playing) return;
    if (step >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStep((s) => Math.min(total, s + 1)), 1000 / speed);
    return () => clearTimeout(timer);
  }, [playing, step, speed, total]);

  const toggle = () => {
    if (playing) return stop();
    if (step >= total) setStep(0);
    setPlaying(true);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = keyAction(e);
      if (!action) return;
      e.preventDefault();
      if (action === "toggle") return toggle();
      stop();
      setStep((s) => {
        const to = action === "back" ? s - 1 : action === "forward" ? s + 1 : action === "first" ? 0 : total;
        return Math.max(0, Math.min(total, to));
      });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  const view = views[step];
  const before = views[step - 1];
  const sentences =
    step === 0 || before === undefined ? [game.start?.(view) ?? t("replay.start")] : game.said(before, view, room);
  const happened = sentences.map((s) => s + t("sentence.end")).join(" ");
  const counter = t("replay.counter", { n: step, total });
  const roomPath = `${prefix}${roomPathOf(code)}`;

  return (
    <div class="replay stack" data-game={file.game} data-step={step} data-total={total}>
      <h1 class="replay-title">{t("replay.title", { game: t(game.name) })}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would add a second title to a toolbar-like group */}
      <div class="replay-controls card" role="group" aria-label={t("replay.controls")}>
        <div class="replay-buttons">
          <IconButton action="first" label={t("replay.first")} disabled={step === 0} onClick={() => jump(0)} />
          <IconButton action="back" label={t("replay.back")} disabled={step === 0} onClick={() => jump(step - 1)} />
          <button type="button" class="primary replay-play" data-action="play" aria-pressed={playing} onClick={toggle}>
            <Icon name={playing ? "pause" : "play"} />
            {t(playing ? "replay.pause" : "replay.play")}
          </button>
          <IconButton
            action="forward"
            label={t("replay.forward")}
            disabled={step === total}
            onClick={() => jump(step + 1)}
          />
          <IconButton action="last" label={t("replay.last")} disabled={step === total} onClick={() => jump(total)} />
        </div>
        <label class="replay-jump">
          <span class="replay-counter" data-step={step}>
            {counter}
          </span>
          <input
            type="range"
            data-field="move"
            min={0}
            max={total}
            step={1}
            value={step}
            aria-valuetext={counter}
            onInput={(e) => jump(Number((e.currentTarget as HTMLInputElement).value))}
          />
        </label>
        <label class="replay-speed">
          <span>{t("replay.speed")}</span>
          <select
            data-field="speed"
            value={String(speed)}
            onChange={(e) => setSpeed(Number((e.currentTarget as HTMLSelectElement).value))}
          >
            {SPEEDS.map((s) => {
              const said = t("replay.speed.value", { count: s });
              // On a phone "1×", so that the speed fits beside the slider; read out whole all the same.
              return (
                <option key={s} value={String(s)} aria-label={narrow ? said : undefined}>
                  {narrow ? `${s === 0.5 ? "½" : s}×` : said}
                </option>
              );
            })}
          </select>
        </label>
        <p class="muted replay-keys">{t("replay.keys")}</p>
      </div>
      <p class="replay-move" data-step={step}>
        {happened}
      </p>
      <p class="visually-hidden" aria-live="polite" aria-atomic="true">
        {t("replay.announce", { counter, text: happened })}
      </p>
      <game.Board view={view} room={room} lineMoves={lineMoves} />
      <p class="row replay-links">
        <DownloadGameLink code={code} />
        <a href={roomPath} data-action="back-to-room" onClick={(e) => followInPage(e, roomPath)}>
          {t("replay.backToRoom")}
        </a>
      </p>
    </div>
  );
}

function IconButton(props: {
  action: "first" | "back" | "forward" | "last";
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      data-action={props.action}
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <Icon name={props.action} />
    </button>
  );
}

/** Drawn signs, pointing the way of reading (mirrored in right-to-left pages by replay.css). */
function Icon({ name }: { name: "first" | "back" | "play" | "pause" | "forward" | "last" }) {
  const paths: Record<typeof name, string> = {
    first: "M5 4h2v16H5zM19 4v16L8 12z",
    back: "M17 4v16L6 12z",
    play: "M7 4v16l12-8z",
    pause: "M6 4h4v16H6zM14 4h4v16h-4z",
    forward: "M7 4v16l11-8z",
    last: "M17 4h2v16h-2zM5 4v16l11-8z",
  };
  return (
    <svg class="replay-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
