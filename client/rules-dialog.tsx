/**
 * "How to play", one tap away on every room and embed page: a button that opens
 * a game's rules in a modal dialog, in the player's language, over the game
 * (nothing is left: the game goes on behind it). The native <dialog> gives the
 * keyboard what it needs: focus moves in, Escape closes, focus comes back.
 * A board passes its own rules; the shell's RulesButton (rules-button.tsx)
 * loads them from the registry. This file knows no game and no registry.
 */

import type { FunctionComponent } from "preact";
import { useRef, useState } from "preact/hooks";
import { t } from "./i18n";

export interface RulesDialogProps {
  /** The game's id, for the dialog's element ids and tests. */
  readonly game: string;
  /** The game's name in the reader's language. */
  readonly name: string;
  /** The rules to show, or null while they load. */
  readonly Rules: FunctionComponent | null;
  /** Called when the dialog opens (the shell starts loading the rules then). */
  readonly onOpen?: () => void;
}

export function RulesDialog({ game, name, Rules, onOpen }: RulesDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
    onOpen?.();
    dialog.current?.showModal();
  };
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
          {open && Rules ? <Rules /> : null}
        </div>
      </dialog>
    </>
  );
}
