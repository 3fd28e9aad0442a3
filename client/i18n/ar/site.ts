/** Arabic: the pages around the games. Word choices: see ../ar.ts. */
import type { SiteCatalog } from "../types";

export const site = {
  "player.you": "أنت",
  "player.youNamed": "{name} (أنت)",
  "game.youWin": "فزت!",
  "sentence.end": ".",
  "label.separator": "، ",
  "name.needed": "اكتب اسمك أولًا: يراه الآخرون على الطاولة.",
  "rules.open": "طريقة اللعب",
  "rules.title": "طريقة اللعب: {game}",
  "rules.close": "إغلاق",
  "room.full.title": "هذه الغرفة ممتلئة",
  "room.full.text": "كل المقاعد مشغولة ولا يتّسع المكان لمزيد من المشاهدين. حاول لاحقًا، أو أنشئ غرفة خاصة بك.",
  "room.full.watching": "كل المقاعد مشغولة: أنت تشاهد. يمكنك متابعة اللعبة والدردشة.",
  "room.missing.title": "لا توجد هذه الغرفة",
  "room.missing.text": "لا توجد غرفة بالرمز {code}. ربما أُغلقت بعد هدوء طويل، أو في الرابط خطأ.",
  "room.badLink.title": "هذا الرابط ليس غرفة",
  "room.badLink.text": "ينتهي رابط الغرفة برمز من 7 حروف وأرقام، مثل ‎/r/K7MX2QP‎. تحقّق من الرابط، أو اكتب الرمز أدناه.",
  "embed.fullSite": "افتح الموقع كاملًا",
} as const satisfies SiteCatalog;
