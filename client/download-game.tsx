/** "Download the game": the finished game's file, as the room serves it (docs/replay-format.md). */
import { t } from "./i18n";
import { embedded } from "./router";

/** The room's own URL for its finished game. */
export const gameFileUrl = (code: string) => `/parties/main/${code}?game`;

export function DownloadGameLink({ code }: { code: string }) {
  if (!embedded) {
    return (
      <a href={gameFileUrl(code)} download data-action="download-game">
        {t("game.download")}
      </a>
    );
  }
  // A blog's sandbox may refuse downloads (a snippet pasted without allow-downloads), and then a download link
  // does nothing at all. A new tab escapes the sandbox and fetches the file; the server's attachment header makes
  // it a download there.
  return (
    <a href={`${location.origin}${gameFileUrl(code)}`} target="_blank" rel="noopener" data-action="download-game">
      {t("game.download")}
    </a>
  );
}
