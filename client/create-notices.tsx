/** What a page that creates rooms (home, the try-it embed) says when a room could not be created. */
import type { Signal } from "@preact/signals";
import { t } from "./i18n";
import { WaitNotice } from "./wait-notice";

/** `failed`: the room could not be created; `waitUntil`: too many new rooms from here, until then (null: no wait). */
export function CreateNotices(props: { failed: Signal<boolean>; waitUntil: Signal<number | null> }) {
  const { failed, waitUntil } = props;
  return (
    <>
      {failed.value && (
        <p role="alert" class="error">
          {t("home.failed")}
        </p>
      )}
      {waitUntil.value !== null && (
        <WaitNotice
          until={waitUntil.value}
          sentence={(wait) => t("home.tooManyRooms", { wait })}
          onOver={() => {
            waitUntil.value = null;
          }}
        />
      )}
    </>
  );
}
