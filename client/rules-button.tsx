/**
 * "How to play", one tap away on every room and embed page: a button that opens
 * the game's rules in a modal dialog, in the player's language, over the game
 * (nothing is left: the game goes on behind it). The native <dialog> gives the
 * keyboard what it needs: focus moves in, Escape closes, focus comes back.
 */

import { useRef, useState } from "preact/hooks";
import { gameName } from "./game-name";
import { type GameClient, loadGame } from "./games/types";
import { t } from "./i18n";

export function RulesButton({ game }: { game: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [client, setClient] = useState<GameClient | null>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
    if (!client) void loadGame[game]?.().then(setClient);
    dialog.current?.showModal();
  };
  const name = gameName(game);
  return (
    <>
      <button type="button" class="rules-button" data-action="rules" aria-haspopup="dialog" onClick={show}>
        {t("rules.open")}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap is a pointer shortcut; the keyboard has Escape and the Close button */}
      <dialog
        ref={dialog}
        class="rules-dialog"
        aria-labelledby={`rules-title-${game}`}
        data-rules={game}
        onClose={() => setOpen(false)}
        onClick={(e) => {
          // A tap on the backdrop (the dialog element itself, outside its content) closes it.
          if (e.target === dialog.current) dialog.current?.close();
        }}
      >
        <div class="rules-content stack">
          <header class="rules-head">
            <h2 id={`rules-title-${game}`}>{t("rules.title", { game: name })}</h2>
            <button type="button" data-action="close-rules" onClick={() => dialog.current?.close()}>
              {t("rules.close")}
            </button>
          </header>
          {open && client ? <client.HowTo /> : null}
        </div>
      </dialog>
    </>
  );
}
