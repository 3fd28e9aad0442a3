/**
 * The page for a room that cannot be entered, with the site's header, the code
 * box and a way home: a link that is not a room (/r/ABC234, one character short),
 * a code no room answers to, an address that is no page at all, a full room, a room that closed the door on this
 * page (the host removed it), or a network that tried too many unknown codes and must wait. main.tsx shows it for
 * a bad link, room-route.tsx in place of the room page once the room is gone for good, so a newcomer never
 * meets a bare "Not found". It reads no store: the home page's first load carries none.
 */

import type { ComponentChildren } from "preact";
import { HomeLink } from "./home-link";
import { errorText, t } from "./i18n";
import { JoinForm } from "./join-form";
import { LanguagePicker } from "./language-picker";
import { navigate } from "./router";

export type Unavailable =
  /** An address that is no page of this site at all (/nonsense/page). */
  | { readonly kind: "notFound" }
  | { readonly kind: "badLink"; readonly typed: string }
  /** `why`: the room's refusal code (NO_SUCH_ROOM when it said nothing); `said`: its own words for it. */
  | { readonly kind: "room"; readonly code: string; readonly why: string; readonly said: string }
  /**
   * Too many unknown codes from this network: `wait` says how long and offers to try again (code-limit.tsx, given
   * by room-route.tsx, so the home page's first load does not carry it).
   */
  | { readonly kind: "limited"; readonly code: string; readonly wait: ComponentChildren };

export function RoomUnavailable(props: Unavailable) {
  const why = props.kind === "room" ? props.why : null;
  let title: string;
  let text = "";
  /** What the page shows, for tests and styles. */
  let state = "missing";
  if (props.kind === "limited") {
    state = "limited";
    title = t("room.code", { code: props.code });
  } else if (props.kind === "notFound") {
    state = "not-found";
    title = t("page.missing.title");
    text = t("page.missing.text");
  } else if (props.kind === "badLink") {
    state = "bad-link";
    title = t("room.badLink.title");
    text = t("room.badLink.text");
  } else if (why === "ROOM_FULL") {
    state = "full";
    title = t("room.full.title");
    text = t("room.full.text");
  } else if (why === "NO_SUCH_ROOM") {
    title = t("room.missing.title");
    text = t("room.missing.text", { code: props.code });
  } else {
    title = t("room.code", { code: props.code });
    text = errorText(why ?? "", props.kind === "room" ? props.said : "");
  }
  return (
    <div class="stack unavailable" data-state={state}>
      <header>
        <h1>
          <HomeLink />
        </h1>
        <LanguagePicker />
      </header>
      {/* The wait names itself as the alert (a nested alert would be read out twice). */}
      <section
        class="card stack"
        role={props.kind === "limited" ? undefined : "alert"}
        aria-labelledby="unavailable-title"
      >
        <h2 id="unavailable-title">{title}</h2>
        {props.kind === "limited" ? props.wait : <p>{text}</p>}
      </section>
      <JoinForm initial={props.kind === "badLink" ? props.typed : ""} />
      <p>
        <button type="button" class="primary" data-action="home" onClick={() => navigate("/")}>
          {t("room.home")}
        </button>
      </p>
    </div>
  );
}
