/** Copies a link to the clipboard and says so; where the browser refuses, the link stays on screen to copy by hand. */
import { useSignal } from "@preact/signals";
import { t } from "./i18n";

export function CopyButton({ text, action }: { text: string; action: string }) {
  const copied = useSignal(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      copied.value = true;
    } catch {
      // clipboard refused (permissions): the link is on screen
    }
  };
  return (
    <button type="button" data-action={action} onClick={copy}>
      {copied.value ? t("lobby.copied") : t("lobby.copy")}
    </button>
  );
}
