/** Arabic: the pages around the games any page may show (see ../en/site.ts). Word choices: see ../ar.ts. */
import type { CatalogOf } from "../types";

export const site = {
  "name.needed": "اكتب اسمك أولًا: يراه الآخرون على الطاولة.",
  "room.full.title": "هذه الغرفة ممتلئة",
  "room.full.text": "كل المقاعد مشغولة ولا يتّسع المكان لمزيد من المشاهدين. حاول لاحقًا، أو أنشئ غرفة خاصة بك.",
  "room.missing.title": "لا توجد هذه الغرفة",
  "room.missing.text": "لا توجد غرفة بالرمز {code}. ربما أُغلقت بعد هدوء طويل، أو في الرابط خطأ.",
  "room.tooManyCodes": "جُرِّبت من شبكتك رموز كثيرة جدًا لا تطابق أي غرفة: حاول مرة أخرى {wait}.",
  "room.tryAgain": "حاول مرة أخرى",
  "room.badLink.title": "هذا الرابط ليس غرفة",
  "room.badLink.text": "ينتهي رابط الغرفة برمز من 7 حروف وأرقام، مثل ‎/r/K7MX2QP‎. تحقّق من الرابط، أو اكتب الرمز أدناه.",
  "page.missing.title": "هذه الصفحة غير موجودة",
  "page.missing.text": "لا شيء في هذا العنوان. ابدأ لعبة من الصفحة الرئيسية، أو اكتب رمز الغرفة أدناه للانضمام إليها.",
  "embed.fullSite": "افتح الموقع كاملًا",
  "replay.loading": "جارٍ تحميل اللعبة…",
} as const satisfies CatalogOf<"site">;
