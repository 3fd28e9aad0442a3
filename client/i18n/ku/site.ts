/** Kurdish (Kurmanji): the pages around the games any page may show (see ../en/site.ts). Word choices: see ../ku.ts. */
import type { CatalogOf } from "../types";

export const site = {
  "name.needed": "Pêşî navê xwe binivîse: yên din li ser maseyê wî dibînin.",
  "room.full.title": "Ev ode tije ye",
  "room.full.text":
    "Hemû cih tije ne û cih ji temaşevanên din re jî nemaye. Paşê dîsa biceribîne, an odeyeke xwe veke.",
  "room.missing.title": "Odeyeke wisa tune",
  "room.missing.text":
    "Odeyeke bi koda {code} tune. Dibe ku piştî bêdengiyeke dirêj hatibe girtin, an di girêdanê de xeletiyek hebe.",
  "room.tooManyCodes": "Ji tora te pir zêde kodên odeyên ku tune ne hatine ceribandin: {wait} dîsa biceribîne.",
  "room.tryAgain": "Dîsa biceribîne",
  "room.badLink.title": "Ev girêdan ne odeyek e",
  "room.badLink.text":
    "Girêdana odeyê bi kodeke 7 tîpî diqede, wek /r/K7MX2QP. Girêdanê kontrol bike, an kodê li jêr binivîse.",
  "page.missing.title": "Ev rûpel tune ye",
  "page.missing.text":
    "Li vê navnîşanê tiştek tune. Ji rûpela sereke lîstikekê dest pê bike, an ji bo tevlêbûnê koda odeyê li jêr binivîse.",
  "embed.fullSite": "Tevahiya malperê veke",
  "replay.loading": "Lîstik tê barkirin…",
} as const satisfies CatalogOf<"site">;
