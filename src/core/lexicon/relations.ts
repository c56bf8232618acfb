import type { Span } from "../types.js";

export type RelationKind = "causal" | "comparative" | "temporal";

export interface RelationCue extends Span {
  kind: RelationKind;
  cue: string;
}

// Words that state a relation between two facts. A summary that merely lists A and B must not
// say "A because B", "A is better than B" or "A after B" unless its source does. A record ("a record
// crowd", 创纪录) compares with every time before. (Not "the smallest" or "the highest", which restate a
// source's "from £25,000" or "up to 5%" as often.)
const EN_CUES: Record<RelationKind, string[]> = {
  causal: ["because", "because of", "therefore", "thus", "hence", "consequently", "due to", "owing to", "thanks to", "as a result", "leads to", "led to", "lead to", "leading to", "results in", "resulted in", "result in", "caused", "causes", "cause", "causing", "so that", "which is why", "that is why", "enables", "enabled", "drives", "drove"],
  comparative: ["better than", "worse than", "more than", "less than", "fewer than", "higher than", "lower than", "faster than", "slower than", "larger than", "smaller than", "cheaper than", "greater than", "outperforms", "outperformed", "exceeds", "exceeded", "surpasses", "surpassed", "superior to", "inferior to", "compared with", "compared to", "the best", "the most", "the fastest", "the largest", "the biggest", "the single largest", "the single biggest", "a record", "record-breaking", "all-time high", "all-time low"],
  temporal: ["before", "after", "afterwards", "then", "later", "earlier", "prior to", "following", "subsequently", "previously", "since", "until", "first", "finally"],
};

const ZH_CUES: Record<RelationKind, string[]> = {
  causal: ["因为", "所以", "由于", "因此", "导致", "使得", "从而", "因而", "以致", "造成", "得益于", "归功于", "源于", "故", "为了", "以便", "目的是"],
  // (较 alone is "rather" as often: 较大. Before the time compared with, it is 比: 较上年下降.)
  comparative: ["优于", "劣于", "高于", "低于", "超过", "超越", "多于", "少于", "强于", "弱于", "胜过", "不如", "领先", "落后于", "相比", "比", "更", "最", "较上年", "较上一年", "较去年", "较同期", "较上届", "较上季度", "较上月", "创纪录", "历史新高"],
  temporal: ["之前", "之后", "以前", "以后", "随后", "此前", "此后", "然后", "先于", "后于", "接着", "首先", "最终"],
};

// Where a comparison only bounds a number ("more than 1,000 users", "超过 100 家"), the number
// rule judges it; it relates no two facts.
const BOUND_FOLLOWS =
  /^\s*(?:[$€£¥]?\d|[一二三四五六七八九十百千万两]|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen|half)(?![\p{L}]))/iu;
// …as does a superlative that names a limit ("最大剂量为 4 克", "最高可达 90 Hz"); not one of a thing
// counted as one ("面积最大的一家门店" ranks the store).
const ZH_LIMIT = /^最[大小高低多少长短](?:\p{Script=Han}{0,4}?)(?:为|是|达|可达|约)?\s*(?:\d|(?!一[个家种位座所条款项件名只台部])[一二三四五六七八九十两])/u;
// "Up 15% over the year before" names a time relative to the one just written; it relates no two
// facts, as "a year before the merger" does.
const TIME_BEFORE = /\b(?:day|week|month|year|season|quarter|decade|night|morning|evening)\s+$/i;
const CLAUSE_ENDS = /^\s*(?:\[[^\]]*\]\s*)*(?:[.,;:!?)]|$)/;
// "First" before the noun it ranks ("the first shipments", "the first 15 miles") is an ordinal; after a verb ("was born
// first", "scored first in the 12th minute") it orders two events.
const RANKS_A_NOUN = /^\s+(?:\d|(?!(?:in|on|at|by|with|and|or|of|to|for|after|before|than|but)\b)\p{L})/iu;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const EN_PATTERN = new RegExp(
  `\\b(${Object.values(EN_CUES)
    .flat()
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})\\b`,
  "gi",
);
const ZH_PATTERN = new RegExp(
  Object.values(ZH_CUES)
    .flat()
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|"),
  "g",
);
const KIND = new Map<string, RelationKind>();
for (const table of [EN_CUES, ZH_CUES]) for (const [kind, cues] of Object.entries(table)) for (const cue of cues) KIND.set(cue, kind as RelationKind);

// Words that hold a relation character without stating a relation: 比 in 比例, 占比 and 对比, 相比 in the
// "by contrast" of 相比之下, 更 in 更新, 最 in 最近,
// the deadlines 最晚 and 最迟 ("最晚可在入住前两天取消" says what "入住前48小时" says),
// and the 更 of a bound's "or more" (二级甲等或更高级别, 考期前10天或更早), which says what 及以上 says.
const ZH_NOT_RELATION = ["比例", "比率", "比重", "占比", "百分比", "比值", "相比之下", "比赛", "比特", "对比", "类比", "无比", "更新", "更换", "更改", "变更", "最近", "最初", "最后", "最晚", "最迟", "最早", "故事", "故障", "事故", "或更高", "或更多", "或更早", "或更晚", "或更长", "或更大", "或更低", "或更少", "及更高"];

/** Is the cue at `start` inside one of the words that merely contain it? */
function insideOtherWord(text: string, start: number, cue: string): boolean {
  return ZH_NOT_RELATION.some((word) => {
    const at = word.indexOf(cue);
    return at >= 0 && text.startsWith(word, start - at);
  });
}

/**
 * Words that state a cause as often as a time, a manner or a purpose ("cut jobs as it struggles
 * with rising costs", "since demand fell", "falls to 47 minutes following the upgrade", "start
 * later to allow for engineering work", 受降雨影响, 因施工需要, 为了, 于是): not cues a claim is held to, but a
 * source that uses one may be read as giving the cause.
 */
const EN_MAYBE_CAUSAL =
  /(?:^|[,;]\s*|\s)(?:as\s+(?!well\b|of\b|such\b|part\b|a\s+result\b|much\b|many\b|long\b|soon\b|far\b|to\b|for\b|if\b|though\b)\p{L}|since\s+\p{L}|following\s+(?:the|a|an|its|their|this|that)\s|to\s+(?:allow|make\s+way|accommodate)\b)/iu;
const ZH_MAYBE_CAUSAL = /为了|以便|于是|受[^，。；！？]{1,12}影响|因[^，。；！？]{1,16}(?:需要|原因)/u;

/** "Up 9% from the same quarter last year": a change compares two times, which a claim may say with "higher than". */
const EN_CHANGE_COMPARES = /(?<![A-Za-z])(?:(?:up|down)\s+[\d.,]+\s*(?:%|percent|per\s+cent)|rose|fell|increased|decreased|grew|declined|dropped|climbed|jumped|gained|lost)(?![A-Za-z])/i;
/** 上浮20%, 提高到, 下调两成: a Chinese change by a figure, which a claim may say with 比…贵. */
const ZH_CHANGE_COMPARES = /(?:上浮|下浮|上调|下调|上涨|下跌|下降|提高|降低|增加|减少|增长)[了约为到至]{0,2}[\d一二两三四五六七八九十百半]/u;
/** "6% below the ploughed plot's 8.3 t/ha", "two points above": a figure measured against another thing. */
const EN_FIGURE_AGAINST = /\d(?:[\d.,]*)\s*(?:%|percent|per\s+cent|points?|[A-Za-z]{1,3})?\s+(?:below|above)\s/iu;
/** "Capped at the Day Rider price", 封顶60元: a limit, which a claim may say with "never more than". */
const CAP_COMPARES = /\b(?:capped\s+at|(?:a|the)\s+maximum\s+of|at\s+most|limited\s+to)\b|封顶|上限|不超过|最高不超过/iu;
/**
 * "Once opened, keep refrigerated": a time the source orders events by, which a claim may say with
 * "after"; and the first or last time a thing happens ("the earliest date … is 30 April"), which a
 * claim may say with "not before" or "by".
 */
const EN_MAYBE_TEMPORAL = /(?:^|[,;]\s*|\s)(?:once|when|whenever)\s+\p{L}|\b(?:earliest|latest)\b/iu;
/** "9月10日后注册", "13:00后停止": a date or time with a bare 后 or 前, which a claim may say with 以后 or 之前; and an event with 后 ("调整后起点改为…"). */
const ZH_MAYBE_TEMPORAL = /(?:[\d一二三四五六七八九十][日号时点天年月]|\d)[后前](?![面方台者])|\p{Script=Han}{2}后(?![面方台者果续悔排])/u;

/** The relation kinds a text states, counting the conjunctions that may give a cause or a time and the changes and limits that compare. */
export function statedKinds(text: string): Set<RelationKind> {
  const kinds = new Set(relationCues(text).map((c) => c.kind));
  if (EN_MAYBE_CAUSAL.test(text) || ZH_MAYBE_CAUSAL.test(text)) kinds.add("causal");
  if (EN_MAYBE_TEMPORAL.test(text) || ZH_MAYBE_TEMPORAL.test(text)) kinds.add("temporal");
  if (EN_CHANGE_COMPARES.test(text) || ZH_CHANGE_COMPARES.test(text) || CAP_COMPARES.test(text) || EN_FIGURE_AGAINST.test(text)) kinds.add("comparative");
  return kinds;
}

/** A charge an amount is given with or without: "before VAT", "after tax", "after deductions", "before any parts". */
const CHARGE_AFTER = /^\s+(?:any\s+)?(?:VAT|tax|taxes|deductions|fees|charges|discounts?|expenses|interest|parts|extras)\b/iu;

/** "Drives 40 miles", "drove to Leeds": driving a vehicle, no cause. */
const DRIVING_FOLLOWS = /^\s+(?:to|from|home|back|through|along|around|across|into|past|up|down|for)\b/iu;

/** "Due to begin", "due to open in May": what is scheduled, no cause. */
const SCHEDULED_FOLLOWS =
  /^\s+(?:be|begin|start|open|reopen|close|end|finish|complete|arrive|depart|leave|land|run|take|return|resume|launch|expire|retire|meet|sit|report|come|go)\b/iu;

/** Verbs whose "after" is their particle: "look after the children", "takes after her mother", "named after". */
const PARTICLE_VERB_BEFORE = /\b(?:look(?:s|ed|ing)?|take(?:s|n)?|took|taking|nam(?:e|es|ed|ing))\s+$/iu;

/** The relation words of a text, with their kind and span. */
export function relationCues(text: string): RelationCue[] {
  const cues: RelationCue[] = [];
  for (const pattern of [EN_PATTERN, ZH_PATTERN]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const cue = m[0];
      const start = m.index;
      const end = start + cue.length;
      if (pattern === ZH_PATTERN && insideOtherWord(text, start, cue)) continue;
      const kind = KIND.get(cue.toLowerCase())!;
      if (kind === "comparative" && (BOUND_FOLLOWS.test(text.slice(end)) || ZH_LIMIT.test(text.slice(start)))) continue;
      const lower = cue.toLowerCase();
      // "Thrown out before", "a year earlier": at the end of its clause the word says "previously"
      // or names a time, and relates no two facts.
      if ((lower === "before" || lower === "after" || lower === "earlier" || lower === "later") && CLAUSE_ENDS.test(text.slice(end)) && (lower !== "after" || TIME_BEFORE.test(text.slice(0, start)))) continue;
      if (lower === "first" && RANKS_A_NOUN.test(text.slice(end))) continue;
      if ((lower === "drives" || lower === "drove") && (BOUND_FOLLOWS.test(text.slice(end)) || DRIVING_FOLLOWS.test(text.slice(end)))) continue;
      if (lower === "due to" && SCHEDULED_FOLLOWS.test(text.slice(end))) continue;
      // "£245 a month before VAT", "after tax": an amount with or without a charge, no time.
      if ((lower === "before" || lower === "after") && CHARGE_AFTER.test(text.slice(end))) continue;
      // "Look after", "take after", "named after": the particle of a verb, no time.
      if (lower === "after" && PARTICLE_VERB_BEFORE.test(text.slice(0, start))) continue;
      cues.push({ kind, cue, start, end });
    }
  }
  return cues.sort((a, b) => a.start - b.start);
}
