/** Connection banner and the last refusal from the room, in plain words. */
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
          : t("room.connecting")}
    </div>
  );
}

export function ErrorToast() {
  const error = lastError.value;
  if (!error) return null;
  return (
    <div class="toast" role="alert" data-error={error.code}>
      <span>{errorText(error.code, error.message)}</span>
      <button
        type="button"
        onClick={() => {
          lastError.value = null;
        }}
      >
        {t("error.dismiss")}
      </button>
    </div>
  );
}
