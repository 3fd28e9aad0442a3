/**
 * Turn notifications: asked for with one tap (never on first load), then shown
 * when the turn arrives while the tab is hidden, besides the title and vibration.
 */
import { useSignal } from "@preact/signals";
import { t } from "./i18n";

const supported = () => typeof Notification !== "undefined";

export function NotifyToggle() {
  const permission = useSignal(supported() ? Notification.permission : "denied");
  if (permission.value !== "default") return null;
  const ask = async () => {
    permission.value = await Notification.requestPermission();
  };
  return (
    <button type="button" class="link-button" data-action="notify" onClick={ask}>
      {t("notify.ask")}
    </button>
  );
}

/** Tells a player whose tab is hidden that it is their turn. */
export function notifyTurn(code: string): void {
  if (!supported() || Notification.permission !== "granted" || document.visibilityState !== "hidden") return;
  const note = new Notification(t("site.title"), { body: t("notify.body", { code }), tag: `turn-${code}` });
  note.onclick = () => {
    focus();
    note.close();
  };
}
