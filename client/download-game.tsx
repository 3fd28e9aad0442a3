/** "Download the game": the finished game's file, as the room serves it (docs/replay-format.md). */

import { t } from "./i18n";
import { abilitiesOf, gameFileUrl } from "./room-kind/abilities";
import { fileBuiltHere } from "./room-kind/file-here";
import { embedded } from "./router";

export function DownloadGameLink({ code }: { code: string }) {
  if (abilitiesOf(code).fileHere) return <DownloadFileHere code={code} />;
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

/** A game whose file is built in this browser: handed over as a download, with no request. */
function DownloadFileHere({ code }: { code: string }) {
  const download = async () => {
    const answer = await fileBuiltHere(code);
    if (answer.kind !== "file") return;
    const file = answer.json as { readonly game?: string };
    const url = URL.createObjectURL(new Blob([JSON.stringify(answer.json)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${file.game ?? "game"}-${code}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <button type="button" data-action="download-game" onClick={download}>
      {t("game.download")}
    </button>
  );
}
