import type { Lang } from "../types.js";

/** True for CJK unified ideographs (all extensions) and compatibility ideographs. */
export function isCjk(codePoint: number): boolean {
  return (
    (codePoint >= 0x4e00 && codePoint <= 0x9fff) ||
    (codePoint >= 0x3400 && codePoint <= 0x4dbf) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0x20000 && codePoint <= 0x323af) ||
    codePoint === 0x3007
  );
}

// A Chinese word is one or two ideographs while an English word averages about five letters, so
// one ideograph carries roughly the weight of three letters: "NVIDIA 的 GPU 采用 TSMC 工艺" is
// Chinese, "The chip is sold as 星尘 in China" is English.
const IDEOGRAPH_WEIGHT = 3;

/** "zh" when CJK ideographs dominate the letters (one ideograph weighs as much as three letters), else "en". */
export function detectLang(text: string): Lang {
  let ideographs = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) letters++;
      continue;
    }
    const cp = text.codePointAt(i) ?? c;
    if (cp > 0xffff) i++;
    if (isCjk(cp)) ideographs++;
    else if (LETTER.test(String.fromCodePoint(cp))) letters++;
  }
  return ideographs > 0 && ideographs * IDEOGRAPH_WEIGHT >= letters ? "zh" : "en";
}

const LETTER = /\p{L}/u;
