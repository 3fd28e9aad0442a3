/** Sequence: the board, how to play, the replay and its refusals (its name and pitch: en-shell.ts). */
export const messages = {
  // Cards in words, for labels and the log. "{rank} of {suit}" lets a language reorder them.
  "sequence.card": "{rank} of {suit}",
  "sequence.rank.A": "ace",
  "sequence.rank.2": "two",
  "sequence.rank.3": "three",
  "sequence.rank.4": "four",
  "sequence.rank.5": "five",
  "sequence.rank.6": "six",
  "sequence.rank.7": "seven",
  "sequence.rank.8": "eight",
  "sequence.rank.9": "nine",
  "sequence.rank.10": "ten",
  "sequence.rank.J": "jack",
  "sequence.rank.Q": "queen",
  "sequence.rank.K": "king",
  "sequence.suit.S": "spades",
  "sequence.suit.H": "hearts",
  "sequence.suit.D": "diamonds",
  "sequence.suit.C": "clubs",
  // What a printed rank looks like on a card face (10 stays two digits).
  "sequence.face.A": "A",
  "sequence.face.J": "J",
  "sequence.face.Q": "Q",
  "sequence.face.K": "K",

  // Hand cards.
  "sequence.hand.title": "Your hand",
  "sequence.hand.twoEyed": "{card}, two-eyed: place anywhere",
  "sequence.hand.oneEyed": "{card}, one-eyed: remove a chip",
  "sequence.hand.dead": "{card}, dead card: both spaces are taken",
  "sequence.hand.badge.twoEyed": "wild",
  "sequence.hand.badge.oneEyed": "remove",
  "sequence.hand.badge.dead": "dead",
  "sequence.hand.choose": "Choose a card, then a highlighted space.",
  "sequence.hand.chooseRemove": "Choose a highlighted chip to remove.",
  "sequence.hand.choosePlace": "Choose a highlighted space.",
  "sequence.hand.noMove": "This card cannot be played now.",
  "sequence.hand.wait": "Wait for your turn.",
  "sequence.exchange": "Exchange",
  "sequence.exchange.label": "Exchange the dead {card} for a new card",
  "sequence.pass": "Pass",
  "sequence.pass.why": "None of your cards can be played: pass your turn.",
  "sequence.confirm.place": "Place chip",
  "sequence.confirm.remove": "Remove chip",
  "sequence.confirm.cancel": "Cancel",

  // Board spaces: "row 3, column 5, seven of hearts, empty".
  "sequence.board.label": "Board",
  "sequence.cell": "row {row}, column {col}, {card}, {state}",
  "sequence.cell.corner": "row {row}, column {col}, free corner",
  "sequence.cell.empty": "empty",
  "sequence.cell.chip": "{color} chip",
  "sequence.cell.locked": "{color} chip in a sequence",
  "sequence.cell.play": "{label}. Play here",
  "sequence.cell.remove": "{label}. Remove this chip",
  "sequence.cell.last": "{label} (last move)",
  "sequence.corner.short": "free",

  // Sides: colour names, the letter printed on the chip, team names.
  "sequence.color.0": "blue",
  "sequence.color.1": "green",
  "sequence.color.2": "red",
  "sequence.chip.letter.0": "B",
  "sequence.chip.letter.1": "G",
  "sequence.chip.letter.2": "R",
  "sequence.team.0": "Blue team",
  "sequence.team.1": "Green team",
  "sequence.team.2": "Red team",
  "sequence.sides.title": "Players",
  "sequence.sides.you": "{name} (you)",
  "sequence.score": "{count} of {goal} sequences",
  "sequence.score.short": "{count}/{goal}",
  "sequence.cards.count": { one: "{count} card", other: "{count} cards" },

  // Whose turn, and the end.
  "sequence.turn.you": "Your turn",
  "sequence.turn.other": "{name}'s turn",
  "sequence.won": "{side} wins!",
  "sequence.won.you": "You win!",
  "sequence.won.team": "{side} wins!",
  "sequence.draw": "A draw: nobody could play.",
  "sequence.draw.turnLimit": "A draw: {count} turns and nobody won.",

  // Piles.
  "sequence.piles.title": "Cards",
  "sequence.deck": { one: "Draw pile: {count} card", other: "Draw pile: {count} cards" },
  "sequence.discard.label": "{name}'s discard pile: {card} on top",
  "sequence.discard.empty": "{name}'s discard pile: empty",

  // The log, in plain words.
  "sequence.log.title": "What happened",
  "sequence.log.newEvents": "New events",
  "sequence.log.empty": "No moves yet.",
  "sequence.log.play": "{name} played the {card} on row {row}, column {col}",
  "sequence.log.remove": "{name} removed the chip on row {row}, column {col} with the {card}",
  "sequence.log.exchange": "{name} exchanged a dead card: the {card}",
  "sequence.log.pass": "{name} passed",
  "sequence.log.timeout": "{name} ran out of time and passed",
  "sequence.log.sequence": "{side} completed a sequence",
  "sequence.log.reshuffle": {
    one: "The discard piles were shuffled into a new draw pile ({count} card)",
    other: "The discard piles were shuffled into a new draw pile ({count} cards)",
  },
  "sequence.log.won": "{side} won the game",
  "sequence.log.draw": "The game ended in a draw",
  "sequence.log.drawTurnLimit": "{count} turns played and nobody has won: the game ended in a draw",
  "sequence.log.won.team": "{side} won the game",
  "sequence.log.sequence.team": "{side} completed a sequence",
  "sequence.log.you.play": "You played the {card} on row {row}, column {col}",
  "sequence.log.you.remove": "You removed the chip on row {row}, column {col} with the {card}",
  "sequence.log.you.exchange": "You exchanged a dead card: the {card}",
  "sequence.log.you.pass": "You passed",
  "sequence.log.you.timeout": "You ran out of time and passed",
  // The viewer's own seat while a computer played it for them (a stand-in): the computer acted, not "you".
  "sequence.log.computer.play": "The computer played the {card} for you on row {row}, column {col}",
  "sequence.log.computer.remove": "The computer removed the chip on row {row}, column {col} with the {card} for you",
  "sequence.log.computer.exchange": "The computer exchanged a dead card for you: the {card}",
  "sequence.log.computer.pass": "The computer passed for you",
  "sequence.log.you.sequence": "You completed a sequence",
  "sequence.log.you.won": "You won the game",
  "sequence.log.yourTeam.sequence": "Your team completed a sequence",
  "sequence.log.yourTeam.won": "Your team won the game",
  "sequence.live.yourTurn": "Your turn.",

  // How to play.
  "sequence.howto.title": "How to play Sequence",
  "sequence.howto.goal.title": "Goal",
  "sequence.howto.goal":
    "Make rows of five of your chips in a straight line — across, down or diagonally. Such a row is a sequence. Play alone or in teams; teammates share one chip colour.",
  "sequence.howto.turn.title": "A turn",
  "sequence.howto.turn":
    "Choose a card from your hand and put a chip on a space of the board that shows the same card. Every card except the Jacks is printed twice on the board; the Jacks are not on it at all. Then you draw a new card automatically.",
  "sequence.howto.corners":
    "The four corners are free: they count as a chip of every colour, so they can be part of anyone's sequence.",
  "sequence.howto.jacks.title": "The Jacks",
  "sequence.howto.jacks.twoEyed": "Two-eyed Jacks (diamonds and clubs) are wild: put a chip on any empty space.",
  "sequence.howto.jacks.oneEyed":
    "One-eyed Jacks (spades and hearts) remove one opponent's chip instead. Chips in a finished sequence cannot be removed.",
  "sequence.howto.dead.title": "Dead cards",
  "sequence.howto.dead":
    "A card whose two spaces are both taken is dead. Before playing, you may exchange one dead card for a new one. If no card you hold can be played, you pass.",
  "sequence.howto.win.title": "Winning",
  "sequence.howto.win":
    "With two players or two teams you need two sequences; with three you need one. Two sequences of the same colour may share one space. If everyone passes in a row, the game is a draw; so it is after 1,000 turns with no winner.",
  // The replay page: every hand face up.
  "sequence.replay.hands": "Every hand",
  "sequence.replay.handOf": "{name}'s hand",
  // Refusals of a Sequence move (shared/games/sequence/errors.ts); the shell shows them.
  "error.NOT_IN_HAND": "That card is not in your hand.",
  "error.CORNER": "The corners are free spaces: no chip goes there.",
  "error.CELL_TAKEN": "That space already holds a chip.",
  "error.WRONG_CELL": "That card does not go on that space.",
  "error.CANNOT_PLACE": "A one-eyed Jack removes a chip; it cannot place one.",
  "error.CANNOT_REMOVE": "Only a one-eyed Jack removes a chip.",
  "error.NOT_REMOVABLE": "There is no chip to remove on that space.",
  "error.LOCKED_CHIP": "That chip is part of a sequence: it cannot be removed.",
  "error.OWN_CHIP": "You can only remove an opponent's chip.",
  "error.NOT_DEAD": "Only a dead card can be exchanged.",
  "error.ALREADY_EXCHANGED": "You have already exchanged a dead card this turn.",
  "error.CANNOT_PASS": "You have a card you can play: you cannot pass.",
} as const;

/**
 * Declares this part of the catalog, so `t("sequence.…")` is checked here and in every
 * language's <lang>-board.ts in this folder (CatalogOf<"sequence">) without the catalog's root naming Sequence.
 */
declare module "../../../i18n/types" {
  interface CatalogParts {
    sequence: typeof messages;
  }
}
