/** The pages around the games that any page may show at once: a room that cannot be entered, the way to the full site. */
export const site = {
  "name.needed": "Type your name first: the others see it at the table.",
  "room.full.title": "This room is full",
  "room.full.text": "Every seat is taken and no more spectators fit. Try again later, or start a room of your own.",
  "room.missing.title": "No such room",
  "room.missing.text":
    "There is no room with the code {code}. It may have closed after a long quiet spell, or the link may be mistyped.",
  "room.tooManyCodes": "Too many unknown room codes from your network: try again {wait}.",
  "room.tryAgain": "Try again",
  "room.badLink.title": "This link is not a room",
  "room.badLink.text":
    "A room link ends in a 7-character code, like /r/K7MX2QP. Check the link, or type the code below.",
  "page.missing.title": "This page does not exist",
  "page.missing.text":
    "Nothing is at this address. Start a game from the home page, or type a room's code below to join it.",
  "embed.fullSite": "Open the full site",
  "replay.loading": "Loading the game…",
} as const;
