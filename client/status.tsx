/** Connection banner and the last refusal from the room, in plain words. */
import { useEffect } from "preact/hooks";
import { errorText, t } from "./i18n";
import { lastError, status } from "./store";

export function StatusBanner() {
  if (status.value === "open") return null;
  return (
    <div class="banner" role="status" data-status={status.value}>
      {status.value === "reconnecting"
        ? t("room.reconnecting")
        : status.value === "offline"
          ? t("room.offline")
          : status.value === "elsewhere"
            ? t("room.elsewhere")
            : t("room.connecting")}
    </div>
  );
}

/** Long enough to read two lines; the box sits over the board, so it must not stay there. */
const TOAST_MS = 8000;

export function ErrorToast() {
  const error = lastError.value;
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => {
      // Only this refusal: a newer one keeps its own full time.
      if (lastError.peek() === error) lastError.value = null;
    }, TOAST_MS);
    return () => clearTimeout(timer);
  }, [error]);
  if (!error) return null;
  return (
    <div class="toast" role="alert" data-error={error.code}>
      <span>{errorText(error.code, error.message)}</span>
      <button
        type="button"
        data-action="dismiss-error"
        onClick={() => {
          lastError.value = null;
        }}
      >
        {t("error.dismiss")}
      </button>
    </div>
  );
}
