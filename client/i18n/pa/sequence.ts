/**
 * Punjabi: the Sequence board and how to play.
 * Word choices (those every game shares: ../pa.ts):
 * - the game and a line of five ਸੀਕਵੈਂਸ (as in English, one word);
 *   chip ਚਿੱਪ (feminine); board ਬੋਰਡ; space ਖ਼ਾਨਾ; row/column ਕਤਾਰ/ਕਾਲਮ;
 *   Jack ਗ਼ੁਲਾਮ, Queen ਬੇਗੀ, King ਬਾਦਸ਼ਾਹ, ace ਯੱਕਾ, 2…10 ਦੁੱਕੀ…ਦਹਿਲਾ;
 *   suits ਪਾਨ, ਇੱਟ, ਚਿੜੀ, ਹੁਕਮ (what players say; the glossary's ਦਿਲ/ਹੀਰੇ are
 *   literal); wild ਜੋਕਰ; dead card ਮਰਿਆ ਪੱਤਾ; draw pile ਚੁੱਕਣ ਵਾਲੀ ਢੇਰੀ, discard
 *   pile ਸੁੱਟੇ ਪੱਤਿਆਂ ਦੀ ਢੇਰੀ; corner ਮੁਫ਼ਤ ਕੋਨਾ; pass ਪਾਸ; exchange ਬਦਲੋ; team ਟੀਮ.
 *   Chip letters ਨ ਹ ਲ (ਨੀਲੀ, ਹਰੀ, ਲਾਲ).
 * Cards are named as at a ਤਾਸ਼ table: suit then rank ("ਪਾਨ ਦਾ ਸੱਤਾ", "ਇੱਟ ਦੀ ਬੇਗੀ");
 * the postposition agrees with the rank, so it is part of each rank's text.
 */
import type { CatalogOf } from "../types";

export const sequence = {
  "sequence.card": "{suit} {rank}",
  "sequence.rank.A": "ਦਾ ਯੱਕਾ",
  "sequence.rank.2": "ਦੀ ਦੁੱਕੀ",
  "sequence.rank.3": "ਦੀ ਤਿੱਕੀ",
  "sequence.rank.4": "ਦਾ ਚੌਕਾ",
  "sequence.rank.5": "ਦਾ ਪੰਜਾ",
  "sequence.rank.6": "ਦਾ ਛੱਕਾ",
  "sequence.rank.7": "ਦਾ ਸੱਤਾ",
  "sequence.rank.8": "ਦਾ ਅੱਠਾ",
  "sequence.rank.9": "ਦਾ ਨਹਿਲਾ",
  "sequence.rank.10": "ਦਾ ਦਹਿਲਾ",
  "sequence.rank.J": "ਦਾ ਗ਼ੁਲਾਮ",
  "sequence.rank.Q": "ਦੀ ਬੇਗੀ",
  "sequence.rank.K": "ਦਾ ਬਾਦਸ਼ਾਹ",
  "sequence.suit.S": "ਹੁਕਮ",
  "sequence.suit.H": "ਪਾਨ",
  "sequence.suit.D": "ਇੱਟ",
  "sequence.suit.C": "ਚਿੜੀ",
  "sequence.face.A": "A",
  "sequence.face.J": "J",
  "sequence.face.Q": "Q",
  "sequence.face.K": "K",

  "sequence.hand.title": "ਤੁਹਾਡੇ ਪੱਤੇ",
  "sequence.hand.twoEyed": "{card}, ਦੋ ਅੱਖਾਂ ਵਾਲਾ: ਕਿਤੇ ਵੀ ਚਿੱਪ ਰੱਖੋ",
  "sequence.hand.oneEyed": "{card}, ਇੱਕ ਅੱਖ ਵਾਲਾ: ਇੱਕ ਚਿੱਪ ਹਟਾਓ",
  "sequence.hand.dead": "{card}, ਮਰਿਆ ਪੱਤਾ: ਦੋਵੇਂ ਖ਼ਾਨੇ ਭਰੇ ਹਨ",
  "sequence.hand.badge.twoEyed": "ਜੋਕਰ",
  "sequence.hand.badge.oneEyed": "ਹਟਾਓ",
  "sequence.hand.badge.dead": "ਮਰਿਆ",
  "sequence.hand.choose": "ਇੱਕ ਪੱਤਾ ਚੁਣੋ, ਫਿਰ ਉੱਭਰਿਆ ਖ਼ਾਨਾ।",
  "sequence.hand.chooseRemove": "ਹਟਾਉਣ ਲਈ ਉੱਭਰੀ ਹੋਈ ਚਿੱਪ ਚੁਣੋ।",
  "sequence.hand.choosePlace": "ਉੱਭਰਿਆ ਖ਼ਾਨਾ ਚੁਣੋ।",
  "sequence.hand.noMove": "ਇਹ ਪੱਤਾ ਹੁਣ ਨਹੀਂ ਚੱਲ ਸਕਦਾ।",
  "sequence.hand.wait": "ਆਪਣੀ ਵਾਰੀ ਦੀ ਉਡੀਕ ਕਰੋ।",
  "sequence.exchange": "ਬਦਲੋ",
  "sequence.exchange.label": "{card} (ਮਰਿਆ ਪੱਤਾ) ਨਵੇਂ ਪੱਤੇ ਨਾਲ ਬਦਲੋ",
  "sequence.pass": "ਪਾਸ",
  "sequence.pass.why": "ਤੁਹਾਡਾ ਕੋਈ ਪੱਤਾ ਨਹੀਂ ਚੱਲ ਸਕਦਾ: ਵਾਰੀ ਪਾਸ ਕਰੋ।",

  "sequence.board.label": "ਬੋਰਡ",
  "sequence.cell": "ਕਤਾਰ {row}, ਕਾਲਮ {col}, {card}, {state}",
  "sequence.cell.corner": "ਕਤਾਰ {row}, ਕਾਲਮ {col}, ਮੁਫ਼ਤ ਕੋਨਾ",
  "sequence.cell.empty": "ਖ਼ਾਲੀ",
  "sequence.cell.chip": "{color} ਚਿੱਪ",
  "sequence.cell.locked": "ਸੀਕਵੈਂਸ ਵਿੱਚ {color} ਚਿੱਪ",
  "sequence.cell.play": "{label}। ਇੱਥੇ ਚੱਲੋ",
  "sequence.cell.remove": "{label}। ਇਹ ਚਿੱਪ ਹਟਾਓ",
  "sequence.cell.last": "{label} (ਪਿਛਲੀ ਚਾਲ)",
  "sequence.corner.short": "ਮੁਫ਼ਤ",

  "sequence.color.0": "ਨੀਲੀ",
  "sequence.color.1": "ਹਰੀ",
  "sequence.color.2": "ਲਾਲ",
  "sequence.chip.letter.0": "ਨ",
  "sequence.chip.letter.1": "ਹ",
  "sequence.chip.letter.2": "ਲ",
  "sequence.team.0": "ਨੀਲੀ ਟੀਮ",
  "sequence.team.1": "ਹਰੀ ਟੀਮ",
  "sequence.team.2": "ਲਾਲ ਟੀਮ",
  "sequence.sides.title": "ਖਿਡਾਰੀ",
  "sequence.sides.you": "{name} (ਤੁਸੀਂ)",
  "sequence.score": "ਸੀਕਵੈਂਸ: {goal} ਵਿੱਚੋਂ {count}",
  "sequence.score.short": "{count}/{goal}",
  "sequence.cards.count": { one: "{count} ਪੱਤਾ", other: "{count} ਪੱਤੇ" },

  "sequence.turn.you": "ਤੁਹਾਡੀ ਵਾਰੀ",
  "sequence.turn.other": "{name} ਦੀ ਵਾਰੀ",
  "sequence.won": "{side} ਦੀ ਜਿੱਤ!",
  "sequence.won.you": "ਤੁਸੀਂ ਜਿੱਤ ਗਏ!",
  "sequence.won.team": "{side} ਦੀ ਜਿੱਤ!",
  "sequence.draw": "ਬਰਾਬਰੀ: ਕੋਈ ਨਹੀਂ ਖੇਡ ਸਕਿਆ।",
  "sequence.draw.turnLimit": "ਬਰਾਬਰੀ: {count} ਵਾਰੀਆਂ ਲੰਘ ਗਈਆਂ ਅਤੇ ਕੋਈ ਨਹੀਂ ਜਿੱਤਿਆ।",

  "sequence.piles.title": "ਪੱਤੇ",
  "sequence.deck": { one: "ਚੁੱਕਣ ਵਾਲੀ ਢੇਰੀ ਵਿੱਚ ਪੱਤੇ: {count}", other: "ਚੁੱਕਣ ਵਾਲੀ ਢੇਰੀ: {count} ਪੱਤੇ" },
  "sequence.discard.label": "{name} ਦੀ ਸੁੱਟੇ ਪੱਤਿਆਂ ਦੀ ਢੇਰੀ: ਉੱਤੇ {card}",
  "sequence.discard.empty": "{name} ਦੀ ਸੁੱਟੇ ਪੱਤਿਆਂ ਦੀ ਢੇਰੀ: ਖ਼ਾਲੀ",

  "sequence.log.title": "ਕੀ ਹੋਇਆ",
  "sequence.log.newEvents": "ਨਵੀਆਂ ਘਟਨਾਵਾਂ",
  "sequence.log.empty": "ਅਜੇ ਕੋਈ ਚਾਲ ਨਹੀਂ।",
  "sequence.log.play": "{name} ਨੇ ਕਤਾਰ {row}, ਕਾਲਮ {col} ਉੱਤੇ ਚਿੱਪ ਰੱਖੀ ({card})",
  "sequence.log.remove": "{name} ਨੇ ਕਤਾਰ {row}, ਕਾਲਮ {col} ਦੀ ਚਿੱਪ ਹਟਾਈ ({card})",
  "sequence.log.exchange": "{name} ਨੇ ਮਰਿਆ ਪੱਤਾ ਬਦਲਿਆ: {card}",
  "sequence.log.pass": "{name} ਨੇ ਪਾਸ ਕੀਤਾ",
  "sequence.log.timeout": "{name} ਦਾ ਸਮਾਂ ਮੁੱਕ ਗਿਆ, ਵਾਰੀ ਪਾਸ",
  "sequence.log.sequence": "{side} ਨੇ ਸੀਕਵੈਂਸ ਪੂਰਾ ਕੀਤਾ",
  "sequence.log.reshuffle": {
    one: "ਸੁੱਟੇ ਪੱਤੇ ਫੈਂਟ ਕੇ ਨਵੀਂ ਚੁੱਕਣ ਵਾਲੀ ਢੇਰੀ ਬਣੀ ({count} ਪੱਤਾ)",
    other: "ਸੁੱਟੇ ਪੱਤੇ ਫੈਂਟ ਕੇ ਨਵੀਂ ਚੁੱਕਣ ਵਾਲੀ ਢੇਰੀ ਬਣੀ ({count} ਪੱਤੇ)",
  },
  "sequence.log.won": "{side} ਦੀ ਜਿੱਤ",
  "sequence.log.draw": "ਖੇਡ ਬਰਾਬਰੀ ਉੱਤੇ ਮੁੱਕੀ",
  "sequence.log.drawTurnLimit": "{count} ਵਾਰੀਆਂ ਪੂਰੀਆਂ ਹੋਈਆਂ ਅਤੇ ਕੋਈ ਨਹੀਂ ਜਿੱਤਿਆ: ਖੇਡ ਬਰਾਬਰੀ ਉੱਤੇ ਮੁੱਕੀ",
  "sequence.log.won.team": "{side} ਦੀ ਜਿੱਤ",
  "sequence.log.sequence.team": "{side} ਨੇ ਸੀਕਵੈਂਸ ਪੂਰਾ ਕੀਤਾ",
  "sequence.log.you.play": "ਤੁਸੀਂ ਕਤਾਰ {row}, ਕਾਲਮ {col} ਉੱਤੇ ਚਿੱਪ ਰੱਖੀ ({card})",
  "sequence.log.you.remove": "ਤੁਸੀਂ ਕਤਾਰ {row}, ਕਾਲਮ {col} ਦੀ ਚਿੱਪ ਹਟਾਈ ({card})",
  "sequence.log.you.exchange": "ਤੁਸੀਂ ਮਰਿਆ ਪੱਤਾ ਬਦਲਿਆ: {card}",
  "sequence.log.you.pass": "ਤੁਸੀਂ ਪਾਸ ਕੀਤਾ",
  "sequence.log.you.timeout": "ਤੁਹਾਡਾ ਸਮਾਂ ਮੁੱਕ ਗਿਆ, ਵਾਰੀ ਪਾਸ",
  "sequence.log.you.sequence": "ਤੁਸੀਂ ਸੀਕਵੈਂਸ ਪੂਰਾ ਕੀਤਾ",
  "sequence.log.you.won": "ਤੁਹਾਡੀ ਜਿੱਤ",
  "sequence.log.yourTeam.sequence": "ਤੁਹਾਡੀ ਟੀਮ ਨੇ ਸੀਕਵੈਂਸ ਪੂਰਾ ਕੀਤਾ",
  "sequence.log.yourTeam.won": "ਤੁਹਾਡੀ ਟੀਮ ਦੀ ਜਿੱਤ",
  "sequence.live.yourTurn": "ਤੁਹਾਡੀ ਵਾਰੀ।",

  "sequence.howto.title": "ਸੀਕਵੈਂਸ ਕਿਵੇਂ ਖੇਡੀਏ",
  "sequence.howto.goal.title": "ਮਕਸਦ",
  "sequence.howto.goal":
    "ਆਪਣੀਆਂ ਪੰਜ ਚਿੱਪਾਂ ਦੀ ਸਿੱਧੀ ਲਾਈਨ ਬਣਾਓ — ਲੇਟਵੀਂ, ਖੜ੍ਹਵੀਂ ਜਾਂ ਤਿਰਛੀ। ਅਜਿਹੀ ਲਾਈਨ ਨੂੰ ਸੀਕਵੈਂਸ ਕਹਿੰਦੇ ਹਨ। ਇਕੱਲੇ ਖੇਡੋ ਜਾਂ ਟੀਮ ਵਿੱਚ; ਟੀਮ ਦੇ ਸਾਥੀਆਂ ਦੀਆਂ ਚਿੱਪਾਂ ਦਾ ਰੰਗ ਇੱਕੋ ਹੁੰਦਾ ਹੈ।",
  "sequence.howto.turn.title": "ਇੱਕ ਵਾਰੀ",
  "sequence.howto.turn":
    "ਆਪਣੇ ਹੱਥ ਵਿੱਚੋਂ ਇੱਕ ਪੱਤਾ ਚੁਣੋ ਅਤੇ ਬੋਰਡ ਦੇ ਉਸ ਖ਼ਾਨੇ ਉੱਤੇ ਚਿੱਪ ਰੱਖੋ ਜਿਸ ਉੱਤੇ ਉਹੀ ਪੱਤਾ ਬਣਿਆ ਹੈ। ਗ਼ੁਲਾਮਾਂ ਤੋਂ ਛੁੱਟ ਹਰ ਪੱਤਾ ਬੋਰਡ ਉੱਤੇ ਦੋ ਵਾਰ ਬਣਿਆ ਹੈ; ਗ਼ੁਲਾਮ ਬੋਰਡ ਉੱਤੇ ਹਨ ਹੀ ਨਹੀਂ। ਫਿਰ ਨਵਾਂ ਪੱਤਾ ਆਪੇ ਤੁਹਾਡੇ ਹੱਥ ਆ ਜਾਂਦਾ ਹੈ।",
  "sequence.howto.corners": "ਚਾਰੇ ਕੋਨੇ ਮੁਫ਼ਤ ਹਨ: ਉਹ ਹਰ ਰੰਗ ਦੀ ਚਿੱਪ ਗਿਣੇ ਜਾਂਦੇ ਹਨ, ਇਸ ਲਈ ਕਿਸੇ ਦੇ ਵੀ ਸੀਕਵੈਂਸ ਦਾ ਹਿੱਸਾ ਬਣ ਸਕਦੇ ਹਨ।",
  "sequence.howto.jacks.title": "ਗ਼ੁਲਾਮ",
  "sequence.howto.jacks.twoEyed": "ਦੋ ਅੱਖਾਂ ਵਾਲੇ ਗ਼ੁਲਾਮ (ਇੱਟ ਅਤੇ ਚਿੜੀ) ਜੋਕਰ ਹਨ: ਕਿਸੇ ਵੀ ਖ਼ਾਲੀ ਖ਼ਾਨੇ ਉੱਤੇ ਚਿੱਪ ਰੱਖੋ।",
  "sequence.howto.jacks.oneEyed":
    "ਇੱਕ ਅੱਖ ਵਾਲੇ ਗ਼ੁਲਾਮ (ਹੁਕਮ ਅਤੇ ਪਾਨ) ਇਸ ਦੀ ਥਾਂ ਵਿਰੋਧੀ ਦੀ ਇੱਕ ਚਿੱਪ ਹਟਾਉਂਦੇ ਹਨ। ਪੂਰੇ ਹੋਏ ਸੀਕਵੈਂਸ ਦੀਆਂ ਚਿੱਪਾਂ ਨਹੀਂ ਹਟਦੀਆਂ।",
  "sequence.howto.dead.title": "ਮਰੇ ਪੱਤੇ",
  "sequence.howto.dead":
    "ਜਿਸ ਪੱਤੇ ਦੇ ਦੋਵੇਂ ਖ਼ਾਨੇ ਭਰ ਗਏ ਹੋਣ, ਉਹ ਮਰਿਆ ਪੱਤਾ ਹੈ। ਚੱਲਣ ਤੋਂ ਪਹਿਲਾਂ ਤੁਸੀਂ ਇੱਕ ਮਰਿਆ ਪੱਤਾ ਨਵੇਂ ਨਾਲ ਬਦਲ ਸਕਦੇ ਹੋ। ਜੇ ਤੁਹਾਡਾ ਕੋਈ ਪੱਤਾ ਨਹੀਂ ਚੱਲ ਸਕਦਾ, ਤਾਂ ਤੁਸੀਂ ਪਾਸ ਕਰਦੇ ਹੋ।",
  "sequence.howto.win.title": "ਜਿੱਤ",
  "sequence.howto.win":
    "ਦੋ ਖਿਡਾਰੀਆਂ ਜਾਂ ਦੋ ਟੀਮਾਂ ਵਿੱਚ ਦੋ ਸੀਕਵੈਂਸ ਚਾਹੀਦੇ ਹਨ; ਤਿੰਨ ਵਿੱਚ ਇੱਕ। ਇੱਕੋ ਰੰਗ ਦੇ ਦੋ ਸੀਕਵੈਂਸ ਇੱਕ ਖ਼ਾਨਾ ਸਾਂਝਾ ਕਰ ਸਕਦੇ ਹਨ। ਜੇ ਸਾਰੇ ਲਗਾਤਾਰ ਪਾਸ ਕਰਨ, ਤਾਂ ਖੇਡ ਬਰਾਬਰ ਰਹਿੰਦੀ ਹੈ; 1000 ਵਾਰੀਆਂ ਮਗਰੋਂ ਵੀ ਕੋਈ ਨਾ ਜਿੱਤੇ ਤਾਂ ਵੀ।",
  "sequence.replay.hands": "ਸਭ ਦੇ ਪੱਤੇ",
  "sequence.replay.handOf": "{name} ਦੇ ਪੱਤੇ",
  // Refusals of a Sequence move (shared/games/sequence/errors.ts); the shell shows them.
  "error.NOT_IN_HAND": "ਇਹ ਪੱਤਾ ਤੁਹਾਡੇ ਹੱਥ ਵਿੱਚ ਨਹੀਂ।",
  "error.CORNER": "ਕੋਨੇ ਮੁਫ਼ਤ ਖ਼ਾਨੇ ਹਨ: ਉੱਥੇ ਚਿੱਪ ਨਹੀਂ ਰੱਖੀ ਜਾਂਦੀ।",
  "error.CELL_TAKEN": "ਇਸ ਖ਼ਾਨੇ ਉੱਤੇ ਪਹਿਲਾਂ ਹੀ ਚਿੱਪ ਹੈ।",
  "error.WRONG_CELL": "ਇਹ ਪੱਤਾ ਇਸ ਖ਼ਾਨੇ ਉੱਤੇ ਨਹੀਂ ਚੱਲਦਾ।",
  "error.CANNOT_PLACE": "ਇੱਕ ਅੱਖ ਵਾਲਾ ਗ਼ੁਲਾਮ ਚਿੱਪ ਹਟਾਉਂਦਾ ਹੈ; ਰੱਖ ਨਹੀਂ ਸਕਦਾ।",
  "error.CANNOT_REMOVE": "ਸਿਰਫ਼ ਇੱਕ ਅੱਖ ਵਾਲਾ ਗ਼ੁਲਾਮ ਚਿੱਪ ਹਟਾਉਂਦਾ ਹੈ।",
  "error.NOT_REMOVABLE": "ਇਸ ਖ਼ਾਨੇ ਉੱਤੇ ਹਟਾਉਣ ਲਈ ਕੋਈ ਚਿੱਪ ਨਹੀਂ।",
  "error.LOCKED_CHIP": "ਇਹ ਚਿੱਪ ਇੱਕ ਸੀਕਵੈਂਸ ਦਾ ਹਿੱਸਾ ਹੈ: ਹਟਾਈ ਨਹੀਂ ਜਾ ਸਕਦੀ।",
  "error.OWN_CHIP": "ਤੁਸੀਂ ਸਿਰਫ਼ ਵਿਰੋਧੀ ਦੀ ਚਿੱਪ ਹਟਾ ਸਕਦੇ ਹੋ।",
  "error.NOT_DEAD": "ਸਿਰਫ਼ ਮਰਿਆ ਪੱਤਾ ਬਦਲਿਆ ਜਾ ਸਕਦਾ ਹੈ।",
  "error.ALREADY_EXCHANGED": "ਤੁਸੀਂ ਇਸ ਵਾਰੀ ਵਿੱਚ ਇੱਕ ਮਰਿਆ ਪੱਤਾ ਬਦਲ ਚੁੱਕੇ ਹੋ।",
  "error.CANNOT_PASS": "ਤੁਹਾਡੇ ਕੋਲ ਚੱਲਣ ਵਾਲਾ ਪੱਤਾ ਹੈ: ਪਾਸ ਨਹੀਂ ਕਰ ਸਕਦੇ।",
} as const satisfies CatalogOf<"sequence">;
