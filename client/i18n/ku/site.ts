/** Kurdish (Kurmanji): the pages around the games. Word choices: see ../ku.ts. */
import type { CatalogOf } from "../types";

export const site = {
  "player.you": "Tu",
  "player.youNamed": "{name} (tu)",
  "game.youWin": "Tu bi ser ketî!",
  "sentence.end": ".",
  "label.separator": ", ",
  "name.needed": "Pêşî navê xwe binivîse: yên din li ser maseyê wê dibînin.",
  "rules.open": "Çawa tê lîstin",
  "rules.title": "Çawa tê lîstin: {game}",
  "rules.close": "Bigire",
  "room.full.title": "Ev ode tije ye",
  "room.full.text":
    "Hemû cih tije ne û cih ji temaşevanên din re jî nemaye. Paşê dîsa biceribîne, an odeyeke xwe veke.",
  "room.full.watching": "Hemû cih tije ne: tu temaşe dikî. Tu dikarî lîstik û sohbetê bişopînî.",
  "room.missing.title": "Odeyeke wisa tune",
  "room.missing.text":
    "Odeyeke bi koda {code} tune. Dibe ku piştî bêdengiyeke dirêj hatibe girtin, an di girêdanê de xeletiyek hebe.",
  "room.badLink.title": "Ev girêdan ne odeyek e",
  "room.badLink.text":
    "Girêdana odeyê bi kodeke 7 tîpî diqede, wek /r/K7MX2QP. Girêdanê kontrol bike, an kodê li jêr binivîse.",
  "embed.fullSite": "Tevahiya malperê veke",
  "game.download": "Lîstikê daxe",
  "game.watchReplay": "Lîstikê dîsa temaşe bike",
  "replay.title": "Dîsa temaşe: {game}",
  "replay.loading": "Lîstik tê barkirin…",
  "replay.notOver.title": "Ev lîstik hê neqediyaye",
  "replay.notOver.text":
    "Lîstik piştî ku qediya dikare dîsa were temaşekirin: berî wê, ew ê hemû kartên veşartî eşkere bikira. Vegere odeyê da ku bilîzî an temaşe bikî.",
  "replay.failed.title": "Ev lîstik nayê nîşandan",
  "replay.failed.text": "Lîstik nehat barkirin. Paşê dîsa biceribîne, an vegere odeyê.",
  "replay.backToRoom": "Vegere odeyê",
  "replay.controls": "Kontrolên temaşekirinê",
  "replay.first": "Biçe destpêkê",
  "replay.back": "Tevgerekê paş ve",
  "replay.forward": "Tevgerekê pêş ve",
  "replay.last": "Biçe dawiyê",
  "replay.play": "Dest pê bike",
  "replay.pause": "Rawestîne",
  "replay.speed": "Lez",
  "replay.speed.value": { one: "{count} tevger di çirkeyê de", other: "{count} tevger di çirkeyê de" },
  "replay.counter": "Tevger {n} ji {total}",
  "replay.start": "Berî tevgera yekem: hemû kart vekirî ne",
  "replay.announce": "{counter}: {text}",
  "replay.keys":
    "Bişkok: tîrên çep û rast tevger bi tevger diçin, Home û End diçin destpêk û dawiyê, valahî dide destpêkirin an radiwestîne.",
} as const satisfies CatalogOf<"site">;
