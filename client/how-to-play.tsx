/** A game's rules for newcomers, loaded with that game's client code. */

import { useEffect, useState } from "preact/hooks";
import { gameName } from "./game-name";
import { type GameClient, loadGame } from "./games/types";
import { t } from "./i18n";

export function HowToPlay({ game }: { game: string }) {
  const [client, setClient] = useState<GameClient | null>(null);
  useEffect(() => {
    let live = true;
    setClient(null);
    loadGame[game]?.().then((c) => {
      if (live) setClient(c);
    });
    return () => {
      live = false;
    };
  }, [game]);
  return (
    <details class="card how-to-play">
      <summary>
        {t("home.howto")}: {gameName(game)}
      </summary>
      {client ? <client.HowTo /> : null}
    </details>
  );
}
