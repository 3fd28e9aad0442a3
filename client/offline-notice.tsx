/**
 * What the home page says while the browser is offline: only games against the computer can be played. The
 * buttons that need the server (a table with friends, joining by code) are disabled meanwhile and point here
 * (aria-describedby) for the reason.
 */
import { t } from "./i18n";
import { online } from "./offline/online";

export const OFFLINE_NOTICE_ID = "offline-notice";

/** The reason a control that needs the server is disabled, for its aria-describedby; none while online. */
export function offlineReason(): string | undefined {
  return online.value ? undefined : OFFLINE_NOTICE_ID;
}

export function OfflineNotice() {
  if (online.value) return null;
  return (
    <p id={OFFLINE_NOTICE_ID} role="status" class="banner offline-notice">
      {t("home.offline")}
    </p>
  );
}
