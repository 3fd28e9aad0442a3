/** The rules of the room's game (lobby, embeds): the rules dialog, with the game's rules loaded from the registry on first open. */

import { useState } from "preact/hooks";
import { gameName } from "./game-name";
import { useGameClient } from "./games/load";
import { RulesDialog } from "./rules-dialog";

export function RulesButton({ game }: { game: string }) {
  const [wanted, setWanted] = useState(false);
  const client = useGameClient(game, wanted);
  return <RulesDialog game={game} name={gameName(game)} Rules={client?.HowTo ?? null} onOpen={() => setWanted(true)} />;
}
