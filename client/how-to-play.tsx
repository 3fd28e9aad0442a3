/** A game's rules for newcomers (home page), loaded with that game's client code the first time they are opened. */

import { useState } from "preact/hooks";
import { gameName } from "./game-name";
import { useGameClient } from "./games/load";
import { t } from "./i18n";

export function HowToPlay({ game }: { game: string }) {
  // Nothing of a game is fetched for a home page whose reader never opens its rules.
  const [opened, setOpened] = useState(false);
  const client = useGameClient(game, opened);
  return (
    <details
      class="card how-to-play"
      onToggle={(e) => {
        if (e.currentTarget.open) setOpened(true);
      }}
    >
      <summary>
        {t("home.howto")}: {gameName(game)}
      </summary>
      {client ? <client.HowTo /> : null}
    </details>
  );
}
