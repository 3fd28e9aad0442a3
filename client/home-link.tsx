/** The site's name as a link home, navigating in the page (no reload). */
import { t } from "./i18n";
import { followInPage } from "./router";

/**
 * `iconOnPhone`: in the room's bar, where on a phone the whose-turn line needs the width, and in the lobby's
 * head, the link is a house (its name kept for screen readers) rather than the name cut to a few letters
 * ("Tablet…") or on a row of its own.
 */
export function HomeLink({ iconOnPhone = false }: { iconOnPhone?: boolean }) {
  return (
    <a href="/" class={iconOnPhone ? "home-link-icon" : undefined} onClick={(e) => followInPage(e, "/")}>
      {iconOnPhone && (
        <svg viewBox="0 0 20 18" width="20" height="18" aria-hidden="true">
          <path
            d="M2 9 10 2l8 7M4.5 7v9.5h4v-5h3v5h4V7"
            fill="none"
            stroke="currentColor"
            stroke-width="2"
            stroke-linejoin="round"
            stroke-linecap="round"
          />
        </svg>
      )}
      <span>{t("site.title")}</span>
    </a>
  );
}
