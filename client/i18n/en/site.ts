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
  // A finished game: its file and the replay page.
  "game.download": "Download the game",
  "game.watchReplay": "Watch the replay",
  "replay.title": "Replay: {game}",
  "replay.loading": "Loading the game…",
  "replay.notOver.title": "This game is not over yet",
  "replay.notOver.text":
    "The replay opens once the game has ended: until then it would give every hidden card away. Go back to the room to play or watch.",
  "replay.failed.title": "This game cannot be shown",
  "replay.failed.text": "The game could not be loaded. Try again later, or go back to the room.",
  "replay.backToRoom": "Back to the room",
  "replay.controls": "Replay controls",
  "replay.first": "To the start",
  "replay.back": "One move back",
  "replay.forward": "One move forward",
  "replay.last": "To the end",
  "replay.play": "Play",
  "replay.pause": "Pause",
  "replay.speed": "Speed",
  "replay.speed.value": { one: "{count} move a second", other: "{count} moves a second" },
  "replay.counter": "Move {n} of {total}",
  "replay.start": "Before the first move: every card is face up",
  "replay.announce": "{counter}: {text}",
  "replay.keys":
    "Keys: the left and right arrows step through the moves, Home and End go to the start and the end, space plays or pauses.",
} as const;
