/** The pages around the games: you, names, the rules at hand, rooms that cannot be entered, embeds. */
export const site = {
  "player.you": "You",
  "player.youNamed": "{name} (you)",
  "game.youWin": "You win!",
  /** After each sentence the screen reader hears in a row ("Ana passed. Your turn."). */
  "sentence.end": ".",
  /** Between the parts of a spoken label ("your card 3: Bomb 3, lit bomb"). */
  "label.separator": ", ",
  "name.needed": "Type your name first: the others see it at the table.",
  "rules.open": "How to play",
  "rules.title": "How to play: {game}",
  "rules.close": "Close",
  "room.full.title": "This room is full",
  "room.full.text": "Every seat is taken and no more spectators fit. Try again later, or start a room of your own.",
  "room.full.watching": "Every seat is taken: you are watching. You can follow the game and the chat.",
  "room.missing.title": "No such room",
  "room.missing.text":
    "There is no room with the code {code}. It may have closed after a long quiet spell, or the link may be mistyped.",
  "room.badLink.title": "This link is not a room",
  "room.badLink.text":
    "A room link ends in a 7-character code, like /r/K7MX2QP. Check the link, or type the code below.",
  "embed.fullSite": "Open the full site",
} as const;
