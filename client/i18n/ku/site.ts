/** Kurdish (Kurmanji): the pages around the games. Word choices: see ../ku.ts. */
import type { SiteCatalog } from "../types";

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
} as const satisfies SiteCatalog;
