/**
 * What people may type into names and chat. Both refuse the same characters:
 * controls, surrogates, private use, and invisible format characters (bidi
 * embeddings, overrides and isolates can reverse what others read, so a name or
 * line could pass itself off as someone else's). The joiners ZWJ and ZWNJ stay:
 * emoji sequences and the Indic and Arabic scripts of our languages need them.
 */
const UNSAFE = /[\p{Cc}\p{Cs}\p{Co}]|(?![\u200C\u200D])\p{Cf}/u;

export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE.test(text);
}

/** Collapses runs of white space and trims: what the room stores and shows. */
export function tidyText(raw: string): string {
  return raw.trim().replace(/\s+/g, " ");
}
