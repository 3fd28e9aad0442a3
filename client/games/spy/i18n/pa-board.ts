/**
 * Punjabi: the Spy board and how to play.
 * Word choices (those every game shares: client/i18n/pa.ts):
 * - the game and the card ਜਾਸੂਸ; a player's hand ਅੱਡਾ (a hideout, as in ਫ਼ੌਜੀ
 *   ਅੱਡਾ; the glossary's ਅਧਾਰ means "basis"); Safe ਤਿਜੋਰੀ (a strongbox: the
 *   glossary's ਸੁਰੱਖਿਅਤ is the adjective "safe"); Top Secret ਅਤਿ ਗੁਪਤ (ਗੁਪਤ on the
 *   small card face); bomb ਬੰਬ, lit ਜਗਦਾ (ਜਗ ਪਿਆ, ਜਗ ਰਿਹਾ: the verb ਜਗਣਾ of
 *   ਅਣਜਗਿਆ, never ਬਲਦਾ), exploded ਫਟਿਆ; exposed ਖੁੱਲ੍ਹਾ (verb ਖੋਲ੍ਹਣਾ); exposure
 *   target ਨਿਸ਼ਾਨਾ; move ਚੱਲੋ/ਕਦਮ; flip ਮੋੜੋ; spy ਜਾਸੂਸੀ ਕਰੋ; left/right ਖੱਬੇ/ਸੱਜੇ
 *   (the owner's); facing "ਮੂੰਹ … ਵੱਲ", and the card the Spy faces "ਜਿਸ ਪੱਤੇ ਵੱਲ
 *   … ਮੂੰਹ ਹੈ": ਸਾਹਮਣੇ is only the card across the table; an unlit bomb ਅਣਜਗਿਆ ਬੰਬ
 *   (not ਬੁਝਿਆ, "put out"). A sentence never makes a word agree with a card's
 *   name (ਤਿਜੋਰੀ is feminine, ਬੰਬ masculine): it names the ਪੱਤਾ and gives the card after a colon.
 *   Quotation marks are “ ”, as in Punjabi print.
 */
import type { CatalogOf } from "../../../i18n/types";

export const messages = {
  "spy.card.SPY": "ਜਾਸੂਸ",
  "spy.card.S1": "ਤਿਜੋਰੀ 1",
  "spy.card.S2": "ਤਿਜੋਰੀ 2",
  "spy.card.T1": "ਅਤਿ ਗੁਪਤ 1",
  "spy.card.T2": "ਅਤਿ ਗੁਪਤ 2",
  "spy.card.B1": "ਬੰਬ 1",
  "spy.card.B2": "ਬੰਬ 2",
  "spy.card.B3": "ਬੰਬ 3",
  "spy.kind.spy": "ਜਾਸੂਸ",
  "spy.kind.safe": "ਤਿਜੋਰੀ",
  "spy.kind.topSecret": "ਗੁਪਤ",
  "spy.kind.bomb": "ਬੰਬ",
  "spy.face.hidden": "?",
  "spy.face.lit": "ਜਗਦਾ",
  "spy.face.boom": "ਧਮਾਕਾ",
  "spy.face.exposed": "ਖੁੱਲ੍ਹਾ",
  "spy.facing.left": "ਖੱਬੇ",
  "spy.facing.right": "ਸੱਜੇ",

  "spy.status.arranging": "ਆਪਣਾ ਅੱਡਾ ਚੁੱਪ-ਚਾਪ ਸਜਾਓ, ਫਿਰ “ਤਿਆਰ” ਦਬਾਓ।",
  "spy.status.waiting": "ਤੁਸੀਂ ਤਿਆਰ ਹੋ। ਬਾਕੀਆਂ ਦੀ ਉਡੀਕ…",
  "spy.status.watchingArranging": "ਖਿਡਾਰੀ ਆਪਣੇ ਅੱਡੇ ਸਜਾ ਰਹੇ ਹਨ।",
  "spy.status.yourTurn": "ਤੁਹਾਡੀ ਵਾਰੀ: ਚੱਲੋ, ਫਿਰ ਜਾਸੂਸੀ ਕਰੋ — ਜਾਂ ਵਾਰੀ ਮੁਕਾਓ।",
  "spy.status.yourTurnMoved": "ਤੁਸੀਂ ਚੱਲ ਲਿਆ: ਕਿਸੇ ਦੀ ਜਾਸੂਸੀ ਕਰੋ ਜਾਂ ਵਾਰੀ ਮੁਕਾਓ।",
  "spy.status.turnOf": "{name} ਦੀ ਵਾਰੀ",
  "spy.status.youWin": "ਤੁਸੀਂ ਜਿੱਤ ਗਏ!",
  "spy.status.winner": "{name} ਦੀ ਜਿੱਤ!",
  "spy.status.draw": "ਖੇਡ ਬਰਾਬਰ ਰਹੀ: {count} ਵਾਰੀਆਂ ਵਿੱਚ ਕੋਈ ਨਹੀਂ ਜਿੱਤਿਆ।",
  "spy.status.youAreOut": "ਤੁਸੀਂ ਬਾਹਰ ਹੋ। ਬਾਕੀ ਖੇਡ ਦੇਖ ਸਕਦੇ ਹੋ।",

  "spy.arrange.title": "ਆਪਣਾ ਅੱਡਾ ਸਜਾਓ",
  "spy.arrange.help": "ਇੱਕ ਪੱਤੇ ਨੂੰ ਛੂਹੋ, ਫਿਰ ਦੂਜੀ ਥਾਂ ਨੂੰ, ਤਾਂ ਦੋਵੇਂ ਥਾਂ ਬਦਲ ਲੈਣਗੇ; ਜਾਂ ਬਟਨਾਂ ਨਾਲ ਸਰਕਾਓ। ਜਾਸੂਸ ਕਿਤੇ ਵੀ ਬੈਠ ਸਕਦਾ ਹੈ।",
  "spy.arrange.selected": "ਚੁਣਿਆ ਪੱਤਾ: {card}। ਥਾਂ ਬਦਲਣ ਲਈ ਦੂਜੀ ਥਾਂ ਛੂਹੋ।",
  "spy.arrange.card": "ਪੱਤਾ {n}: {card}",
  "spy.arrange.spyCard": "ਪੱਤਾ {n}: ਤੁਹਾਡਾ ਜਾਸੂਸ, ਮੂੰਹ {facing} ਵੱਲ",
  "spy.arrange.left": "ਖੱਬੇ ਸਰਕਾਓ",
  "spy.arrange.right": "ਸੱਜੇ ਸਰਕਾਓ",
  "spy.arrange.facing": "ਜਾਸੂਸ ਦਾ ਮੂੰਹ {facing} ਵੱਲ — ਮੋੜੋ",
  "spy.arrange.random": "ਬੇਤਰਤੀਬ ਸਜਾਓ",
  "spy.arrange.ready": "ਤਿਆਰ",
  "spy.arrange.readyAgain": "ਇਸ ਨਵੀਂ ਤਰਤੀਬ ਨਾਲ ਤਿਆਰ",
  "spy.arrange.sent": "ਭੇਜ ਦਿੱਤਾ। ਸਾਰਿਆਂ ਦੇ ਤਿਆਰ ਹੋਣ ਤੱਕ ਅੱਡਾ ਬਦਲ ਸਕਦੇ ਹੋ।",
  "spy.arrange.who": "ਕੌਣ ਤਿਆਰ ਹੈ",
  "spy.arrange.seatReady": "{name}: ਤਿਆਰ",
  "spy.arrange.seatArranging": "{name}: ਸਜਾ ਰਹੇ ਹਨ…",
  "spy.replay.start": "ਪਹਿਲੀ ਚਾਲ ਤੋਂ ਪਹਿਲਾਂ: ਖਿਡਾਰੀ ਆਪਣੇ ਅੱਡੇ ਸਜਾ ਰਹੇ ਹਨ; ਸਜਾਇਆ ਹਰ ਅੱਡਾ ਖੁੱਲ੍ਹਾ ਦਿਖਦਾ ਹੈ",

  "spy.base.yours": "ਤੁਹਾਡਾ ਅੱਡਾ",
  "spy.base.of": "{name} ਦਾ ਅੱਡਾ",
  "spy.base.target": "ਨਿਸ਼ਾਨਾ: {card}",
  "spy.base.out": "ਬਾਹਰ",
  "spy.base.winner": "ਜੇਤੂ",
  "spy.base.playing": "ਖੇਡ ਰਹੇ ਹਨ",

  "spy.label.ownCard": "ਤੁਹਾਡਾ ਪੱਤਾ {n}: {card}",
  "spy.label.ownSpy": "ਤੁਹਾਡਾ ਪੱਤਾ {n}: ਤੁਹਾਡਾ ਜਾਸੂਸ, ਮੂੰਹ {facing} ਵੱਲ",
  "spy.label.place": "{name} ਦੀ ਥਾਂ {n}: {card}",
  "spy.label.spy": "{name} ਦੀ ਥਾਂ {n}: ਉਸ ਦਾ ਜਾਸੂਸ, ਮੂੰਹ {facing} ਵੱਲ",
  "spy.label.hidden": "ਲੁਕਿਆ",
  "spy.label.lit": "ਜਗਦਾ ਬੰਬ",
  "spy.label.exploded": "ਫਟ ਗਿਆ",
  "spy.label.exposed": "ਖੁੱਲ੍ਹਾ",
  "spy.label.note": "ਜਵਾਬ ਮਿਲਿਆ: {answer}",
  "spy.label.faced": "ਤੁਹਾਡੇ ਜਾਸੂਸ ਦਾ ਮੂੰਹ ਇਸ ਵੱਲ",
  "spy.label.examined": "ਤੁਹਾਡਾ ਜਾਸੂਸ ਇਸ ਨੂੰ ਦੇਖਦਾ ਹੈ",
  "spy.label.landing": "ਤੁਹਾਡਾ ਜਾਸੂਸ ਇੱਥੇ ਪਹੁੰਚੇਗਾ",

  "spy.action.flip": "ਮੋੜੋ",
  "spy.action.wrap": "ਦੂਜੇ ਸਿਰੇ ਜਾਓ",
  "spy.action.move": { one: "{count} ਕਦਮ ਚੱਲੋ", other: "{count} ਕਦਮ ਚੱਲੋ" },
  "spy.action.lands": "ਥਾਂ {n} ਉੱਤੇ, ਮੂੰਹ {card} ਵੱਲ",
  "spy.action.spy": "{name} ਦੀ ਜਾਸੂਸੀ ਕਰੋ",
  "spy.action.spyShort": "ਜਾਸੂਸੀ: {name}",
  "spy.action.spyBlocked": "{name} ਦੇ ਜਾਸੂਸ ਦੇ ਸਾਹਮਣੇ: ਪਹਿਲਾਂ ਮੋੜੋ ਜਾਂ ਚੱਲੋ।",
  "spy.action.end": "ਵਾਰੀ ਮੁਕਾਓ",
  "spy.action.waiting": "{name} ਦੀ ਉਡੀਕ…",
  "spy.action.examines": "ਤੁਹਾਡਾ ਜਾਸੂਸ ਹਰ ਵਿਰੋਧੀ ਦੇ ਅੱਡੇ ਦੀ ਥਾਂ {n} ਦੇਖਦਾ ਹੈ (ਉੱਭਰੀ ਹੋਈ)।",
  "spy.action.freeSpent": "ਇਸ ਵਾਰੀ ਹੋਰ ਮੋੜਨਾ ਜਾਂ ਦੂਜੇ ਸਿਰੇ ਜਾਣਾ ਨਹੀਂ: ਵੱਧ ਤੋਂ ਵੱਧ {count}।",
  "spy.action.spyFatal": "{name} ਦੇ ਅੱਡੇ ਵਿੱਚ ਸਾਹਮਣੇ ਜਗਦਾ ਬੰਬ ਹੈ: ਉੱਥੇ ਜਾਸੂਸੀ ਕਰਨ ਨਾਲ ਤੁਸੀਂ ਬਾਹਰ ਹੋ ਜਾਓਗੇ।",
  "spy.confirm.title": "{name} ਦੀ ਜਾਸੂਸੀ ਕਰਨੀ ਹੈ? ਸਾਹਮਣੇ ਵਾਲਾ ਪੱਤਾ ਜਗਦਾ ਬੰਬ ਹੈ।",
  "spy.confirm.text": "ਜਿਸਨੂੰ ਜਗਦਾ ਬੰਬ ਲੱਭੇ, ਬੰਬ ਉਸ ਉੱਤੇ ਫਟਦਾ ਹੈ ਅਤੇ ਉਹ ਖੇਡ ਤੋਂ ਬਾਹਰ ਹੋ ਜਾਂਦਾ ਹੈ। ਕਿਤੇ ਹੋਰ ਦੇਖਣ ਲਈ ਆਪਣਾ ਜਾਸੂਸ ਮੋੜੋ ਜਾਂ ਚਲਾਓ।",
  "spy.confirm.no": "ਜਾਸੂਸੀ ਨਾ ਕਰੋ",
  "spy.confirm.yes": "ਫਿਰ ਵੀ ਜਾਸੂਸੀ ਕਰੋ",

  "spy.log.title": "ਕੀ ਹੋਇਆ",
  "spy.log.newEvents": "ਨਵੀਆਂ ਘਟਨਾਵਾਂ",
  "spy.log.empty": "ਅਜੇ ਕੁਝ ਨਹੀਂ।",
  "spy.log.arranged": "{name} ਤਿਆਰ ਹੈ",
  "spy.log.start": "ਸਾਰੇ ਤਿਆਰ: ਪਹਿਲੀ ਵਾਰੀ {name} ਦੀ",
  "spy.log.flip": "{name} ਨੇ ਜਾਸੂਸ ਦਾ ਮੂੰਹ {facing} ਵੱਲ ਮੋੜਿਆ",
  "spy.log.wrap": "{name} ਦਾ ਜਾਸੂਸ ਦੂਜੇ ਸਿਰੇ ਗਿਆ",
  "spy.log.moveRight": {
    one: "{name} ਦਾ ਜਾਸੂਸ {count} ਕਦਮ ਸੱਜੇ ਚੱਲਿਆ",
    other: "{name} ਦਾ ਜਾਸੂਸ {count} ਕਦਮ ਸੱਜੇ ਚੱਲਿਆ",
  },
  "spy.log.moveLeft": {
    one: "{name} ਦਾ ਜਾਸੂਸ {count} ਕਦਮ ਖੱਬੇ ਚੱਲਿਆ",
    other: "{name} ਦਾ ਜਾਸੂਸ {count} ਕਦਮ ਖੱਬੇ ਚੱਲਿਆ",
  },
  "spy.log.safe": "{name} ਨੇ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਤਿਜੋਰੀ",
  "spy.log.topSecret": "{name} ਨੇ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਅਤਿ ਗੁਪਤ",
  "spy.log.exposed": "{name} ਨੇ {target} ਦਾ ਪੱਤਾ ਖੋਲ੍ਹ ਦਿੱਤਾ: {card}",
  "spy.log.lit": "{name} ਨੇ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਸ਼ੂੰ… ਇੱਕ ਬੰਬ ਜਗ ਪਿਆ",
  "spy.log.exploded": "{name} ਨੇ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਜਗਦਾ {card}",
  "spy.log.end": "{name} ਨੇ ਵਾਰੀ ਮੁਕਾਈ",
  "spy.log.timeout": "{name} ਦਾ ਸਮਾਂ ਮੁੱਕ ਗਿਆ",
  "spy.log.outBomb": "ਧਮਾਕਾ — {name} ਬਾਹਰ",
  "spy.log.outTopSecret": "{name} ਬਾਹਰ: ਅਤਿ ਗੁਪਤ 2 ਖੁੱਲ੍ਹ ਗਿਆ",
  "spy.log.win": "{name} ਦੀ ਜਿੱਤ",
  "spy.log.draw": "{count} ਵਾਰੀਆਂ ਪੂਰੀਆਂ ਹੋਈਆਂ ਅਤੇ ਕੋਈ ਨਹੀਂ ਜਿੱਤਿਆ: ਖੇਡ ਬਰਾਬਰ ਰਹੀ",
  "spy.log.you.arranged": "ਤੁਸੀਂ ਤਿਆਰ ਹੋ",
  "spy.log.you.start": "ਸਾਰੇ ਤਿਆਰ: ਪਹਿਲੀ ਵਾਰੀ ਤੁਹਾਡੀ",
  "spy.log.you.flip": "ਤੁਸੀਂ ਜਾਸੂਸ ਦਾ ਮੂੰਹ {facing} ਵੱਲ ਮੋੜਿਆ",
  "spy.log.you.wrap": "ਤੁਹਾਡਾ ਜਾਸੂਸ ਦੂਜੇ ਸਿਰੇ ਗਿਆ",
  "spy.log.you.moveRight": { one: "ਤੁਹਾਡਾ ਜਾਸੂਸ {count} ਕਦਮ ਸੱਜੇ ਚੱਲਿਆ", other: "ਤੁਹਾਡਾ ਜਾਸੂਸ {count} ਕਦਮ ਸੱਜੇ ਚੱਲਿਆ" },
  "spy.log.you.moveLeft": { one: "ਤੁਹਾਡਾ ਜਾਸੂਸ {count} ਕਦਮ ਖੱਬੇ ਚੱਲਿਆ", other: "ਤੁਹਾਡਾ ਜਾਸੂਸ {count} ਕਦਮ ਖੱਬੇ ਚੱਲਿਆ" },
  "spy.log.you.safe": "ਤੁਸੀਂ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਤਿਜੋਰੀ",
  "spy.log.you.topSecret": "ਤੁਸੀਂ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਅਤਿ ਗੁਪਤ",
  "spy.log.you.exposed": "ਤੁਸੀਂ {target} ਦਾ ਪੱਤਾ ਖੋਲ੍ਹ ਦਿੱਤਾ: {card}",
  "spy.log.you.lit": "ਤੁਸੀਂ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਸ਼ੂੰ… ਇੱਕ ਬੰਬ ਜਗ ਪਿਆ",
  "spy.log.you.exploded": "ਤੁਸੀਂ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਜਗਦਾ {card}",
  "spy.log.you.end": "ਤੁਸੀਂ ਵਾਰੀ ਮੁਕਾਈ",
  "spy.log.you.timeout": "ਤੁਹਾਡਾ ਸਮਾਂ ਮੁੱਕ ਗਿਆ",
  "spy.log.you.outBomb": "ਧਮਾਕਾ — ਤੁਸੀਂ ਬਾਹਰ",
  "spy.log.you.outTopSecret": "ਤੁਸੀਂ ਬਾਹਰ: ਅਤਿ ਗੁਪਤ 2 ਖੁੱਲ੍ਹ ਗਿਆ",
  "spy.log.you.win": "ਤੁਹਾਡੀ ਜਿੱਤ",
  "spy.log.onYou.safe": "{name} ਨੇ ਤੁਹਾਡੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਤਿਜੋਰੀ",
  "spy.log.onYou.topSecret": "{name} ਨੇ ਤੁਹਾਡੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਅਤਿ ਗੁਪਤ",
  "spy.log.onYou.exposed": "{name} ਨੇ ਤੁਹਾਡਾ ਪੱਤਾ ਖੋਲ੍ਹ ਦਿੱਤਾ: {card}",
  "spy.log.onYou.lit": "{name} ਨੇ ਤੁਹਾਡੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਸ਼ੂੰ… ਇੱਕ ਬੰਬ ਜਗ ਪਿਆ",
  "spy.log.onYou.exploded": "{name} ਨੇ ਤੁਹਾਡੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਜਗਦਾ {card}",
  // Your seat while the computer played it for you: the computer is the subject (ਕੰਪਿਊਟਰ ਨੇ), «ਤੁਹਾਡੀ ਥਾਂ» as in away.playedForYou.
  "spy.log.computer.arranged": "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡਾ ਅੱਡਾ ਤਿਆਰ ਕੀਤਾ",
  "spy.log.computer.flip": "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡੇ ਜਾਸੂਸ ਦਾ ਮੂੰਹ {facing} ਵੱਲ ਮੋੜਿਆ",
  "spy.log.computer.wrap": "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡਾ ਜਾਸੂਸ ਦੂਜੇ ਸਿਰੇ ਭੇਜਿਆ",
  "spy.log.computer.moveRight": {
    one: "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡਾ ਜਾਸੂਸ {count} ਕਦਮ ਸੱਜੇ ਚਲਾਇਆ",
    other: "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡਾ ਜਾਸੂਸ {count} ਕਦਮ ਸੱਜੇ ਚਲਾਇਆ",
  },
  "spy.log.computer.moveLeft": {
    one: "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡਾ ਜਾਸੂਸ {count} ਕਦਮ ਖੱਬੇ ਚਲਾਇਆ",
    other: "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡਾ ਜਾਸੂਸ {count} ਕਦਮ ਖੱਬੇ ਚਲਾਇਆ",
  },
  "spy.log.computer.safe": "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡੀ ਥਾਂ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਤਿਜੋਰੀ",
  "spy.log.computer.topSecret": "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡੀ ਥਾਂ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਅਤਿ ਗੁਪਤ",
  "spy.log.computer.exposed": "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡੀ ਥਾਂ {target} ਦਾ ਪੱਤਾ ਖੋਲ੍ਹ ਦਿੱਤਾ: {card}",
  "spy.log.computer.lit": "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡੀ ਥਾਂ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਸ਼ੂੰ… ਇੱਕ ਬੰਬ ਜਗ ਪਿਆ",
  "spy.log.computer.exploded": "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡੀ ਥਾਂ {target} ਦੀ ਜਾਸੂਸੀ ਕੀਤੀ: ਜਗਦਾ {card}",
  "spy.log.computer.end": "ਕੰਪਿਊਟਰ ਨੇ ਤੁਹਾਡੀ ਵਾਰੀ ਮੁਕਾਈ",
  "spy.answer.safe": "ਤਿਜੋਰੀ",
  "spy.answer.topSecret": "ਅਤਿ ਗੁਪਤ",

  "spy.sound": "ਆਵਾਜ਼",
  "spy.sound.state.on": "ਚਾਲੂ",
  "spy.sound.state.off": "ਬੰਦ",

  "spy.guide.title": "ਜਾਸੂਸ ਦੀ ਤੁਹਾਡੀ ਪਹਿਲੀ ਖੇਡ",
  "spy.guide.arrange":
    "ਇਹ ਕਤਾਰ ਤੁਹਾਡਾ ਅੱਡਾ ਹੈ: ਇਸ ਦੇ ਪੱਤੇ ਸਿਰਫ਼ ਤੁਸੀਂ ਦੇਖਦੇ ਹੋ। ਥਾਂ ਬਦਲਣ ਲਈ ਇੱਕ ਪੱਤਾ ਛੂਹੋ, ਫਿਰ ਦੂਜਾ। ਤੁਹਾਡਾ ਜਾਸੂਸ ਓਨੇ ਕਦਮ ਚੱਲਦਾ ਹੈ ਜਿੰਨਾ ਅੰਕ ਉਸ ਪੱਤੇ ਉੱਤੇ ਹੈ ਜਿਸ ਵੱਲ ਉਸ ਦਾ ਮੂੰਹ ਹੈ, ਅਤੇ ਕੰਪਿਊਟਰ ਦੇ ਅੱਡੇ ਵਿੱਚ ਉਸ ਪੱਤੇ ਦੇ ਐਨ ਸਾਹਮਣੇ ਵਾਲੇ ਪੱਤੇ ਦੀ ਜਾਸੂਸੀ ਕਰਦਾ ਹੈ। ਅਤਿ ਗੁਪਤ 2 ਨੂੰ ਚੰਗੀ ਤਰ੍ਹਾਂ ਲੁਕਾਓ, ਫਿਰ “ਤਿਆਰ” ਦਬਾਓ।",
  "spy.guide.waiting": "ਕੰਪਿਊਟਰ ਆਪਣਾ ਅੱਡਾ ਸਜਾ ਰਿਹਾ ਹੈ। ਉਸ ਦੇ ਪੱਤੇ ਤੁਹਾਨੂੰ ਤਦੇ ਦਿਸਣਗੇ ਜਦ ਉਹ ਖੁੱਲ੍ਹਣਗੇ।",
  "spy.guide.move":
    "ਤੁਹਾਡੀ ਵਾਰੀ। ਤੁਹਾਡੇ ਜਾਸੂਸ ਦਾ ਮੂੰਹ ਤੁਹਾਡੇ ਇਸ ਪੱਤੇ ਵੱਲ ਹੈ: {card}। ਜਾਸੂਸ ਠੀਕ ਓਨੇ ਕਦਮ ਚੱਲ ਸਕਦਾ ਹੈ ਜਿੰਨਾ ਇਸ ਪੱਤੇ ਉੱਤੇ ਅੰਕ ਹੈ (ਪੱਤਾ ਖੁੱਲ੍ਹਾ ਹੋਵੇ ਤਾਂ 1 ਜਾਂ 2)। ਉਸ ਦਾ ਮੂੰਹ ਦੂਜੇ ਪਾਸੇ ਮੋੜਨਾ ਮੁਫ਼ਤ ਹੈ। ਕੰਪਿਊਟਰ ਦੇ ਅੱਡੇ ਵਿੱਚ ਉੱਭਰਿਆ ਪੱਤਾ ਉਹ ਹੈ ਜਿਸ ਦੀ ਜਾਸੂਸੀ ਹੁਣ ਹੋਵੇਗੀ।",
  "spy.guide.spy":
    "ਹੁਣ ਕੰਪਿਊਟਰ ਦੀ ਜਾਸੂਸੀ ਕਰੋ: ਤੁਸੀਂ ਉੱਭਰਿਆ ਪੱਤਾ ਦੇਖੋਗੇ, ਜੋ ਉਸ ਪੱਤੇ ਦੇ ਐਨ ਸਾਹਮਣੇ ਹੈ ਜਿਸ ਵੱਲ ਤੁਹਾਡੇ ਜਾਸੂਸ ਦਾ ਮੂੰਹ ਹੈ। ਜਾਂ ਜਾਸੂਸੀ ਤੋਂ ਬਿਨਾਂ ਵਾਰੀ ਮੁਕਾਓ।",
  "spy.guide.type":
    "ਜਵਾਬ: {answer}। ਪਰ ਇਹ ਉਹ ਪੱਤਾ ਨਹੀਂ ਜੋ ਕੰਪਿਊਟਰ ਨੇ ਅਗਲਾ ਦੇਣਾ ਹੈ ({target}), ਇਸ ਲਈ ਸਿਰਫ਼ ਕਿਸਮ ਪਤਾ ਲੱਗੀ। ਇਸ ਦੀ ਥਾਂ ਯਾਦ ਰੱਖੋ।",
  "spy.guide.exposed":
    "ਤੁਸੀਂ ਕੰਪਿਊਟਰ ਦਾ ਪੱਤਾ ਖੋਲ੍ਹ ਦਿੱਤਾ: {card}। ਇਹ ਉਹੀ ਪੱਤਾ ਸੀ ਜੋ ਉਸ ਨੇ ਅਗਲਾ ਦੇਣਾ ਸੀ, ਇਸ ਲਈ ਹੁਣ ਹਮੇਸ਼ਾ ਲਈ ਖੁੱਲ੍ਹਾ ਹੈ। ਜਿੱਤਣ ਲਈ ਉਸ ਦਾ ਅਤਿ ਗੁਪਤ 2 ਖੋਲ੍ਹੋ।",
  "spy.guide.lit": "ਸ਼ੂੰ… ਬੰਬ! ਹੁਣ ਇਹ ਜਗ ਰਿਹਾ ਹੈ ਅਤੇ ਸਭ ਨੂੰ ਪਤਾ ਹੈ: ਜੋ ਇਸ ਨੂੰ ਦੁਬਾਰਾ ਲੱਭੇ, ਬੰਬ ਉਸ ਉੱਤੇ ਫਟੇਗਾ। ਆਪਣੇ ਜਾਸੂਸ ਨੂੰ ਉਸ ਥਾਂ ਤੋਂ ਦੂਰ ਰੱਖੋ।",
  "spy.guide.exploded": "ਧਮਾਕਾ: ਉਹ ਬੰਬ ਪਹਿਲਾਂ ਹੀ ਜਗ ਰਿਹਾ ਸੀ। ਜਗਦਾ ਬੰਬ ਲੱਭਣ ਵਾਲਾ ਖੇਡ ਤੋਂ ਬਾਹਰ ਹੋ ਜਾਂਦਾ ਹੈ।",
  "spy.guide.theirTurn": "ਕੰਪਿਊਟਰ ਦੀ ਵਾਰੀ: ਉਸ ਦਾ ਜਾਸੂਸ ਤੁਹਾਡੇ ਅੱਡੇ ਨੂੰ ਇਸੇ ਤਰ੍ਹਾਂ ਦੇਖਦਾ ਹੈ। ਜੋ ਉਸ ਨੂੰ ਪਤਾ ਲੱਗੇ, ਉਹ “ਕੀ ਹੋਇਆ” ਹੇਠ ਦਿਸਦਾ ਹੈ।",
  "spy.guide.won": "ਜਾਸੂਸ ਦੀ ਆਪਣੀ ਪਹਿਲੀ ਖੇਡ ਤੁਸੀਂ ਜਿੱਤ ਗਏ! ਦੋਸਤਾਂ ਨਾਲ ਖੇਡਣ ਲਈ ਮੁੱਖ ਸਫ਼ੇ ਤੋਂ ਕਮਰਾ ਬਣਾਓ।",
  "spy.guide.lost": "ਇਸ ਵਾਰ ਕੰਪਿਊਟਰ ਦੀ ਜਿੱਤ। ਦੁਬਾਰਾ ਖੇਡੋ, ਜਾਂ ਦੋਸਤਾਂ ਨਾਲ ਖੇਡਣ ਲਈ ਮੁੱਖ ਸਫ਼ੇ ਤੋਂ ਕਮਰਾ ਬਣਾਓ।",
  "spy.guide.draw": "ਬਰਾਬਰੀ: ਸਮੇਂ ਵਿੱਚ ਕੋਈ ਨਹੀਂ ਜਿੱਤਿਆ। ਕੋਈ ਹੋਰ ਚਾਲ ਅਜ਼ਮਾਉਣ ਲਈ ਦੁਬਾਰਾ ਖੇਡੋ।",
  "spy.guide.hide": "ਸੁਝਾਅ ਲੁਕਾਓ",

  "spy.howto.goal.title": "ਮਕਸਦ",
  "spy.howto.goal": "ਆਖ਼ਰੀ ਬਚਿਆ ਖਿਡਾਰੀ ਬਣੋ। ਬਾਕੀਆਂ ਦਾ ਅਤਿ ਗੁਪਤ 2 ਖੋਲ੍ਹ ਕੇ ਉਨ੍ਹਾਂ ਨੂੰ ਬਾਹਰ ਕਰੋ — ਅਤੇ ਕਦੇ ਜਗਦਾ ਬੰਬ ਨਾ ਲੱਭੋ।",
  "spy.howto.base.title": "ਤੁਹਾਡਾ ਅੱਡਾ",
  "spy.howto.base":
    "ਹਰ ਖਿਡਾਰੀ ਕੋਲ ਪੱਤਿਆਂ ਦੀ ਇੱਕ ਕਤਾਰ ਹੈ ਜੋ ਸਿਰਫ਼ ਉਹੀ ਦੇਖਦਾ ਹੈ: ਇੱਕ ਜਾਸੂਸ, ਦੋ ਤਿਜੋਰੀਆਂ, ਦੋ ਅਤਿ ਗੁਪਤ ਅਤੇ ਕੁਝ ਬੰਬ। ਖੇਡ ਤੋਂ ਪਹਿਲਾਂ ਤੁਸੀਂ ਇਸ ਨੂੰ ਚੁੱਪ-ਚਾਪ ਸਜਾਉਂਦੇ ਹੋ। ਹਰ ਜਾਸੂਸ ਕਿੱਥੇ ਖੜ੍ਹਾ ਹੈ ਅਤੇ ਉਸ ਦਾ ਮੂੰਹ ਕਿਧਰ ਹੈ, ਇਹ ਸਭ ਦੇਖਦੇ ਹਨ; ਖੱਬਾ ਅਤੇ ਸੱਜਾ ਹਮੇਸ਼ਾ ਅੱਡੇ ਦੇ ਮਾਲਕ ਦਾ ਹੁੰਦਾ ਹੈ।",
  "spy.howto.move.title": "ਚੱਲਣਾ",
  "spy.howto.move":
    "ਤੁਹਾਡੇ ਜਾਸੂਸ ਦਾ ਮੂੰਹ ਇੱਕ ਗੁਆਂਢੀ ਪੱਤੇ ਵੱਲ ਹੁੰਦਾ ਹੈ। ਹਰ ਵਾਰੀ ਇੱਕ ਵਾਰ ਤੁਸੀਂ ਉਸ ਨੂੰ ਠੀਕ ਓਨੇ ਕਦਮ ਚਲਾ ਸਕਦੇ ਹੋ ਜਿੰਨਾ ਅੰਕ ਉਸ ਪੱਤੇ ਉੱਤੇ ਛਪਿਆ ਹੈ (1, 2 ਜਾਂ 3); ਰਾਹ ਵਿੱਚ ਆਉਂਦੇ ਹਰ ਪੱਤੇ ਨਾਲ ਉਹ ਥਾਂ ਬਦਲਦਾ ਹੈ, ਅਤੇ ਕਤਾਰ ਸਿਰਿਆਂ ਤੋਂ ਘੁੰਮ ਜਾਂਦੀ ਹੈ। ਜੇ ਜਿਸ ਪੱਤੇ ਵੱਲ ਜਾਸੂਸ ਦਾ ਮੂੰਹ ਹੈ ਉਹ ਖੁੱਲ੍ਹਾ ਹੈ, ਤਾਂ 1 ਜਾਂ 2 ਚੱਲੋ। ਜਾਸੂਸ ਨੂੰ ਮੋੜਨਾ ਮੁਫ਼ਤ ਹੈ, ਅਤੇ ਇੱਕ ਸਿਰੇ ਤੋਂ ਦੂਜੇ ਸਿਰੇ ਛਾਲ ਮਾਰਨਾ ਵੀ: ਇੱਕ ਵਾਰੀ ਵਿੱਚ ਅਜਿਹੀਆਂ ਮੁਫ਼ਤ ਚਾਲਾਂ ਵੱਧ ਤੋਂ ਵੱਧ 8।",
  "spy.howto.spy.title": "ਜਾਸੂਸੀ",
  "spy.howto.spy":
    "ਫਿਰ ਤੁਸੀਂ ਇੱਕ ਵਿਰੋਧੀ ਦੀ ਜਾਸੂਸੀ ਕਰ ਸਕਦੇ ਹੋ: ਜਿਸ ਪੱਤੇ ਵੱਲ ਤੁਹਾਡੇ ਜਾਸੂਸ ਦਾ ਮੂੰਹ ਹੈ, ਉਸ ਦੇ ਐਨ ਸਾਹਮਣੇ ਮੇਜ਼ ਦੇ ਪਾਰ ਵਾਲਾ ਪੱਤਾ ਤੁਸੀਂ ਦੇਖਦੇ ਹੋ। ਬੋਰਡ ਹਰ ਵਿਰੋਧੀ ਦੀ ਕਤਾਰ ਉਲਟੇ ਕ੍ਰਮ ਵਿੱਚ ਦਿਖਾਉਂਦਾ ਹੈ, ਤਾਂ ਜੋ ਉਹ ਪੱਤਾ ਤੁਹਾਡੇ ਪੱਤੇ ਦੇ ਐਨ ਸਾਹਮਣੇ ਆਵੇ, ਅਤੇ ਉਹ ਉੱਭਰਿਆ ਦਿਸਦਾ ਹੈ। ਜਾਸੂਸੀ ਨਾਲ ਤੁਹਾਡੀ ਵਾਰੀ ਮੁੱਕ ਜਾਂਦੀ ਹੈ; ਨਹੀਂ ਤਾਂ “ਵਾਰੀ ਮੁਕਾਓ” ਦਬਾਓ।",
  "spy.howto.answers.title": "ਜਵਾਬ",
  "spy.howto.answers":
    "ਤਿਜੋਰੀ ਜਾਂ ਅਤਿ ਗੁਪਤ ਦਾ ਜਵਾਬ ਸਿਰਫ਼ ਉਸ ਦੀ ਕਿਸਮ ਨਾਲ ਮਿਲਦਾ ਹੈ (“ਤਿਜੋਰੀ”) — ਜਦ ਤੱਕ ਇਹ ਉਹ ਪੱਤਾ ਨਾ ਹੋਵੇ ਜੋ ਉਸ ਅੱਡੇ ਨੇ ਅਗਲਾ ਦੇਣਾ ਹੈ: ਤਦ ਇਹ ਖੁੱਲ੍ਹ ਜਾਂਦਾ ਹੈ, ਸਭ ਦੇ ਸਾਹਮਣੇ ਸਿੱਧਾ, ਹਮੇਸ਼ਾ ਲਈ।",
  "spy.howto.order.title": "ਖੁੱਲ੍ਹਣ ਦੀ ਤਰਤੀਬ",
  "spy.howto.order":
    "ਹਰ ਅੱਡਾ ਪਹਿਲਾਂ ਤਿਜੋਰੀ 1 ਦਿੰਦਾ ਹੈ, ਫਿਰ ਤਿਜੋਰੀ 2, ਫਿਰ ਅਤਿ ਗੁਪਤ 1, ਫਿਰ ਅਤਿ ਗੁਪਤ 2। ਬੋਰਡ ਦਿਖਾਉਂਦਾ ਹੈ ਕਿ ਹਰ ਅੱਡੇ ਦਾ ਨਿਸ਼ਾਨਾ ਕੀ ਹੈ।",
  "spy.howto.bombs.title": "ਬੰਬ",
  "spy.howto.bombs":
    "ਅਣਜਗਿਆ ਬੰਬ ਲੱਭਣ ਨਾਲ ਉਹ ਜਗ ਪੈਂਦਾ ਹੈ: ਸ਼ੂੰ… ਹੁਣ ਸਭ ਜਾਣਦੇ ਹਨ ਕਿ ਉੱਥੇ ਜਗਦਾ ਬੰਬ ਹੈ। ਜੋ ਜਗਦਾ ਬੰਬ ਲੱਭੇ, ਉਹ ਫਟ ਕੇ ਬਾਹਰ ਹੋ ਜਾਂਦਾ ਹੈ।",
  "spy.howto.out.title": "ਬਾਹਰ",
  "spy.howto.out":
    "ਜਿਸ ਦਾ ਅਤਿ ਗੁਪਤ 2 ਖੁੱਲ੍ਹ ਜਾਵੇ, ਉਹ ਵੀ ਬਾਹਰ ਹੋ ਜਾਂਦਾ ਹੈ, ਅਤੇ ਉਸ ਦਾ ਸਾਰਾ ਅੱਡਾ ਸਿੱਧਾ ਕਰ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ। ਆਖ਼ਰੀ ਬਚਿਆ ਖਿਡਾਰੀ ਜਿੱਤਦਾ ਹੈ। ਜੇ 1000 ਵਾਰੀਆਂ ਮਗਰੋਂ ਵੀ ਕੋਈ ਨਾ ਜਿੱਤੇ, ਤਾਂ ਖੇਡ ਬਰਾਬਰ ਰਹਿੰਦੀ ਹੈ।",
  // Refusals of a Spy move (shared/games/spy/errors.ts); the shell shows them.
  "error.BAD_ARRANGEMENT": "ਤੁਹਾਡੇ ਅੱਡੇ ਵਿੱਚ ਬਿਲਕੁਲ ਤੁਹਾਡੇ ਆਪਣੇ ਪੱਤੇ ਹੀ ਹੋਣ।",
  "error.ALREADY_MOVED": "ਤੁਸੀਂ ਇਸ ਵਾਰੀ ਵਿੱਚ ਚੱਲ ਚੁੱਕੇ ਹੋ।",
  "error.WRONG_STEPS": "ਤੁਹਾਡਾ ਜਾਸੂਸ ਠੀਕ ਓਨੇ ਕਦਮ ਚੱਲਦਾ ਹੈ ਜਿੰਨਾ ਅੰਕ ਉਸ ਪੱਤੇ ਉੱਤੇ ਹੈ ਜਿਸ ਵੱਲ ਉਸ ਦਾ ਮੂੰਹ ਹੈ।",
  "error.FREE_ACTION_LIMIT": "ਤੁਸੀਂ ਇਸ ਵਾਰੀ ਵਿੱਚ 8 ਵਾਰ ਜਾਸੂਸ ਨੂੰ ਮੋੜ ਜਾਂ ਦੂਜੇ ਸਿਰੇ ਲਿਜਾ ਚੁੱਕੇ ਹੋ; ਇੱਕ ਵਾਰੀ ਵਿੱਚ ਇਸ ਤੋਂ ਵੱਧ ਨਹੀਂ।",
  "error.NOT_AT_END": "ਤੁਹਾਡਾ ਜਾਸੂਸ ਅੱਡੇ ਦੇ ਸਿਰੇ ਤੋਂ ਹੀ ਦੂਜੇ ਸਿਰੇ ਜਾ ਸਕਦਾ ਹੈ।",
  "error.SPY_ON_SPY": "ਤੁਹਾਡਾ ਜਾਸੂਸ ਉਸ ਖਿਡਾਰੀ ਦੇ ਜਾਸੂਸ ਨੂੰ ਦੇਖੇਗਾ: ਪਹਿਲਾਂ ਮੋੜੋ ਜਾਂ ਚੱਲੋ।",
  "error.BAD_TARGET": "ਤੁਸੀਂ ਸਿਰਫ਼ ਮੇਜ਼ ਦੇ ਕਿਸੇ ਹੋਰ ਖਿਡਾਰੀ ਦੀ ਜਾਸੂਸੀ ਕਰ ਸਕਦੇ ਹੋ।",
  "error.TARGET_ELIMINATED": "ਉਹ ਖਿਡਾਰੀ ਪਹਿਲਾਂ ਹੀ ਬਾਹਰ ਹੈ।",
} as const satisfies CatalogOf<"spy">;
