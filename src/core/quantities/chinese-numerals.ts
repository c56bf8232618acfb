// Chinese numerals: 八, 十二, 一百二十, 两千五, 三点五, 三点五万, 二〇二五, and the approximate
// pairs 三四个 / 两三千 (three or four, two or three thousand). Whether a numeral found in running
// text is a number at all (一些, 统一, 三星 are not) is decided by the caller, which sees what follows.

const DIGITS: ReadonlyMap<string, number> = new Map([
  ["零", 0],
  ["〇", 0],
  ["一", 1],
  ["壹", 1],
  ["二", 2],
  ["贰", 2],
  ["貳", 2],
  ["两", 2],
  ["兩", 2],
  ["三", 3],
  ["叁", 3],
  ["參", 3],
  ["四", 4],
  ["肆", 4],
  ["五", 5],
  ["伍", 5],
  ["六", 6],
  ["陆", 6],
  ["陸", 6],
  ["七", 7],
  ["柒", 7],
  ["八", 8],
  ["捌", 8],
  ["九", 9],
  ["玖", 9],
]);

const SMALL_SCALES: ReadonlyMap<string, number> = new Map([
  ["十", 10],
  ["拾", 10],
  ["百", 100],
  ["佰", 100],
  ["千", 1000],
  ["仟", 1000],
]);

const BIG_SCALES: ReadonlyMap<string, number> = new Map([
  ["万", 1e4],
  ["萬", 1e4],
  ["亿", 1e8],
  ["億", 1e8],
]);

export interface ZhNumeral {
  start: number;
  end: number;
  /** value = num / den, kept as a ratio so that 三点五 is exactly 35 / 10. */
  num: number;
  den: number;
  /** The numeral's own rounding: step = stepNum / den (两千 -> 1000, 三点五 -> 0.1). */
  stepNum: number;
  /** The upper value of an approximate pair (三四个 -> 4), same denominator. */
  maxNum?: number;
  /** One character and nothing else (八, 一, 十, 拾). */
  single: boolean;
}

function isNumeralChar(ch: string): boolean {
  return DIGITS.has(ch) || SMALL_SCALES.has(ch) || BIG_SCALES.has(ch);
}

/** Could a Chinese numeral start with this character? (十二 can; 百, 千, 万 alone cannot.) */
export function startsZhNumeral(ch: string): boolean {
  return DIGITS.has(ch) || ch === "十" || ch === "拾";
}

function scaleOf(ch: string): number | undefined {
  return SMALL_SCALES.get(ch) ?? BIG_SCALES.get(ch);
}

interface Parsed {
  value: number;
  step: number;
  max?: number;
}

/**
 * Value of an integer run. Digit-only runs read digit by digit (二〇二五 = 2025); positional runs
 * read place by place.
 */
function parseRun(run: string): Parsed | null {
  const first = run.charAt(0);
  const d0 = DIGITS.get(first);
  if (d0 === undefined) return first === "十" || first === "拾" ? parsePositional(run) : null;
  if (run.length === 1) return { value: d0, step: 1 };
  const d1 = DIGITS.get(run.charAt(1));
  if (d1 !== undefined && d0 > 0 && d1 === d0 + 1) {
    if (run.length === 2) return { value: d0, max: d1, step: 1 };
    const scale = run.length === 3 ? scaleOf(run.charAt(2)) : undefined;
    if (scale !== undefined) return { value: d0 * scale, max: d1 * scale, step: scale };
  }
  let digitsOnly = true;
  for (const ch of run) if (!DIGITS.has(ch)) digitsOnly = false;
  if (!digitsOnly) return parsePositional(run);
  // Shorter runs are idioms; much longer ones are codes, not amounts.
  if (run.length < 4 || run.length > 12) return null;
  let value = 0;
  for (const ch of run) value = value * 10 + (DIGITS.get(ch) ?? 0);
  return { value, step: 1 };
}

function parsePositional(run: string): Parsed | null {
  let total = 0;
  let wan = 0;
  let section = 0;
  let digit = -1;
  let prev: "none" | "digit" | "zero" | "scale" = "none";
  let lastScale = 1;
  let digitAfterScale = 0;
  for (const ch of run) {
    const d = DIGITS.get(ch);
    if (d !== undefined) {
      if (prev === "digit") return null;
      if (d === 0) {
        prev = "zero";
        continue;
      }
      digitAfterScale = prev === "scale" ? lastScale : 0;
      digit = d;
      prev = "digit";
      continue;
    }
    const small = SMALL_SCALES.get(ch);
    if (small !== undefined) {
      if (prev === "scale" && lastScale < 1e4) return null;
      section += (digit >= 0 ? digit : 1) * small;
    } else {
      const big = BIG_SCALES.get(ch) ?? 1;
      const part = section + Math.max(digit, 0);
      if (big === 1e4) {
        if (wan !== 0) return null;
        wan = (part || 1) * 1e4;
      } else {
        total = (total + wan + part || 1) * 1e8;
        wan = 0;
      }
      section = 0;
    }
    digit = -1;
    prev = "scale";
    lastScale = scaleOf(ch) ?? 1;
  }
  // 一百二 and 两千五 drop the last place name: the trailing digit counts one place lower.
  const tail = digit < 0 ? 0 : digitAfterScale >= 100 ? (digit * digitAfterScale) / 10 : digit;
  let step = 1;
  if (digit < 0) {
    let trailing = 1;
    for (let k = run.length - 1; k >= 0; k--) {
      const s = scaleOf(run.charAt(k));
      if (s === undefined) break;
      trailing *= s;
    }
    if (trailing >= 100) step = trailing;
  } else if (digitAfterScale >= 1000) {
    step = digitAfterScale / 10;
  }
  return { value: total + wan + section + tail, step };
}

/** The numeral starting at `start`, with its decimal part (三点五) and trailing scale (三点五万). */
export function readZhNumeral(text: string, start: number): ZhNumeral | null {
  let end = start;
  while (end < text.length && isNumeralChar(text.charAt(end))) end++;
  if (end === start) return null;
  const run = text.slice(start, end);
  const parsed = parseRun(run);
  if (parsed === null) return null;
  const point = text.charAt(end);
  if ((point === "点" || point === "點") && parsed.max === undefined && DIGITS.has(text.charAt(end + 1))) {
    let k = end + 1;
    let frac = 0;
    let den = 1;
    while (k < text.length) {
      const d = DIGITS.get(text.charAt(k));
      if (d === undefined || text.charAt(k) === "两") break;
      frac = frac * 10 + d;
      den *= 10;
      k++;
    }
    let mult = 1;
    while (k < text.length) {
      const s = BIG_SCALES.get(text.charAt(k));
      if (s === undefined) break;
      mult *= s;
      k++;
    }
    return { start, end: k, num: (parsed.value * den + frac) * mult, den, stepNum: mult, single: false };
  }
  const out: ZhNumeral = {
    start,
    end,
    num: parsed.value,
    den: 1,
    stepNum: parsed.step,
    single: run.length === 1,
  };
  if (parsed.max !== undefined) out.maxNum = parsed.max;
  return out;
}

/** An integer group written in Arabic digits or in Chinese (12, 十二, 二〇二五), or null. */
export function parseInteger(s: string): number | null {
  const c = s.charCodeAt(0);
  return c >= 48 && c <= 57 ? Number(s) : parseZhInteger(s);
}

/** An integer written in Chinese (十二, 三十一, 二〇二五), or null; used for dates. */
export function parseZhInteger(s: string): number | null {
  for (const ch of s) if (!isNumeralChar(ch)) return null;
  const parsed = parseRun(s);
  return parsed === null || parsed.max !== undefined ? null : parsed.value;
}
