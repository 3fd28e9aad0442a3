/** The room link to copy or share, and a QR code for people at the same table. */

import { useEffect, useState } from "preact/hooks";
import { CopyButton } from "./copy-button";
import { gameName } from "./game-name";
import { t } from "./i18n";
import { PlayWithFriends } from "./play-with-friends";
import { abilitiesOf } from "./room-kind/abilities";
import { room, you } from "./store";

export function Invite({ code, game }: { code: string; game: string }) {
  // A game against the computer in this browser has no link a friend could open: a table for friends instead.
  if (!abilitiesOf(code).shared) return room.value && <PlayWithFriends room={room.value} seat={you.value.seat} />;
  const link = `${location.origin}/r/${code}`;
  const share = () =>
    navigator.share?.({
      title: t("site.title"),
      text: t("lobby.share.text", { game: gameName(game) }),
      url: link,
    });
  return (
    <section class="card invite row" aria-labelledby="invite">
      <div class="stack">
        <h3 id="invite">{t("lobby.invite")}</h3>
        <code class="room-link" data-field="link">
          {link}
        </code>
        <div class="row">
          <CopyButton text={link} action="copy" />
          {"share" in navigator && (
            <button type="button" onClick={share}>
              {t("lobby.share")}
            </button>
          )}
        </div>
      </div>
      <QrCode text={link} />
    </section>
  );
}

/** The QR library loads on demand: it is not needed to show the rest of the lobby. */
function QrCode({ text }: { text: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import("uqr").then(({ renderSVG }) => {
      if (live) setSvg(renderSVG(text, { border: 2 }));
    });
    return () => {
      live = false;
    };
  }, [text]);
  return <div class="qr" role="img" aria-label={t("lobby.qr")} dangerouslySetInnerHTML={{ __html: svg ?? "" }} />;
}
