/**
 * Kurdish (Kurmanji): the Spy board and how to play.
 * Word choices (those every game shares: client/i18n/ku.ts):
 * - the game and the card Sîxur; a player's hand bingeh; Safe Sindoq (a
 *   strongbox: the glossary's "Ewle" is the adjective "safe"); Top Secret Pir
 *   Nepenî (the glossary's "Serê Veşartî" says "head of the hidden"; Nepenî on
 *   the small card face); bomb bombe, lit pêketî, exploded teqiya; exposed
 *   eşkere; exposure target "armanca dû re"; flip bizivirîne; move bimeşe/bimeşîne;
 *   spy "li … sîxurî bike"; left/right çep/rast (the owner's), facing "berê wî li …".
 * `spy.facing.*` are in the oblique case ("çepê", "rastê"): every sentence uses them after a preposition.
 */
import type { CatalogOf } from "../../../i18n/types";

export const messages = {
  "spy.card.SPY": "Sîxur",
  "spy.card.S1": "Sindoq 1",
  "spy.card.S2": "Sindoq 2",
  "spy.card.T1": "Pir Nepenî 1",
  "spy.card.T2": "Pir Nepenî 2",
  "spy.card.B1": "Bombe 1",
  "spy.card.B2": "Bombe 2",
  "spy.card.B3": "Bombe 3",
  "spy.kind.spy": "Sîxur",
  "spy.kind.safe": "Sindoq",
  "spy.kind.topSecret": "Nepenî",
  "spy.kind.bomb": "Bombe",
  "spy.face.hidden": "?",
  "spy.face.lit": "pêketî",
  "spy.face.boom": "teq",
  "spy.face.exposed": "eşkere",
  "spy.facing.left": "çepê",
  "spy.facing.right": "rastê",

  "spy.status.arranging": "Bingeha xwe bi dizî rêz bike, paşê «Amade» bitikîne.",
  "spy.status.waiting": "Tu amade yî. Li benda yên din…",
  "spy.status.watchingArranging": "Lîstikvan bingehên xwe rêz dikin.",
  "spy.status.yourTurn": "Dora te: bimeşe, paşê sîxurî bike — an dora xwe biqedîne.",
  "spy.status.yourTurnMoved": "Te meşand: li yekî sîxurî bike an dora xwe biqedîne.",
  "spy.status.turnOf": "Dora {name}",
  "spy.status.youWin": "Tu bi ser ketî!",
  "spy.status.winner": "{name} bi ser ket!",
  "spy.status.draw": "Lîstik wekhev qediya: {count} dor derbas bûn û kes bi ser neket.",
  "spy.status.youAreOut": "Tu derketî. Tu dikarî temaşeya dawiya lîstikê bikî.",

  "spy.arrange.title": "Bingeha xwe rêz bike",
  "spy.arrange.help":
    "Li kartekê bitikîne, paşê li cihekî din, da ku cihê wan biguherin; an bi bişkokan wê bikişîne. Sîxurê te dikare li her derê be.",
  "spy.arrange.selected": "{card} hate hilbijartin: ji bo guhertinê li cihekî din bitikîne.",
  "spy.arrange.card": "karta {n}: {card}",
  "spy.arrange.spyCard": "karta {n}: Sîxur, berê wî li {facing}",
  "spy.arrange.left": "Bibe çepê",
  "spy.arrange.right": "Bibe rastê",
  "spy.arrange.facing": "Berê Sîxur li {facing} ye — bizivirîne",
  "spy.arrange.random": "Rasthatî",
  "spy.arrange.ready": "Amade",
  "spy.arrange.readyAgain": "Bi vê rêza nû amade",
  "spy.arrange.sent": "Hate şandin. Heta ku hemû amade bin, tu dikarî bingeha xwe biguherînî.",
  "spy.arrange.who": "Kî amade ye",
  "spy.arrange.seatReady": "{name}: amade",
  "spy.arrange.seatArranging": "{name}: rêz dike…",
  "spy.replay.start":
    "Berî tevgera yekem: lîstikvan bingehên xwe rêz dikin; her bingeh piştî rêzkirinê vekirî xuya dike",

  "spy.base.yours": "Bingeha te",
  "spy.base.of": "Bingeha {name}",
  "spy.base.target": "Armanca dû re: {card}",
  "spy.base.out": "Derketî",
  "spy.base.winner": "Serkeftî",
  "spy.base.playing": "Dilîze",

  "spy.label.ownCard": "karta te ya {n}: {card}",
  "spy.label.ownSpy": "karta te ya {n}: Sîxur, berê wî li {facing}",
  "spy.label.place": "cihê {n} yê {name}: {card}",
  "spy.label.spy": "cihê {n} yê {name}: Sîxur, berê wî li {facing}",
  "spy.label.hidden": "veşartî",
  "spy.label.lit": "bombeya pêketî",
  "spy.label.exploded": "teqiya",
  "spy.label.exposed": "eşkere",
  "spy.label.note": "bersiv: {answer}",
  "spy.label.faced": "berê Sîxurê te lê ye",
  "spy.label.examined": "Sîxurê te lê dinêre",
  "spy.label.landing": "Sîxurê te dê li vir raweste",

  "spy.action.flip": "Bizivirîne",
  "spy.action.wrap": "Derbasî seriyê din bibe",
  "spy.action.move": { one: "{count} gav bimeşe", other: "{count} gav bimeşe" },
  "spy.action.lands": "heta cihê {n}, berê wî li {card}",
  "spy.action.spy": "Li {name} sîxurî bike",
  "spy.action.spyShort": "Sîxurî: {name}",
  "spy.action.spyBlocked": "Li hember Sîxurê {name}: pêşî bizivirîne an bimeşe.",
  "spy.action.end": "Dorê biqedîne",
  "spy.action.waiting": "Li benda {name}…",
  "spy.action.examines": "Sîxurê te li cihê {n} ê bingeha her dijberî dinêre (ronîkirî).",
  "spy.action.freeSpent": "Di vê dorê de êdî zivirandin û derbasbûna seriyê din tune: herî zêde {count}.",
  "spy.action.spyFatal":
    "Li hember te di bingeha {name} de bombeyeke pêketî heye: sîxurîkirina li wir te ji lîstikê derdixe.",
  "spy.confirm.title": "Li {name} sîxurî bikî? Karta li hember bombeyeke pêketî ye.",
  "spy.confirm.text":
    "Kî bombeyeke pêketî bibîne, bombe pê re diteqe û ew ji lîstikê derdikeve. Sîxurê xwe bizivirîne an bimeşîne da ku li cihekî din binêre.",
  "spy.confirm.no": "Sîxurî neke",
  "spy.confirm.yes": "Dîsa jî sîxurî bike",

  "spy.log.title": "Çi qewimî",
  "spy.log.newEvents": "Bûyerên nû",
  "spy.log.empty": "Hê tiştek tune.",
  "spy.log.arranged": "{name} amade ye",
  "spy.log.start": "Hemû amade ne: {name} dest pê dike",
  "spy.log.flip": "{name} berê Sîxurê xwe da {facing}",
  "spy.log.wrap": "Sîxurê {name} derbasî seriyê din bû",
  "spy.log.moveRight": {
    one: "Sîxurê {name} {count} gav ber bi rastê ve çû",
    other: "Sîxurê {name} {count} gav ber bi rastê ve çû",
  },
  "spy.log.moveLeft": {
    one: "Sîxurê {name} {count} gav ber bi çepê ve çû",
    other: "Sîxurê {name} {count} gav ber bi çepê ve çû",
  },
  "spy.log.safe": "{name} li {target} sîxurî kir: Sindoq",
  "spy.log.topSecret": "{name} li {target} sîxurî kir: Pir Nepenî",
  "spy.log.exposed": "{name} {card} ya {target} eşkere kir",
  "spy.log.lit": "{name} li {target} sîxurî kir: fîîîs… bombeyek pêket",
  "spy.log.exploded": "{name} li {target} sîxurî kir: {card} ya pêketî",
  "spy.log.end": "{name} dora xwe qedand",
  "spy.log.timeout": "Dema {name} qediya",
  "spy.log.outBomb": "TEQ — {name} derket",
  "spy.log.outTopSecret": "{name} derket: Pir Nepenî 2 eşkere bû",
  "spy.log.win": "{name} bi ser ket",
  "spy.log.draw": "Piştî {count} doran kes bi ser neket: lîstik wekhev qediya",
  "spy.log.you.arranged": "Tu amade yî",
  "spy.log.you.start": "Hemû amade ne: tu dest pê dikî",
  "spy.log.you.flip": "Te berê Sîxurê xwe da {facing}",
  "spy.log.you.wrap": "Sîxurê te derbasî seriyê din bû",
  "spy.log.you.moveRight": {
    one: "Sîxurê te {count} gav ber bi rastê ve çû",
    other: "Sîxurê te {count} gav ber bi rastê ve çû",
  },
  "spy.log.you.moveLeft": {
    one: "Sîxurê te {count} gav ber bi çepê ve çû",
    other: "Sîxurê te {count} gav ber bi çepê ve çû",
  },
  "spy.log.you.safe": "Te li {target} sîxurî kir: Sindoq",
  "spy.log.you.topSecret": "Te li {target} sîxurî kir: Pir Nepenî",
  "spy.log.you.exposed": "Te {card} ya {target} eşkere kir",
  "spy.log.you.lit": "Te li {target} sîxurî kir: fîîîs… bombeyek pêket",
  "spy.log.you.exploded": "Te li {target} sîxurî kir: {card} ya pêketî",
  "spy.log.you.end": "Te dora xwe qedand",
  "spy.log.you.timeout": "Dema te qediya",
  "spy.log.you.outBomb": "TEQ — tu derketî",
  "spy.log.you.outTopSecret": "Tu derketî: Pir Nepenî 2 eşkere bû",
  "spy.log.you.win": "Tu bi ser ketî",
  "spy.log.onYou.safe": "{name} li te sîxurî kir: Sindoq",
  "spy.log.onYou.topSecret": "{name} li te sîxurî kir: Pir Nepenî",
  "spy.log.onYou.exposed": "{name} {card} ya te eşkere kir",
  "spy.log.onYou.lit": "{name} li te sîxurî kir: fîîîs… bombeyek pêket",
  "spy.log.onYou.exploded": "{name} li te sîxurî kir: {card} ya pêketî",
  // Your seat while the computer played it for you: "Komputer" is the subject, uninflected as in bot.alone's
  // "Komputer (navîn)" in the other lines; «li şûna te» as in away.playedForYou.
  "spy.log.computer.arranged": "Komputer bingeha te amade kir",
  "spy.log.computer.flip": "Komputer berê Sîxurê te da {facing}",
  "spy.log.computer.wrap": "Komputer Sîxurê te derbasî seriyê din kir",
  "spy.log.computer.moveRight": {
    one: "Komputer Sîxurê te {count} gav ber bi rastê ve bir",
    other: "Komputer Sîxurê te {count} gav ber bi rastê ve bir",
  },
  "spy.log.computer.moveLeft": {
    one: "Komputer Sîxurê te {count} gav ber bi çepê ve bir",
    other: "Komputer Sîxurê te {count} gav ber bi çepê ve bir",
  },
  "spy.log.computer.safe": "Komputer li şûna te li {target} sîxurî kir: Sindoq",
  "spy.log.computer.topSecret": "Komputer li şûna te li {target} sîxurî kir: Pir Nepenî",
  "spy.log.computer.exposed": "Komputer li şûna te {card} ya {target} eşkere kir",
  "spy.log.computer.lit": "Komputer li şûna te li {target} sîxurî kir: fîîîs… bombeyek pêket",
  "spy.log.computer.exploded": "Komputer li şûna te li {target} sîxurî kir: {card} ya pêketî",
  "spy.log.computer.end": "Komputer dora te qedand",
  "spy.answer.safe": "Sindoq",
  "spy.answer.topSecret": "Pir Nepenî",

  "spy.sound": "Deng",
  "spy.sound.state.on": "Vekirî",
  "spy.sound.state.off": "Girtî",

  "spy.guide.title": "Lîstika te ya yekem a Sîxur",
  "spy.guide.arrange":
    "Ev rêz bingeha te ye: kartên wê tenê tu dibînî. Ji bo guhertina cihan li kartekê û paşê li yeke din bitikîne. Sîxurê te bi qasî hejmara li ser karta ku berê wî lê ye dimeşe, û li karta rast li hember wê di bingeha komputerê de sîxurî dike. Pir Nepenî 2 baş veşêre, paşê «Amade» bitikîne.",
  "spy.guide.waiting": "Komputer bingeha xwe rêz dike. Tu kartên wê tenê dema ku eşkere bibin dibînî.",
  "spy.guide.move":
    "Dora te. Berê Sîxurê te li karta te ye: {card}. Ew dikare tam bi qasî hejmara wê bimeşe (heke kart eşkere be: 1 an 2). Zivirandina wî ber bi aliyê din ve belaş e. Karta ronîkirî di bingeha komputerê de ew e ku niha lê sîxurî dibe.",
  "spy.guide.spy":
    "Niha li komputerê sîxurî bike: tu li karta ronîkirî dinêrî, ya li hember karta ku berê Sîxurê te lê ye. An jî bêyî sîxurîkirinê dora xwe biqedîne.",
  "spy.guide.type":
    "Bersiv: {answer}. Lê ew ne karta ku komputer divê niha bide ye ({target}), ji ber vê yekê tenê cureyê wê tê zanîn. Cihê wê bi bîr bîne.",
  "spy.guide.exposed":
    "Te {card} ya komputerê eşkere kir: ew karta ku divê niha bida bû, loma êdî heta dawiyê rû li jor e. Ji bo serkeftinê Pir Nepenî 2 ya wê eşkere bike.",
  "spy.guide.lit":
    "Fîîîs… bombe! Êdî pêketî ye û her kes dizane: kî wê dîsa bibîne, pê re diteqe. Sîxurê xwe ji wî cihî dûr bigire.",
  "spy.guide.exploded": "Teq: ew bombe berê pêketî bû. Kî bombeyeke pêketî bibîne, ji lîstikê derdikeve.",
  "spy.guide.theirTurn":
    "Dora komputerê: Sîxurê wê bi heman awayî li bingeha te dinêre. Tiştên ku ew fêr dibe di bin «Çi qewimî» de xuya dibin.",
  "spy.guide.won":
    "Tu di lîstika xwe ya yekem a Sîxur de bi ser ketî! Ji bo lîstina bi hevalan re, ji rûpela sereke odeyekê veke.",
  "spy.guide.lost":
    "Vê carê komputer bi ser ket. Dîsa bilîze, an ji bo lîstina bi hevalan re ji rûpela sereke odeyekê veke.",
  "spy.guide.draw": "Wekhev: kes di wextê xwe de bi ser neket. Dîsa bilîze û planeke din biceribîne.",
  "spy.guide.hide": "Şîretan veşêre",

  "spy.howto.goal.title": "Armanc",
  "spy.howto.goal":
    "Bibe lîstikvanê dawî yê ku dimîne. Bi eşkerekirina Pir Nepenî 2 ya yên din wan derxe — û qet bombeyeke pêketî nebîne.",
  "spy.howto.base.title": "Bingeha te",
  "spy.howto.base":
    "Her lîstikvan rêzek kart digire ku tenê ew dibîne: Sîxurek, du Sindoq, du Pir Nepenî û çend bombe. Berî lîstikê tu wê bi dizî rêz dikî. Hemû kes dibînin ku her Sîxur li ku ye û berê wî li kîjan alî ye; çep û rast her tim yên xwediyê bingehê ne.",
  "spy.howto.move.title": "Meşandin",
  "spy.howto.move":
    "Berê Sîxurê te li yek ji cîranên wî ye. Di her dorê de carekê tu dikarî wî tam bi qasî jimara li ser wê kartê (1, 2 an 3) bimeşînî; ew bi her karta ku di ser re derbas dibe cih diguherîne, û rêz ji seriyan dizivire. Heke karta ku berê wî lê ye eşkere be, 1 an 2 bimeşe. Zivirandina Sîxur belaş e, û bazdana ji seriyekî bo seriyê din jî: di dorekê de herî zêde 8 ji van tevgerên belaş.",
  "spy.howto.spy.title": "Sîxurî",
  "spy.howto.spy":
    "Paşê tu dikarî li dijberekî sîxurî bikî: tu li karta ku li aliyê din ê maseyê rast li hember karta ku berê Sîxurê te lê ye dinêrî. Text rêza her dijberî berevajî nîşan dide, da ku ew kart rast li hember karta te be û ronîkirî xuya bike. Sîxurî dora te diqedîne; wekî din «Dorê biqedîne» bitikîne.",
  "spy.howto.answers.title": "Bersiv",
  "spy.howto.answers":
    "Ji bo Sindoq an Pir Nepenî tenê cureyê wê tê gotin («Sindoq») — lê heke ew karta ku ew bingeh divê niha bide be, wê demê ew eşkere dibe: rû li jor, ji bo hemûyan, heta dawiyê.",
  "spy.howto.order.title": "Rêza eşkerekirinê",
  "spy.howto.order":
    "Her bingeh pêşî Sindoq 1, paşê Sindoq 2, paşê Pir Nepenî 1, paşê Pir Nepenî 2 dide. Text nîşan dide ku armanca dû re ya her bingehê çi ye.",
  "spy.howto.bombs.title": "Bombe",
  "spy.howto.bombs":
    "Dîtina bombeyeke nepêketî wê pêdixe: fîîîs… niha hemû dizanin ku li wir bombeyeke pêketî heye. Kî bombeyeke pêketî bibîne, diteqe û derdikeve.",
  "spy.howto.out.title": "Derketin",
  "spy.howto.out":
    "Lîstikvanê ku Pir Nepenî 2 ya wî eşkere bibe jî derdikeve, û tevahiya bingeha wî rû li jor tê vekirin. Lîstikvanê dawî yê ku dimîne bi ser dikeve. Heke piştî 1000 doran kes bi ser nekeve, lîstik wekhev diqede.",
  // Refusals of a Spy move (shared/games/spy/errors.ts); the shell shows them.
  "error.BAD_ARRANGEMENT": "Divê di bingeha te de tam kartên te hebin.",
  "error.ALREADY_MOVED": "Te di vê dorê de jixwe tevger kir.",
  "error.WRONG_STEPS": "Sîxurê te tam bi qasî jimara li ser karta ku berê wî lê ye diçe.",
  "error.FREE_ACTION_LIMIT":
    "Te di vê dorê de 8 caran Sîxur zivirand an derbasî seriyê din kir; dorek ji vê zêdetir destûr nade.",
  "error.NOT_AT_END": "Sîxurê te tenê ji seriyekî bingehê dikare derbasî seriyê din bibe.",
  "error.SPY_ON_SPY": "Sîxurê te dê li Sîxurê wî lîstikvanî binêre: pêşî wî bizivirîne an bimeşîne.",
  "error.BAD_TARGET": "Tu tenê dikarî li lîstikvanekî din ê li ser maseyê sîxurî bikî.",
  "error.TARGET_ELIMINATED": "Ew lîstikvan jixwe derketiye.",
} as const satisfies CatalogOf<"spy">;
