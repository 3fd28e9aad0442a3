/** The room-code box: on the home page and on every page that could not open a room. */
import { useSignal } from "@preact/signals";
import { t } from "./i18n";
import { offlineReason } from "./offline-notice";
import { navigate } from "./router";

const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{7}$/;

export function JoinForm({ initial = "" }: { initial?: string }) {
  const code = useSignal(initial);
  const codeError = useSignal(false);
  const join = (e: Event) => {
    e.preventDefault();
    const typed = code.value.trim().toUpperCase();
    if (!CODE.test(typed)) {
      codeError.value = true;
      return;
    }
    navigate(`/r/${typed}`);
  };
  return (
    <form class="card row join-form" onSubmit={join}>
      <h2 class="visually-hidden">{t("home.join")}</h2>
      <label class="row">
        {t("home.join.code")}
        <input
          value={code.value}
          maxLength={7}
          autocomplete="off"
          autocapitalize="characters"
          spellcheck={false}
          data-field="code"
          aria-invalid={codeError.value}
          aria-describedby={codeError.value ? "code-error" : undefined}
          onInput={(e) => {
            code.value = e.currentTarget.value;
            codeError.value = false;
          }}
        />
      </label>
      {/* Joining needs the server: offline the button says why (the home page's notice). */}
      <button type="submit" disabled={offlineReason() !== undefined} aria-describedby={offlineReason()}>
        {t("home.join.go")}
      </button>
      {codeError.value && (
        <p id="code-error" role="alert" class="error">
          {t("home.join.bad")}
        </p>
      )}
    </form>
  );
}
