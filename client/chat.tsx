/**
 * Table chat: players by name, spectators labelled; team-only lines where seats
 * play in sides. Left out of a quiet room (an embed, a game against the computer) until
 * someone else is there or something has been said.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { Limits } from "../shared/limits";
import type { ChatEntry } from "../shared/protocol";
import { quietRoom } from "./company";
import { t } from "./i18n";
import { embedded } from "./router";
import { hasTeammate } from "./seat-name";
import { chat, room, send, you } from "./store";

export function Chat() {
  const text = useSignal("");
  const team = useSignal(false);
  const section = useRef<HTMLElement>(null);
  const unread = useUnread(section);
  const r = room.value;
  const me = you.value;
  if (r && quietRoom(r, me, embedded) && chat.value.length === 0) return null;
  // Team chat only where a seat has a teammate (a side of more than one seat), whatever the game, and only when the
  // table allows it now: during play the room refuses team lines unless the host switched team chat on.
  const teamAllowed = r !== null && (r.phase !== "playing" || r.settings.teamChat);
  const hasTeam = teamAllowed && me.seat !== null && hasTeammate(r.seats, me.seat);
  const submit = async (e: Event) => {
    e.preventDefault();
    const line = text.value.trim();
    if (!line) return;
    const reply = await send({ type: "chat", text: line, ...(hasTeam && team.value ? { team: true } : {}) });
    if (reply.ok) text.value = "";
  };
  return (
    <section class="card chat stack" aria-labelledby="chat-title" ref={section}>
      <h3 id="chat-title">{t("chat.title")}</h3>
      {unread.count > 0 && (
        // The chat sits below the table: lines that arrive while it is out of view get a mark that stays on screen
        // and brings the reader to them.
        <button
          type="button"
          class="chat-unread"
          data-action="chat-unread"
          data-count={unread.count}
          onClick={() =>
            // Gliding there, unless the reader asked for less motion (the stylesheet's own rule cannot reach this).
            section.current?.scrollIntoView({
              block: "end",
              behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
            })
          }
        >
          {t("chat.unread", { count: unread.count })}
        </button>
      )}
      <ol class="chat-lines" aria-live="polite">
        {chat.value.map((entry) => {
          // A name and a line each in their own direction: "Good game! Again?" keeps its "?" at its end in an
          // Arabic page, an Arabic line its own order in an English one (a spectator's words isolate the name).
          const who =
            entry.seat !== null ? (
              <bdi>{entry.name}</bdi>
            ) : entry.name ? (
              t("chat.spectator", { name: entry.name })
            ) : (
              t("chat.watcher")
            );
          return (
            <li key={`${entry.at}-${entry.seat}-${entry.text}`} class={entry.team ? "team" : undefined}>
              <strong>{who}</strong>
              {entry.team && <span class="muted"> ({t("chat.team")})</span>}: <bdi>{entry.text}</bdi>
            </li>
          );
        })}
      </ol>
      <form class="row" onSubmit={submit}>
        <input
          value={text.value}
          maxLength={Limits.maxChatLength}
          placeholder={t("chat.placeholder")}
          aria-label={t("chat.placeholder")}
          onInput={(e) => {
            text.value = e.currentTarget.value;
          }}
        />
        {hasTeam && (
          <label class="row">
            <input
              type="checkbox"
              checked={team.value}
              onChange={(e) => {
                team.value = e.currentTarget.checked;
              }}
            />
            {t("chat.team")}
          </label>
        )}
        <button type="submit">{t("chat.send")}</button>
      </form>
    </section>
  );
}

/**
 * Lines from others that arrived while the chat was out of view. Seen as soon as the chat is on screen (and the
 * tab is visible); a line of this page's own seat is never unread.
 */
function useUnread(section: { current: HTMLElement | null }): { count: number } {
  const inView = useSignal(true);
  // null until the first render: what the chat held on arrival is history, not news.
  const seenUpTo = useSignal<number | null>(null);
  const lines = chat.value;
  const mine = you.value.seat;
  const newest = lines.length > 0 ? (lines[lines.length - 1] as ChatEntry).n : -1;
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      inView.value = entry?.isIntersecting ?? true;
    });
    observer.observe(element);
    return () => observer.disconnect();
  });
  useEffect(() => {
    if (inView.value || seenUpTo.value === null) seenUpTo.value = newest;
  }, [inView.value, newest]);
  const count = lines.filter(
    (line) => line.n > (seenUpTo.value ?? newest) && (mine === null || line.seat !== mine),
  ).length;
  return { count: inView.value ? 0 : count };
}
