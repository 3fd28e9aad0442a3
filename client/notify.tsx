/**
 * Turn notifications: asked for with one tap (never on first load), then shown
 * when the turn arrives while the tab is hidden, besides the title and vibration.
 */
import { type Signal, signal } from "@preact/signals";
import { t } from "./i18n";

const supported = () => typeof Notification !== "undefined";

/**
 * The page's permission to notify, read from the browser once (the getter asks the browser each time, and the room
 * bar that shows the toggle renders on every move), then kept as the answer to the page's one ask.
 */
let permission: Signal<NotificationPermission> | null = null;
const permissionNow = () => (permission ??= signal(supported() ? Notification.permission : "denied"));

export function NotifyToggle() {
  const state = permissionNow();
  if (state.value !== "default") return null;
  const ask = async () => {
    state.value = await Notification.requestPermission();
  };
  return (
    <button type="button" class="link-button" data-action="notify" onClick={ask}>
      {t("notify.ask")}
    </button>
  );
}

/** Tells a player whose tab is hidden that it is their turn. */
export function notifyTurn(code: string): void {
  // The tab's visibility first: it is the page's own, the permission a question to the browser.
  if (document.visibilityState !== "hidden" || !supported() || Notification.permission !== "granted") return;
  const note = new Notification(t("site.title"), { body: t("notify.body", { code }), tag: `turn-${code}` });
  note.onclick = () => {
    focus();
    note.close();
  };
}
