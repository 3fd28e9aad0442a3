/** Refused for too many unknown room codes from this network: the wait, counted down, then a way to try again. */
import { useSignal } from "@preact/signals";
import { t } from "./i18n";
import { WaitNotice } from "./wait-notice";

/**
 * `until`: when the limit lets this network try again (ms), or null while the page is still finding out (the
 * button waits too). Give it a `key` of `until`, so a new refusal starts a new count.
 */
export function CodeLimit({ until, retry }: { until: number | null; retry: () => void }) {
  const over = useSignal(false);
  const waiting = until === null || !over.value;
  return (
    <>
      {until !== null && !over.value && (
        <WaitNotice
          until={until}
          sentence={(wait) => t("room.tooManyCodes", { wait })}
          onOver={() => {
            over.value = true;
          }}
        />
      )}
      <p>
        <button type="button" class="primary" data-action="retry" disabled={waiting} onClick={retry}>
          {t("room.tryAgain")}
        </button>
      </p>
    </>
  );
}
