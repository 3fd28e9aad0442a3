/** Punjabi: the pages around the games any page may show (see ../en/site.ts). Word choices: see ../pa.ts. */
import type { CatalogOf } from "../types";

export const site = {
  "name.needed": "ਪਹਿਲਾਂ ਆਪਣਾ ਨਾਂ ਲਿਖੋ: ਮੇਜ਼ ਉੱਤੇ ਬਾਕੀ ਇਹੀ ਦੇਖਣਗੇ।",
  "room.full.title": "ਇਹ ਕਮਰਾ ਭਰਿਆ ਹੋਇਆ ਹੈ",
  "room.full.text": "ਸਾਰੀਆਂ ਸੀਟਾਂ ਭਰੀਆਂ ਹਨ ਅਤੇ ਹੋਰ ਦਰਸ਼ਕਾਂ ਲਈ ਥਾਂ ਨਹੀਂ। ਬਾਅਦ ਵਿੱਚ ਕੋਸ਼ਿਸ਼ ਕਰੋ, ਜਾਂ ਆਪਣਾ ਕਮਰਾ ਬਣਾਓ।",
  "room.missing.title": "ਅਜਿਹਾ ਕੋਈ ਕਮਰਾ ਨਹੀਂ",
  "room.missing.text": "ਕੋਡ {code} ਵਾਲਾ ਕੋਈ ਕਮਰਾ ਨਹੀਂ। ਹੋ ਸਕਦਾ ਹੈ ਲੰਮੀ ਚੁੱਪ ਤੋਂ ਬਾਅਦ ਬੰਦ ਹੋ ਗਿਆ ਹੋਵੇ, ਜਾਂ ਲਿੰਕ ਵਿੱਚ ਗ਼ਲਤੀ ਹੋਵੇ।",
  "room.tooManyCodes": "ਤੁਹਾਡੇ ਨੈੱਟਵਰਕ ਤੋਂ ਬਹੁਤ ਸਾਰੇ ਅਜਿਹੇ ਕੋਡ ਅਜ਼ਮਾਏ ਗਏ ਹਨ ਜਿਨ੍ਹਾਂ ਦਾ ਕੋਈ ਕਮਰਾ ਨਹੀਂ: {wait} ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।",
  "room.tryAgain": "ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ",
  "room.badLink.title": "ਇਹ ਲਿੰਕ ਕਿਸੇ ਕਮਰੇ ਦਾ ਨਹੀਂ",
  "room.badLink.text": "ਕਮਰੇ ਦੇ ਲਿੰਕ ਦੇ ਅਖ਼ੀਰ ਵਿੱਚ 7 ਅੱਖਰਾਂ ਦਾ ਕੋਡ ਹੁੰਦਾ ਹੈ, ਜਿਵੇਂ /r/K7MX2QP। ਲਿੰਕ ਦੇਖੋ, ਜਾਂ ਹੇਠਾਂ ਕੋਡ ਲਿਖੋ।",
  "page.missing.title": "ਇਹ ਸਫ਼ਾ ਮੌਜੂਦ ਨਹੀਂ",
  "page.missing.text": "ਇਸ ਪਤੇ ਉੱਤੇ ਕੁਝ ਨਹੀਂ ਹੈ। ਮੁੱਖ ਸਫ਼ੇ ਤੋਂ ਖੇਡ ਸ਼ੁਰੂ ਕਰੋ, ਜਾਂ ਕਮਰੇ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਹੇਠਾਂ ਉਸਦਾ ਕੋਡ ਲਿਖੋ।",
  "embed.fullSite": "ਪੂਰੀ ਸਾਈਟ ਖੋਲ੍ਹੋ",
  "replay.loading": "ਖੇਡ ਖੁੱਲ੍ਹ ਰਹੀ ਹੈ…",
} as const satisfies CatalogOf<"site">;
