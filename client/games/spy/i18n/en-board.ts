/**
 * Spy: the board, how to play, the replay and the refusals of its moves (its name
 * and pitch: en-shell.ts). Places are numbered from 1 for people; the engine counts from 0.
 */
export const messages = {
  "spy.card.SPY": "Spy",
  "spy.card.S1": "Safe 1",
  "spy.card.S2": "Safe 2",
  "spy.card.T1": "Top Secret 1",
  "spy.card.T2": "Top Secret 2",
  "spy.card.B1": "Bomb 1",
  "spy.card.B2": "Bomb 2",
  "spy.card.B3": "Bomb 3",
  "spy.kind.spy": "Spy",
  "spy.kind.safe": "Safe",
  "spy.kind.topSecret": "Secret",
  "spy.kind.bomb": "Bomb",
  "spy.face.hidden": "?",
  "spy.face.lit": "lit",
  "spy.face.boom": "boom",
  "spy.face.exposed": "open",
  "spy.facing.left": "left",
  "spy.facing.right": "right",

  "spy.status.arranging": "Arrange your base in secret, then press Ready.",
  "spy.status.waiting": "You are ready. Waiting for the others…",
  "spy.status.watchingArranging": "The players are arranging their bases.",
  "spy.status.yourTurn": "Your turn: move, then spy — or end your turn.",
  "spy.status.yourTurnMoved": "You have moved: spy on someone or end your turn.",
  "spy.status.turnOf": "{name}'s turn",
  "spy.status.youWin": "You win!",
  "spy.status.winner": "{name} wins!",
  "spy.status.draw": "The game is a draw: {count} turns and nobody won.",
  "spy.status.youAreOut": "You are out. You can watch the rest of the game.",

  "spy.arrange.title": "Arrange your base",
  "spy.arrange.help":
    "Tap a card, then tap another place to swap them, or move it with the buttons. Your Spy can sit anywhere.",
  "spy.arrange.selected": "{card} selected: tap another place to swap.",
  "spy.arrange.card": "card {n}: {card}",
  "spy.arrange.spyCard": "card {n}: your Spy, facing {facing}",
  "spy.arrange.left": "Move left",
  "spy.arrange.right": "Move right",
  "spy.arrange.facing": "Spy faces {facing} — turn it",
  "spy.arrange.random": "Random",
  "spy.arrange.ready": "Ready",
  "spy.arrange.readyAgain": "Ready with this new order",
  "spy.arrange.sent": "Sent. You can still change your base until everyone is ready.",
  "spy.arrange.who": "Who is ready",
  "spy.arrange.seatReady": "{name}: ready",
  "spy.arrange.seatArranging": "{name}: arranging…",
  "spy.replay.start":
    "Before the first move: the players arrange their bases; each base shows face up once it is arranged",

  "spy.base.yours": "Your base",
  "spy.base.of": "{name}'s base",
  "spy.base.target": "Looking for: {card}",
  "spy.base.out": "Out",
  "spy.base.winner": "Winner",
  "spy.base.playing": "Playing",

  "spy.label.ownCard": "your card {n}: {card}",
  "spy.label.ownSpy": "your card {n}: your Spy, facing {facing}",
  "spy.label.place": "{name}'s place {n}: {card}",
  "spy.label.spy": "{name}'s place {n}: their Spy, facing {facing}",
  "spy.label.hidden": "hidden",
  "spy.label.lit": "lit bomb",
  "spy.label.exploded": "exploded",
  "spy.label.exposed": "exposed",
  "spy.label.note": "answered {answer}",
  "spy.label.faced": "your Spy faces it",
  "spy.label.examined": "your Spy examines it",
  "spy.label.landing": "your Spy would land here",

  "spy.action.flip": "Flip",
  "spy.action.wrap": "Wrap to the other end",
  "spy.action.move": { one: "Move {count}", other: "Move {count}" },
  "spy.action.lands": "to place {n}, facing {card}",
  "spy.action.spy": "Spy on {name}",
  "spy.action.spyShort": "Spy: {name}",
  "spy.action.spyBlocked": "Across from {name}'s Spy: flip or move first.",
  "spy.action.end": "End turn",
  "spy.action.waiting": "Waiting for {name}…",
  "spy.action.examines": "Your Spy looks at place {n} of each opponent's base (highlighted).",
  "spy.action.freeSpent": "No more flips or wraps this turn: {count} is the most.",
  "spy.action.spyFatal": "A lit bomb is across in {name}'s base: spying there puts you out.",
  "spy.confirm.title": "Spy on {name}? The card across is a lit bomb.",
  "spy.confirm.text":
    "Whoever finds a lit bomb blows up and is out of the game. Flip or move your Spy to look somewhere else.",
  "spy.confirm.no": "Don't spy",
  "spy.confirm.yes": "Spy anyway",

  "spy.log.title": "What happened",
  "spy.log.newEvents": "New events",
  "spy.log.empty": "Nothing yet.",
  "spy.log.arranged": "{name} is ready",
  "spy.log.start": "Everyone is ready: {name} goes first",
  "spy.log.flip": "{name} turned their Spy to face {facing}",
  "spy.log.wrap": "{name}'s Spy went round to the other end",
  "spy.log.moveRight": { one: "{name} moved {count} to the right", other: "{name} moved {count} to the right" },
  "spy.log.moveLeft": { one: "{name} moved {count} to the left", other: "{name} moved {count} to the left" },
  "spy.log.safe": "{name} spied on {target}: a Safe",
  "spy.log.topSecret": "{name} spied on {target}: a Top Secret",
  "spy.log.exposed": "{name} exposed {target}'s {card}",
  "spy.log.lit": "{name} spied on {target}: tssss… a bomb is lit",
  "spy.log.exploded": "{name} spied on {target}: a lit {card}",
  "spy.log.end": "{name} ended their turn",
  "spy.log.timeout": "{name} ran out of time",
  "spy.log.outBomb": "BOOM — {name} is out",
  "spy.log.outTopSecret": "{name} is out: Top Secret 2 exposed",
  "spy.log.win": "{name} wins",
  "spy.log.draw": "{count} turns played and nobody has won: the game is a draw",
  "spy.log.you.arranged": "You are ready",
  "spy.log.you.start": "Everyone is ready: you go first",
  "spy.log.you.flip": "You turned your Spy to face {facing}",
  "spy.log.you.wrap": "Your Spy went round to the other end",
  "spy.log.you.moveRight": { one: "You moved {count} to the right", other: "You moved {count} to the right" },
  "spy.log.you.moveLeft": { one: "You moved {count} to the left", other: "You moved {count} to the left" },
  "spy.log.you.safe": "You spied on {target}: a Safe",
  "spy.log.you.topSecret": "You spied on {target}: a Top Secret",
  "spy.log.you.exposed": "You exposed {target}'s {card}",
  "spy.log.you.lit": "You spied on {target}: tssss… a bomb is lit",
  "spy.log.you.exploded": "You spied on {target}: a lit {card}",
  "spy.log.you.end": "You ended your turn",
  "spy.log.you.timeout": "You ran out of time",
  "spy.log.you.outBomb": "BOOM — you are out",
  "spy.log.you.outTopSecret": "You are out: Top Secret 2 exposed",
  "spy.log.you.win": "You win",
  "spy.log.onYou.safe": "{name} spied on you: a Safe",
  "spy.log.onYou.topSecret": "{name} spied on you: a Top Secret",
  "spy.log.onYou.exposed": "{name} exposed your {card}",
  "spy.log.onYou.lit": "{name} spied on you: tssss… a bomb is lit",
  "spy.log.onYou.exploded": "{name} spied on you: a lit {card}",
  // The viewer's own seat while a computer played it for them (a stand-in): the computer acted, not "you".
  "spy.log.computer.arranged": "The computer got your base ready",
  "spy.log.computer.flip": "The computer turned your Spy to face {facing}",
  "spy.log.computer.wrap": "The computer took your Spy round to the other end",
  "spy.log.computer.moveRight": {
    one: "The computer moved your Spy {count} to the right",
    other: "The computer moved your Spy {count} to the right",
  },
  "spy.log.computer.moveLeft": {
    one: "The computer moved your Spy {count} to the left",
    other: "The computer moved your Spy {count} to the left",
  },
  "spy.log.computer.safe": "The computer spied on {target} for you: a Safe",
  "spy.log.computer.topSecret": "The computer spied on {target} for you: a Top Secret",
  "spy.log.computer.exposed": "The computer exposed {target}'s {card} for you",
  "spy.log.computer.lit": "The computer spied on {target} for you: tssss… a bomb is lit",
  "spy.log.computer.exploded": "The computer spied on {target} for you: a lit {card}",
  "spy.log.computer.end": "The computer ended your turn",
  "spy.answer.safe": "Safe",
  "spy.answer.topSecret": "Top Secret",

  "spy.sound": "Sound",
  "spy.sound.state.on": "On",
  "spy.sound.state.off": "Off",

  "spy.guide.title": "Your first game of Spy",
  "spy.guide.arrange":
    "This row is your base: only you see its cards. Tap one card, then another, to swap them. Your Spy moves as far as the number on the card it faces, and spies on the card straight across from that one in the computer's base. Hide your Top Secret 2 well, then press Ready.",
  "spy.guide.waiting": "The computer is arranging its base. You will only ever see its cards once they are exposed.",
  "spy.guide.move":
    "Your turn. Your Spy faces your {card}: it may move exactly that many places (1 or 2 if the card is exposed). Turning it to face the other way is free. The highlighted card in the computer's base is the one it would spy on now.",
  "spy.guide.spy":
    "Now spy on the computer: you look at the highlighted card, across from the one your Spy faces. Or end your turn without spying.",
  "spy.guide.type":
    "Answer: {answer}. But it is not the card the computer must give up next ({target}), so you only learn its type. Remember where it lies.",
  "spy.guide.exposed":
    "You exposed the computer's {card}: it was the card it had to give up next, so it is face up for good. Expose its Top Secret 2 to win.",
  "spy.guide.lit":
    "Tssss… a bomb! It is lit now, and everyone knows: whoever finds it again blows up. Keep your Spy away from that place.",
  "spy.guide.exploded": "Boom: that bomb was already lit. Whoever finds a lit bomb is out of the game.",
  "spy.guide.theirTurn":
    "The computer's turn: its Spy examines your base the same way. What it learns appears under What happened.",
  "spy.guide.won": "You won your first game of Spy! Create a room from the home page to play with friends.",
  "spy.guide.lost": "The computer won this time. Play again, or create a room from the home page to play with friends.",
  "spy.guide.draw": "A draw: nobody won in time. Play again and try another plan.",
  "spy.guide.hide": "Hide the tips",

  "spy.howto.goal.title": "Goal",
  "spy.howto.goal":
    "Be the last player left. Knock the others out by exposing their Top Secret 2 — and never find a lit bomb.",
  "spy.howto.base.title": "Your base",
  "spy.howto.base":
    "Each player holds a row of cards only they can see: a Spy, two Safes, two Top Secrets and some bombs. Before play you arrange it in secret. Everyone sees where every Spy stands and which way it faces; left and right are always the owner's.",
  "spy.howto.move.title": "Moving",
  "spy.howto.move":
    "Your Spy faces one neighbour. Once per turn you may move it exactly the number printed on that card (1, 2 or 3), swapping with each card it passes; the row wraps around at the ends. If the faced card is exposed, move 1 or 2. Turning the Spy around is free, and so is jumping from one end to the other: up to 8 of these free actions a turn.",
  "spy.howto.spy.title": "Spying",
  "spy.howto.spy":
    "Then you may spy on one opponent: you look at the card straight across the table from the card your Spy faces. The board draws every opponent's row turned around, so that card sits right across from yours and is highlighted. Spying ends your turn; otherwise press End turn.",
  "spy.howto.answers.title": "Answers",
  "spy.howto.answers":
    "A Safe or Top Secret is answered by its type only (“a Safe”) — unless it is the card that base must give up next: then it is exposed, face up for everyone, for good.",
  "spy.howto.order.title": "Exposure order",
  "spy.howto.order":
    "Every base gives up its Safe 1, then Safe 2, then Top Secret 1, then Top Secret 2. The board shows what each base is looking for.",
  "spy.howto.bombs.title": "Bombs",
  "spy.howto.bombs":
    "Finding an unlit bomb lights it: tssss… everyone now knows a lit bomb sits there. Whoever finds a lit bomb blows up and is out.",
  "spy.howto.out.title": "Out",
  "spy.howto.out":
    "A player whose Top Secret 2 is exposed is out too, and their whole base is turned face up. The last player left wins. After 1,000 turns with no winner, the game is a draw.",
  // Refusals of a Spy move (shared/games/spy/errors.ts); the shell shows them.
  "error.BAD_ARRANGEMENT": "Your base must hold exactly your own cards.",
  "error.ALREADY_MOVED": "You have already moved this turn.",
  "error.WRONG_STEPS": "Your Spy moves exactly the number on the card it faces.",
  "error.FREE_ACTION_LIMIT": "You have flipped and wrapped 8 times this turn, the most a turn allows.",
  "error.NOT_AT_END": "Your Spy can only go round from an end of your base.",
  "error.SPY_ON_SPY": "Your Spy would look at that player's Spy: flip or move first.",
  "error.BAD_TARGET": "You can only spy on another player at the table.",
  "error.TARGET_ELIMINATED": "That player is already out.",
} as const;

/**
 * Declares this part of the catalog, so `t("spy.…")` is checked here and in every
 * language's <lang>-board.ts in this folder (CatalogOf<"spy">) without the catalog's root naming Spy.
 */
declare module "../../../i18n/types" {
  interface CatalogParts {
    spy: typeof messages;
  }
}
