// Numbers and quantities in English and Chinese, normalised to one canonical unit per dimension so
// that "2,100 mW" in a claim can be matched to "2.1 W" in a source. One left-to-right scan: each
// numeral (digits, Chinese numerals, English number words) is read, then what precedes it (sign,
// currency, hedges) and what follows it (scale, unit, range, counted noun). Dates, citation
// markers, times of day, versions and identifiers (H100, GPT-4o, 5G) are skipped.

import type { Span } from "../types.js";
import { parseInteger, readZhNumeral, startsZhNumeral } from "./chinese-numerals.js";
import { changeAround, oppositeChanges, type Change } from "./change.js";
import { dateSpans } from "./dates.js";
import { DAY_MINUTES, digitOf, fixedForms } from "./fixed-forms.js";
import {
  CJK_MULTIPLIERS,
  CJK_UNITS,
  CURRENCY_PREFIXES,
  DAY_SECONDS,
  PERIOD_SECONDS,
  SYMBOL_MULTIPLIERS,
  WORD_MULTIPLIERS,
  YEAR_SECONDS,
  cjkUnitAt,
  classifierAt,
  latinTokenAt,
  latinUnitAt,
  symbolUnitAt,
  wordUnitAt,
  type Dimension,
  type UnitDef,
  type UnitMatch,
} from "./units.js";

export type { Dimension } from "./units.js";

export interface Quantity extends Span {
  /** The original text, e.g. "2,100 mW"; `text.slice(start, end) === raw`. */
  raw: string;
  /** In the canonical unit of its dimension (2100 mW -> 2.1, unit "W"). */
  value: number;
  /** Upper bound of a range ("8-12 W", "8 到 12 瓦", "between 3 and 5", "三四个"). */
  max?: number;
  /** Canonical unit: "W", "m", "B", "s", "Hz", "%", "USD", "TOPS", "" for a plain number. */
  unit: string;
  dimension: Dimension;
  /** ISO code of a currency amount (same as `unit`). */
  currency?: string;
  /** "about", "around", "roughly", "nearly", "~", "约", "大约", "近", "左右", "三四个". */
  approximate: boolean;
  /** Written in words ("twelve", "八", "一百二十") rather than digits. */
  fromWords: boolean;
  /** What a plain count counts, lower-cased as written: "engineers" in "12 engineers", "倍" in "3 倍". */
  noun?: string;
  /**
   * The words of the English phrase a count stands before, up to a stop word or a mark: what it
   * counts may be any of them ("38,500 HeatWave Mini ceramic space heaters" counts heaters).
   */
  nounPhrase?: string[];
  /** What a Chinese measure word counts, its next two characters: 金牌 in "40 枚金牌", 工厂 in "两个工厂". */
  counted?: string;
  /** The word a number labels the place of, singular and lower-cased: "week" of "after week 4", "zone" of "Zone 2 tickets". */
  label?: string;
  /** The size of the last written digit of `value` in the canonical unit: 1.2k -> 100, 2.1 W -> 0.1. */
  step: number;
  /** The same for `max`. */
  maxStep?: number;
  /** "more than 12", "超过12", "12以上" -> "lower"; "up to 12", "不到12", "12以内" -> "upper". */
  bound?: "lower" | "upper";
  /**
   * How far before the figure the negation starts that makes its bound: 13 for the "not" of "do
   * not take more than four". That negation denies the excess, not the act.
   */
  negationBefore?: number;
  /** The words of a bound that leaves its limit out ("more than" 12, "under" 12, 不到 12; not "at least" 12). */
  strictBound?: string;
  /**
   * The bound was turned round by a refusal of the case it opens: `bound` is what is allowed ("不足3天的不予退票"
   * allows 3天 or more), and the case the text sets is the other side.
   */
  refusedCase?: true;
  /** The way the figure moved, where the words around it say: "rose 12%", "a 12% drop", 下降了 12%. */
  change?: Change;
  /**
   * What an amount of money is per ("£5 per month", "€0.87 per share", 每股0.15元): the unit of
   * time in seconds, or the thing, singular and lower-cased.
   */
  per?: { seconds: number; whole?: true } | { thing: string };
  /** Said of an earlier time ("previously 21%", "a year ago", 上年): it may be where a change began. */
  earlier?: boolean;
  /** A time of day with no am/pm, up to 12:59: 7:30 may be 19:30. */
  halfDay?: boolean;
  /** A bare four-digit count from 1000 to 2100 ("the 2024 report"): maybe a year the date rules missed. */
  yearLike?: boolean;
}

/** A numeral as read, before its context: value = num / den, step = stepNum / den. */
interface Token {
  start: number;
  end: number;
  num: number;
  den: number;
  stepNum: number;
  maxNum?: number | undefined;
  kind: "digits" | "zh" | "en";
  /** "one", "zero" and a lone 一 / 两 are numbers only with a unit or measure word. */
  needsUnit: boolean;
}

interface Suffix {
  end: number;
  mult: number;
  unit?: UnitDef | undefined;
  noun?: string | undefined;
  lower?: boolean;
  /** Not a quantity: the scan resumes here. */
  skipTo?: number;
}

const DIGIT_RUN = /(?:\d{1,3}(?:,\d{3})+(?!\d)|\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?!\d)|\d+)(?:\.\d+)?/y;
const IDENT_TAIL = /[\w.µμ-]*/y;
const LETTER_WORD = /[A-Za-z]+/y;
const TITLE_CASE = /^[A-Z][a-z]+$/;
const NOUN_WORD = /[A-Za-z]+(?:-[A-Za-z]+)*(?![\d])/y;
const AM_PM = /[ \u00A0]?[AaPp]\.?[Mm]\.?(?![A-Za-z])/y;

/** A hedge between a move's verb or "by" and its figure. */
const MOVE_HEDGE = String.raw`(?:about|around|roughly|approximately|some|nearly|almost|just)`;
/** An amount of change follows: "rose by", "drops by", "grew by about". */
const BY_BEFORE = new RegExp(String.raw`\bby(?:\s+${MOVE_HEDGE})?\s*$`, "i");
/** Where a move starts follows: "rose from", "will fall sharply from", "increases, from", "more than doubled from", "rose from an original estimate of". */
const MOVE_VERB =
  String.raw`(?:ris(?:e|es|en|ing)|rose|f[ae]ll(?:s|en|ing)?|increas\w*|decreas\w*|gr[eo]w\w*|drop\w*|climb\w*|jump\w*|declin\w*|reduc\w*|rais\w*|cut|cuts|going|go|goes|went|gone|mov\w*|chang\w*|shr[ai]nk\w*|slid\w*|soar\w*|surg\w*|plung\w*|improv\w*|widen\w*|narrow\w*|extend\w*|lengthen\w*|shorten\w*|boost\w*|lower\w*|lift\w*|doubl\w*|tripl\w*|halv\w*|up|down)`;
const MOVED_FROM_BEFORE = new RegExp(String.raw`\b${MOVE_VERB}(?:\s+[\w-]+){0,4},?\s+from(?:\s+(?:an?|the|its|their)\s+(?:[a-z-]+\s+){0,2}of)?\s*$`, "i");
/** A move's verb right before its figure, no "by" between: "climbed £2.6 million to £18.2 million". */
const MOVED_BEFORE = new RegExp(String.raw`\b${MOVE_VERB}\s+(?:${MOVE_HEDGE}\s+)?$`, "i");
/** How many times a change's figure the level it ends at is at least, read after "by … to": a range's ends are closer. */
const MOVE_AND_END_RATIO = 4;
/** How far back a move's verb is read before "from". */
const MOVED_FROM_REACH = 48;
// "12- to 15-year-olds" hangs its first figure's hyphen before "to"; "1.2米（含）至1.4米" says its first end is in the range, as a range's ends are.
// (An em dash spaced on both sides sets off what follows, as in "£89 plus £80.10 — £169.10 in all"; unspaced, or spaced on one side, it may join a range.)
const RANGE_CONN = /(?:[-–][ \u00A0]+to[ \u00A0]+|[ \u00A0]*[-–~～〜][ \u00A0]*|—[ \u00A0]*|[ \u00A0]+—(?![ \u00A0])|[ \u00A0]+to[ \u00A0]+|(?:[（(](?:含|含本数)[)）])?[ \u00A0]*[至到][ \u00A0]*)/y;
/** "From -20°C up to 70°C": a range whose second end is said as a limit. */
const UP_TO_CONN = /[ \u00A0]+up[ \u00A0]+to[ \u00A0]+/y;
const AND_CONN = /[ \u00A0]+and[ \u00A0]+/y;

/** "27-year-old", "10-24 year olds": a time unit followed by "old" gives an age. */
const AGE_AFTER = /[ \u00A0-]*olds?(?![A-Za-z])/y;
/** A bare number as an age in years, as "32-year-old" is read. */
export function inYearsOfAge(q: Quantity): Quantity {
  const age: Quantity = { ...q, dimension: "age", unit: "s", value: q.value * YEAR_SECONDS, step: q.step * YEAR_SECONDS };
  if (q.max !== undefined) age.max = q.max * YEAR_SECONDS;
  if (q.maxStep !== undefined) age.maxStep = q.maxStep * YEAR_SECONDS;
  return age;
}

/** An age group written as a plural after under or over: "under-5s", "the over 60s". */
const AGE_GROUP_BEFORE = /(?<![A-Za-z])(under|over)[- ]?$/i;

/**
 * People said to be over a bare number, which is their age: "visitors over 60". (Not under one:
 * "children under 5" is read as written, a count that other rules know how to read.)
 */
const PEOPLE_BOUNDED_BEFORE = /(?<![A-Za-z])(?:people|persons|visitors|adults|those|anyone|anybody|everyone|passengers|customers|residents|members|drivers|men|women|patients|applicants)\s+(?:aged\s+)?(?:over|above|older\s+than)\s+$/i;

/** A bracket after people of an age group, which makes the bare range or bound in it their ages: "child (3–15)", "senior (65+)". */
const AGE_BAND_BEFORE = /(?<![A-Za-z])(?:child|children|kids?|juniors?|youths?|teens?|teenagers?|infants?|seniors?|adults?)\s*\(\s*$/i;

/** Words after a bare number that make it an age in years: "60 or older", "16 and younger". */
const OLDER_OR_YOUNGER_AFTER = /^\s+(?:or|and)\s+(?:older|younger)\b/iu;
/** Words that make the bare number after them an age in years. */
const AGE_BEFORE = /(?<![A-Za-z])(?:at\s+the\s+age\s+of|aged|at\s+age|ages?)\s+$/i;
const POST_APPROX = /(?:[ \u00A0]*(?:左右|上下)|[ \u00A0]+or so(?![A-Za-z]))/y;
// "20人（含）以上": the bracketed 含 says the bound takes the figure in; "a three-month minimum term" is three months at least.
const POST_LOWER = /(?:[ \u00A0]*(?:(?:[（(]含[)）])?[或及]?以上|或更多|多(?:一点|一些|点儿?|(?![出了收付交缴花用赚省])))|\+(?![ \u00A0]*\d)|[ \u00A0]+(?:or more|or above|or higher|or greater|or over|or older|and above|and up|and over|and older|minimum)(?![A-Za-z-]|[ \u00A0]*\d))/y;
const POST_UPPER = /(?:[ \u00A0]*(?:(?:[（(]含[)）])?(?:[或及]?以下|以内)|或更少)|[ \u00A0]+(?:or less|or fewer|or below|or lower|or under|or younger|and under|and below|and younger|maximum)(?![A-Za-z-]|[ \u00A0]*\d))/y;

const APPROX_BEFORE =
  /(?:(?<![A-Za-z])(?:about|around|roughly|nearly|approximately|approx\.?|almost|circa|ca\.|some|close to|an estimated|estimated|more or less)\s+|[~∼≈〜～]\s*|(?:(?<![限预签邀相])约[为占合有是]?|大约[为占合有是]?|大概[占有是]?|将近|接近|差不多|几乎|(?<![最附靠])近)\s*)$/i;
/**
 * Comparatives that bound a figure from below ("thicker than 5 mm" is more than it) and from above
 * ("colder than 4 °C"), read by the lower, upper and strict bounds alike.
 */
const MORE_THAN_WORDS = ["heavier", "longer", "larger", "bigger", "older", "taller", "wider", "thicker", "deeper", "warmer", "hotter", "faster"];
const LESS_THAN_WORDS = ["lighter", "shorter", "smaller", "younger", "cheaper", "thinner", "shallower", "colder", "cooler", "slower", "narrower"];
const eachThan = (words: readonly string[]): string => words.map((word) => `${word} than`).join("|");
// "Over" right after a distance is across it, no bound: "climbing 212 metres over 640 metres of
// track"; nor after a verb of spreading or of paying in parts: "spread over three days", "paying over 60 months".
const OVER_AS_BOUND = String.raw`(?<!\d[\d.,]*\s?(?:m|km|metres?|meters?|kilometres?|kilometers?|feet|ft|miles?|yards?)\s+)(?<!\b(?:spread|scattered|distributed|split|divided|shared|stretched|stretching|spanning|spans?|(?:re)?pa(?:y|ys|ying|id)|(?:re)?payable|financed)\s+)over`;
/** 最低 right before a figure, or before the verb of paying it, as 最高 is read: 最低10元, 每件最低赔偿500元. */
const ZH_MINIMUM = "最低(?:可|要|需|须)?(?:赔偿|赔付|补偿|收费|收取|缴纳|支付|消费|充值|为)?";
/** "Past" after a verb of going on is beyond: "if a repair runs past 5 working days" (not "in the past 5 years"). */
const RUNS_PAST = String.raw`(?<=\b(?:runs?|ran|running|goes|go|went|going|drags?|dragged|is|are|was|were)\s+)past`;
// "No more than", 不超过 and 不高于 are upper bounds, "no fewer than" a lower one: the negation
// turns the comparative round.
const LOWER_BEFORE = new RegExp(
  String.raw`(?:(?<![A-Za-z])(?:(?<!(?:no|not)\s+)(?:more than|${OVER_AS_BOUND}|${RUNS_PAST}|above|exceed(?:s|ed|ing)?|upwards of|in excess of|greater than|higher than|${eachThan(MORE_THAN_WORDS)})|at least|(?:a|the)\s+minimum\s+of|minimum|no less than|not less than|no fewer than|not fewer than)\s+|(?:(?<!不)(?:超过|突破|多于|高于|大于)|至少|不少于|不低于|逾|${ZH_MINIMUM})\s*|[>≥]\s*)$`,
  "i",
);
/**
 * 年满60周岁, 空置满6个月, 足5分钟: reached, so at least; a span from it (满28天至55周岁) is bounded by its
 * own ends, and 刚好满10年 is exactly ten years.
 */
const ZH_REACHED_BEFORE = /(?<![不未]|刚好|正好|恰好|刚)[满足]\s*$/u;
// "Limited to two days a week" and "capped at £150" set a most as "up to" does, and "within the first 12 months" as "within 12 months".
const UPPER_BEFORE = new RegExp(
  String.raw`(?:(?<![A-Za-z])(?:less than|under|below|up to|(?:up\s+to\s+)?(?:a|the)\s+maximum\s+of|maximum|at most|no more than|(?:limited|restricted)\s+to|capped\s+at|not more than|(?:no|not)\s+(?:higher|greater|${MORE_THAN_WORDS.join("|")})\s+than|fewer than|lower than|within(?:\s+the\s+first)?|${eachThan(LESS_THAN_WORDS)})\s+|(?:不到|少于|不超过|不高于|低于|小于|最多|至多|最长|最高|不足|封顶|不满|未满)\s*|[<≤]\s*)$`,
  "i",
);
const STRICT_BEFORE = new RegExp(
  String.raw`(?:(?<![A-Za-z])(?<!(?:no|not)\s+)(?:more than|${OVER_AS_BOUND}|${RUNS_PAST}|above|exceed(?:s|ed|ing)?|in excess of|greater than|higher than|less than|under|below|fewer than|lower than|${eachThan(MORE_THAN_WORDS)}|${eachThan(LESS_THAN_WORDS)})\s+|(?:(?<!不)(?:超过|突破|多于|高于|大于|少于|低于|小于)|逾|不到|不足|不满|未满)\s*|[><]\s*)$`,
  "i",
);
/** A hedge between a bound's words and its figure: the "about " of "more than about 1,750 kWh". */
const HEDGE_AFTER_BOUND = /(?<=(?:than|under|over|above|below|to|least|most)\s+)(?:about|around|roughly|approximately|some)\s+$/iu;
/**
 * What a Chinese figure is per may stand between it and its bound: 不超过每股42元, 最高每月500元
 * (not the 每人 of 每人限报一个, where the bound is between).
 */
const ZH_PER_BETWEEN = /每\s*(?:[一两]\s*)?(\p{Script=Han}{1,2})$/u;

/** The words before a figure without what it is per at their end, where that is what the figure was read per. */
function withoutPerBetween(q: Quantity, before: string): string {
  const per = ZH_PER_BETWEEN.exec(before);
  if (per === null || q.per === undefined) return before;
  const word = per[1]!;
  const readPer = "seconds" in q.per ? ZH_PER_TIME.has(word) || CJK_UNITS.get(word)?.dimension === "time" : q.per.thing === word;
  return readPer ? before.slice(0, per.index) : before;
}
/** How far before its figure a negated comparative is read: "No instructor teaches more than six". */
const NEGATION_REACH = 40;
/**
 * A negation, one word at most (or "to" and a verb), then a comparative: "do not take more than four",
 * "must not exceed 200", "can't be more than five", "don't go over 800 g", "never to pay more than
 * 25%", and a subject denied by "no", a modal between: "no instructor teaches more than six", "nobody may spar more than 6"
 * (but not "nobody under 16", an age).
 */
const NEGATED_COMPARATIVE = /(?:(?<![A-Za-z])(?:not|never|cannot|(?:nobody|no[\s-]one)(?=\s+[A-Za-z]+\s+(?!than\b)[A-Za-z])|no\s+[A-Za-z]+)|n['’]t)\s+(?:to\s+)?(?:(?:may|can|could|must|shall|should|will|would)\s+)?(?:[A-Za-z]+\s+)?(?:((?:more|longer|higher)\s+than|exceed(?:s|ing)?|over|above|beyond)|((?:less|fewer|shorter|lower)\s+than|under|below))\s+$/i;
/** Characters read back from a figure for a denial of what is done within it, and the modal before that. */
const WITHIN_DENIAL_REACH = 48;

/** Words of a bound right before a lone "one": "no more than one", "at least one", "up to one". */
const BOUND_BEFORE_ONE = /(?<![A-Za-z])(?:(?:no|not)\s+more\s+than|at\s+(?:least|most)|up\s+to|fewer\s+than|less\s+than)\s+$/iu;
/** "Only" right before a lone "one", and a thing it counts after it (not "only one of them", "the only one left"). */
const ONLY_BEFORE = /(?<![A-Za-z])only\s+$/iu;
const THING_AFTER_ONE = /^[ \u00A0]+(?!(?:of|who|that|which|left|more|another|or|and|in|at|on|to|is|was|can|may|will|would|could|should|must|has|had|have|per|way|time)(?![A-Za-z]))[a-z]{3,}/u;
/** Characters read before a lone "one" for that bound. */
const BOUND_REACH = 16;

/** A denial of what is done within a time, a participle between: "not collected within", "hasn't begun within" (not a rule's "must not be taken within"). */
const NEGATED_WITHIN = /(?:(?<![A-Za-z])(?<!(?:must|may|can|should|will|would|could|do|does|did|need)\s+)(?:not|never)|(?<![A-Za-z])(?:has|have|had|is|are|was|were)n['’]t)\s+(?:[A-Za-z]+\s+){0,2}?within\s+$/i;
/**
 * The same in Chinese with a modal between: 不能超过, 不得高于, 不可少于, 不要超过, 别超过 (不超过 is one word, in UPPER_BEFORE);
 * or denied as a fact, 没有超过, 未低于; what the figure is per may stand between (没有超过每户1.2万元).
 */
const ZH_NEGATED_COMPARATIVE = /(?:不能|不得|不可|不应|不宜|不准|不要|不许|不会|请勿|切勿|(?<![特区分类级个性告识辨差鉴离派])别|勿|没有|没|未)(?:(超过|高于|多于|大于)|(低于|少于|小于))\s*(?:每\s*\p{Script=Han}{1,2})?$/u;
/** The negations of ZH_NEGATED_COMPARATIVE that deny a fact rather than set a limit. */
const FACT_DENIED = /^(?:没有|没|未)/u;
const ZH_NEGATED_BOUND = /不(?:超过|高于|多于|大于|少于|低于|小于|到|足)\s*$/u;
/**
 * 至少 and 最多 with the verb they bound between them and the figure: 至少要分摊1500元, 最多可取消2次;
 * 最高 with a modal, which makes it a limit (最高可被处以50万元), not the highest of something (最高气温).
 */
const ZH_LOWER_BEFORE_VERB = /(?:至少|最少)(?:(?!的)\p{Script=Han}){1,6}$/u;
const ZH_UPPER_BEFORE_VERB = /(?:(?:最多|至多|最长)(?:(?!的)\p{Script=Han}){1,6}|最高(?:可|能|只能)(?:(?!的)\p{Script=Han}){0,4}|(?<![期年时权界局无有上下])限[兑购约借领办用乘带报填选时停]?)$/u;
const OVER_BEFORE = /(?<![A-Za-z])over\s+$/i;
/** "Over" opening a clause: "Over three years, a scholar receives…" tells over what time, not how long at least. */
const OVER_OPENING = /(?:^|[.;:!?]\s+|\n\s*)over\s+$/i;
/** A comma right after a quantity's own text. */
const COMMA_NEXT = /^\s*,/u;
const INDEFINITE = /^an?\s/i;
/** A count shortly before "a month" makes it "per month": "4.1 fewer days a month", "three days a week". */
const RATE_BEFORE =
  /(?:\d[\d.,]*(?:%|[A-Za-z]{1,3})?|(?<![A-Za-z])(?:once|twice|times|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|few|several|half|quarters?|thirds?|dozens?))(?:\s+[A-Za-z-]+){0,4}\s+$/i;
/** …unless a preposition leads into it: "3 jobs in a month". */
const NOT_RATE_BEFORE = /(?<![A-Za-z])(?:in|for|within|over|after|than|about|under|of|by|per|each|every|last|past|next|nearly|almost)\s+$/i;
// (Before an event it names, "a week before the party", it is how far ahead, a length of time.)
const TIME_BACK = /^[A-Za-z]+\s+(?:earlier|ago|before(?!\s+(?:the|your|their|its|his|her|our|my|each|every|any|this|that)\s)|later|prior|previously)(?![A-Za-z])/i;
const BETWEEN_BEFORE = /(?<![A-Za-z])between\s+$/i;
/** A Chinese measure word. */
const HAN_WORD = /^\p{Script=Han}+$/u;
/** 72至24小时之间: a span counted down (hours before an event) may name its larger end first, as "between 28 and 7 days" does. */
const BETWEEN_AFTER = /[ \u00A0]*之间/y;
const ORDINAL_BEFORE = /(?:第|(?<![A-Za-z])No\.?|#|№)\s*$/;
const VERSION_BEFORE = /(?:(?<![A-Za-z])(?:v|ver\.?|version|release|rev\.?)|版本)\s*$/i;
/** A price right after 版本 is the version's, not its name: "L卡口版本5499元". */
const PRICE_AFTER = /^\s*(?:[万亿]?元|块|美元|欧元|英镑|日元|港元)/u;
/** 每 and a verb before 一 and a period: 每拖一天, 每超一小时, 每晚一个月. */
const EVERY_ONE_BEFORE = /每\p{Script=Han}$/u;
const ZH_ONE_PERIOD = /^(?:天|日|周|月|年|小时|个(?:月|小时|星期))/u;
// 第三 and 星期三 are ordinals and weekdays; 几十 and 数十 are "some tens", no number at all.
const NOT_COUNT_BEFORE = /(?:第|星期|周|礼拜|初|几)\s*$/;
/** 前 before a count of 名: the top places of a ranking. */
const TOP_PLACES_BEFORE = /前\s*$/;
/** What 前十名 counts. */
const PLACES = "名次";
// 从四周向中间, 湖的四周: 四周 is "all around" where a preposition leads into it or a direction
// follows, not four weeks.
const SURROUNDINGS = /(?<=[从向往朝在沿绕环的])四周|四周(?=[向往朝围环])/y;
// 红十字会, 十字路口, 十字架: 十字 is a cross, not ten characters.
const CROSS = /(?<=红)十字|十字(?=[路架街形绣星])/y;
// Lone characters that are words far more often than numbers: 一 (统一), 两, and the formal
// digits (队伍, 大陆, 收拾). They count only with a measure word.
const NEEDS_MEASURE = "一两兩壹贰貳叁參肆伍陆陸柒捌玖拾";

function escape(s: string): string {
  return s.replace(/[$^.*+?()[\]{}|\\]/g, "\\$&");
}

const CURRENCY_ALTERNATION = [...CURRENCY_PREFIXES.keys()]
  .sort((a, b) => b.length - a.length)
  .map((k) => (/^[A-Z]/.test(k) ? `(?<![A-Za-z])${escape(k)}` : escape(k)))
  .join("|");
const CURRENCY_BEFORE = new RegExp(`(${CURRENCY_ALTERNATION})[ \\u00A0]?$`);
const CURRENCY_AT = new RegExp(`(?:${CURRENCY_ALTERNATION})[ \\u00A0]?`, "y");

const REF = String.raw`\^?(?:[A-Za-z][\w.-]{0,20}:)?[A-Za-z_-]{0,12}\d+(?:\s*[-–]\s*[A-Za-z]{0,2}\d+)?`;
const CITATION = new RegExp(`\\[${REF}(?:\\s*[,;]\\s*${REF})*\\]|【\\s*${REF}(?:\\s*[,;，]\\s*${REF})*\\s*】`, "g");
/**
 * Where a citation may open. One test, not two `includes`: the second of those runs only for
 * texts without "[", and its first call deoptimised the scan compiled on the answer's claims.
 */
const MAY_CITE = /[[【]/;

type EnKind = "digit" | "teen" | "tens" | "hundred" | "scale" | "dozen";

function enNumbers(): Map<string, { v: number; kind: EnKind }> {
  const map = new Map<string, { v: number; kind: EnKind }>();
  const digits = "zero one two three four five six seven eight nine".split(" ");
  const teens = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(" ");
  const tens = "twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
  digits.forEach((w, v) => map.set(w, { v, kind: "digit" }));
  teens.forEach((w, k) => map.set(w, { v: 10 + k, kind: "teen" }));
  tens.forEach((w, k) => map.set(w, { v: 20 + 10 * k, kind: "tens" }));
  map.set("hundred", { v: 100, kind: "hundred" });
  map.set("thousand", { v: 1e3, kind: "scale" });
  map.set("million", { v: 1e6, kind: "scale" });
  map.set("billion", { v: 1e9, kind: "scale" });
  map.set("trillion", { v: 1e12, kind: "scale" });
  map.set("dozen", { v: 12, kind: "dozen" });
  return map;
}

const EN_NUMBERS: ReadonlyMap<string, { v: number; kind: EnKind }> = enNumbers();

/** Words after a number that are not what it counts ("12 of the", "3 to 5", "8 and"). */
const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but nor of in on at to for from by with without within into onto over under than as per vs via " +
    "is are was were be been being has have had do does did will would can could should may might must shall " +
    "this that these those it its their there here which who whom whose what when where why how not no so such " +
    "also only just more most less least fewer about around up down out off then too very each every all any some " +
    "both either neither other another same while after before since until during between among against x " +
    "if unless because although though whether once whereas " +
    "i me my we us our you your he him his she her they them"
  ).split(" "),
);

/** Verbs that follow a count as its subject ("children under 5 go free", "12 get in"): no noun it counts. */
const VERBS_AFTER: ReadonlySet<string> = new Set(
  "go goes went get gets got come comes came pay pays paid enter enters entered travel travels receive receives need needs say says said take takes took make makes made".split(" "),
);

/** Words after a number that say how it stands, not what it counts: "14 instead of 12", "£5 apiece". */
const ADVERBS_AFTER: ReadonlySet<string> = new Set(
  // …and how often the verb after is done: "a household of two typically uses one block".
  "instead rather apiece respectively altogether overall typically usually normally generally commonly often always never sometimes rarely seldom".split(" "),
);

/** A time said right after a number, which counts no "last": "from 207 last year", "12 next month". */
const WHEN_AFTER = /^(?:last|next|this|previous|prior)\s+(?:year|month|week|day|night|season|summer|winter|spring|autumn|term|quarter|weekend|time)s?\b/iu;

/** A measure said as an adjective, which stands between a number and what it counts: "eight two-hour workshops", "three 10-minute breaks". */
const MEASURED_MODIFIER = /^(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|[a-z]+teen|[a-z]+ty)-[a-z]+$/u;

/** Adjectives that stand between a number and what it counts. */
const MODIFIERS: ReadonlySet<string> = new Set(
  (
    "different additional new old separate distinct individual total main major minor key large small big " +
    "former current top full whole single double hourly daily weekly fortnightly monthly quarterly yearly annual consecutive straight successive extra further previous recent " +
    "major-league independent international national local foreign domestic public private senior junior"
  ).split(" "),
);

/** Plurals of people that do not end in -s: "two children" are counted, and priced, "per child". */
export const PEOPLE_PLURALS: ReadonlyMap<string, string> = new Map([
  ["children", "child"],
  ["people", "person"],
  ["men", "man"],
  ["women", "woman"],
]);

/** Counted nouns that say nothing about what is counted, or that name the same thing. */
const NOUN_ALIASES: ReadonlyMap<string, string | null> = new Map([
  ["个", null],
  ["名", null],
  ["位", null],
  ["种", null],
  ["x", "×"],
  ["×", "×"],
  ["times", "×"],
  // Times something happened count whatever happened: "launched 55 times" holds "55 launches".
  ["occasions", null],
  ["fold", "×"],
  ["倍", "×"],
  // Kitchen measures are counted, and written short as often as not.
  ["tsp", "teaspoon"],
  ["tbsp", "tablespoon"],
  ["tbs", "tablespoon"],
  // Plurals no ending rule gives.
  ...PEOPLE_PLURALS,
  ["feet", "foot"],
  ["teeth", "tooth"],
  ["mice", "mouse"],
  ["geese", "goose"],
]);

// Where a quantity can start: a digit, a Chinese numeral (or the 百 of 百分之, the 半 of 半小时), an English number
// word that can open a numeral (a, an, one ... ninety), a share (half, quarter) or how often (once, twice). Identifiers need no word scan: their digits
// are rejected by what precedes them. The words are spelled as a trie, which runs several times
// faster than a flat case-insensitive alternation.
const CANDIDATE =
  /\d|[〇零一二两兩三四五六七八九十拾壹贰貳叁參肆伍陆陸柒捌玖百千万半]|\b(?:[Aa]n?|[Ee](?:ight(?:een|y)?|leven)|[Ff](?:i(?:ve|ft(?:een|y))|o(?:ur(?:teen)?|rty))|[Hh]alf|[Nn]ine(?:teen|ty)?|[Oo]n(?:e|ce)|[Qq]uarter|[Ss](?:even(?:teen|ty)?|ix(?:teen|ty)?)|[Tt](?:en|h(?:irt(?:een|y)|ree|rice)|w(?:elve|enty|ice|o))|[Zz]ero)\b/g;

// Characters that glue digits to a word, path or reference: a.5, x_3, dir/12, #3, @2, 10:30.
const JOINERS = "._/\\#@:";
/** What follows 一 and its measure word when they are no count: a figure, or the 性 of 一次性. */
const ARTICLE_AFTER = /^[\d性]$/u;
// 统一, 唯一, 之一, 同一, 这一: 一 ends a word here and counts nothing, whatever follows.
const ONE_CLOSES_WORD = "统唯之同单专划逐纯每第这那哪任某万";
/** 比前一年, 较前一天: the one before, compared with, not a length of time (下一年 is the list's). */
const COMPARED_WITH_THE_ONE_BEFORE = /[比较]前$/u;
/** 上一年, 下一季度: the one before or after; not the 上 of 上一次课, which attends one class. */
const PERIOD_AFTER_ONE = /^(?:年|个月|月|周|季度|届)/u;
const LAST_OR_FIRST = /^最[后初]$/u;
/** The numeral ends a word before it and counts nothing: 统一, 比前一年, 上一年 (not 上一次课), 最后一轮. */
function closesAWord(text: string, tok: Token): boolean {
  if (tok.start === 0) return false;
  const previous = text.charAt(tok.start - 1);
  const twoBefore = text.slice(Math.max(0, tok.start - 2), tok.start);
  if (ONE_CLOSES_WORD.includes(previous) || COMPARED_WITH_THE_ONE_BEFORE.test(twoBefore)) return true;
  // 最后一轮, 最初一年: the last or first of them, which counts one of nothing.
  if (LAST_OR_FIRST.test(twoBefore) && text.slice(tok.start, tok.end) === "一") return true;
  // 退伍, 队伍, 入伍: 伍 closes a word of the ranks, no 五.
  if (text.slice(tok.start, tok.end) === "伍" && RANKS_BEFORE_WU.includes(previous)) return true;
  return (previous === "上" || previous === "下") && text.slice(tok.start, tok.end) === "一" && PERIOD_AFTER_ONE.test(text.slice(tok.end));
}
/** What stands before 伍 in words of the ranks: 退伍, 队伍, 入伍, 落伍, 行伍, 部伍, 卒伍, 什伍, 为伍, 与…为伍, 编伍, 军伍. */
const RANKS_BEFORE_WU = "退队入落行部卒什为与编军";

// two-thirds, three quarters, one half: fractions, not counts; not "16-6 half-time", "6 quarter-finals".
const FRACTION_AFTER = /^[ -](?:halves|half|thirds?|quarters?|(?:four|fif|six|seven|eigh|nin|ten)ths?)(?![A-Za-z-])/i;

const DAYS: UnitDef = CJK_UNITS.get("天")!;
const PER_CENT: UnitDef = { unit: "%", dimension: "percent", factor: 1 };
const PER_MILLE: UnitDef = { unit: "%", dimension: "percent", factor: 0.1 };
const PER_TEN_THOUSAND: UnitDef = { unit: "%", dimension: "percent", factor: 0.01 };

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isAsciiAlnum(c: number): boolean {
  return isDigit(c) || isAsciiLetter(c);
}

function isHan(c: number): boolean {
  return (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 0xa0 || c === 0x202f || c === 0x3000;
}

function isHyphen(c: number): boolean {
  return c === 45 || c === 0x2010 || c === 0x2011;
}

// Where a symbol unit may start right after digits: 12nm, 45%, 30°C, 25℃, 3µs.
function startsSymbol(c: number): boolean {
  return (
    isAsciiLetter(c) ||
    c === 37 || // %
    c === 0xff05 || // ％
    c === 0x2030 || // ‰
    c === 0xb0 || // °
    c === 0x2103 || // ℃
    c === 0x2109 || // ℉
    c === 0xb5 || // µ
    c === 0x3bc // μ
  );
}

/** num / den scaled by `mult` and a unit factor, dividing by exact integers where it can. */
function scaled(num: number, den: number, mult: number, factor: number): number {
  if (factor < 1) {
    const inv = Math.round(1 / factor);
    if (Math.abs(inv * factor - 1) < 1e-12) return (num * mult) / (den * inv);
  }
  return (num * mult * factor) / den;
}

function lookback(text: string, pos: number, width: number): string {
  return text.slice(Math.max(0, pos - width), pos);
}

function identEnd(text: string, pos: number): number {
  IDENT_TAIL.lastIndex = pos;
  IDENT_TAIL.exec(text);
  // A trailing "." or "-" ends the sentence or the phrase rather than the identifier.
  let end = IDENT_TAIL.lastIndex;
  while (end > pos && (text.charCodeAt(end - 1) === 46 || text.charCodeAt(end - 1) === 45)) end--;
  return Math.max(end, pos + 1);
}

function readDigits(text: string, pos: number): Token | null {
  DIGIT_RUN.lastIndex = pos;
  const m = DIGIT_RUN.exec(text);
  if (m === null) return null;
  let num = 0;
  let den = 1;
  let fraction = false;
  const raw = m[0];
  for (let k = 0; k < raw.length; k++) {
    const c = raw.charCodeAt(k);
    if (isDigit(c)) {
      num = num * 10 + (c - 48);
      if (fraction) den *= 10;
    } else if (c === 46) {
      fraction = true;
    }
  }
  return { start: pos, end: pos + raw.length, num, den, stepNum: 1, kind: "digits", needsUnit: false };
}

function readZh(text: string, pos: number): Token | null {
  const z = readZhNumeral(text, pos);
  if (z === null) return null;
  const ch = text.charAt(pos);
  return {
    start: pos,
    end: z.end,
    num: z.num,
    den: z.den,
    stepNum: z.stepNum,
    maxNum: z.maxNum,
    kind: "zh",
    needsUnit: z.single && NEEDS_MEASURE.includes(ch),
  };
}

/** A capitalised word a letter may name one of, right before it: the "Studio " of "Studio A". */
const LETTERED_NAME_BEFORE = /(?<![.!?]\s*)\b\p{Lu}\p{Ll}+\s$/u;
const LETTERED_NAME_REACH = 24;

/** "twelve", "twenty-five", "three hundred and twenty", "two million", "a dozen". */
function readEnglish(text: string, pos: number): Token | null {
  let p = pos;
  let total = 0;
  let current = 0;
  let last: EnKind | "none" | "and" = "none";
  let lastScale = 1;
  let words = 0;
  let end = pos;
  let firstWord = "";
  for (;;) {
    if (p !== pos) {
      const sep = text.charCodeAt(p);
      if (!(sep === 32 || (sep === 45 && last !== "and"))) break;
      p++;
    }
    LETTER_WORD.lastIndex = p;
    const m = LETTER_WORD.exec(text);
    if (m === null || isDigit(text.charCodeAt(p + m[0].length))) break;
    const w = m[0].toLowerCase();
    if (p === pos && (w === "a" || w === "an")) {
      // (A capital A after a capitalised word is its letter, no article: "a Studio A day", "Plan A".)
      if (m[0] === "A" && LETTERED_NAME_BEFORE.test(text.slice(Math.max(0, pos - LETTERED_NAME_REACH), pos))) return null;
      current = 1;
      last = "digit";
      firstWord = w;
      p += m[0].length;
      continue;
    }
    if (w === "and" && (last === "hundred" || last === "scale")) {
      last = "and";
      p += m[0].length;
      continue;
    }
    const info = EN_NUMBERS.get(w);
    if (info === undefined) break;
    const afterGroup = last === "none" || last === "hundred" || last === "scale" || last === "and";
    if (info.kind === "digit" && (afterGroup || (last === "tens" && current % 10 === 0))) current += info.v;
    else if ((info.kind === "teen" || info.kind === "tens") && afterGroup) current += info.v;
    else if (info.kind === "hundred" && (last === "digit" || last === "teen")) current *= 100;
    else if (info.kind === "scale" && last !== "none" && last !== "scale" && last !== "and") {
      total += current * info.v;
      current = 0;
      lastScale = info.v;
    } else if (info.kind === "dozen" && last === "digit") current *= 12;
    else break;
    if (words === 0 && firstWord === "") firstWord = w;
    words++;
    last = info.kind;
    p += m[0].length;
    end = p;
    if (info.kind === "dozen") break;
  }
  // "a watt", "an hour": one of a unit written in words ("a second" is as often an ordinal).
  if (words === 0 && firstWord !== "" && text.charCodeAt(pos + firstWord.length) === 32) {
    const at = pos + firstWord.length + 1;
    if (wordUnitAt(text, at) === null || text.slice(at, at + 6).toLowerCase() === "second") return null;
    // "4.1 fewer migraine days a month", "twice a day": a rate's "per", not one month.
    const before = text.slice(Math.max(0, pos - 40), pos);
    if (RATE_BEFORE.test(before) && !NOT_RATE_BEFORE.test(before)) return null;
    // "A year earlier", "a month ago": a time back from another, not a length of time.
    if (TIME_BACK.test(text.slice(at, at + 24))) return null;
    return { start: pos, end: at - 1, num: 1, den: 1, stepNum: 1, kind: "en", needsUnit: true };
  }
  // "and" with no number after it is not part of the numeral.
  if (words === 0) return null;
  const value = total + current;
  const stepNum = last === "hundred" ? 100 : last === "scale" ? lastScale : 1;
  const needsUnit = words === 1 && (firstWord === "one" || firstWord === "zero");
  return { start: pos, end, num: value, den: 1, stepNum, kind: "en", needsUnit };
}

/** A scale, unit or measure word written right after a numeral. */
function readSuffix(text: string, tok: Token, currency: string | undefined): Suffix {
  let p = tok.end;
  let mult = 1;
  const c = text.charCodeAt(p);
  if (tok.kind === "digits" && startsSymbol(c)) {
    const t = latinTokenAt(text, p);
    if (t === null) return { end: p, mult, skipTo: identEnd(text, p) };
    const boundary = !isAsciiAlnum(text.charCodeAt(t.end));
    if (boundary && (t.token === "B" || (currency !== undefined && (t.token === "m" || t.token === "b")))) {
      mult = t.token === "m" ? 1e6 : 1e9;
      p = t.end;
    } else if (t.token === "s" && boundary && AGE_GROUP_BEFORE.test(lookback(text, tok.start, 8))) {
      // Under-5s, over-60s: the age group is read as a bound after the figure is recorded.
      return { end: t.end, mult };
    } else if (t.token === "s" && boundary && tok.den === 1 && tok.num >= 10 && tok.num % 10 === 0) {
      // 1990s, 80s: decades and plurals, not seconds.
      return { end: p, mult, skipTo: t.end };
    } else {
      const unit = symbolUnitAt(text, p);
      if (unit !== null) return { end: unit.end, mult, unit: unit.def };
      const scale = boundary ? SYMBOL_MULTIPLIERS.get(t.token) : undefined;
      if (scale !== undefined) {
        mult = scale;
        p = t.end;
      } else if (boundary && (t.token === "x" || t.token === "X")) {
        return { end: t.end, mult, noun: "x" };
      } else {
        return { end: p, mult, skipTo: identEnd(text, p) };
      }
    }
  } else if (tok.kind === "digits" && c === 0xd7) {
    // "256×256×260毫米" is a size, whose sides the × stands between; "3×" alone is a multiple.
    if (SIDE_AFTER_TIMES.test(text.slice(p + 1, p + 3))) return { end: p, mult };
    return { end: p + 1, mult, noun: "×" };
  }
  return readUnitAfterScale(text, tok, p, mult, currency);
}

function readUnitAfterScale(
  text: string,
  tok: Token,
  pos: number,
  multIn: number,
  currency: string | undefined,
): Suffix {
  let p = pos;
  let mult = multIn;
  let q = isSpace(text.charCodeAt(p)) ? p + 1 : p;
  const c = text.charCodeAt(q);
  if (isHan(c)) return readCjkSuffix(text, tok, q, mult, p);
  if (tok.kind === "zh") {
    const unit = startsSymbol(c) ? latinUnitAt(text, q) : null;
    return unit === null ? { end: p, mult } : { end: unit.end, mult, unit: unit.def };
  }
  const hyphen = isHyphen(text.charCodeAt(p)) && isAsciiLetter(text.charCodeAt(p + 1));
  if (hyphen) q = p + 1;
  else if (q === p && tok.kind !== "digits") return { end: p, mult };
  if (!startsSymbol(text.charCodeAt(q))) return { end: p, mult };
  if (tok.kind === "digits" && !hyphen && q > p) {
    AM_PM.lastIndex = p;
    if (tok.den === 1 && tok.num <= 12 && AM_PM.test(text)) return { end: p, mult, skipTo: AM_PM.lastIndex };
    LETTER_WORD.lastIndex = q;
    const w = LETTER_WORD.exec(text);
    if (w !== null && !isAsciiAlnum(text.charCodeAt(q + w[0].length))) {
      const word = w[0];
      // "$3.5 B" is billions; "512 B" is bytes.
      const symbolScale = currency !== undefined ? SYMBOL_MULTIPLIERS.get(word) : undefined;
      const scale = mult === 1 ? (WORD_MULTIPLIERS.get(word.toLowerCase()) ?? symbolScale) : undefined;
      if (scale !== undefined) {
        mult = scale;
        p = q + word.length;
        q = isSpace(text.charCodeAt(p)) ? p + 1 : p;
        if (isHan(text.charCodeAt(q))) return readCjkSuffix(text, tok, q, mult, p);
        if (q === p || !startsSymbol(text.charCodeAt(q))) return { end: p, mult };
      }
    }
  }
  // Number words take unit words, not one-letter symbols: "one t-shirt" weighs nothing.
  const unit = tok.kind === "en" ? wordUnitAt(text, q) ?? longSymbolAt(text, q) : latinUnitAt(text, q);
  if (unit === null) return timeUnitAfterItsRun(text, p, mult) ?? unitAfterMore(text, p, mult);
  return { end: unit.end, mult, unit: unit.def };
}

/** A word for how a length of time runs, between a figure and its unit: "five consecutive days", "two full weeks". */
const RUN_BEFORE_UNIT = /\s+(?:consecutive|successive|straight|full|whole|clear|calendar|continuous)\s+/iy;

/** The unit of time after such a word is the figure's: "no more than five consecutive days" is a length of five days. */
function timeUnitAfterItsRun(text: string, p: number, mult: number): Suffix | undefined {
  RUN_BEFORE_UNIT.lastIndex = p;
  if (!RUN_BEFORE_UNIT.test(text)) return undefined;
  const unit = wordUnitAt(text, RUN_BEFORE_UNIT.lastIndex);
  return unit === null || unit.def.dimension !== "time" ? undefined : { end: unit.end, mult, unit: unit.def };
}

/** A word of more or less between a figure and its unit: "six more days", "two fewer hours". */
const MORE_BEFORE_UNIT = /\s+(?:more|fewer|less|extra|additional|further)\s+/y;

/**
 * The unit after "more" or "fewer" is the figure's ("six more days" is six days more); the figure
 * ends before that word, which says which way it moved.
 */
function unitAfterMore(text: string, p: number, mult: number): Suffix {
  MORE_BEFORE_UNIT.lastIndex = p;
  if (!MORE_BEFORE_UNIT.test(text)) return { end: p, mult };
  // (A name is no unit: "Eight more Year 11 students".)
  const at = MORE_BEFORE_UNIT.lastIndex;
  const unit = /[a-z]/u.test(text.charAt(at)) ? wordUnitAt(text, at) : null;
  return unit === null ? { end: p, mult } : { end: p, mult, unit: unit.def };
}

function longSymbolAt(text: string, pos: number): UnitMatch | null {
  const unit = symbolUnitAt(text, pos);
  return unit !== null && unit.end - pos > 1 ? unit : null;
}

/** Words that make the 日 after a number a count of days, not a day of the month: 提前30日, 满15日, 连续3日. */
const DAYS_COUNTED_BEFORE = /(?:提前|满|超过|不足|不超过|逾期|延长|延期|推迟|连续|累计)$/u;
const DAYS_COUNTED_REACH = 3;

/** Chinese scale characters, 多/余, then a unit name or a measure word: 3.5亿元, 100多家, 八核. */
function readCjkSuffix(text: string, tok: Token, pos: number, multIn: number, before: number): Suffix {
  let q = pos;
  let mult = multIn;
  let lower = false;
  for (let pass = 0; pass < 2; pass++) {
    if (tok.kind === "digits") {
      let scale = 1;
      let k = q;
      while (k < text.length) {
        const s = CJK_MULTIPLIERS.get(text.charAt(k));
        if (s === undefined) break;
        scale *= s;
        k++;
      }
      // 3千瓦 is 3 kilowatts, not 3 thousand watts: a unit name wins over a scale character.
      if (k > q && cjkUnitAt(text, q) === null) {
        mult *= scale;
        q = k;
      }
    }
    const ch = text.charAt(q);
    // 100多, 100余, 二十几: more than the number says.
    if (pass === 0 && (ch === "多" || ch === "余" || ch === "几")) {
      lower = true;
      q++;
    } else break;
  }
  // "1.5万 元", "1.2亿 元": text spaced around numerals puts the unit one space after the scale.
  const at = mult !== multIn && isSpace(text.charCodeAt(q)) && isHan(text.charCodeAt(q + 1)) ? q + 1 : q;
  // 20世纪 names a time, and measures nothing. (The 50 of 50年代 is left a number, as the rules
  // read no decades: a decade said otherwise is then a number said otherwise.)
  if (q === pos && text.startsWith("世纪", q)) return { end: before, mult, skipTo: q + 2 };
  const unit = cjkUnitAt(text, at);
  if (unit !== null) return { end: unit.end, mult, unit: unit.def, lower };
  const classifier = classifierAt(text, at);
  if (classifier !== null) return { end: at + 1, mult, noun: classifier, lower };
  const ch = text.charAt(q);
  // 90 日内, 提前30日: days, as 日 is in a time limit; elsewhere 3日 is a day of the month.
  if (q === pos && ch === "日" && (text.charAt(q + 1) === "内" || DAYS_COUNTED_BEFORE.test(text.slice(Math.max(0, tok.start - DAYS_COUNTED_REACH), tok.start)))) return { end: q + 1, mult, unit: DAYS, lower };
  if (q === pos && (ZH_LABEL_AFTER.test(ch) || (ch === "路" && isDigit(text.charCodeAt(q - 1))))) {
    // 3号 (a name or a day), 3点 (a time of day), 13月, 215路 (a bus route): not amounts.
    return { end: before, mult, skipTo: q + 1 };
  }
  return { end: q === pos ? before : q, mult, lower };
}

/** What makes the Chinese number before it a name, a day or a time of day rather than an amount. */
const ZH_LABEL_AFTER = /^[号点月日时]$/u;

function readNoun(text: string, pos: number, several: boolean, depth = 0): string | undefined {
  const c = text.charCodeAt(pos);
  if (!isSpace(c) && !isHyphen(c)) return undefined;
  NOUN_WORD.lastIndex = pos + 1;
  const m = NOUN_WORD.exec(text);
  if (m === null) return undefined;
  const word = m[0].toLowerCase();
  if (word.length < 2 || STOPWORDS.has(word) || VERBS_AFTER.has(word) || ADVERBS_AFTER.has(word) || WHEN_AFTER.test(text.slice(m.index)) || CONTRACTED_NOT.test(text.slice(m.index + m[0].length))) return undefined;
  const next = (): string | undefined => (depth < 2 ? readNoun(text, pos + 1 + m[0].length, several, depth + 1) : undefined);
  // "three different groups", "five Hollywood trades": the counted noun comes after its modifiers.
  if (TITLE_CASE.test(m[0]) || MODIFIERS.has(word) || MEASURED_MODIFIER.test(word)) return next() ?? word;
  // Several things are counted in the plural: a singular -ing word after them is a participle or a
  // modifier, never what they count ("six playing The Vault", "12 parking spaces").
  if (several && SINGULAR_ING.test(word)) return next();
  // …nor a past participle that a time or place follows: "the previous peak of 2.41 million set in 2019".
  if (several && PARTICIPLE.test(word) && PLACED_AFTER.test(text.slice(pos + 1 + m[0].length))) return undefined;
  return word;
}

/** The "'t" of a verb's contracted "not": the "don" of "aged 16 to 18 don't" is no noun. */
const CONTRACTED_NOT = /^['’]t\b/u;

/** A past participle, regular or one of the common irregular ones that may follow a figure. */
const PARTICIPLE = /^[a-z]{2,}ed$|^(?:set|made|seen|won|held|paid|sold|built|lost|given|taken|hit|kept|spent|brought|bought|run)$/u;
/** What places a participle after a figure in a time or place: "set in 2019", "sold on Friday", "lost at sea". */
const PLACED_AFTER = /^\s+(?:in|on|at|by|during|since|over|last|this)\b/iu;

/** The things a count is of, after "of" and a determiner: "all five of his contests" counts contests ("three of the 144 riders" is read by 144). */
const OF_THEIR_THINGS = /^\s+of\s+(?:his|her|its|their|the|these|those|our|your|my)\s+(?:[a-z-]+\s+)?([a-z]{3,}s)\b/u;

/**
 * A company of people its count alone sizes: "a party of eight", "a family of four", "a table for six".
 * (?<!\w) opens this and the other patterns read before every figure where \b would: before a
 * letter the two are the same, and under the u and i flags V8 runs \b several times slower.
 */
const PARTY_OF_BEFORE = /(?<!\w)(?:party|group|family|household|team|crew|table)\s+(?:of|for)\s+$/iu;

/**
 * A capitalised word a number labels, which then counts nothing after it: "Year 1 pupils", "Grade 7
 * on the instrument", "Zone 2 tickets", "Wards 4, 6 and 9" (so "Year 1 don't need plimsolls" says the source's Year 1);
 * week, semester and page label in lower case too ("after week 4"). The word is the figure's label.
 */
const LABEL_BEFORE = /(?<![A-Za-z])(Years?|Grades?|Levels?|Stages?|Forms?|Class|Rounds?|Zones?|Lines?|Platforms?|Gates?|Routes?|Terminals?|Lanes?|Phases?|Tiers?|Sections?|Chapters?|Parts?|Rooms?|Bands?|Steps?|Blocks?|Floors?|Divisions?|Series|Seasons?|Episodes?|Acts?|Wards?|Beds?|Bays?|Courts?|Pitch(?:es)?|Units?|Buildings?|Halls?|Screens?|Studios?|Piers?|Berths?|Wings?|Holes?|[Ww]eeks?|[Ss]emesters?|[Pp]ages?|Scopes?)\s+$/u;

/** How far back a label word is read before a number. */
const LABEL_REACH = 16;

/** Whether the number at `start` of the text is a label's ("Year 1", "Zone 2"), which counts nothing. */
export function labelsNumber(text: string, start: number): boolean {
  return LABEL_BEFORE.test(lookback(text, start, LABEL_REACH));
}

/** A word in -ing, not -ings, long enough not to be "ring" or "king". */
const SINGULAR_ING = /^[a-z-]{3,}ing$/;

/** Words of a noun phrase read after a count: "HeatWave Mini ceramic space heaters". */
const PHRASE_WORDS = 5;

/** The words right after a count, singular and lower-cased, up to a stop word, a mark or PHRASE_WORDS of them. */
function phraseAfter(text: string, pos: number): string[] {
  const words: string[] = [];
  while (words.length < PHRASE_WORDS && (isSpace(text.charCodeAt(pos)) || isHyphen(text.charCodeAt(pos)))) {
    NOUN_WORD.lastIndex = pos + 1;
    const m = NOUN_WORD.exec(text);
    if (m === null) break;
    const word = m[0].toLowerCase();
    if (STOPWORDS.has(word)) break;
    words.push(singular(word));
    pos += 1 + m[0].length;
  }
  return words;
}

function leadingZero(text: string, tok: Token): boolean {
  return tok.kind === "digits" && text.charCodeAt(tok.start) === 48 && isDigit(text.charCodeAt(tok.start + 1));
}

function readSecond(text: string, pos: number, kind: Token["kind"]): Token | null {
  const c = text.charCodeAt(pos);
  if (isDigit(c)) return readDigits(text, pos);
  // 28天至五十五周岁: a Chinese range may end in numerals after digits.
  if (kind === "zh" || (kind === "digits" && /[至到]\s*$/u.test(text.slice(Math.max(0, pos - 2), pos)))) return readZh(text, pos);
  if (kind === "en") return readEnglish(text, pos);
  return null;
}

/** "and" right before a number word whose noun is left out, and the "of" right after it: "and one of money laundering". */
const AND_BEFORE = /\band\s+$/iu;
const OF_AFTER = /^\s+of\s/iu;
/** How far back the count whose noun is left out may stand. */
const ELIDED_REACH = 60;

/**
 * The noun a number word leaves out, taken from the count before it that says it, each "of"
 * something: counts of "six counts of fraud and one of money laundering".
 */
function elidedNoun(ctx: Context, start: number, end: number): string | undefined {
  const { text } = ctx;
  if (!AND_BEFORE.test(lookback(text, start, 8)) || !OF_AFTER.test(text.slice(end, end + 6))) return undefined;
  const before = ctx.out.at(-1);
  if (before === undefined || before.noun === undefined || before.dimension !== "count" || start - before.end > ELIDED_REACH) return undefined;
  const said = text.slice(before.end, start);
  return new RegExp(String.raw`^\s*${before.noun.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}\s+of\s[^.;,]*$`, "iu").test(said) ? before.noun : undefined;
}

interface Context {
  text: string;
  /** Sorted [start, end) spans that hold no quantity: dates, citation markers, times of day. */
  skip: Span[];
  out: Quantity[];
}

function excluded(ctx: Context, pos: number): boolean {
  const skip = ctx.skip;
  for (let k = 0; k < skip.length; k++) if (skip[k]!.start <= pos && pos < skip[k]!.end) return true;
  return false;
}

/**
 * Reads the whole mention around a numeral and records it; returns where the scan resumes.
 * `start` is where the mention begins (a sign before the digits), `nameHyphen` marks digits
 * joined by a hyphen to a preceding word (星尘-3), which are a name unless a unit follows.
 */
// (零上, "above zero", is a sign too, the plus one: "零下3℃到零上2℃".)
const SIGN_WORD = /(?:零[下上]|(?<![A-Za-z])minus\s+)$/i;
const PLUS_SIGN = /^(?:\+|零上)/u;
/**
 * "Minus" after a thing or a figure takes the figure away from it, and is no sign: "their average
 * minus 10 pins", "£50 minus the deposit". After a word that leads to a level ("to", "of", "was")
 * it is the sign: "fell to minus 5 degrees".
 */
const SUBTRACTED_AFTER = /(?<![A-Za-z])(?!(?:to|of|at|from|is|was|were|are|be|been|as|and|or|between|by|than|about|around|roughly|approximately|reached|reach|hit|stood|stands|fell|dropped|rose|low|high|lows|highs|below)\s)(?:[A-Za-z]{2,}|[\d%)])\s+minus\s+$/iu;

/** Where a list item may open: the start of the text, or after a sentence's or a clause's end. */
const ITEM_OPENS = /(?:^|[。；：！？\n])\s*$/u;
const NUMERAL_NEXT = /^[\d一二三四五六七八九十两]/u;

/** "三、春节…期间入住的订单", "2、…": the numeral numbers a list item, and is no figure. */
function numbersItem(text: string, tok: Token): boolean {
  return text.charAt(tok.end) === "、" && !NUMERAL_NEXT.test(text.slice(tok.end + 1, tok.end + 2)) && ITEM_OPENS.test(lookback(text, tok.start, 8));
}

function mention(ctx: Context, read: Token, signStart: number, nameHyphen: boolean): number {
  const { text } = ctx;
  if (numbersItem(text, read)) return read.end;
  const tok = withHalf(text, read);
  let start = signStart;
  let currency: string | undefined;
  if (tok.kind === "digits") {
    const m = CURRENCY_BEFORE.exec(lookback(text, start, 10));
    if (m !== null) {
      currency = CURRENCY_PREFIXES.get(m[1] ?? "");
      start -= m[0].length;
    }
  }
  const sign = signStart < tok.start && !PLUS_SIGN.test(text.slice(signStart, tok.start)) ? -1 : 1;
  const before = lookback(text, start, 24);

  const first = readSuffix(text, tok, currency);
  if (first.skipTo !== undefined) return first.skipTo;
  let unit = first.unit;
  if (unit !== undefined && currency !== undefined && unit.dimension !== "currency") unit = undefined;
  let end = first.end;
  let noun = first.noun;
  let lower = first.lower === true;
  let mult = first.mult;

  // A range: the second numeral's scale and unit apply to the first when it has none. (A Chinese
  // count may give its measure word at both ends: 一级至四级.)
  let second: { tok: Token; mult: number; unit?: UnitDef | undefined } | undefined;
  const countedAtBothEnds = noun !== undefined && HAN_WORD.test(noun);
  if (tok.maxNum === undefined && (noun === undefined || countedAtBothEnds)) {
    const conns = BETWEEN_BEFORE.test(before) ? [RANGE_CONN, AND_CONN] : FROM_BEFORE.test(before) ? [RANGE_CONN, UP_TO_CONN] : [RANGE_CONN];
    for (const conn of conns) {
      conn.lastIndex = first.end;
      if (!conn.test(text)) continue;
      // "Drops by $10 to $55" gives how far and where to, not a range ("rose by 5 to 10 percent"
      // is one); "will rise from 24.5 to 27.1 pence" gives where a move starts and ends.
      // (The verb may stand a few words back: "extends its warranty from three to five years", "Raising the night-time cut-in speed from 3 to 5 m/s".)
      if (/to/.test(text.slice(first.end, conn.lastIndex)) && (MOVED_FROM_BEFORE.test(lookback(text, start, MOVED_FROM_REACH)) || ((unit !== undefined || currency !== undefined) && BY_BEFORE.test(before)))) continue;
      let q = conn.lastIndex;
      if (currency !== undefined) {
        CURRENCY_AT.lastIndex = q;
        if (CURRENCY_AT.test(text)) q = CURRENCY_AT.lastIndex;
      }
      const tok2 = readSecond(text, q, tok.kind);
      if (tok2 === null || tok2.maxNum !== undefined || excluded(ctx, tok2.start)) continue;
      // 010-12345678 is a phone number, not a range.
      if (leadingZero(text, tok) || leadingZero(text, tok2)) continue;
      const s2 = readSuffix(text, tok2, currency);
      if (countedAtBothEnds && (s2.noun !== noun || !/[至到]/u.test(text.slice(first.end, conn.lastIndex)))) continue;
      // A range of labels is no amount at either end: 13至16号楼, 9至11点.
      if (s2.skipTo !== undefined && unit === undefined && ZH_LABEL_AFTER.test(text.charAt(s2.skipTo - 1))) return s2.skipTo;
      if (s2.skipTo !== undefined) continue;
      const unit2 = currency !== undefined && s2.unit?.dimension !== "currency" ? undefined : s2.unit;
      if (unit !== undefined && (unit2 === undefined || unit2.unit !== unit.unit)) continue;
      const u1 = unit ?? unit2;
      const m1 = mult === 1 ? s2.mult : mult;
      const lo = scaled(tok.num, tok.den, m1, u1?.factor ?? 1) * sign;
      const hi = scaled(tok2.num, tok2.den, s2.mult, unit2?.factor ?? u1?.factor ?? 1);
      BETWEEN_AFTER.lastIndex = s2.end;
      // Not "between 3,800-3,700 BC", years counted down that are read as two; "between 28 and 7 days"
      // before an event is a span counted down.
      if (!(hi > lo) && !(hi < lo && (BETWEEN_AFTER.test(text) || conn === AND_CONN))) continue;
      // "Went up by 1,770 to 21,640": a change and where it ends, far apart as no range's ends are ("by 5 to 10 percent").
      if ((BY_BEFORE.test(before) || MOVED_BEFORE.test(before)) && /to/.test(text.slice(first.end, conn.lastIndex)) && hi >= MOVE_AND_END_RATIO * lo) continue;
      second = { tok: tok2, mult: s2.mult, unit: unit2 ?? u1 };
      unit = u1;
      mult = m1;
      noun = s2.noun;
      lower = lower || s2.lower === true;
      end = s2.end;
      break;
    }
  }

  let tail: Tail | null = null;
  if (second === undefined && unit?.dimension === "time") tail = durationTail(text, end, unit);
  else if (second === undefined && unit === METRE && tok.kind === "zh") tail = tenthsOfAMetre(text, end);
  if (tail !== null) end = tail.end;

  const measured = unit !== undefined || noun !== undefined || mult !== 1;
  const plain = unit === undefined && noun === undefined && currency === undefined;
  // "One in five households": a share, which needs no unit.
  const share = plain && second === undefined && mult === 1 ? shareAfter(ctx, tok, end) : null;
  // "No more than one finger", "may not use more than one blind": a bound makes a lone "one" a count.
  // (…and so does "only" before a thing counted: "a bauble can take only one print".)
  const boundedOne =
    tok.kind === "en" &&
    tok.num === 1 &&
    (BOUND_BEFORE_ONE.test(lookback(text, tok.start, BOUND_REACH)) || NEGATED_COMPARATIVE.test(lookback(text, tok.start, WITHIN_DENIAL_REACH)) || (ONLY_BEFORE.test(lookback(text, tok.start, BOUND_REACH)) && THING_AFTER_ONE.test(text.slice(end, end + 24))));
  const elided = tok.kind === "en" && share === null && noun === undefined && unit === undefined && second === undefined ? elidedNoun(ctx, tok.start, end) : undefined;
  if (elided !== undefined) noun = elided;
  if (tok.needsUnit && share === null && !boundedOne && elided === undefined && !(unit !== undefined || (tok.kind === "zh" && measured))) return tok.end;
  if (tok.needsUnit && tok.kind === "zh" && closesAWord(text, tok)) return tok.end;
  // 一 with a measure word before a figure is an article ("一颗6400万像素的镜头"), and in 一次性 a word.
  if (tok.kind === "zh" && noun !== undefined && tok.end - tok.start === 1 && tok.num === 1 && ARTICLE_AFTER.test(text.charAt(end))) return end;
  if (noun === undefined && unit === undefined && FRACTION_AFTER.test(text.slice(end, end + 10))) return end;
  if (tok.kind === "zh") {
    // 三四 alone is an idiom as often as a number; 三四十 and 两三千 are numbers.
    if (tok.maxNum !== undefined && tok.end - tok.start === 2 && !measured) return tok.end;
    const lone = second === undefined && tok.end - tok.start === 1 && !measured;
    if (lone && isHan(text.charCodeAt(tok.end)) && !inZhRatio(text, tok)) return tok.end;
  }
  if (nameHyphen && unit === undefined) return identEnd(text, tok.end);
  if (share !== null) {
    pushShare(ctx, start, share.end, share.value, tok.kind !== "digits");
    return share.end;
  }
  // A unit past the words of a bound is the figure's: "ten or more years" is ten years at least.
  const bounding = unit === undefined && noun === undefined && tok.kind !== "zh" ? boundWordsAt(text, end) : 0;
  if (bounding > 0) unit = latinUnitAt(text, end + bounding + 1)?.def;
  const borrowed = unit === undefined && noun === undefined && tok.kind === "digits" && second === undefined ? unitAfterHungHyphen(text, end) : null;
  if (borrowed !== null) unit = borrowed.def;
  const label = unit === undefined && noun === undefined && tok.kind !== "zh" ? LABEL_BEFORE.exec(before) : null;
  const listedLabel = label === null && unit === undefined && noun === undefined && tok.kind === "digits" ? labelListedBefore(ctx, start) : undefined;
  if (unit === undefined && noun === undefined && tok.kind !== "zh" && label === null && listedLabel === undefined)
    noun = readNoun(text, end + bounding, tok.num * mult !== tok.den) ?? OF_THEIR_THINGS.exec(text.slice(end))?.[1] ?? (PARTY_OF_BEFORE.test(before) ? "people" : undefined);
  // "Lent tools 6,412 times in 2025" counts occasions; "four times as much", "three times the cost" are multiples.
  if (noun === "times" && (tok.num * mult) / tok.den >= OCCASIONS_FROM && !MULTIPLE_AFTER_TIMES.test(text.slice(end))) noun = OCCASIONS;
  const per = unit === undefined && currency === undefined ? perTimeAt(text, end, before) : null;
  if (per !== null) end = per.end;
  record(ctx, { start, end, tok, sign, mult, unit, currency, second, noun, lower, tail, per: per?.def, label: label === null ? listedLabel : nounKey(label[1]!.toLowerCase())!, unitEnd: borrowed?.end });
  return end;
}

/** What joins the items of a list of labels: "Wards 4, 6, 9 and 12". */
const LABEL_LIST_JOINT = /^(?:\s*,\s*|\s+(?:and|or|&)\s+|\s*,\s*(?:and|or)\s+)$/u;

/** The label of the figure right before, where the number at `start` goes on its list: the 6 of "Wards 4, 6 and 9" is a ward's too. */
function labelListedBefore(ctx: Context, start: number): string | undefined {
  const last = ctx.out.at(-1);
  return last?.label !== undefined && LABEL_LIST_JOINT.test(ctx.text.slice(last.end, start)) ? last.label : undefined;
}

/** What a count of times counts where it is no multiple. */
const OCCASIONS = "occasions";
/** Below this, "N times" is read as a multiple ("three times", "twice"), as a multiple is likelier. */
const OCCASIONS_FROM = 20;
/** What makes "times" a multiple after it: a comparison ("as", "more", "the cost of", "higher"). */
const MULTIPLE_AFTER_TIMES = /^\s+times\s+(?:as|more|less|fewer|the|that|over|than|[a-z]+er\b)/iu;

/** The words of a bound between a count and what it counts: the "or more" of "three or more pianos". */
const BOUND_WORDS_BEFORE_NOUN = /[ \u00A0]+(?:or more|or fewer|or less|or over|or under)(?=[ \u00A0]+[A-Za-z])/y;

/** How long those words are at `at`, or 0. */
function boundWordsAt(text: string, at: number): number {
  BOUND_WORDS_BEFORE_NOUN.lastIndex = at;
  return BOUND_WORDS_BEFORE_NOUN.test(text) ? BOUND_WORDS_BEFORE_NOUN.lastIndex - at : 0;
}

/** A figure's hyphen hung before the next figures of a list up to the last one's hyphen: "16- and 17-year-olds", "1-, 3- or 5-minute". */
const HUNG_HYPHEN = /[-–](?:,[ \u00A0]+\d+(?:\.\d+)?[-–])*,?[ \u00A0]+(?:and|or)[ \u00A0]+\d+(?:\.\d+)?[-–]/y;

/** The unit a figure whose hyphen hangs shares with the next figure, which names it. */
function unitAfterHungHyphen(text: string, at: number): UnitMatch | null {
  HUNG_HYPHEN.lastIndex = at;
  return HUNG_HYPHEN.test(text) ? latinUnitAt(text, HUNG_HYPHEN.lastIndex) : null;
}

const SHARE_CONN = /[ \u00A0]+(?:in|out[ \u00A0]+of)[ \u00A0]+/y;

/** "1 in 10", "three out of four": a share of a whole, in percent. */
function shareAfter(ctx: Context, tok: Token, pos: number): { end: number; value: number } | null {
  const { text } = ctx;
  if (tok.den !== 1 || tok.maxNum !== undefined || tok.kind === "zh") return null;
  SHARE_CONN.lastIndex = pos;
  if (!SHARE_CONN.test(text)) return null;
  const whole = readSecond(text, SHARE_CONN.lastIndex, tok.kind);
  if (whole === null || whole.den !== 1 || whole.maxNum !== undefined || excluded(ctx, whole.start)) return null;
  const suffix = readSuffix(text, whole, undefined);
  if (suffix.skipTo !== undefined || suffix.unit !== undefined) return null;
  const of = whole.num * suffix.mult;
  if (!(of > tok.num) || of < 2) return null;
  return { end: suffix.noun === undefined ? suffix.end : whole.end, value: (tok.num / of) * 100 };
}

const FRACTION_WORDS = String.raw`(?:(an?|one|two|three|four|five|six|seven|eight|nine)[ -])?(hal(?:f|ves)|third|quarter|fifth|sixth|seventh|eighth|ninth|tenth)s?`;
// (…or the share of a price paid: "half price", "half-price tickets", as 半价 is.)
const WORD_FRACTION = new RegExp(String.raw`${FRACTION_WORDS}(?=[ \u00A0]+(?:of|the|off|(?:funded|owned|paid|financed|covered|completed|filled|full|empty)(?=\s+by\b|[,;.]))(?![A-Za-z])|[ \u00A0-]price(?![A-Za-z]))`, "iy");
/** …or set off after the figure it is the share of: "£9.5m, roughly a quarter, came from grants". */
const WORD_FRACTION_SET_OFF = new RegExp(String.raw`${FRACTION_WORDS}(?=\s*[,;)–—])`, "iy");
const AFTER_A_FIGURE = /\d[\d.,]*\s*(?:%|[A-Za-z]{1,3})?\s*[,(]\s*(?:roughly|about|around|nearly|almost|some|approximately|just\s+(?:over|under))?\s*$/iu;
/** …or standing for a part of what was named before: "patches, … of which about a third failed". */
const WORD_FRACTION_ALONE = new RegExp(String.raw`${FRACTION_WORDS}(?![A-Za-z-])`, "iy");
const PART_OF_NAMED_BEFORE = /\bof\s+(?:which|whom|them|these|those)\s+(?:(?:roughly|about|around|nearly|almost|some|approximately|just\s+(?:over|under))\s+)?$/iu;
const FRACTION_NUMERATORS: ReadonlyMap<string, number> = new Map([["a", 1], ["an", 1], ...[...EN_NUMBERS].filter(([, n]) => n.kind === "digit").map(([w, n]) => [w, n.v] as const)]);
const FRACTION_DENOMINATORS: ReadonlyMap<string, number> = new Map(
  ["hal", "thi", "qua", "fif", "six", "sev", "eig", "nin", "ten"].map((stem, k) => [stem, k + 2] as const),
);
// "the second half of", "the other half": a part of a period or a thing, not a share.
const NOT_A_SHARE_BEFORE = /(?<![A-Za-z])(?:the|first|second|other|latter|last|back|front|top|bottom|lower|upper|better|each)\s+$/i;

/** "Half of the patients", "two-thirds of", "a quarter of", "a third off", "two-thirds funded by": a share written in words, in percent. */
function wordFraction(ctx: Context, pos: number): number | null {
  const { text } = ctx;
  WORD_FRACTION.lastIndex = pos;
  WORD_FRACTION_SET_OFF.lastIndex = pos;
  WORD_FRACTION_ALONE.lastIndex = pos;
  const before = lookback(text, pos, 24);
  const m = WORD_FRACTION.exec(text) ?? (AFTER_A_FIGURE.test(before) ? WORD_FRACTION_SET_OFF.exec(text) : PART_OF_NAMED_BEFORE.test(before) ? WORD_FRACTION_ALONE.exec(text) : null);
  if (m === null) return null;
  const numerator = m[1] === undefined ? 1 : FRACTION_NUMERATORS.get(m[1].toLowerCase());
  const denominator = FRACTION_DENOMINATORS.get(m[2]!.slice(0, 3).toLowerCase());
  if (numerator === undefined || denominator === undefined) return null;
  if (m[1] === undefined && NOT_A_SHARE_BEFORE.test(lookback(text, pos, 12))) return null;
  const end = pos + m[0].length;
  pushShare(ctx, pos, end, (numerator / denominator) * 100, true);
  return end;
}

/** A share in percent, as precise as a fraction is read: two-thirds is 67%, one in a thousand 0.1%. */
function pushShare(ctx: Context, start: number, end: number, value: number, fromWords: boolean): void {
  const { text } = ctx;
  const q: Quantity = {
    start,
    end,
    raw: text.slice(start, end),
    value,
    unit: "%",
    dimension: "percent",
    approximate: false,
    fromWords,
    step: Math.min(1, value / 10),
  };
  const before = lookback(text, start, 24);
  hedge(q, text, before, false);
  // "A third off" is a cut, as "33% off" is.
  const change = changeOf(text, start, end, before) ?? changeListedBefore(ctx, q);
  if (change !== undefined) q.change = change;
  ctx.out.push(q);
}

const PER_TIME = /(?:[ \u00A0]+[A-Za-z][A-Za-z-]*){0,2}?[ \u00A0]+per[ \u00A0]+/y;
/** "twice daily", "two tablets weekly": the adverb of a unit of time. */
const TIME_ADVERB = /(?:[ \u00A0]+([A-Za-z][A-Za-z-]*))?[ \u00A0]+(hourly|daily|weekly|monthly|yearly|annually)(?![A-Za-z])/iy;
/** The word right after another. */
const WORD_AFTER = /^[ \u00A0]+([A-Za-z][A-Za-z-]*)/u;
const ADVERB_UNITS: Readonly<Record<string, string>> = { hourly: "hour", daily: "day", weekly: "week", monthly: "month", yearly: "year", annually: "year" };
/** "three times a day", "two tablets every day", "20 books of visitor vouchers a year": what is counted, in four words at most, then the article. Not "a year ago". */
const A_TIME = /((?:[ \u00A0]+[A-Za-z][A-Za-z-]*){1,4})?[ \u00A0]+(?:a|an|each|every)[ \u00A0]+(?=[A-Za-z]+(?![A-Za-z])(?![ \u00A0]+(?:ago|earlier|later|before|after|prior)(?![A-Za-z])))/iy;
// 每天, 每日, and 一日 of a dose (一日2次, 一日服用3次): per unit of time, perhaps with a verb of one character that can be done in it (每分钟能写68个, not 每年可新增, which moves a figure).
const ZH_PER_BEFORE = /(?:每|(?<![\d一二三四五六七八九十两])一)(秒钟?|分钟|小时|个小时|天|日|周|个月|年)(?:服用|服|用|(?:能够?|可以?)\p{Script=Han})?\s*$/u;

/** The words between a count and "a year": what is counted ("books of visitor vouchers"), no verb or preposition phrase. */
function namesWhatIsCounted(words: string): boolean {
  // (A comparative may come first: "1,100 more pallet deliveries a day", "two extra trains an hour".)
  const list = words.trim().toLowerCase().split(/\s+/).filter((word, k) => k > 0 || !COUNTED_MORE.test(word));
  return list.length > 0 && list[0] !== "of" && list.every((word) => word === "of" || !STOPWORDS.has(word));
}

/** A comparative between a count and what it counts. */
const COUNTED_MORE = /^(?:more|fewer|less|extra|additional|further)$/u;

/** "20 requests per second", "1,200 per minute", "three times a day", "每分钟 1200 次": a count per unit of time. */
function perTimeAt(text: string, pos: number, before: string): UnitMatch | null {
  PER_TIME.lastIndex = pos;
  if (PER_TIME.test(text)) {
    const unit = latinUnitAt(text, PER_TIME.lastIndex);
    if (unit !== null && unit.def.dimension === "time") return unit;
  }
  A_TIME.lastIndex = pos;
  const counted = A_TIME.exec(text);
  if (counted && (counted[1] === undefined || namesWhatIsCounted(counted[1]))) {
    const unit = latinUnitAt(text, A_TIME.lastIndex);
    if (unit !== null && unit.def.dimension === "time") return unit;
  }
  TIME_ADVERB.lastIndex = pos;
  const adverb = TIME_ADVERB.exec(text);
  // …but not its adjective before a noun: "eight weekly two-hour workshops" are eight workshops.
  const nounAfter = adverb ? WORD_AFTER.exec(text.slice(TIME_ADVERB.lastIndex)) : null;
  if (adverb && (adverb[1] === undefined || !STOPWORDS.has(adverb[1].toLowerCase())) && (nounAfter === null || STOPWORDS.has(nounAfter[1]!.toLowerCase()))) {
    const unit = latinUnitAt(ADVERB_UNITS[adverb[2]!.toLowerCase()]!, 0);
    if (unit !== null) return { def: unit.def, end: TIME_ADVERB.lastIndex };
  }
  const zh = ZH_PER_BEFORE.exec(before)?.[1];
  // 日 is a day only here: alone it is a date's day of the month.
  const unit = zh === undefined ? undefined : CJK_UNITS.get(zh === "日" ? "天" : zh);
  return unit === undefined ? null : { def: unit, end: pos };
}

/** What "each" is per, where no word after it names the thing: any one thing priced. */
const EACH = "each";
// "A year earlier" and "a week on" are times back or ahead, which only "a" may say ("£7 per adult on
// the walk-in price" is per adult); the word is read whole, or "adult on" would leave "adul". A measure
// that describes the thing is passed over: "per 1,100-litre communal bin".
const PER_AFTER =
  /[ \u00A0]*(?:\/[ \u00A0]*|(?:per|each|every|for[ \u00A0]+(?:each|every))[ \u00A0]+|an?[ \u00A0]+(?![^ \u00A0]+[ \u00A0]+(?:ago|earlier|later|before|after|on)(?![A-Za-z])))(?:(?:additional|extra|further|subsequent)[ \u00A0]+)?(?:\d[\d.,]*-[A-Za-z]+[ \u00A0]+)?([A-Za-z]+)(?![A-Za-z])/iy;
const ZH_PER_AFTER = /[ \u00A0]*[/每]\s*(\p{Script=Han})/duy;
/** A rate per a measure of something other than time, after it: "£3.50 per 10 cm", "£20 for every 100 kg". */
const PER_MEASURE_AFTER = /[ \u00A0]*(?:per|each|every|for[ \u00A0]+(?:each|every))[ \u00A0]+(\d[\d.,]*)[ \u00A0]*(?=[A-Za-z])/iy;
/** A rate paid for each whole period, none for a part of one: "£25 for each full 12 hours of delay". */
const WHOLE_PERIOD_AFTER = /[ \u00A0]*(?:for[ \u00A0]+)?(?:each|every|per)[ \u00A0]+(?:full|complete|whole)[ \u00A0]+(\d+)[ \u00A0]*/iy;
/** Each one more, before an amount charged for it: 每增加一块印版加收220元 is per 块, 每多1人加收50元 per 人, 每增加1000张 per 1000张. */
const ZH_EACH_MORE_BEFORE = /每(?:增加|多|超出|超过)\s*(?:一|1(?!\d))?\s*(\d*\s*\p{Script=Han})[^\d，。,；;每]{0,8}$/du;
/** The last 每 before an amount: 每生每年5500元 is per year (and per student). */
const ZH_PER_THING_BEFORE = /每\s*([\d一二两三四五六七八九十]*\s*\p{Script=Han})[^\d，。,；;每]{0,8}$/du;

/** A Chinese period's word right before an amount, with a cap or total between: 年度最高, 月度累计. */
const ZH_PERIOD_OF_BEFORE = /(?<![\d年])(年度|季度|月度)(?:最高|最多|累计|合计|总)?\s*$/u;
/** A period's word right after an amount, as its adverb or the adjective of what it is: "£10 weekly", "a £65 monthly cap". */
const PERIOD_WORD_AFTER = /[ \u00A0]+(hourly|daily|weekly|monthly|yearly|annual|annually)(?![A-Za-z])/iy;
/** A period's adjective on the thing an amount is of, right before it: "a weekly cap of", "an annual fee of up to". */
const PERIOD_OF_BEFORE = /(?<!\w)(hourly|daily|weekly|monthly|yearly|annual)\s+(?:[a-z-]+\s+){1,2}of\s+(?:(?:up\s+to|about|around|roughly)\s+)?$/iu;

/**
 * "£5 per month", "$60 a year", "€0.87 per share", "$150 a night", "5元/月", 每股0.15元: what an
 * amount is for. "$2.25 billion a year earlier" is a year back, not a year's worth.
 */
function perOfAmount(text: string, end: number, before: string): Quantity["per"] {
  WHOLE_PERIOD_AFTER.lastIndex = end;
  const whole = WHOLE_PERIOD_AFTER.exec(text);
  const wholeUnit = whole === null ? null : latinUnitAt(text, end + whole[0].length);
  if (wholeUnit !== null && wholeUnit.def.dimension === "time") return { seconds: Number(whole![1]) * wholeUnit.def.factor, whole: true };
  // (A number of a unit of time, "£10 per 15 minutes", is left to the rules, which read such periods.)
  PER_MEASURE_AFTER.lastIndex = end;
  const measured = PER_MEASURE_AFTER.exec(text);
  if (measured !== null) {
    const measure = latinUnitAt(text, end + measured[0].length);
    if (measure !== null && measure.def.dimension !== "time") return { thing: text.slice(end + measured[0].lastIndexOf(measured[1]!), measure.end).toLowerCase() };
  }
  PER_AFTER.lastIndex = end;
  const en = PER_AFTER.exec(text);
  // "8p each in black and white" is 8p an item of whatever the sentence prices ("a page"): "in" is
  // no thing it is per.
  if (en && STOPWORDS.has(en[1]!.toLowerCase())) return /^\s*each\s/iu.test(en[0]) ? { thing: EACH } : undefined;
  if (en) {
    const unit = latinUnitAt(text, end + en[0].length - en[1]!.length);
    if (unit !== null && unit.def.dimension === "time") return { seconds: unit.def.factor };
    // A unit of time after the thing is what the amount is per: "£2.00 per booking hour", "£4 per user month".
    const next = WORD_AFTER.exec(text.slice(end + en[0].length));
    const then = next === null ? null : latinUnitAt(text, end + en[0].length + next[0].length - next[1]!.length);
    if (then !== null && then.def.dimension === "time") return { seconds: then.def.factor };
    // "£310 per cubic metre" is per the unit of volume, not per "cubic".
    const word = singular(en[1]!.toLowerCase());
    const thing = /^(?:square|cubic)$/u.test(word) && next !== null ? `${word} ${singular(next[1]!.toLowerCase())}` : word;
    // A quarter is no unit ("a quarter of the votes"), but what an amount is per, it is three months.
    return thing === "quarter" ? { seconds: YEAR_SECONDS / 4 } : { thing };
  }
  // "The £65 monthly cap", "costs £10 weekly": the period's word right after the amount.
  PERIOD_WORD_AFTER.lastIndex = end;
  const periodAfter = PERIOD_WORD_AFTER.exec(text);
  if (periodAfter) return { seconds: PERIOD_SECONDS.get(periodAfter[1]!.toLowerCase())! };
  // "A weekly cap of £600": the period's adjective before the thing the amount is of.
  const adjective = PERIOD_OF_BEFORE.exec(before);
  if (adjective) return { seconds: PERIOD_SECONDS.get(adjective[1]!.toLowerCase())! };
  // …and so in Chinese: 年度最高100万元 is a cap a year (not 2025年度, a year's own figure).
  const zhAdjective = ZH_PERIOD_OF_BEFORE.exec(before);
  if (zhAdjective) return { seconds: zhAdjective[1] === "年度" ? YEAR_SECONDS : zhAdjective[1] === "季度" ? YEAR_SECONDS / 4 : YEAR_SECONDS / 12 };
  ZH_PER_AFTER.lastIndex = end;
  const after = ZH_PER_AFTER.exec(text);
  const period = after === null ? zhPeriodBefore(before) : undefined;
  if (period !== undefined) return { seconds: period };
  const zh = after ?? ZH_EACH_MORE_BEFORE.exec(before) ?? ZH_PER_THING_BEFORE.exec(before) ?? ZH_ONE_UNIT_BEFORE.exec(before);
  if (!zh) return undefined;
  // A unit of time's character opening another word is that word: 每周期 is per cycle, not per week.
  const opened = after === null ? zhWordOpenedByATime(before, zh) : undefined;
  if (opened !== undefined) return { thing: opened };
  const unit = CJK_UNITS.get(zh[1]!) ?? ZH_PER_TIME.get(zh[1]!);
  if (unit !== undefined && unit.dimension === "time") return { seconds: unit.factor };
  // A unit of two characters or more, which the one character read opens: 每小时 is per hour, 每平方米 per 平方米.
  const named = zhUnitNamed(after === null ? before : text, zh);
  if (named?.def.dimension === "time") return { seconds: named.def.factor };
  return { thing: named?.name ?? zh[1]! };
}

/** 时速 before a distance makes it a distance an hour: "巡航时速可达200公里". */
const ZH_SPEED_BEFORE = /时速[^\d，。,；;]{0,6}$/u;
const SECONDS_AN_HOUR = 3_600;

/** The whole unit a 每 names where its first character opens one: 平方米 of 每平方米 (not 平), 小时 of 每小时. */
function zhUnitNamed(text: string, per: RegExpExecArray): { def: UnitDef; name: string } | undefined {
  const at = per.indices?.[1]?.[0];
  // A number of the unit is named with it (每10公里 is per 10公里), but a number of a unit of time is a period, read before.
  const counted = ZH_COUNT_OPENING.exec(per[1]!)![0].length;
  if (at === undefined || per[1]!.length - counted !== 1) return undefined;
  const unit = cjkUnitAt(text, at + counted);
  return unit === null || (counted > 0 && unit.def.dimension === "time") ? undefined : { def: unit.def, name: text.slice(at, unit.end) };
}
const ZH_COUNT_OPENING = /^[\d一二两三四五六七八九十]*\s*/u;

/** 每30分钟, 每半小时, 每两周: a length of time an amount after it is per (not 每周期, per cycle). */
const ZH_PERIOD_BEFORE = /每\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十]+|半)?\s*个?\s*(秒钟?|分钟|小时|天|日|周|星期|个月|月|年)(?!期)[^\d，。,；;每]{0,8}$/u;
const ZH_TIME_UNIT_NAMES: Readonly<Record<string, string>> = { 秒钟: "秒", 日: "天", 星期: "周", 月: "个月" };

/** Words a Chinese unit of time's character opens that are no time: 周期 (a cycle), 周末, 年龄, 年级, 日期. */
const ZH_TIME_CHAR_WORD = /^(?:周[期末]|年[龄级]|日期)/u;

function zhWordOpenedByATime(text: string, per: RegExpExecArray): string | undefined {
  const at = per.indices?.[1]?.[0];
  if (at === undefined || per[1]!.length !== 1) return undefined;
  return ZH_TIME_CHAR_WORD.exec(text.slice(at))?.[0];
}

/** The seconds of a Chinese unit of time as 每 takes it (天 and 日, 月 and 个月 alike), if it is one. */
export function zhSecondsOf(name: string): number | undefined {
  const unit = CJK_UNITS.get(ZH_TIME_UNIT_NAMES[name] ?? name);
  return unit?.dimension === "time" ? unit.factor : undefined;
}

/** The seconds of the period "每30分钟收2元" puts before its amount, if it gives one with a number (每天 is left to the per words of time). */
function zhPeriodBefore(before: string): number | undefined {
  const m = ZH_PERIOD_BEFORE.exec(before);
  if (m === null || m[1] === undefined) return undefined;
  const count = m[1] === "半" ? 0.5 : parseInteger(m[1]);
  const seconds = zhSecondsOf(m[2]!);
  return count === null || seconds === undefined ? undefined : count * seconds;
}

/** "一天最多收80元", "一晚1,280元": one of a unit of time before an amount is what the amount is per. */
// (Not 上一年 or 前一天, the one before: "从上一年的21%降到12%".)
const ZH_ONE_UNIT_BEFORE = /(?<![\d一二两三四五六七八九十百千万上下前后同])一\s*(天|日|晚|夜|周|年|小时)[^\d，。,；;]{0,6}$/u;
/** Words of time that 每 and 一 take per, which are no units of their own: 每日, 每晚, 一夜. */
const ZH_PER_TIME: ReadonlyMap<string, UnitDef> = new Map([
  ["日", DAYS],
  ["晚", DAYS],
  ["夜", DAYS],
]);

/** A noun's singular key: "colonies" -> "colony". */
export function singular(word: string): string {
  return nounKey(word) ?? word;
}

/** A half or quarters after a whole number: "and a half", "and a quarter", "and three quarters". */
const AND_A_PART = /[ \u00A0-]and[ \u00A0-](?:(?:a|one)[ \u00A0-](half|quarter)|three[ \u00A0-]quarters)(?![A-Za-z])/y;
// 半 that starts a word of its own after a unit: 三年半导体, 两天半岛.
const HALF_STARTS_WORD = "导岛径场";

/** The part of a whole "and a half" or "and a quarter" adds at `pos`: where it ends, and the part as parts of `den`. */
function andAPart(text: string, pos: number): { end: number; parts: number; den: number } | null {
  AND_A_PART.lastIndex = pos;
  const m = AND_A_PART.exec(text);
  if (m === null) return null;
  return { end: AND_A_PART.lastIndex, ...(m[1] === "half" ? { parts: 1, den: 2 } : { parts: m[1] === "quarter" ? 1 : 3, den: 4 }) };
}

/** "two and a half hours", "two and a quarter lengths", "两个半小时": the numeral with its part, written before the unit. */
function withHalf(text: string, tok: Token): Token {
  if (tok.maxNum !== undefined) return tok;
  if (tok.kind !== "zh") {
    const part = andAPart(text, tok.end);
    if (part !== null) return { ...tok, end: part.end, num: part.den * tok.num + part.parts * tok.den, den: part.den * tok.den, needsUnit: false };
  }
  if (tok.kind !== "en" && text.startsWith("个半", tok.end) && cjkUnitAt(text, tok.end + 2) !== null) return { ...tok, end: tok.end + 2, num: 2 * tok.num + tok.den, den: 2 * tok.den, needsUnit: false };
  return tok;
}

const METRE: UnitDef = CJK_UNITS.get("米")!;
/** 一米八, 一米七五: a height said as metres and the digits of their fraction. */
const METRE_DIGITS = /[一二三四五六七八九]{1,2}(?![〇零一二两三四五六七八九十百千万亿\d米厘毫分])/uy;

function tenthsOfAMetre(text: string, pos: number): Tail | null {
  METRE_DIGITS.lastIndex = pos;
  const m = METRE_DIGITS.exec(text);
  if (m === null) return null;
  const step = 10 ** -m[0].length;
  return { end: METRE_DIGITS.lastIndex, value: Number([...m[0]].map(digitOf).join("")) * step, step };
}

/** What a duration adds after its unit, in seconds, and the step of its last written part. */
interface Tail {
  end: number;
  value: number;
  step: number;
}

/**
 * The rest of a duration written in parts: "a year and a half", 三年半, 1小时30分钟, 2分15秒, and
 * 46秒40 (46.40 s, as race times are written).
 */
function durationTail(text: string, pos: number, unit: UnitDef): Tail | null {
  const fraction = andAPart(text, pos);
  if (fraction !== null) return { end: fraction.end, value: (unit.factor * fraction.parts) / fraction.den, step: unit.factor / fraction.den };
  if (!isHan(text.charCodeAt(pos - 1))) return null;
  const after = text.charAt(pos + 1);
  if (text.charAt(pos) === "半" && (after === "" || !HALF_STARTS_WORD.includes(after))) {
    return { end: pos + 1, value: unit.factor / 2, step: unit.factor / 2 };
  }
  const part = isDigit(text.charCodeAt(pos)) ? readDigits(text, pos) : startsZhNumeral(text.charAt(pos)) ? readZh(text, pos) : null;
  if (part === null || part.maxNum !== undefined) return null;
  const smaller = cjkUnitAt(text, part.end);
  // 1小时30分: 分 alone is minutes after hours.
  const minutes = smaller === null && unit.factor === 3600 && text.charAt(part.end) === "分" && text.charAt(part.end + 1) !== "之";
  const factor = minutes ? 60 : smaller?.def.dimension === "time" && smaller.def.factor < unit.factor ? smaller.def.factor : 0;
  if (factor > 0) {
    const end = smaller?.end ?? part.end + 1;
    const tail = { end, value: (part.num / part.den) * factor, step: (part.stepNum / part.den) * factor };
    // 1分06秒05: the seconds may have their hundredths after them too.
    const hundredths = factor === 1 ? hundredthsAt(text, end) : null;
    return hundredths === null ? tail : { end: hundredths.end, value: tail.value + hundredths.value, step: hundredths.step };
  }
  return unit.factor === 1 && smaller === null ? hundredthsAt(text, pos) : null;
}

/**
 * 46秒40: digits right after 秒 are its hundredths, as race times are written, unless a unit or a
 * measure word makes them a figure of their own (30秒20次).
 */
function hundredthsAt(text: string, pos: number): Tail | null {
  const part = isDigit(text.charCodeAt(pos)) ? readDigits(text, pos) : null;
  if (part === null || part.kind !== "digits" || part.den !== 1 || part.end - pos > 2) return null;
  const next = text.charCodeAt(part.end);
  if (isAsciiAlnum(next) || (isHan(next) && (cjkUnitAt(text, part.end) !== null || classifierAt(text, part.end) !== null))) return null;
  const scale = 10 ** (part.end - pos);
  return { end: part.end, value: part.num / scale, step: 1 / scale };
}

interface Parts {
  start: number;
  end: number;
  tok: Token;
  sign: number;
  mult: number;
  unit: UnitDef | undefined;
  currency: string | undefined;
  second: { tok: Token; mult: number; unit?: UnitDef | undefined } | undefined;
  noun: string | undefined;
  label?: string | undefined;
  lower: boolean;
  tail?: Tail | null;
  /** The unit of time a count is per: "requests per minute". */
  per?: UnitDef | undefined;
  /** Where a unit the figure shares with the next one ends, where "old" makes it an age ("16- and 17-year-olds"). */
  unitEnd?: number | undefined;
}

/** Characters that follow a measure word without being what it counts: 3 个和 4 个, 3 名的. */
const NOT_COUNTED = "的和与及或在是为了等到至以中内外里";

/** The two Han characters after a measure word, the commonest length of what it counts. */
function countedAt(text: string, pos: number): string | undefined {
  if (!isHan(text.charCodeAt(pos)) || !isHan(text.charCodeAt(pos + 1)) || NOT_COUNTED.includes(text.charAt(pos))) return undefined;
  return text.slice(pos, pos + 2);
}

const EN_EARLIER = "previous(?:ly)?|earlier|before|prior|ago|formerly|originally|had been|used to|last year";
const ZH_EARLIER = "上年|去年|上一年|此前|之前|以前|原来|原先|曾";
/** Before a figure only: "14 instead of 12" replaces the 12, where "12 instead of 14" is no earlier 12. */
const REPLACED = "instead\\s+of|rather\\s+than|in\\s+place\\s+of";
/**
 * 由 and 从 as "from" a figure up to eight characters on in its clause ("由每孩每月1000元"), not
 * inside another word (路由器, 理由, 由于; 服从, 从事, 从不), nor 由 of who does a thing, which goes on to
 * where or when ("由领养人在其满6月龄后").
 */
const ZH_FROM = "(?:(?<![路理自缘经])由(?![于此])|(?<![服听遵顺随跟自])从(?![事而业来不未没]))[^，。；,;：:在于]{0,8}$";
const EARLIER = new RegExp(`(?<![A-Za-z])(?:${EN_EARLIER}|${REPLACED}|from)(?![A-Za-z])|${ZH_EARLIER}|而不是|而非|${ZH_FROM}`, "i");
const EARLIER_AFTER_WIDTH = 24;
/** Where the words after a figure that may say it is earlier stop: its clause's end ("30天以内取消的，…；30天以前…" gives no earlier 30天以内). */
const CLAUSE_END_AFTER = /[，。；,;]/u;

function clauseAfter(text: string, end: number): string {
  const window = text.slice(end, end + EARLIER_AFTER_WIDTH);
  const stop = window.search(CLAUSE_END_AFTER);
  return stop < 0 ? window : window.slice(0, stop);
}
/** The same words after a figure, but for "from" (由, 从), which opens the next figure's move ("450元，…由个人承担" is no earlier 450元). */
const EARLIER_AFTER = new RegExp(`(?<![A-Za-z])(?:${EN_EARLIER})(?![A-Za-z])|${ZH_EARLIER}`, "i");
/** "165元，比去年涨了一成", "up 6% on last year": the earlier time a figure is compared with, which it is not of. */
const COMPARED_WITH_EARLIER = /(?:比|较|(?<![A-Za-z])(?:than|on|over|compared\s+(?:with|to))\s+)(?:去年|上年|上一年|last\s+year|before|previously)/giu;
/** …but for the figure right after it, which it owns: "than last year's 71%", 比去年的71%. */
const OWNED_AFTER = /^(?:['’]s|的)\s*$/u;
/** The figure of a year another is compared with, owned by it: 比2025年的960元 (not 比2025年多120元, which moves). */
const ZH_YEAR_COMPARED_WITH = /[比较]\s*\d{4}年(?:同期|全年|度)?的\s*$/u;
/** Enough text after a figure for the longest word of a change written there ("contraction"). */
const CHANGE_AFTER_WIDTH = 24;
/** The words of a bound right before a figure, after a move's "by" or "to": "fall by up to", "drop to as little as about". */
const BOUND_WORDS_BEFORE = /(?<!\w)(?:by\s+up\s+to|(?:by|to)\s+as\s+(?:much|high|little|low)\s+as)(?:\s+(?:about|around|roughly|some|nearly|almost|approximately))?\s*$/iu;
/** How far back the words of a lead may reach: "out-produced Kelso Ridge by 16,000 tonnes". */
const LEAD_REACH = 48;

/** The change the words around a figure state; a figure after "by" may be a lead whose verb stands further back. */
function changeOf(text: string, start: number, end: number, before: string): Change | undefined {
  // …as may the noun of a move before "from": "the rise in pine marten records, from 14 sites to 22".
  // …and a move's verb before the words of a bound: "could drop to as little as about 21 miles".
  // …and the "from" of a move's end after "to", a phrase of its own between: "from £612 million at contract award in 2022 to £684 million".
  const far = BY_BEFORE.test(before) || BOUND_WORDS_BEFORE.test(before) || TO_BEFORE.test(before) || (FROM_BEFORE.test(before) && MOVE_NOUN_FROM.test(lookback(text, start, LEAD_REACH)));
  const near = text.slice(end, end + CHANGE_AFTER_WIDTH);
  const after = BY_WHICH_OPENING.test(near) ? text.slice(end, end + BY_WHICH_REACH) : near;
  return changeAround(far ? lookback(text, start, LEAD_REACH) : before, text.slice(start, end), after);
}

/** A relative clause of a move opening right after a figure, whose verb may stand a subject away: "£72 million by which the Kelderby tunnel's budget has grown". */
const BY_WHICH_OPENING = /^\s+by\s+which\s/iu;
const BY_WHICH_REACH = 80;

const TO_BEFORE = /(?<!\w)to\s+$/iu;

/** The noun of a move and what moved, then "from": "the rise in pine marten records, from". */
const MOVE_NOUN_FROM = /(?<![A-Za-z])(?:the|a|an|its|their)\s+(?:rise|increase|growth|jump|fall|drop|decline|reduction|cut)\s+in\s+[^.;:]{1,40}?\s+from\s*$/i;

/** The longer period a length of time is said of each of, right after it: " a week" of "seven days a week". */
const TIME_IN_EACH_PERIOD = /^\s+(?:a|an|per|each|every)\s+(?:day|week|fortnight|month|year)\b/iu;

/** Dimensions of a measure that may be given per unit of time, as a price may ("2 GB a month", 每十年上升0.42℃); a count per unit of time is a rate. */
const PER_TIME_MEASURES: ReadonlySet<Dimension> = new Set(["percent", "energy", "length", "mass", "data", "temperature", "area", "volume"]);

/** Builds the quantity from its parts and the hedges and bounds written around it. */
function record(ctx: Context, parts: Parts): void {
  const { text } = ctx;
  const { start, end, tok, mult, unit, currency, second, noun } = parts;
  const factor = unit?.factor ?? 1;
  const before = lookback(text, start, 24);
  const q: Quantity = {
    start,
    end,
    raw: text.slice(start, end),
    value: scaled(tok.num, tok.den, mult, factor) * parts.sign + (unit?.offset ?? 0),
    unit: currency ?? unit?.unit ?? "",
    dimension: currency !== undefined ? "currency" : (unit?.dimension ?? "count"),
    approximate: tok.maxNum !== undefined,
    fromWords: tok.kind !== "digits",
    step: parts.tail?.step ?? scaled(tok.stepNum, tok.den, mult, factor),
  };
  if (parts.tail) q.value += parts.tail.value;
  if (parts.label !== undefined) q.label = parts.label;
  if (q.dimension === "currency") {
    q.currency = q.unit;
    const per = perOfAmount(text, end, before);
    if (per !== undefined) q.per = per;
  } else if (PER_TIME_MEASURES.has(q.dimension)) {
    // A measure that moves or is spent over time: "0.42 °C per decade" is no 0.42 °C a year.
    const per = perOfAmount(text, end, before) ?? (q.dimension === "length" && ZH_SPEED_BEFORE.test(before) ? { seconds: SECONDS_AN_HOUR } : undefined);
    if (per !== undefined && "seconds" in per) q.per = per;
  } else if (q.dimension === "time" && q.step >= DAY_SECONDS && TIME_IN_EACH_PERIOD.test(text.slice(end))) {
    // Days in each longer period are how many of it: "seven days a week". (Hours a day are a length
    // each day, as a day's span of clock times is: "7 hours a day" of "from 9:00 to 17:30".)
    const per = perOfAmount(text, end, before);
    if (per !== undefined && "seconds" in per && per.seconds >= q.value) q.per = per;
  }
  AGE_AFTER.lastIndex = parts.unitEnd ?? end;
  // ("Aged 4 to 81 years" and "aged 18 months" are ages as "4 to 81 years old" is.)
  if (q.dimension === "time" && (AGE_AFTER.test(text) || AGE_BEFORE.test(before))) q.dimension = "age";
  if (tok.maxNum !== undefined) {
    q.max = scaled(tok.maxNum, tok.den, mult, factor) + (unit?.offset ?? 0);
    q.maxStep = q.step;
  } else if (second !== undefined) {
    // 出生满28天至55周岁: a span of life that ends in years of age is an age.
    if (q.dimension === "time" && second.unit?.dimension === "age") q.dimension = "age";
    const f2 = second.unit?.factor ?? factor;
    q.max = scaled(second.tok.num, second.tok.den, second.mult, f2) + ((second.unit ?? unit)?.offset ?? 0);
    q.maxStep = scaled(second.tok.stepNum, second.tok.den, second.mult, f2);
    if (q.max < q.value) [q.value, q.max, q.step, q.maxStep] = [q.max, q.value, q.maxStep, q.step];
  }
  // "At the age of 32" is a 32-year-old; "visitors over 60" are of an age.
  if (q.dimension === "count" && unit === undefined && noun === undefined && mult === 1 && (AGE_BEFORE.test(before) || PEOPLE_BOUNDED_BEFORE.test(before) || (AGE_BAND_BEFORE.test(before) && (q.max !== undefined || text.charAt(end) === "+")) || OLDER_OR_YOUNGER_AFTER.test(text.slice(end)))) Object.assign(q, inYearsOfAge(q));
  if (q.dimension === "count" && q.raw.endsWith("s") && AGE_GROUP_BEFORE.test(before)) Object.assign(q, inYearsOfAge(q));
  if (parts.per !== undefined && q.dimension === "count") {
    q.dimension = "rate";
    q.unit = "/s";
    q.value /= parts.per.factor;
    q.step /= parts.per.factor;
  }
  // "Three times a day" is how often, not a multiple: a rate's "times" names no noun.
  if (noun !== undefined && (q.dimension === "count" || (q.dimension === "rate" && nounKey(noun) !== "×"))) {
    q.noun = noun;
    // 前十名 counts places in a ranking, not people: it rivals only places ("前十名中唯一的中国选手" is no count of runners).
    const counted = noun === "名" && TOP_PLACES_BEFORE.test(before) ? PLACES : isHan(noun.charCodeAt(0)) ? countedAt(text, end) : undefined;
    if (counted !== undefined) q.counted = counted;
    else if (q.dimension === "count") q.nounPhrase = phraseAfter(text, end);
  }
  if (
    q.dimension === "count" &&
    tok.kind === "digits" &&
    tok.end - tok.start === 4 &&
    q.max === undefined &&
    q.step === 1 &&
    q.value >= 1000 &&
    q.value <= 2100 &&
    // 1820家, 1500名: a Chinese measure word counts things, which no year does.
    !(q.noun !== undefined && isHan(q.noun.charCodeAt(0)))
  ) {
    q.yearLike = true;
  }
  hedge(q, text, before, parts.lower);
  // (A count per unit of time read past a comparative moves by it: "1,100 more pallet deliveries a day".)
  const change = changeOf(text, start, end, before) ?? (parts.per !== undefined ? changeOf(text, start, tok.end, before) : undefined) ?? changeListedBefore(ctx, q);
  if (change !== undefined) q.change = change;
  // (Before the figure, the time it is compared with may own it: "than last year's 71%", 比去年的71%.)
  const notCompared = (words: string): string => words.replace(COMPARED_WITH_EARLIER, (compared, at: number) => (OWNED_AFTER.test(words.slice(at + compared.length)) ? compared : ""));
  // (A length of time an act is done as far ahead of, "30天以前取消的", is no earlier time.)
  const ahead = q.dimension === "time" && ZH_AHEAD_OF_ACTING.test(text.slice(end));
  if (EARLIER.test(notCompared(before)) || ZH_YEAR_COMPARED_WITH.test(before) || (!ahead && EARLIER_AFTER.test(clauseAfter(text, end).replace(COMPARED_WITH_EARLIER, "")))) q.earlier = true;
  // "At least 1.5 metres …, rising to 2.0 metres on Market Street": the limit moves, and stays a limit.
  // …and a limit of one thing's measures, said once: "must not exceed 1.8 metres in height or 1,000 kg in weight".
  const limit = ctx.out.at(-1);
  if (q.bound === undefined && limit?.bound !== undefined && (limit.dimension === q.dimension ? LIMIT_MOVED_TO : MEASURES_LISTED_BETWEEN).test(text.slice(limit.end, start))) {
    q.bound = limit.bound;
    if (limit.strictBound !== undefined) q.strictBound = limit.strictBound;
  }
  ctx.out.push(q);
}

/** Between two amounts of one move listed after its verb: "saves you £50 on a Novaro X12 and £44 on the X12 Mini". */
const CHANGE_LISTED_BETWEEN = /^(?:\s+(?:on|for|in|at|with|of)\s+[^.;:,£$€¥%]{1,40}?)?,?\s+(?:and|or)\s+$/iu;

/** The amount of a move listed after another of its kind takes that move, which its verb said once. */
function changeListedBefore(ctx: Context, q: Quantity): Change | undefined {
  const previous = ctx.out.at(-1);
  if (previous?.change?.figure !== "amount" || previous.change.at !== "before" || previous.dimension !== q.dimension || previous.unit !== q.unit) return undefined;
  return CHANGE_LISTED_BETWEEN.test(ctx.text.slice(previous.end, q.start)) ? previous.change : undefined;
}

/** What lists a measure of another kind after a limit's, each with what it measures: " in height or " (1.8 metres … 1,000 kg). */
const MEASURES_LISTED_BETWEEN = /^\s+in\s+[a-z]+\s*,?\s+(?:or|and)\s+$/iu;

/** What moves a limit to the figure after it: ", rising to", ", increased to", ", falling to". */
const LIMIT_MOVED_TO = /^[^.;。；]{0,80}?,\s*(?:rising|increasing|going\s+up|falling|dropping|decreasing|reduced|increased|raised|lowered)\s+to\s+$/iu;

/**
 * A bound said to be close to its figure, which puts a length of time roughly as well: "a little
 * under three months" of "within 12 weeks" is no other limit. (Of other measures the bound alone
 * reads better: "just under a quarter" is no 31%, "just under 9.5 kg" holds 9.4 kg.)
 */
const NEAR_BOUND_BEFORE = /(?<![A-Za-z])(?:just|a\s+little|slightly|a\s+(?:bit|touch)|fractionally|marginally)\s+(?:under|below|over|above|less\s+than|more\s+than|short\s+of)\s+$/iu;

/**
 * What a Chinese share is of, between its bound and it: the 原租金的 of "不超过原租金的5%", 合同金额的 of "不低于合同金额的30%"
 * (not the 最低 of 最低工资标准的70%, a share of the minimum wage).
 */
const ZH_BASE_OF_A_SHARE = /(?:不超过|不高于|不低于|不少于|不到|不足|低于|高于|超过|最多|最高|至多|至少|最少|最低(?!工资|生活)|满|足)(\p{Script=Han}{1,8}?的)$/u;

/** The words before a percentage without what it is a share of, where a bound stands before that. */
function withoutBaseOfAShare(q: Quantity, before: string): string {
  if (q.unit !== "%") return before;
  const base = ZH_BASE_OF_A_SHARE.exec(before);
  return base === null ? before : before.slice(0, before.length - base[1]!.length);
}

/** 以外 after a length of time, beyond it: "服务开始前12小时以外取消" (not 除…以外, but for). */
const ZH_BEYOND_AFTER = /^\s*以外/u;
const ZH_EXCEPT_BEFORE = /除[^，。；,;]{0,12}$/u;
/** 以前 or 之前 after a length of time, before an act it is how far ahead of: "30天以前取消的" is at least 30 days ahead. */
const ZH_AHEAD_OF_ACTING = /^\s*(?:以前|之前)[^，。；,;]{0,4}?(?:取消|退订|退票|退款|退房|预约|预订|申请|办理|通知|提出|告知|改签)/u;

/**
 * "Up to" a length of time before an event, after an act of undoing, is how far ahead the act may be
 * done at the latest: "cancelled up to 24 hours before departure" is at least 24 hours ahead (though
 * "booked up to 14 days ahead" is at most 14).
 */
const UP_TO_BEFORE = /\b(?:cancel|refund|amend|chang|exchang|swap|switch|withdr[ae]w|rebook|resched)\w*\b[^.;]{0,60}(?<![A-Za-z])up\s+to\s+$/iu;
const AHEAD_OF_AFTER = /^\s+(?:before(?:hand)?|prior\s+to|ahead\s+of|in\s+advance)\b/iu;

/** How far before "up to" its act of undoing may stand: "change your collection slot for free up to 48 hours beforehand". */
const UNDOING_REACH = 96;

/** A length of time a sentence reaches past: beyond it (以外), or as far ahead as an act is done (以前, "up to 24 hours before"). */
function beyondOrAheadOf(text: string, q: Quantity, before: string): boolean {
  const after = text.slice(q.end);
  return (ZH_BEYOND_AFTER.test(after) && !ZH_EXCEPT_BEFORE.test(before)) || ZH_AHEAD_OF_ACTING.test(after) || (AHEAD_OF_AFTER.test(after) && UP_TO_BEFORE.test(lookback(text, q.start, UNDOING_REACH)));
}

/** Marks the hedges and bounds written around a quantity: "about", "左右", "more than", "以内". */
function hedge(q: Quantity, text: string, written: string, lower: boolean): void {
  if (APPROX_BEFORE.test(written) || (q.dimension === "time" && NEAR_BOUND_BEFORE.test(written))) q.approximate = true;
  // A bound's words may stand before the hedge: "more than about 1,750 kWh".
  const before = withoutBaseOfAShare(q, withoutPerBetween(q, written.replace(HEDGE_AFTER_BOUND, "")));
  POST_APPROX.lastIndex = q.end;
  if (POST_APPROX.test(text)) q.approximate = true;
  POST_LOWER.lastIndex = q.end;
  POST_UPPER.lastIndex = q.end;
  const ageGroup = q.dimension === "age" && q.raw.endsWith("s") ? AGE_GROUP_BEFORE.exec(before) : null;
  if (ageGroup) {
    q.strictBound = ageGroup[1]!.toLowerCase();
    q.bound = q.strictBound === "under" ? "upper" : "lower";
    return;
  }
  // "Do not take more than four": a negated comparative bounds the other way, and keeps its limit.
  const wide = lookback(text, q.start, NEGATION_REACH);
  const negated = NEGATED_COMPARATIVE.exec(wide) ?? ZH_NEGATED_COMPARATIVE.exec(wide);
  if (negated) {
    q.bound = negated[1] !== undefined ? "upper" : "lower";
    // (A denial of fact, 没有超过 or 未低于, still denies: "未超过2.0米/秒的上限" says what "没有超出上限" does.)
    if (!FACT_DENIED.test(negated[0])) q.negationBefore = wide.length - negated.index;
  } else if (q.dimension === "time" && OVER_OPENING.test(before) && COMMA_NEXT.test(text.slice(q.end))) {
    // A span the clause's events fall in, and no bound of it.
  } else if (lower || LOWER_BEFORE.test(before) || POST_LOWER.test(text) || (q.max === undefined && ZH_REACHED_BEFORE.test(before)) || (q.dimension === "time" && beyondOrAheadOf(text, q, before))) q.bound = "lower";
  else if (UPPER_BEFORE.test(before) || POST_UPPER.test(text) || (q.dimension === "time" && ZH_WITHIN_AFTER.test(text.slice(q.end))) || (q.max === undefined && ZH_WITHIN_REACH_AFTER.test(text.slice(q.end)))) q.bound = "upper";
  else if (ZH_LOWER_BEFORE_VERB.test(before)) q.bound = "lower";
  else if (ZH_UPPER_BEFORE_VERB.test(before)) q.bound = "upper";
  if (q.bound === undefined && !negated) {
    const outer = boundOfTheNamedValue(lookback(text, q.start, NAMED_VALUE_REACH));
    if (outer !== undefined) {
      q.bound = outer.bound;
      if (outer.strict !== undefined) q.strictBound = outer.strict;
      return;
    }
  }
  // 不超过 and 不少于 are bounds written as one word with their negation, which bounds the figure as "not more than" does.
  // (The words stripped from \`before\` end it, so a match's index is the same in what was written.)
  const negatedWord = negated || q.bound === undefined ? null : ZH_NEGATED_BOUND.exec(before);
  if (negatedWord) q.negationBefore = written.length - negatedWord.index;
  // "Over a decade" may be more than ten years ("lasted over an hour") or during them ("tracked
  // over a decade"): a bound that holds its limit. "Over 10 years" is strict.
  const period = q.dimension === "time" && INDEFINITE.test(q.raw) && OVER_BEFORE.test(before);
  if (q.bound !== undefined && !period && !negated) q.strictBound = STRICT_BEFORE.exec(before)?.[0].trim();
  // "Items not collected within 90 days": what is not done within a time is done, if at all, after it.
  // (Read far enough back to see a modal before the "not": "must not be taken within".)
  const denying = text.slice(Math.max(0, q.start - WITHIN_DENIAL_REACH), q.start);
  const deniedWithin = q.bound === "upper" ? NEGATED_WITHIN.exec(denying) : null;
  if (deniedWithin) {
    q.bound = "lower";
    q.strictBound = "more than";
    q.negationBefore = denying.length - deniedWithin.index;
  }
  // "Vehicles … longer than 7 metres cannot be carried": what its clause refuses past the bound, it
  // allows on the other side of it, limit and all (7 metres may be carried; "under 8 are not admitted" admits 8).
  // So does a refusal earlier in the clause: "shouldn't be used to fell anything with a trunk more than 30 cm across".
  // (Searched for only around a bound: most figures have none, and the search reads far on both sides.)
  // A Chinese case refused after its bound ("入住未满3个月的不享受此项减免") turns a bound written with its negation too: it allows 满3个月.
  if (q.bound !== undefined && (ZH_REFUSED_CASE_AFTER.test(text.slice(q.end, q.end + ZH_REFUSED_CASE_REACH)) || (q.negationBefore === undefined && refusedAround(text, q)))) {
    q.bound = q.bound === "lower" ? "upper" : "lower";
    q.refusedCase = true;
    if (q.strictBound === undefined) q.strictBound = REFUSED_LIMIT;
    else delete q.strictBound;
  }
}

/** Who has a time to do something in: "You have 45 days from buying … to add", "has been given a fortnight to pay", "invoiced, with 7 days to pay". */
const HAVE_BEFORE = /(?<![A-Za-z])(?:have|has|had|get|gets|got|with|(?:are|is|was|were|been|be)\s+(?:given|allowed))\s+$/iu;
const TO_ACT_AFTER = /^\s+(?:from\s|after\s|to\s+[a-z]|in\s+which\s)/iu;

/**
 * A time someone is given to do something in, which is the whole of it, not a case within a
 * longer one: "You have 45 days from buying … to add Care+" says no case of "within 60 days".
 */
export function timeGivenToAct(text: { text: string; start: number }, q: Quantity): boolean {
  return q.dimension === "time" && q.bound === undefined && HAVE_BEFORE.test(text.text.slice(0, q.start - text.start)) && TO_ACT_AFTER.test(text.text.slice(q.end - text.start));
}

/** 范围内 right after a figure, the reach it is within: "距林缘500米范围内" (not "-15℃至53℃范围内", a range's span). */
const ZH_WITHIN_REACH_AFTER = /^\s*范围[以之]?内/u;

/** 内 right after a length of time, which it is within, as "within" before one: "须在24小时内通行", 30日以内 (not 内容, 内部, 内地). */
export const ZH_WITHIN_AFTER = /^\s*(?:之|以)?内(?![容部地外科陆线])/u;

/** The opening of a bracket that gives what a thing named before it is now: "（现为", "(currently ". */
const VALUE_IN_BRACKETS_BEFORE = /[（(]\s*(?:现为|现行为?|目前为|当前为|即|为|currently|now|at\s+present)?\s*$/iu;
/** Characters read back from a bracketed value for the bound of the thing it is the value of. */
const NAMED_VALUE_REACH = 64;
/** The name of the thing a bracket gives the value of, read back to a bound's words: "本市最低工资标准", "the national minimum wage". */
const NAMED_VALUE = /(?:\p{Script=Han}{1,12}|(?:[\p{L}'-]+\s+){0,4}[\p{L}'-]+)\s*$/u;

/** A name that is itself a figure: "half", "a third", 一半, 三成. */
const A_FIGURE_NAMED = /\d|\b(?:half|third|quarter|fifth|tenth|dozen|hundreds?|thousands?|millions?|billions?|one|two|three|four|five|six|seven|eight|nine|ten|twice|double)\b|[半一二两三四五六七八九十百千万亿]|分之/iu;

/**
 * The bound of a thing named before a bracket that gives its value, which bounds that value:
 * "收入低于本市最低工资标准（现为2280元）" is an income below 2280元, "earning less than the Living
 * Wage (currently £12.60)" less than £12.60.
 */
function boundOfTheNamedValue(before: string): { bound: "lower" | "upper"; strict?: string } | undefined {
  const bracket = VALUE_IN_BRACKETS_BEFORE.exec(before);
  if (!bracket) return undefined;
  const outer = before.slice(0, bracket.index);
  const name = NAMED_VALUE.exec(outer);
  if (!name) return undefined;
  // The bound's words stand right before the name, or before part of it ("低于本市…": 低于 then 本市最低工资标准).
  for (let cut = name.index; cut < outer.length; cut++) {
    const head = outer.slice(0, cut);
    const bound = LOWER_BEFORE.test(head) ? "lower" : UPPER_BEFORE.test(head) ? "upper" : undefined;
    // "More than half (52%)" gives the figure itself, which the bound was a hedge of.
    if (bound !== undefined) return A_FIGURE_NAMED.test(outer.slice(cut)) ? undefined : { bound, strict: STRICT_BEFORE.exec(head)?.[0].trim() };
  }
  return undefined;
}

/** A refusal later in a bound's clause: "cannot be carried", "are not admitted", "won't be let in", "are excluded" (not past a ", but", which refuses another thing). */
const REFUSED_AFTER = /^(?:(?!,\s*(?:but|while|whereas)\b)[^.;:!?，。；])*?\b(?:cannot|can['’]t|can\s+not|may\s+not|must\s+not|mustn['’]t|should\s+not|shouldn['’]t|(?:is|are|was|were|will|would)(?:\s+not|n['’]t)\s+(?:be\s+)?(?:allowed|permitted|accepted|admitted|carried|eligible|covered|let\s+(?:in|on|through))|won['’]t\s+(?:be\s+)?(?:allowed|permitted|accepted|admitted|carried|eligible|covered|let\s+(?:in|on|through))|not\s+(?:allowed|permitted|admitted|accepted|eligible|covered)|(?:is|are|will\s+be)\s+(?:excluded|barred|banned|refused|ineligible|prohibited|forbidden))\b/iu;
/** Characters read after a bound for that refusal. */
const REFUSED_REACH = 48;
/** An exception later in the refusal's clause, which makes the bound a condition of it, not a limit: "over 3.5 tonnes … may not cross … without a permit". */
const EXCEPTED_AFTER = /^[^.;:!?，。；]*?\b(?:without|unless|except|other\s+than|apart\s+from)\b/iu;
/** …or earlier in the bound's clause, of a use or a thing: "must not be used … steeper than", "not suitable for … greater than", "won't take effluent with more than", "does not apply to loans under £5,000" (not past an exception: "not available except for groups of 15 or more"). */
const REFUSED_BEFORE = /(?:\b(?:not|never|cannot)|n['’]t)\s+(?:be\s+)?(?:(?:designed|intended|meant)\s+(?:for|to\s+be)\s+(?:use|used|operation|operated)|used|use|operated|operate|suitable|allowed|permitted|admitted|accepted|eligible|carried|covered|recommended|paid|given|granted|offered|available|issued|accept|admit|allow|permit|take|carry|apply\s+to)\b(?![^.;:!?,，。；]*\b(?:except|unless|other\s+than|apart\s+from|but|only)\b)[^.;:!?,，。；]*$/iu;
/** Characters read before a bound for that refusal. */
const REFUSED_BEFORE_REACH = 96;

/**
 * A Chinese case a bound opens, refused (closed by 的, perhaps with its noun, or not): "未满3个月的不享受",
 * "超过30日的不予退款", "超过160Wh的充电宝不可带上飞机",
 * "超过8课时不予退费", "不到72小时取消的话学费不退", "1.2米以下儿童谢绝入场", "16周岁以下未成年人不得使用" (a noun of up to four characters after 以下). Not a refusal of doing it alone ("未满14周岁的…不得单独燃放"),
 * which allows it with company, nor a zone a thing is banned in ("周边300米范围内禁止飞行"), which a
 * claim may place a case in ("距离林地边缘300米的农田里…也不允许").
 */
const ZH_REFUSED_CASE_AFTER = /^(?:[^，。；,;但而不]{0,8}?的(?:[，,]\s*|\p{Script=Han}{0,4}?)|(?:及?以[上下内])?(?!范围)\p{Script=Han}{0,2}|及?以[上下内](?!范围)\p{Script=Han}{3,4})(?:一律|均|则|也|都)?(?:不(?:享受|予|得|能|可|再|适用|参与|接受|办理|受理|支持|准|允许|许|退)|禁止|严禁|谢绝|拒绝|无法|概不|恕不)(?!\p{Script=Han}{0,2}(?:单独|独自|自行))/u;
/** Characters read after a bound for that case. */
const ZH_REFUSED_CASE_REACH = 16;

/** Whether the figure's clause refuses something after it (but for an exception) or before it. */
function refusedAround(text: string, q: Quantity): boolean {
  const refusalAfter = REFUSED_AFTER.exec(text.slice(q.end, q.end + REFUSED_REACH));
  return (refusalAfter !== null && !EXCEPTED_AFTER.test(text.slice(q.end + refusalAfter[0].length))) || REFUSED_BEFORE.test(lookback(text, q.start, REFUSED_BEFORE_REACH));
}
/** The strict bound's words of a limit a refusal turned round ("7 metres or longer cannot" allows under 7): no word of the text. */
const REFUSED_LIMIT = "refused";

// A score or ratio, 3:1 or 16:9: two numbers, as in 3-1. Times of day (19:30) are read before.
const RATIO = /\d{1,3}:\d{1,3}(?![\d:]|\.\d)/y;
const RATIO_BEFORE = /\d{1,3}:$/;

function ratioAt(text: string, pos: number): boolean {
  const c = text.charCodeAt(pos - 1);
  if (isDigit(c) || c === 58 || c === 46) return false;
  RATIO.lastIndex = pos;
  return RATIO.test(text);
}

/** Units that English measures in fractions written with a slash: "a 5/8-inch radius", "1 1/2 miles", "3/4 cup". */
const FRACTION_UNIT = String.raw`(?:inch(?:es)?|miles?|cups?|teaspoons?|tsp|tablespoons?|tbsp|pints?|pounds?|lbs?|ounces?|oz|gallons?|yards?|foot|feet|ft)(?![A-Za-z])`;
/** The rest of a fraction after its whole number's digits: "/8" of "5/8-inch", " 1/2" of "1 1/2 miles". */
const SLASH_FRACTION = new RegExp(String.raw`\/(\d{1,2})(?=[- \u00A0]?${FRACTION_UNIT})`, "y");
const MIXED_FRACTION = new RegExp(String.raw`[ \u00A0](\d{1,2})\/(\d{1,2})(?=[- \u00A0]?${FRACTION_UNIT})`, "y");

/**
 * A whole number of digits that opens a fraction of a unit, read as that fraction: 5/8 of "5/8-inch",
 * 1 1/2 of "1 1/2 miles". Elsewhere a slash between digits is a date, a score or a code.
 */
function fractionOfAUnit(text: string, tok: Token): Token | null {
  if (tok.den !== 1) return null;
  SLASH_FRACTION.lastIndex = tok.end;
  const simple = SLASH_FRACTION.exec(text);
  if (simple !== null) {
    const den = Number(simple[1]);
    return den < 2 ? null : { ...tok, end: tok.end + simple[0].length, den, stepNum: 1 };
  }
  MIXED_FRACTION.lastIndex = tok.end;
  const mixed = MIXED_FRACTION.exec(text);
  if (mixed === null) return null;
  const [num, den] = [Number(mixed[1]), Number(mixed[2])];
  return den < 2 || num >= den ? null : { ...tok, end: tok.end + mixed[0].length, num: tok.num * den + num, den, stepNum: 1 };
}

function scanDigits(ctx: Context, i: number): number {
  const { text } = ctx;
  const tok = readDigits(text, i);
  if (tok === null) return i + 1;
  const prev = text.charCodeAt(i - 1);
  // Part of something else: a.5, x_3, path/12, #3, 10:30, a decimal tail.
  const near = lookback(text, i, 12);
  const joined = i > 0 && JOINERS.includes(text.charAt(i - 1)) && !(prev === 58 && ratioAt(text, i - (near.length - near.search(RATIO_BEFORE))));
  if (isAsciiLetter(prev) ? !CURRENCY_BEFORE.test(near) : joined) {
    return identEnd(text, tok.end);
  }
  const next = text.charCodeAt(tok.end);
  const after = text.charCodeAt(tok.end + 1);
  const fraction = fractionOfAUnit(text, tok);
  if (fraction !== null) return mention(ctx, fraction, i, false);
  if ((next === 46 || next === 58 || next === 47) && isDigit(after) && !(next === 58 && ratioAt(text, i))) return identEnd(text, tok.end);
  if (ORDINAL_BEFORE.test(near) || (VERSION_BEFORE.test(near) && !(near.trimEnd().endsWith("版本") && PRICE_AFTER.test(text.slice(tok.end, tok.end + 4))))) return identEnd(text, tok.end);

  let signStart = i;
  const pp = text.charCodeAt(i - 2);
  const nameHyphen = isHyphen(prev) && isHan(pp);
  // "GPT-4", "ResNet-50": a name's number. "Under-5s" is an age group.
  if (isHyphen(prev) && isAsciiLetter(pp) && !(AGE_GROUP_BEFORE.test(near) && /^s(?![A-Za-z])/.test(text.slice(tok.end, tok.end + 2)))) return identEnd(text, tok.end);
  const signChar = isHyphen(prev) || prev === 0x2212 || prev === 0xff0d || prev === 43;
  if (nameHyphen || (signChar && !isAsciiAlnum(pp) && pp !== 46)) {
    signStart = i - 1;
  } else {
    // 零下10℃, "minus 5 degrees": the sign written as a word.
    const word = SIGN_WORD.exec(near);
    if (word !== null && !SUBTRACTED_AFTER.test(lookback(text, i, 40))) signStart = i - word[0].length;
  }
  return mention(ctx, tok, signStart, nameHyphen);
}

/** Words that open on 零 and are no zero: parts, spare parts, small change, odd jobs. */
const ZH_ZERO_WORD = /^零(?:件|部件|钱|工|星|碎|散)/u;

function scanZh(ctx: Context, i: number): number {
  const { text } = ctx;
  const ch = text.charAt(i);
  if ((ch === "百" || ch === "千" || ch === "万") && text.charAt(i + 1) === "分" && text.charAt(i + 2) === "之") {
    return percentOf(ctx, i, ch === "百" ? PER_CENT : ch === "千" ? PER_MILLE : PER_TEN_THOUSAND);
  }
  if (ch === "半") return halfALength(ctx, i);
  if (!startsZhNumeral(ch)) return i + 1;
  // The 零 of 一天零6个小时 or 一年零三个月 joins two parts of one length of time; it counts nothing.
  if (ch === "零" && ZH_TIME_UNIT_END.test(text.charAt(i - 1)) && (isDigit(text.charCodeAt(i + 1)) || startsZhNumeral(text.charAt(i + 1)))) return i + 1;
  // 零件, 零部件, 零钱: words on 零 that count nothing.
  if (ch === "零" && ZH_ZERO_WORD.test(text.slice(i, i + 3))) return i + 2;
  let end = i + 1;
  while (end < text.length && readableZh(text.charAt(end))) end++;
  const near = lookback(text, i, 3);
  if (NOT_COUNT_BEFORE.test(near) || (ch === "十" && near.endsWith("数"))) return end;
  // 每拖一天, 每超一小时: the one period a rate is per, no length of time.
  if (ch === "一" && EVERY_ONE_BEFORE.test(near) && ZH_ONE_PERIOD.test(text.slice(i + 1, i + 4))) return end;
  SURROUNDINGS.lastIndex = i;
  CROSS.lastIndex = i;
  if (SURROUNDINGS.test(text) || CROSS.test(text)) return i + 2;
  const tok = readZh(text, i);
  if (tok === null) return end;
  const resume = mention(ctx, tok, i, false);
  return Math.max(resume, tok.end);
}

/** A half of a length of time with no whole before it: 半个月, 半小时, 半年, 半天 (not 半日, as 一日 is left unread). */
const ZH_HALF_OF_A_LENGTH = /^个?(?:小时|钟头|分钟|年|天|月|周|星期)/u;
/** What makes such a 半 no length: a half of a year or of something counted (上半年, 下半月, 前半小时, 一半, 多半), or the period a rate is per (每半小时). */
const ZH_HALF_OF_SOMETHING_BEFORE = /[上下前后一两个多大过近每]$/u;

function halfALength(ctx: Context, i: number): number {
  const { text } = ctx;
  if (!ZH_HALF_OF_A_LENGTH.test(text.slice(i + 1, i + 4)) || ZH_HALF_OF_SOMETHING_BEFORE.test(text.charAt(i - 1))) return i + 1;
  const tok: Token = { start: i, end: i + 1, num: 1, den: 2, stepNum: 1, kind: "zh", needsUnit: true };
  return Math.max(mention(ctx, tok, i, false), tok.end);
}

/** 六比四, a ratio or score in words, as 6:4 is in digits: each numeral stands alone before or after 比. */
function inZhRatio(text: string, tok: Token): boolean {
  return (text.charAt(tok.end) === "比" && startsZhNumeral(text.charAt(tok.end + 1))) || (text.charAt(tok.start - 1) === "比" && startsZhNumeral(text.charAt(tok.start - 2)));
}

function readableZh(ch: string): boolean {
  return startsZhNumeral(ch) || CJK_MULTIPLIERS.has(ch);
}

/** 百分之四十五, 百分之45, 千分之五, 百分之百. */
function percentOf(ctx: Context, i: number, unit: UnitDef): number {
  const { text } = ctx;
  const p = i + 3;
  let tok: Token | null;
  if (text.charAt(p) === "百" && !readableZh(text.charAt(p + 1))) {
    tok = { start: p, end: p + 1, num: 100, den: 1, stepNum: 1, kind: "zh", needsUnit: false };
  } else {
    tok = isDigit(text.charCodeAt(p)) ? readDigits(text, p) : readZh(text, p);
  }
  if (tok === null) return p;
  const parts = { tok, sign: 1, mult: 1, unit, currency: undefined, second: undefined, noun: undefined, lower: false };
  record(ctx, { ...parts, start: i, end: tok.end });
  return tok.end;
}

/** A part of one unit: "half an hour", "a quarter of an hour", "three quarters of a mile", "two thirds of a cup". */
const PART_OF_A = /(?:half|(?:(a|one|three)[ \u00A0-])?(quarters?)[ \u00A0]of|(a|one|two)[ \u00A0-]thirds?[ \u00A0]of)[ \u00A0]an?(?=[ \u00A0])/iy;

/** The part PART_OF_A matched, as a fraction ("every quarter of an hour" has no article). */
function partOfA(match: RegExpExecArray): { num: number; den: number } {
  if (match[2] !== undefined) return { num: match[1]?.toLowerCase() === "three" ? 3 : 1, den: 4 };
  if (match[3] !== undefined) return { num: match[3].toLowerCase() === "two" ? 2 : 1, den: 3 };
  return { num: 1, den: 2 };
}

/** "Once a day", "twice every week", "twice daily": how often, a count that is a number only with its unit of time. */
const HOW_OFTEN = /(once|twice|thrice)(?=[ \u00A0]+(?:(?:a|an|per|each|every)[ \u00A0]|(?:hourly|daily|weekly|monthly|yearly|annually)(?![A-Za-z])))/iy;
const HOW_OFTEN_COUNT: Readonly<Record<string, number>> = { once: 1, twice: 2, thrice: 3 };

function scanWord(ctx: Context, i: number): number {
  PART_OF_A.lastIndex = i;
  const part = PART_OF_A.exec(ctx.text);
  if (part !== null) {
    // "half an hour", "a quarter of a mile": a part of the unit. Without one ("half a million",
    // "a quarter of a century's sales") the scan goes on at the article, as before the part was read.
    const { num, den } = partOfA(part);
    const partTok: Token = { start: i, end: PART_OF_A.lastIndex, num, den, stepNum: 1, kind: "en", needsUnit: true };
    const found = ctx.out.length;
    const resume = mention(ctx, partTok, i, false);
    if (ctx.out.length > found) return Math.max(resume, partTok.end);
  }
  const fraction = wordFraction(ctx, i);
  if (fraction !== null) return fraction;
  HOW_OFTEN.lastIndex = i;
  const often = HOW_OFTEN.exec(ctx.text);
  if (often && perTimeAt(ctx.text, HOW_OFTEN.lastIndex, "") !== null) {
    const tok: Token = { start: i, end: HOW_OFTEN.lastIndex, num: HOW_OFTEN_COUNT[often[1]!.toLowerCase()]!, den: 1, stepNum: 1, kind: "en", needsUnit: false };
    return Math.max(mention(ctx, tok, i, false), tok.end);
  }
  TWICE_AS.lastIndex = i;
  const multiple = TWICE_AS.exec(ctx.text);
  if (multiple) {
    const tok: Token = { start: i, end: TWICE_AS.lastIndex, num: HOW_OFTEN_COUNT[multiple[1]!.toLowerCase()]!, den: 1, stepNum: 1, kind: "en", needsUnit: false };
    record(ctx, { start: i, end: tok.end, tok, sign: 1, mult: 1, unit: undefined, currency: undefined, second: undefined, noun: "times", lower: false });
    return tok.end;
  }
  const tok = readEnglish(ctx.text, i);
  if (tok === null) return i + 1;
  if (perOfTheAmountBefore(ctx, tok)) return tok.end;
  return Math.max(mention(ctx, tok, i, false), tok.end);
}

/**
 * The number word is the thing the amount right before it is per, and counts nothing itself: the
 * "a dozen" of "6p a dozen", the "a day" of "5 m³ a day" (whose unit ends on no letter).
 */
function perOfTheAmountBefore(ctx: Context, tok: Token): boolean {
  const amount = ctx.out.at(-1);
  if (amount?.per === undefined || ctx.text.slice(amount.end, tok.start).trim() !== "") return false;
  if ("seconds" in amount.per) {
    if (!A_OR_ONE.test(ctx.text.slice(tok.start, tok.end))) return false;
    SPACES.lastIndex = tok.end;
    SPACES.exec(ctx.text);
    const unit = latinUnitAt(ctx.text, SPACES.lastIndex);
    return unit !== null && unit.def.dimension === "time" && unit.def.factor === amount.per.seconds;
  }
  return ctx.text.slice(tok.start, tok.end).toLowerCase().split(/\s+/u).at(-1) === amount.per.thing.toLowerCase();
}

/** The one of a period an amount is per: "a", "an", "one". */
const A_OR_ONE = /^(?:an?|one)$/iu;
/** The white space after a word, read in place (sticky), not by copying the text after it. */
const SPACES = /\s*/uy;

/** "Twice as common as", "thrice as long": a multiple said in one word. */
const TWICE_AS = /(twice|thrice)(?=[ \u00A0]+as[ \u00A0]+[A-Za-z-]+[ \u00A0]+as(?![A-Za-z]))/iy;

function exclusions(text: string, dates: Span[], fixed: readonly Quantity[]): Span[] {
  const spans = dates.slice();
  if (MAY_CITE.test(text)) {
    CITATION.lastIndex = 0;
    for (let m = CITATION.exec(text); m !== null; m = CITATION.exec(text)) {
      spans.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  for (let k = 0; k < fixed.length; k++) spans.push({ start: fixed[k]!.start, end: fixed[k]!.end });
  return spans.length > 1 ? spans.sort((a, b) => a.start - b.start) : spans;
}

export function extractQuantities(text: string): Quantity[] {
  const dates = dateSpans(text);
  // A time or rank inside a date ("2025-03-04 19:30" is read whole by the date rules) is no quantity.
  const fixed = fixedForms(text).filter((q) => !dates.some((s) => s.start < q.end && q.start < s.end));
  // A share in words is hedged and bounded as a figure is ("约占四分之一", "略高于五分之一", "more than a third"),
  // and so is a length of time: "up to a fortnight", "has been given a fortnight to pay".
  for (const q of fixed) if (q.unit === "%" || (q.dimension === "time" && !/^(?:every|each)\b/iu.test(q.raw))) hedge(q, text, lookback(text, q.start, 24), false);
  const skip = exclusions(text, dates, fixed);
  const ctx: Context = { text, skip, out: [] };
  let k = 0;
  let i = 0;
  for (;;) {
    CANDIDATE.lastIndex = i;
    const m = CANDIDATE.exec(text);
    if (m === null) break;
    const at = m.index;
    // Bounds tested, not read past: a read past the end deoptimised this loop once compiled.
    while (k < skip.length && skip[k]!.end <= at) k++;
    if (k < skip.length && skip[k]!.start <= at) {
      i = skip[k]!.end;
      continue;
    }
    const c = text.charCodeAt(at);
    if (isDigit(c)) i = scanDigits(ctx, at);
    else if (isAsciiLetter(c)) i = scanWord(ctx, at);
    else i = scanZh(ctx, at);
  }
  const out = withPerListed(text, withNounShared(text, withUnitCarried(text, joinMeasures(text, ctx.out))));
  return fixed.length === 0 ? out : joinShareRanges(text, [...out, ...fixed].sort((a, b) => a.start - b.start));
}

/**
 * What stands between two prices of a Chinese list: the 、 and the next item's name, "迷你包28元、小包38元"
 * (not a bound of its own, "、初中不超过500元", whose per the bound's reading gives).
 */
const ZH_LIST_ITEM_GAP = /^、(?!\p{Script=Han}*(?:超过|低于|高于|不足|以上|以下|最高|最低|至少|至多))\p{Script=Han}{1,8}$/u;

/**
 * Prices listed after one that says what it is per share it: "每小时价格为：迷你包28元、小包38元"
 * prices the 小包 an hour too. (The per words stand before the first price only.)
 */
function withPerListed(text: string, quantities: Quantity[]): Quantity[] {
  for (let i = 1; i < quantities.length; i++) {
    const [previous, q] = [quantities[i - 1]!, quantities[i]!];
    if (q.per === undefined && previous.per !== undefined && q.dimension === "currency" && q.unit === previous.unit && ZH_LIST_ITEM_GAP.test(text.slice(previous.end, q.start))) quantities[i] = { ...q, per: previous.per };
  }
  return quantities;
}

/** What joins the two ends of a range of shares: "一半到七成", "三至四成" is read whole by the numeral scan. */
const SHARE_RANGE_JOINT = /^\s*[到至~～–—-]\s*$/u;

/**
 * Two shares that bound one range, one of them written in words, as "50%至70%" is read: "保持在一半到七成之间".
 */
function joinShareRanges(text: string, quantities: Quantity[]): Quantity[] {
  const out: Quantity[] = [];
  for (const q of quantities) {
    const last = out.at(-1);
    if (last !== undefined && isShare(last) && isShare(q) && q.value > last.value && (last.fromWords || q.fromWords) && SHARE_RANGE_JOINT.test(text.slice(last.end, q.start))) {
      out[out.length - 1] = { ...last, end: q.end, raw: text.slice(last.start, q.end), max: q.value, fromWords: last.fromWords && q.fromWords, step: Math.min(last.step, q.step) };
    } else out.push(q);
  }
  return out;
}

function isShare(q: Quantity): boolean {
  return q.unit === "%" && q.max === undefined && q.change === undefined && q.bound === undefined;
}

/** What stands between a figure with a unit and a bare number that shares it: "from two years to three". */
const CARRY_GAP = /^\s*(?:to|and|or|(?:instead\s+of|rather\s+than)(?:\s+every)?)\s+$/iu;
/** What makes a bare number some of what was named before it: "seven of those", "four of them"; "the remaining four", "the other three". */
const SOME_OF_THOSE_AFTER = /^\s+of\s+(?:those|them|these)\b/iu;
const THE_REST_BEFORE = /\b(?:the\s+(?:remaining|other))\s+$/iu;
/** A sentence's end between two figures, past which nothing is carried. */
const SENTENCE_BREAK = /[.!?。！？]\s/u;
/** The number a figure is written with, before its unit: "two" of "two years", "2.5" of "2.5 kg". */
const LEADING_NUMBER = /^(?:[\d.,]+|[A-Za-z]+(?:-[A-Za-z]+)?)(?=\s*\S)/u;

/**
 * A bare number after a figure with a unit, joined by "to" or "and" in one phrase, counts in that
 * unit: "extends the warranty from two years to three" is three years, not a count of three; so
 * does one it stands in place of ("every two weeks instead of every three").
 */
function withUnitCarried(text: string, quantities: Quantity[]): Quantity[] {
  for (let i = 1; i < quantities.length; i++) {
    const a = quantities[i - 1]!;
    const b = quantities[i]!;
    if (a.unit === "" || a.dimension === "count" || a.max !== undefined || !isBareNumber(b)) continue;
    if (!CARRY_GAP.test(text.slice(a.end, b.start))) continue;
    // "aged 5 and 8": a bare age read from the word before it carries to the next bare number, whatever follows.
    if (a.dimension === "age" && BARE_AGE.test(a.raw)) {
      quantities[i] = { ...b, dimension: "age", unit: a.unit, value: b.value * YEAR_SECONDS, step: a.step };
      continue;
    }
    if (/^\s*\p{L}/u.test(text.slice(b.end, b.end + 2))) continue;
    quantities[i] = inUnitOf(b, a) ?? b;
  }
  // A bare number that counts some of a length of time named before it counts in its unit: "hire was
  // stopped on 11 days; seven of those were in April, so the remaining four fell in September".
  // (…and "the remaining four" after "seven of those" takes the unit "seven" was read in.)
  let unitWritten: Quantity | undefined;
  const carried = new Set<Quantity>();
  for (let i = 1; i < quantities.length; i++) {
    const b = quantities[i]!;
    if (!carried.has(quantities[i - 1]!)) unitWritten = quantities[i - 1];
    // (A count of several read with a singular word after it read no noun: the "fell" of "the remaining four fell".)
    const bare = b.unit === "" && b.dimension === "count" && (b.noun === undefined || (b.value > 1 && !b.noun.endsWith("s")));
    if (!bare || !(SOME_OF_THOSE_AFTER.test(text.slice(b.end)) || THE_REST_BEFORE.test(text.slice(0, b.start)))) continue;
    const a = quantities[i - 1]!;
    if (a.dimension !== "time" || a.max !== undefined || unitWritten?.dimension !== "time" || SENTENCE_BREAK.test(text.slice(a.end, b.start))) continue;
    const { noun: _noun, nounPhrase: _phrase, counted: _counted, ...unnamed } = b;
    const read = inUnitOf(unnamed, unitWritten);
    if (read === undefined) continue;
    quantities[i] = read;
    carried.add(read);
  }
  // Sizes carry the unit back: "98 × 56 cm" is 98 cm by 56 cm, "455×150×420毫米" three lengths;
  // so does the end of a move to its start: "extends its warranty from three to five years".
  // (The first side of three takes the unit as the last writes it: "30 × 20 × 10 cm".)
  let writtenWithUnit: Quantity | undefined;
  for (let i = quantities.length - 2; i >= 0; i--) {
    const a = quantities[i]!;
    const b = quantities[i + 1]!;
    if (writtenWithUnit?.start !== b.start) writtenWithUnit = b;
    if (b.max !== undefined || !isBareNumber(a)) continue;
    const gap = text.slice(a.end, b.start);
    // (…as does a list of sides to the unit that ends it: "8, 19 and 41 cm" of "8 × 38 × 64 cm".)
    const size = b.dimension === "length" && (SIZE_GAP.test(gap) || LIST_GAP.test(gap));
    const move = b.unit !== "" && b.dimension !== "count" && MOVE_GAP.test(gap) && FROM_BEFORE.test(text.slice(Math.max(0, a.start - 6), a.start));
    if (!size && !move) continue;
    const read = inUnitOf(a, writtenWithUnit);
    if (read === undefined) continue;
    quantities[i] = read;
    if (size) writtenWithUnit = { ...writtenWithUnit, start: a.start };
  }
  return quantities;
}

/** A count's one word, up to what joins the next item of its list: " gold, " of "four gold, two silver and five bronze medals". */
const LISTED_KIND = /^\s+([A-Za-z]+)(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)$/u;
/** A plural word: the noun a list's last item says for all. */
const PLURAL = /[a-z]s$/iu;
/** The words right after a figure. */
const WORDS_AFTER = /^(?:\s+[A-Za-z-]+)+/u;

/**
 * Counts of kinds listed before the noun the last one names count that noun too: "four gold, two
 * silver and five bronze medals" are eleven medals, as "five bronze medals" are five.
 */
function withNounShared(text: string, quantities: Quantity[]): Quantity[] {
  // The item after the one looked at names the shared noun itself, or took it from the next.
  let sharing = false;
  for (let i = quantities.length - 2; i >= 0; i--) {
    const [item, next] = [quantities[i]!, quantities[i + 1]!];
    const shared = next.nounPhrase;
    const kind = LISTED_KIND.exec(text.slice(item.end, next.start));
    const names = (): boolean => PLURAL.test(text.slice(next.end).match(WORDS_AFTER)?.[0].trim().split(/\s+/u)[shared!.length - 1] ?? "");
    // (A plural item names its own things: "three eggs, two large onions".)
    sharing = item.dimension === "count" && next.dimension === "count" && item.nounPhrase?.length === 1 && shared !== undefined && shared.length >= 2 && kind !== null && !PLURAL.test(kind[1]!) && (sharing || names());
    if (sharing) quantities[i] = { ...item, nounPhrase: [...item.nounPhrase!, ...shared!.slice(1)] };
  }
  return quantities;
}

/** An age written as a bare whole number, its unit said before it ("aged 5"). */
const BARE_AGE = /^\d+$/u;

/** What stands between where a move starts and where it ends, and before its start: "from three to five years". */
const MOVE_GAP = /^\s*to\s+$/iu;
const FROM_BEFORE = /(?<!\w)from\s+$/iu;

/** A side of a size right after a ×: the 256 of "256×256". */
const SIDE_AFTER_TIMES = /^\s?\d/u;

/** What stands between the sides of a size: "98 × 56 cm", "455×150", "500 by 290 mm". */
const SIZE_GAP = /^\s*(?:[×xX*]|by)\s*$/u;
/** …and between the items of a list: "8, 19 and 41 cm". */
const LIST_GAP = /^\s*(?:,|(?:,\s*)?\b(?:and|or)\b|、|和|或)\s*$/u;

/** A number with no unit and nothing it counts: the "three" of "from two years to three", "1,100" of "1,100 more". */
export function isBareNumber(q: Quantity): boolean {
  return q.unit === "" && q.dimension === "count" && q.noun === undefined;
}

/** The bare number read in the unit of the figure whose unit it shares, if it reads so. */
function inUnitOf(bare: Quantity, withUnit: Quantity): Quantity | undefined {
  const number = LEADING_NUMBER.exec(withUnit.raw)?.[0];
  if (number === undefined) return undefined;
  const [read] = extractQuantities(`${bare.raw}${withUnit.raw.slice(number.length)}`);
  if (read === undefined || read.unit !== withUnit.unit || read.start !== 0) return undefined;
  return { ...bare, unit: read.unit, dimension: read.dimension, value: read.value, step: read.step, ...(read.currency !== undefined ? { currency: read.currency } : {}) };
}

/** What may stand between the two parts of a measure: "and", and in Chinese 零 or 又 (一天零6个小时). */
const PARTS_GAP = /^\s*(?:and\s+|零|又)?$/;
/** The last character of a Chinese unit of time: the 天 of 一天, the 月 of 三个月. */
const ZH_TIME_UNIT_END = /^[天年月时周]$/u;
/** Measures written in two units: a length of time, a length, a weight. */
const JOINED_DIMENSIONS = new Set(["time", "length", "mass"]);
/** Feet written last in a figure: "4 ft", "6 feet", "5'". */
const FEET_END = /(?:\bft|\bfeet|\bfoot|['’′])$/u;
/** Inches after a bare number, as they are written after feet: the "in" of "4 ft 11 in". */
const INCHES_AFTER = /^(?:\s*(?:in\b\.?|inch(?:es)?\b)|["”″])/u;
const INCH = 0.0254;
const INCHES_IN_A_FOOT = 12;

/** The bare number after feet read as the inches it is: the 11 of "4 ft 11 in". */
function inchesAfterFeet(text: string, feet: Quantity, bare: Quantity): Quantity | undefined {
  if (feet.dimension !== "length" || !FEET_END.test(feet.raw) || bare.dimension !== "count" || bare.unit !== "" || bare.value >= INCHES_IN_A_FOOT) return undefined;
  const inches = INCHES_AFTER.exec(text.slice(bare.end));
  if (inches === null) return undefined;
  const end = bare.end + inches[0].length;
  return { start: bare.start, end, raw: text.slice(bare.start, end), value: bare.value * INCH, unit: feet.unit, dimension: "length", approximate: false, fromWords: bare.fromWords, step: INCH };
}

/**
 * "13 hours 40 minutes", "1 hour and 30 minutes", "4 ft 11 in", "1 kg 500 g": a measure written
 * in two units is one measure, when the second part is less than one of the first's units.
 */
function joinMeasures(text: string, quantities: Quantity[]): Quantity[] {
  for (let i = quantities.length - 1; i > 0; i--) {
    const a = quantities[i - 1]!;
    const b = inchesAfterFeet(text, a, quantities[i]!) ?? quantities[i]!;
    if (!JOINED_DIMENSIONS.has(a.dimension) || b.dimension !== a.dimension || a.unit !== b.unit || a.max !== undefined || b.max !== undefined || b.bound !== undefined) continue;
    if (!(b.step < a.step && b.value < a.step) || !PARTS_GAP.test(text.slice(a.end, b.start))) continue;
    // A change read after the length belongs to all of it: "1 hour 45 minutes less".
    const change = a.change ?? b.change;
    quantities.splice(i - 1, 2, { ...a, ...(change !== undefined ? { change } : {}), end: b.end, raw: text.slice(a.start, b.end), value: a.value + b.value, step: b.step });
  }
  return quantities;
}

/** Whether a count counts the thing an amount is per: "two adults" of "£16 per adult", 两人 of 每人, "a party of six" of "£12 for each additional player". */
export function countsPer(q: Quantity, thing: string): boolean {
  return q.dimension === "count" && q.noun !== undefined && (counts(q, thing) || headOfARole(nounKey(q.noun) ?? "", thing));
}

/** Whether a figure's noun, or any word of the phrase after it, is the thing (a noun key): "38,500 HeatWave Mini ceramic space heaters" counts heaters. */
function counts(q: Quantity, thing: string): boolean {
  return nounKey(q.noun) === thing || (q.nounPhrase?.includes(thing) ?? false);
}

/** Measure words that count people, which stand for one another (412名, 412人, 2位). */
const PEOPLE_MEASURES = "人名位例员";

/** A figure as the number it writes, without the bound it is given with: the 14 days of "more than 14 days", the 30 minutes of "半小时以内". */
export function withoutBound(q: Quantity): Quantity {
  return { ...q, bound: undefined, strictBound: undefined };
}

/**
 * A figure with the bound of the case its text sets, where a refusal turned it to what is allowed:
 * the 3天 of "不足3天的不予退票" as under 3天. Other figures as they are.
 */
export function asCaseWritten(q: Quantity): Quantity {
  return q.refusedCase === true ? { ...q, bound: q.bound === "lower" ? "upper" : "lower", strictBound: undefined, refusedCase: undefined } : q;
}

/** A count of people by one measure word, of a thing another names: 两位 of 每人. */
export function samePeople(q: Quantity, thing: string): boolean {
  return q.dimension === "count" && q.noun !== undefined && PEOPLE_MEASURES.includes(q.noun) && PEOPLE_MEASURES.includes(thing);
}

/** A count of people is no count of things another measure word counts: 约140只 (birds) is not 126人. */
function otherMeasureWords(a: Quantity, b: Quantity): boolean {
  const people = (q: Quantity): boolean | undefined => (q.noun !== undefined && q.noun.length === 1 && isHan(q.noun.charCodeAt(0)) && q.noun !== "个" ? PEOPLE_MEASURES.includes(q.noun) : undefined);
  const [x, y] = [people(a), people(b)];
  return x !== undefined && y !== undefined && x !== y;
}

/** Numbers that label places of different things are different things: "week 2" and "semester 2". */
function sameLabel(a: Quantity, b: Quantity): boolean {
  return a.label === undefined || b.label === undefined || a.label === b.label;
}

/** Whether a figure is a multiple: "doubled", "2x", "3 times", 2.5倍. */
export function isMultiple(q: Quantity): boolean {
  return nounKey(q.noun) === "×";
}

function nounKey(noun: string | undefined): string | null {
  if (noun === undefined) return null;
  const alias = NOUN_ALIASES.get(noun);
  if (alias !== undefined) return alias;
  if (noun.length > 3 && noun.endsWith("ies")) return noun.slice(0, -3) + "y";
  if (noun.length > 3 && /(?:ch|sh|ss|x)es$/.test(noun)) return noun.slice(0, -2);
  if (noun.length > 2 && noun.endsWith("s") && !noun.endsWith("ss")) return noun.slice(0, -1);
  return noun;
}

/** A value on the side of a bound: 12 of "over 10", 12 of "up to 14", 10 of "10 or more" but not of "more than 10". */
export function onSideOfBound(value: number, limit: Quantity): boolean {
  if (limit.bound === "lower") return limit.strictBound === undefined ? value >= limit.value : value > limit.value;
  if (limit.bound === "upper") return limit.strictBound === undefined ? value <= limit.value : value < limit.value;
  return false;
}

/**
 * Same dimension and unit (so that a different value is a real conflict, not a different
 * attribute). Plain numbers are comparable only with plain numbers, counts of different
 * things ("12 engineers", "15 cars", "40 枚金牌", "91 枚奖牌") are not comparable, and a bare number that may be a year is
 * comparable only with another such number.
 */
export function comparable(a: Quantity, b: Quantity): boolean {
  if (a.dimension !== b.dimension || a.unit !== b.unit || !comparablePer(a.per, b.per)) return false;
  // "Seven days a week" is how much of each week, no length of one lesson ("one-hour lessons").
  if (a.dimension === "time" && (a.per === undefined) !== (b.per === undefined)) return false;
  if (a.dimension !== "count" && a.dimension !== "rate") return true;
  // A label's number rivals only another of the same label: "Semester 1" the 2 of "Semester 2", not "eight workshops".
  if (a.label !== b.label) return false;
  // "the 2017 film" and "the two were": a year is no count of anything.
  if (a.yearLike !== b.yearLike) return false;
  // 40 枚金牌 and 91 枚奖牌 share a measure word but count different things.
  if (a.counted !== undefined && b.counted !== undefined && a.counted !== b.counted) return false;
  if ((a.counted === PLACES) !== (b.counted === PLACES)) return false;
  const na = nounKey(a.noun);
  const nb = nounKey(b.noun);
  // "Doubled" is a multiple of something, not a count of patients: multiples compare with multiples only.
  if ((na === "×") !== (nb === "×")) return false;
  // "385,000 heaters" and "38,500 HeatWave Mini ceramic space heaters" count the same things, as
  // "six people" and "6 players" count the same heads.
  return na === null || nb === null || counts(a, nb) || counts(b, na) || headOfARole(na, nb) || headOfARole(nb, na);
}

/** The least or most whole count a bound on a count allows: 7 of "more than six", 7 of "seven or more". */
export function inclusiveCount(q: Quantity): number | undefined {
  if (q.dimension !== "count" || q.approximate || !Number.isInteger(q.value) || q.bound === undefined) return undefined;
  if (q.strictBound === undefined) return q.value;
  return q.bound === "lower" ? q.value + 1 : q.value - 1;
}

/** Whether a figure is one a second, a minute or an hour: such a distance is a speed (a distance a day may be one day's walk). */
function isASpeed(per: Quantity["per"]): boolean {
  return per !== undefined && "seconds" in per && per.seconds <= SECONDS_AN_HOUR;
}

/**
 * Amounts for different things are different attributes ("€0.87 per share" beside "€100 million"),
 * but an amount per month or year may stand for a bare price ("$9.99" against "$9.99 a month").
 */
function comparablePer(a: Quantity["per"], b: Quantity["per"]): boolean {
  if (a === undefined || b === undefined) return (a ?? b) === undefined || "seconds" in (a ?? b)!;
  if ("seconds" in a) return "seconds" in b;
  return "thing" in b && (samePerThing(a.thing, b.thing) || a.thing === EACH || b.thing === EACH || perUnitFactor(a.thing, b.thing) !== undefined || headOfARole(a.thing, b.thing) || headOfARole(b.thing, a.thing));
}

/** A person, said for the part the other figure's people take: "£18 per person" of "£18 per player" (not of "per child", one band of a price). */
const PER_PERSON = /^(?:person|people|head)$/u;
const PERSON_IN_A_ROLE = /^(?:players?|participants?|guests?|visitors?|attendees?|passengers?|members?|diners?|customers?|riders?|delegates?|entrants?|competitors?|runners?|learners?|students?|users?|bowlers?|skaters?|swimmers?|climbers?|golfers?|cyclists?|spectators?|clients?|pupils?|volunteers?)$/u;

function headOfARole(a: string, b: string): boolean {
  return PER_PERSON.test(a) && PERSON_IN_A_ROLE.test(b);
}

/** Whether two figures are per the very same thing or period (comparablePer is looser on purpose: "$9.99" may stand for "$9.99 a month"). */
export function samePer(a: Quantity, b: Quantity): boolean {
  if (a.per !== undefined && b.per !== undefined && "thing" in a.per && "thing" in b.per) return samePerThing(a.per.thing, b.per.thing);
  return JSON.stringify(a.per) === JSON.stringify(b.per);
}

/** Chinese measure words for a person, each of which a price per person may be per: 每人, 每位, 每名. */
const ZH_PERSON_MEASURES: ReadonlySet<string> = new Set(["人", "位", "名"]);

function samePerThing(a: string, b: string): boolean {
  // "Per person" and "a head" price the same heads, as 每人 and 每位 do.
  return a === b || (ZH_PERSON_MEASURES.has(a) && ZH_PERSON_MEASURES.has(b)) || (PER_PERSON.test(a) && PER_PERSON.test(b));
}

/** The unit a price is per, where it is one ("per kg", 每公斤, 每斤): the whole of `thing`. */
function unitOfThing(thing: string): UnitDef | undefined {
  const match = /^[\x00-\x7f]/u.test(thing) ? latinUnitAt(thing, 0) : cjkUnitAt(thing, 0);
  return match !== null && match.end === thing.length ? match.def : undefined;
}

/** A thing a price is per and how many of it: 10 and 股 of "10股", 1 and 股 of "股". */
function countedThing(thing: string): { count: number; thing: string } {
  const m = /^(\d+)\s*(\p{Script=Han}+)$/u.exec(thing);
  return m === null ? { count: 1, thing } : { count: Number(m[1]), thing: m[2]! };
}

/** How many of one per-unit make the other, for units of one dimension: 公斤 of 斤 is 2; else undefined. */
function perUnitFactor(from: string, to: string): number | undefined {
  if (from === to) return undefined;
  // A count of the thing: 每10股3.5元 is 0.35元 每股.
  const [x, y] = [countedThing(from), countedThing(to)];
  if (x.thing === y.thing && x.thing !== "") return y.count / x.count;
  const [a, b] = [measureOfThing(from), measureOfThing(to)];
  return a !== undefined && b !== undefined && a.dimension === b.dimension ? b.size / a.size : undefined;
}

/** The measure a price is per, in its dimension's base unit: "kg" is 1 kg, "500 g" half of one. */
function measureOfThing(thing: string): { dimension: string; size: number } | undefined {
  const unit = unitOfThing(thing);
  if (unit !== undefined) return { dimension: unit.dimension, size: unit.factor };
  const numbered = /^(\d[\d,]*(?:\.\d+)?)\s*(\S.*)$/u.exec(thing);
  const ofNumber = numbered === null ? undefined : unitOfThing(numbered[2]!);
  return ofNumber === undefined ? undefined : { dimension: ofNumber.dimension, size: Number(numbered![1]!.replace(/,/gu, "")) * ofNumber.factor };
}

/** A price per one unit restated per the source's unit of the same dimension: 30元 a 斤 is 60元 a 公斤. */
function perSourceThing(claim: Quantity, source: Quantity): Quantity {
  if (claim.per === undefined || source.per === undefined || !("thing" in claim.per) || !("thing" in source.per)) return claim;
  const f = perUnitFactor(claim.per.thing, source.per.thing);
  return f === undefined ? claim : scaledPer(claim, f, source.per);
}

/** The figure times `f`, said per `per`: its value, step and range's end alike. */
function scaledPer(claim: Quantity, f: number, per: Quantity["per"]): Quantity {
  const restated: Quantity = { ...claim, value: claim.value * f, step: claim.step * f, per };
  if (claim.max !== undefined) restated.max = claim.max * f;
  if (claim.maxStep !== undefined) restated.maxStep = claim.maxStep * f;
  return restated;
}

/**
 * "Fell by 18%" is not "fell to 18%", and "margin was 21%" is not held by "fell to 18% from 21%"
 * unless the claim speaks of the earlier time. A figure with no change written may be an amount
 * or a level ("growth was 12%").
 */
export function sameStage(claim: Quantity, source: Quantity): boolean {
  if (source.change?.figure === "start" && claim.change === undefined) return claim.earlier === true;
  // A length of time a thing was extended or cut by is no length it lasts: "保修额外延长2年" does
  // not give a 2-year warranty. (A rate of growth is its amount: "growth was 12%" of "rose 12%".)
  if (source.change?.figure === "amount" && claim.change === undefined && claim.dimension === "time") return false;
  return claim.change === undefined || source.change === undefined || claim.change.figure === source.change.figure;
}

/** The claim's amount restated per the source's unit of time: "£60 a year" as £5 a month. */
function perSourceTime(claim: Quantity, source: Quantity): Quantity {
  if (claim.per === undefined || source.per === undefined || !("seconds" in claim.per) || !("seconds" in source.per)) return claim;
  const f = source.per.seconds / claim.per.seconds;
  return f === 1 ? claim : scaledPer(claim, f, source.per);
}

/**
 * Whether `quantities` hold `value` and also another figure it could be taken for (comparable and
 * different): only then can a claim have put a figure in another's place.
 */
export function heldBesideAnother(value: Quantity, quantities: readonly Quantity[]): boolean {
  let same = false;
  let other = false;
  for (const q of quantities) {
    if (sameQuantity(value, q)) same = true;
    else if (comparable(value, q)) other = true;
  }
  return same && other;
}

/** Minutes in half a day: 7:30 with no am/pm is 07:30 or 19:30. */
const HALF_DAY = 720;


/** How far, as a share of itself, an exact figure may stand from what it rounds. */
const ROUNDING_SHARE = 0.075;
/**
 * How many of the steps it was rounded to an approximate figure may stand from what it
 * approximates: "about 2.5 km" of 2.6 km, not "约19.0℃" of 17.9℃; "约3039亿元" of 3,035, not of 2,915.
 */
const APPROXIMATE_STEPS = 5;
const DECIMAL = /\d[.．]\d/u;
/** The last digits of a figure as written, and the zeros that end them: "1,450" of "£1,450 a year". */
const TRAILING_ZEROS = /[1-9][\d,]*?(0*)(?=[^\d,]*$)/u;

/**
 * The step a figure was rounded to: the written step of one with decimals, and of a whole number
 * the place of its last digit that is not zero ("about 100 W" is rounded to the hundred, and may be
 * 109 W; "约3039" to the unit).
 */
function roundedStep(raw: string, step: number): number {
  if (DECIMAL.test(raw)) return step;
  const zeros = TRAILING_ZEROS.exec(raw)?.[1]?.length ?? 0;
  return step * 10 ** zeros;
}

/**
 * Could the claim's quantity be the source's quantity? Same dimension/unit and equal value,
 * allowing the claim's own rounding (source 1,234 W, claim "1.2 kW" -> true; claim "1.3 kW" ->
 * false; source 2.1 W, claim "2,100 mW" -> true); an approximate claim ("about 2 W") gets at least
 * ±10%. Ranges: equal ranges, or a claim value inside the source range only if the claim is
 * approximate. A bounded claim ("more than 100 W") matches an exact source value or range wholly on its
 * side, and a source bound of the same kind only if the two limits agree. A strict bound ("more than 870")
 * excludes its limit, and a figure below or above the limit holds a bound only if it counts the same
 * thing ("under 870 infections" is not held by "457 deaths"). A figure that fell is not one that rose.
 */
export function sameQuantity(written: Quantity, source: Quantity): boolean {
  if (written.dimension !== source.dimension || written.unit !== source.unit || !sameLabel(written, source)) return false;
  // Most figures name no noun: the tests of what a count counts are asked of those that do.
  if (written.noun !== undefined && written.dimension === "count") {
    if (otherMeasureWords(written, source)) return false;
    // A multiple is held by a multiple: "more than twice as common" is no 2 of "assigned 2:1".
    if (isMultiple(written) && !isMultiple(source)) return false;
  }
  // "$20" is held by "$20 per adult", but not by "$20 per share" when it says "$20 per night".
  if (written.per !== undefined && source.per !== undefined && !comparablePer(written.per, source.per)) return false;
  // A distance an hour is a speed, no distance: "巡航时速可达200公里" is not "设计航程为200公里".
  if (written.dimension === "length" && isASpeed(written.per) !== isASpeed(source.per)) return false;
  const claim = perSourceThing(perSourceTime(written, source), source);
  // "Fell 20%" is not "rose 20%"; a figure whose way is not written may be either.
  if (oppositeChanges(claim.change, source.change)) return false;
  if (!sameStage(claim, source)) return false;
  // Midnight is 00:00 and 24:00 alike.
  if (claim.dimension === "clock" && (claim.value >= DAY_MINUTES || source.value >= DAY_MINUTES)) {
    return sameQuantity({ ...claim, value: claim.value % DAY_MINUTES }, { ...source, value: source.value % DAY_MINUTES });
  }
  if (claim.halfDay === true || source.halfDay === true) {
    return sameQuantity({ ...claim, value: claim.value % HALF_DAY, halfDay: false }, { ...source, value: source.value % HALF_DAY, halfDay: false });
  }
  // An approximate figure is within a tenth of itself (and a few steps of its decimals).
  // An exact figure rounds only so far: "2 metres" is not 1.8, nor "an hour" 45 minutes, though
  // each is within half a step; "12,000" is 12,483. A multiple is said loosely ("doubled" of 2.3 times).
  const looseShare = (value: number, step: number): number => (claim.approximate ? Math.min(Math.abs(value) * 0.1, roundedStep(claim.raw, step) * APPROXIMATE_STEPS) : 0);
  const tolerance = (value: number, step: number, loose = looseShare(value, step)): number =>
    claim.approximate ? Math.max(step / 2, loose) : claim.noun === "×" ? step / 2 : Math.min(step / 2, Math.abs(value) * ROUNDING_SHARE);
  // Room for floating-point error in unit conversions, kept well below half the written step.
  const eps = (a: number, b: number, step: number): number =>
    Math.min(1e-12 * Math.max(Math.abs(a), Math.abs(b)), step / 4);
  // A figure covers what rounds to it, ties left out: "1.2k" is 1,151 to 1,249, "2 hours" is not
  // the 90 minutes that could as well be called one hour, nor "about an hour and a half" 75
  // minutes. Only the tenth an approximate figure is allowed beyond its rounding keeps its ends.
  const near = (value: number, step: number, s: number): boolean => {
    const loose = looseShare(value, step);
    const t = tolerance(value, step, loose);
    const e = eps(value, s, step);
    const endsIncluded = claim.approximate && loose >= step / 2;
    return s === value || (endsIncluded ? s >= value - t - e && s <= value + t + e : s > value - t + e && s < value + t - e);
  };
  if (claim.bound !== undefined) {
    // Two bounds of one kind state one limit: "up to 65 W" is not "up to 45 W", though it holds it.
    // Of whole things, "more than six" is "seven or more".
    if (source.bound === claim.bound) {
      const claimLimit = inclusiveCount(claim);
      return (claimLimit !== undefined && claimLimit === inclusiveCount(source)) || near(claim.value, claim.step, source.value);
    }
    if (source.bound !== undefined) return false;
    // At the limit itself only a strict bound fails, and not against a source's "about 3,000".
    if (source.max === undefined && Math.abs(source.value - claim.value) <= eps(claim.value, source.value, claim.step)) return claim.strictBound === undefined || source.approximate;
    if (!comparable(claim, source)) return false;
    // A range states its own limits: "up to 1,900 rpm" is not what "0–500 rpm" says. A bound at
    // either end is one ("more than 3,500 km" goes on from "between 1,500 km and 3,500 km").
    if (source.max !== undefined) return near(claim.value, claim.step, source.value) || near(claim.value, claim.step, source.max);
    // An exact value on the bound's side implies it: 150 W is "more than 100 W". A bound is its
    // limit, not a rounding of it: 37% is not "四成以上", though it rounds to 四成.
    const slack = (s: number): number => (claim.approximate ? tolerance(claim.value, claim.step) : 0) + eps(claim.value, s, claim.step);
    if (claim.bound === "lower") return source.value >= claim.value - slack(source.value);
    const s = source.max ?? source.value;
    return s <= claim.value + slack(s);
  }
  if (claim.max !== undefined) {
    return (
      source.max !== undefined &&
      near(claim.value, claim.step, source.value) &&
      near(claim.max, claim.maxStep ?? claim.step, source.max)
    );
  }
  if (source.max !== undefined) {
    if (!claim.approximate) return false;
    const e = eps(claim.value, source.max, claim.step);
    return claim.value >= source.value - e && claim.value <= source.max + e;
  }
  return near(claim.value, claim.step, source.value);
}
