import { matchKey, type Analysed } from "../analysis.js";
import type { SourceSentence } from "../context-index.js";
import { tokenMatch } from "../align.js";
import { clauseStartBefore, segmentOf, spansBetween, SUBJECT_BREAK, within } from "./clauses.js";
import { pluralWeekdaysAt, sameQuantity, weekdaysOf, WEEKDAY_NAME } from "../quantities/index.js";
import type { ContentRule } from "./rule.js";
import type { Span } from "../types.js";
import { HAN } from "../text/zh.js";

/** Nouns for the kinds of a thing, which "both" may cover: "both versions", "both models". */
const KINDS = "versions|models|variants|editions|types|sizes|options|plans|tiers|kinds";

/** Words of what the claim says of all kinds that a limit to some kinds must say too. */
const MIN_SAID_AFTER_KINDS = 2;

/** A count of kinds of a thing, which a 都 after it covers all of: 两款, 三种, 两个版本. */
const ZH_KINDS_COUNTED = String.raw`[两二三四]\s*(?:款|种|者|类|个版本|个型号|版)`;
const ZH_KINDS_COUNTED_BEFORE = new RegExp(String.raw`${ZH_KINDS_COUNTED}\p{Script=Han}{0,4}$`, "u");

/**
 * What says a thing holds for any or all of something: "in any category", "all members", "every
 * level", "both annual and visitor berths", "both versions", "everywhere in the UK", "whatever time", "either dry wood or smokeless fuel", "throughout the
 * season", "regardless of what job you do", 所有车主, 任何级别, and the 都 after a Chinese list (竹海亭和半山补给站都) or a count of kinds (两款都). Not how often ("every half hour",
 * "every 3 days"), nor "both" of no list ("in both cases"), nor the range of a superlative ("the
 * lowest score anyone returned").
 */
const UNIVERSAL = new RegExp(
  String.raw`(?<![A-Za-z])(?<!\bthe\s+(?:[a-z]+est|most|least|best|worst|first)\s+(?:[A-Za-z-]+\s+){0,2})(?:any|all|every(?!\s+(?:\d|half|other|few|couple|second|third|day|night|week|month|year|hour|minute|morning|afternoon|evening|weekday|weekend|time)\w*\b)|both(?=\s+[^.;,]{1,40}?\s+and\s|\s+(?:${KINDS})\b)|either(?=\s+[^.;,]{1,40}?\s+or\s)|everywhere|anywhere|anyone|anybody|everyone|everybody|whatever|whenever|throughout|regardless(?=\s+of\s+(?:what|which|whatever|whichever)\b))(?![A-Za-z])(?!\s+(?:but|more|longer|of\s+(?:these|them|this|it)\b))|所有|任何|任一|全部|一律|无论|(?<=[和与及、]\p{Script=Han}{1,10})都|(?<=${ZH_KINDS_COUNTED}\p{Script=Han}{0,4})(?:都|均)`,
  "giu",
);
/**
 * What says a thing holds on every day or all year: "open every day", "daily", "seven days a week",
 * "all year round", "every week of the year", "throughout July and August", 每天, 每日, 全年. An exception of days the sentence makes ("except Mondays", 周一除外)
 * is dropped by it, even where the sentence says "daily" too.
 */
const EVERY_DAY =
  /(?<![A-Za-z])(?:every\s+day|each\s+day|daily|(?:seven|7)\s+days\s+a\s+week|all\s+year(?:\s+round)?|year-round|every\s+(?:week|month)\s+of\s+the\s+year|throughout\s+(?:the\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December|summer|winter|spring|autumn|season|year|month|holidays))(?![A-Za-z])|每天|每日|天天|全年/giu;
/** What names days an exception may set aside beside the dates a sentence reads: "bank holidays", "Mondays", 节假日. */
const DAYS_SET_ASIDE = new RegExp(String.raw`(?<![A-Za-z])(?:holidays?|weekends?|${WEEKDAY_NAME}s)(?![A-Za-z])|节假日|法定假日|周末|双休日`, "iu");

/** Words of closing: days set aside from a closure ("每周一闭馆，法定节假日除外") are open ones. */
const CLOSURE = /(?<![A-Za-z])(?:closed?|closes|closing|shut)(?![A-Za-z])|闭馆|闭园|闭台|休息|休馆|停业|不开放/iu;

/**
 * The exception names days (a weekday or date the sentence reads there, or a word for holidays or
 * weekends), set aside from what the stretch opens, not from a closure.
 */
function setsAsideDays(sentence: SourceSentence, stretch: Span, start: number, end: number): boolean {
  const text = (from: number, to: number): string => sentence.text.slice(from - sentence.start, to - sentence.start);
  if (CLOSURE.test(text(stretch.start, stretch.end))) return false;
  return sentence.dates.some((d) => d.start >= start && d.end <= end) || DAYS_SET_ASIDE.test(text(start, end));
}

/** What says a place is open or runs: "open every day", 每天开放, 每日营业. */
const OPENING = /(?<![A-Za-z])(?:open|opens|operates|runs)(?![A-Za-z])|开放|营业|开门|开馆|开园|运营/iu;

/** A closure on days the sentence states: "closed on Mondays", "shut every Sunday", 每周一闭台维护, 节假日休息 (not 每周一不闭园, which keeps them open). */
const DAY_CLOSURE = new RegExp(
  String.raw`(?<![A-Za-z])(?<!\bnot\s+)(?:closed|shut|closes)\s+(?:on\s+|every\s+)?(${WEEKDAY_NAME}s?|(?:bank\s+|public\s+)?holidays)(?![A-Za-z])|((?:每周|周|星期)[一二三四五六日天]|(?:法定)?节假日)[^。；，,;]{0,6}?(?<![不未无])(?:闭馆|闭园|闭台|休馆|休息|停业|不开放)`,
  "giu",
);

/** The sentence holds fewer than SHARED_WORDS of the claim's words anywhere: it says nothing of the claim a limit could be of. */
function saysTooLittleOf(claim: Analysed, sentence: SourceSentence): boolean {
  return claim.content.filter((t) => sentence.keys.has(matchKey(t))).length < SHARED_WORDS;
}

/** The stretch of the sentence holds SHARED_WORDS of the claim's words: it says the rest of the claim. */
function saysEnoughOf(claim: Analysed, sentence: SourceSentence, stretch: Span): boolean {
  return claim.content.filter((t) => sentence.content.some((w) => within(w, stretch) && matchKey(w) === matchKey(t))).length >= SHARED_WORDS;
}

/**
 * The days of a closure the sentence states, which the claim never names, in a part of it that says
 * the rest of the claim: not "…, while reception is staffed Monday to Saturday, and is closed on
 * Sundays" of a claim about the site.
 */
function closedOnDays(claim: Analysed, sentence: SourceSentence): string | undefined {
  // "Entry stops at 5 pm every day" times the days it is open: only a claim that it opens every day meets a closure.
  if (!OPENING.test(claim.text)) return undefined;
  DAY_CLOSURE.lastIndex = 0;
  for (let m = DAY_CLOSURE.exec(sentence.text); m !== null; m = DAY_CLOSURE.exec(sentence.text)) {
    const start = sentence.start + m.index;
    const stretch = spansBetween(sentence.text, SUBJECT_BREAK, sentence.start).find((part) => within({ start, end: start + m[0].length }, part));
    if (stretch === undefined) continue;
    if (!saysEnoughOf(claim, sentence, stretch)) continue;
    const days = (m[1] ?? m[2])!;
    const at = start + m[0].indexOf(days);
    if (namesAnException(claim, sentence, at, at + days.length)) return m[0];
  }
  return undefined;
}

/** Words for the days of a week that a sentence may give a thing on, with the days (0 for Sunday). */
const DAY_GROUPS: readonly [RegExp, readonly number[]][] = [
  [/(?<![A-Za-z])weekends?(?![A-Za-z])|周末|双休日/iu, [6, 0]],
  // Not a count of working days (提前1个工作日), a length of time.
  [/(?<![A-Za-z])weekdays?(?![A-Za-z])|(?<![\d个一二三四五六七八九十两])工作日/iu, [1, 2, 3, 4, 5]],
];

/** The days of the week a stretch of the sentence names (days, runs of days, weekends, weekdays), and the words that name them. */
function daysNamedIn(sentence: SourceSentence, stretch: Span): { days: Set<number>; words: string[] } {
  const text = sentence.text.slice(stretch.start - sentence.start, stretch.end - sentence.start);
  const days = new Set<number>();
  const words: string[] = [];
  const add = (word: string, named: readonly number[]): void => {
    words.push(word);
    for (const day of named) days.add(day);
  };
  // A date's weekday (2025年10月26日（星期日）) is that day's, not one every week.
  for (const d of sentence.dates) {
    const named = within(d, stretch) && d.day === undefined ? weekdaysOf(d) : undefined;
    if (named !== undefined) add(d.raw, named);
  }
  for (const { day, at } of pluralWeekdaysAt(text)) add(/^\p{L}+/u.exec(text.slice(at))![0], [day]);
  for (const [pattern, group] of DAY_GROUPS) {
    const m = pattern.exec(text);
    if (m !== null) add(m[0], group);
  }
  return { days, words };
}

/**
 * The stretch that says the rest of a claim of every day gives it on some days of the week only:
 * "每天8:00至17:00都有免费接驳车" against "活动期间每逢周末8:00至17:00…开行免费接驳车". Days that make up the
 * week between them ("weekdays 9–5, weekends 10–4") are every day.
 */
function onSomeDaysOnly(claim: Analysed, sentence: SourceSentence): string | undefined {
  EVERY_DAY.lastIndex = 0;
  if (EVERY_DAY.test(sentence.text)) return undefined;
  for (const stretch of spansBetween(sentence.text, SUBJECT_BREAK, sentence.start)) {
    // Days of a closure (每周一闭馆) are the days it is shut, and days set aside (周一除外) those it does
    // not run on: closedOnDays and the restrictions read them.
    const text = sentence.text.slice(stretch.start - sentence.start, stretch.end - sentence.start);
    if (!saysEnoughOf(claim, sentence, stretch) || CLOSURE.test(text) || DAYS_APART.test(text)) continue;
    const { days, words } = daysNamedIn(sentence, stretch);
    if (days.size > 0 && days.size < WEEK_DAYS && daysNamedIn(sentence, sentence).days.size < WEEK_DAYS) return words.join(", ");
  }
  return undefined;
}

const WEEK_DAYS = 7;
const DAYS_APART = /(?<![A-Za-z])(?:except|excluding|apart\s+from|other\s+than|but\s+not)(?![A-Za-z])|除外|除了|不含|以外/iu;

/** The source's own "any", "all" or "every" (任一 too), which the claim may repeat. */
const SOURCE_UNIVERSAL = /(?<![A-Za-z])(?:any|all|every|everywhere|anywhere|anyone|anybody|everyone|everybody|whatever|whenever|throughout)(?![A-Za-z])|所有|任何|任一|全部|一律|无论/giu;

/**
 * The stretch says "any", "all" or "every" of what the claim's universal is said of, or, in
 * Chinese, at all: the claim may repeat it. "Every translation is checked …, except for review-free
 * jobs" says nothing of "any document".
 */
function sameUniversal(claim: Analysed, universal: RegExpExecArray, sentence: SourceSentence, stretch: Span): boolean {
  const text = sentence.text.slice(stretch.start - sentence.start, stretch.end - sentence.start);
  const claimNext = nextWord(claim, claim.start + universal.index + universal[0].length);
  SOURCE_UNIVERSAL.lastIndex = 0;
  for (let m = SOURCE_UNIVERSAL.exec(text); m !== null; m = SOURCE_UNIVERSAL.exec(text)) {
    if (HAN.test(m[0])) return true;
    const next = nextWord(sentence, stretch.start + m.index + m[0].length);
    if (next === undefined || claimNext === undefined || next === claimNext) return true;
  }
  return false;
}

/** The key of the first content word at or after the offset. */
function nextWord(text: Analysed, from: number): string | undefined {
  const word = text.content.find((t) => t.start >= from);
  return word === undefined ? undefined : matchKey(word);
}
/**
 * What limits a thing to some of it, and the words after, to the end of the clause: "only in the
 * Black and White category", "but not the Minor", "except on Sundays", "only before 8am", 仅限在本店购车的客户. "Only"
 * limits a phrase after it ("only in", "only the", "only before"), not a verb ("has only had a couple"), or one
 * before it, after its preposition, where the clause ends ("available for Advanced and Premium only.";
 * not "in production or only just starting"). 不适用 and 除外 set aside what stands before them in their clause.
 * "Not sold in", "not available to" set aside part of what the claim's "any" covers: "season tickets are not
 * sold in Stalls Band B".
 */
const RESTRICTION =
  /(?<![A-Za-z])(?:only(?=\s+(?:in|on|at|for|to|with|from|by|during|within|between|before|after|until|when|if|where|the|a|an)\s)|except(?:\s+for)?|excluding|but\s+not|other\s+than)(?![A-Za-z])((?:[^.;:,]|(?<=\d)[.:,](?=\d))*)|(?:仅限|只限|仅|只有|只能|不包括|不含)([^。；，,;]*)|(?<=[；;：:，,]|^)([^。；;：:，,]*?)(?:不适用|除外)|(?<![A-Za-z])(?:for|on|to|in|at|with)\s+((?:(?!(?<![A-Za-z])(?:for|on|to|in|at|with)\s)[^.;:,])*?)\s+only(?=\s*(?:[.,;:)]|$))|(?<![A-Za-z])not\s+(?:sold|available|offered|valid|allowed|permitted|accepted|open|included)\s+(?:in|on|at|for|to)\s+([^.;:,]*)/giu;
/** Words of the claim, outside its universal, the limiting sentence must share: it says the rest of the claim. */
const SHARED_WORDS = 2;

interface Dropped {
  universal: { start: number; end: number; text: string };
  sentence: SourceSentence;
  restriction: string;
}

/** A day said whole, after the day's name: 周六全天, 每周一全天, "on Saturdays all day". */
const WHOLE_DAY = new RegExp(String.raw`((?:每周|周|星期)[一二三四五六日天]|${WEEKDAY_NAME}s?)\s*(全天|整天|一整天|all\s+day)`, "iu");
/** The part of a day a sentence gives its day right after its name: 周六上午, "周一上午8:00—12:00", "Saturday mornings". */
const PART_OF_DAY_AFTER = /^\s*(?:(?:上午|下午|早上|晚上|中午)|\d{1,2}[:：]\d{2}\s*[—–~～至到-]|\s*(?:mornings?|afternoons?|evenings?))/iu;

/**
 * The claim says a thing holds all day on a day, where the sentence that says the rest of it gives
 * that day a part of the day only: "区政务服务中心周六全天都能受理" against "周六上午9:00—12:00仅受理不制证".
 */
function partOfTheDayOnly(claim: Analysed, sentences: readonly SourceSentence[]): Dropped | undefined {
  const whole = WHOLE_DAY.exec(claim.text);
  if (whole === null) return undefined;
  const zhDay = /[一二三四五六日天]$/u.exec(whole[1]!)?.[0];
  const days = new RegExp(zhDay !== undefined ? `(?:每周|周|星期)${zhDay}` : `${whole[1]!.replace(/s$/iu, "")}s?`, "giu");
  const at = whole.index + whole[0].length - whole[2]!.length;
  const said = { start: at, end: at + whole[2]!.length, text: whole[2]! };
  for (const sentence of sentences) {
    if (saysTooLittleOf(claim, sentence)) continue;
    for (const day of sentence.text.matchAll(days)) {
      const rest = sentence.text.slice(day.index + day[0].length);
      const part = PART_OF_DAY_AFTER.exec(rest);
      if (part === null) continue;
      const stop = rest.slice(part[0].length).search(/[，。；,;]/u);
      const restriction = sentence.text.slice(day.index, day.index + day[0].length + (stop < 0 ? rest.length : part[0].length + stop));
      return { universal: said, sentence, restriction };
    }
  }
  return undefined;
}

/**
 * The answer's sentence says the limit beside the claim split from it, in most of the limit's words:
 * "whatever you pay covers re-entry for a year, though not for special events such as the August Boat Rally".
 */
function saidBeside(claim: Analysed, sentence: SourceSentence, start: number, end: number): boolean {
  const rest = claim.restOfSentence;
  if (rest === undefined) return false;
  const words = sentence.content.filter((t) => t.start >= start && t.end <= end);
  return words.length > 0 && words.filter((t) => rest.includes(t.norm)).length * 2 > words.length;
}

/**
 * The limit opens on a word the claim lacks, which names what it is limited to: "Black and White",
 * "the Minor", 本店. "Only adults" of "any adult", or "except on the first Sunday" of a claim
 * about the first Sunday, limits nothing the claim leaves in; nor does one the answer says beside it.
 */
function namesAnException(claim: Analysed, sentence: SourceSentence, start: number, end: number): boolean {
  // (A Chinese verb the limit opens on names nothing: 使用 of 只能使用敏感模式.)
  const first = sentence.content.find((t) => t.start >= start && t.end <= end && (t.kind !== "cjk" || (t.norm.length >= 2 && !/^v/u.test(t.tag ?? ""))));
  if (first !== undefined) return tokenMatch(first, claim) === 0 && !saidBeside(claim, sentence, start, end);
  // A limit of figures alone ("only between 08:00 and 18:00") names times or amounts the claim lacks.
  const figures = sentence.quantities.filter((q) => q.start >= start && q.end <= end);
  return figures.length > 0 && figures.every((q) => !claim.quantities.some((c) => sameQuantity(c, q)));
}

/**
 * A 除外 in brackets sets aside part of the thing right before the brackets only: "活体动物（经预约的宠物猫狗
 * 除外）" limits nothing of a claim that never names live animals ("现金、有价证券和易燃易爆物品都不能配送").
 */
function exceptedFromAnUnnamedThing(claim: Analysed, sentence: SourceSentence, at: number, setAside: string): boolean {
  const open = Math.max(setAside.lastIndexOf("（"), setAside.lastIndexOf("("));
  if (open < 0) return false;
  const bracket = sentence.start + at + open;
  const head = sentence.content.findLast((t) => t.end <= bracket);
  return head !== undefined && tokenMatch(head, claim) === 0;
}

/**
 * The part of the stretch a limit at `at` speaks of: from the last clause joined by ", and" (or
 * ", but") before it. "Vehicle reservations are compulsory for all sailings, and vehicles over 6
 * metres cannot be carried, except for emergency services" sets aside nothing of the reservations.
 */
function ownClause(sentence: SourceSentence, stretch: Span, at: number): Span {
  const before = sentence.text.slice(stretch.start - sentence.start, at - sentence.start);
  let from = stretch.start;
  // Within a stretch between semicolons, a subject break is a clause joined by ", and", ", but", ….
  for (const m of before.matchAll(SUBJECT_BREAK)) {
    // A joint right before the limit opens the limit's own clause (", but only before 8am"): the clause before it is limited.
    if (/\p{L}/u.test(before.slice(m.index + m[0].length))) from = stretch.start + m.index + m[0].length;
  }
  return { start: from, end: stretch.end };
}

/** "Both" of the kinds of a thing, which a limit to one of them denies: "Both versions … come with a three-pedal unit" against "supplied with the cabinet model only". */
const BOTH_KINDS = new RegExp(String.raw`^\s+(?:${KINDS})\b`, "iu");

/** Words a claim's list may run to after "both": "both annual and visitor berths". */
const LIST_REACH = 6;

/**
 * A claim that says "both" lists an item besides those the limit names, which the sentence never
 * names: "both annual and visitor berths" against "on annual berths only".
 */
function addsAnItem(claim: Analysed, after: number, sentence: SourceSentence, start: number, end: number): boolean {
  const listed = claim.content.filter((t) => t.start >= claim.start + after).slice(0, LIST_REACH);
  const limited = sentence.content.filter((t) => t.start >= start && t.end <= end);
  return limited.some((t) => tokenMatch(t, claim) > 0) && listed.some((t) => !sentence.keys.has(matchKey(t)) && !limited.some((l) => matchKey(l) === matchKey(t)));
}

/**
 * A Chinese list before 都 names an item the limit names and one it does not: "竹海亭和半山补给站都能买到饮用水"
 * against "其中仅半山补给站出售饮用水和食品".
 */
function listsBeyondTheLimit(claim: Analysed, at: number, sentence: SourceSentence, start: number, end: number): boolean {
  // The list begins where the claim's clause does.
  const clauseStart = clauseStartBefore(claim.text, at);
  const listed = claim.content.filter((t) => t.kind === "cjk" && t.norm.length >= 2 && t.start >= claim.start + clauseStart && t.end <= claim.start + at);
  const limited = new Set(sentence.content.filter((t) => t.start >= start && t.end <= end).map(matchKey));
  return listed.some((t) => limited.has(matchKey(t))) && listed.some((t) => !limited.has(matchKey(t)) && sentence.keys.has(matchKey(t)));
}

/**
 * What a denial sets aside is part of what the claim covers: it names a word of the claim and one
 * the claim lacks ("Stalls Band B" of "any seat in the Stalls").
 */
function narrowsTheClaim(claim: Analysed, sentence: SourceSentence, start: number, end: number): boolean {
  const words = sentence.content.filter((t) => t.start >= start && t.end <= end);
  return words.some((t) => tokenMatch(t, claim) > 0) && words.some((t) => tokenMatch(t, claim) === 0);
}

/** A "but not" right after the word it keeps: "included for children but not for adults". */
const BUT_NOT_OPENING = /^but\s+not\b/iu;

/**
 * The claim names the side a "but not" keeps, the word right before it: "Shoe hire is included for
 * the children on every party package" says no more than "included for children but not for adults".
 */
function keepsTheSideBefore(claim: Analysed, sentence: SourceSentence, at: number, limit: string): boolean {
  if (!BUT_NOT_OPENING.test(limit)) return false;
  const kept = sentence.content.findLast((t) => t.end <= sentence.start + at);
  return kept !== undefined && /^\s+$/u.test(sentence.text.slice(kept.end - sentence.start, at)) && tokenMatch(kept, claim) > 0;
}

/** A word of the claim's own that limits: "only", 仅, 只有. */
const SAYS_ONLY = /\bonly\b|仅|只有|只能|只限|唯有/iu;
/** Words of a limit the claim must say, of those the limit has, to say the limit itself. */
const MIN_LIMIT_SAID = 2 / 3;

/**
 * The claim says the limit itself, in a clause of its own: "Any cash compensation is paid by bank
 * transfer within a week, and you only get vouchers if you agree to that in writing" of "…is paid in
 * vouchers only if the passenger agrees in writing".
 */
function statesTheLimit(claim: Analysed, sentence: SourceSentence, start: number, end: number): boolean {
  // (A claim that names what is limited among others, "both annual and visitor berths", says no limit.)
  if (!SAYS_ONLY.test(claim.text)) return false;
  const words = sentence.content.filter((t) => t.start >= start && t.end <= end);
  const said = words.filter((t) => tokenMatch(t, claim) > 0);
  return said.length >= SHARED_WORDS && said.length >= MIN_LIMIT_SAID * words.length;
}

/** What says a thing holds with or without something: "whether or not the cooler is registered", 无论是否注册. */
const EITHER_WAY = /(?<![A-Za-z])(?:whether\s+or\s+not|regardless\s+of(?:\s+whether)?|even\s+(?:if|when)\s+(?:[a-z]+\s+){0,3}?not|even\s+without)(?![A-Za-z])([^.;:,[]*[^.;:,[\s])|(?:无论|不论|不管)(?:是否|有没有|有无)([^。；，,;[]*)/iu;
/** What says a thing is so in whole: "met entirely by", "paid in full", 全额报销, 完全由. */
const WHOLLY = /(?<![A-Za-z])(?:entirely|wholly|fully|completely|in\s+full|all\s+of\s+it)(?![A-Za-z])|全部|全额|完全/iu;
/** What says it is so in part: "most of it from", "largely", "in part", "half the deposit", 大部分, 主要, 押金的一半. */
const PARTLY = /(?<![A-Za-z])(?:most\s+of|mostly|largely|partly|partially|in\s+part|much\s+of|the\s+(?:majority|bulk)\s+of|part\s+of|half\s+(?:of\s+)?the)(?![A-Za-z])|大部分|大多|大部|部分|主要|的一半/iu;

/**
 * The claim says a thing is so in whole where the sentence that says the rest of it says it is
 * so in part: "The £2.3 million cost … was met entirely by the Marine Recovery Fund" against "The
 * project cost £2.3 million, most of it from the Marine Recovery Fund".
 */
function wholeForAPart(claim: Analysed, sentences: readonly SourceSentence[]): Dropped | undefined {
  const whole = WHOLLY.exec(claim.text);
  if (whole === null || PARTLY.test(claim.text)) return undefined;
  for (const sentence of sentences) {
    if (saysTooLittleOf(claim, sentence) || WHOLLY.test(sentence.text)) continue;
    const part = PARTLY.exec(sentence.text);
    if (part !== null) return { universal: { start: whole.index, end: whole.index + whole[0].length, text: whole[0] }, sentence, restriction: part[0] };
  }
  return undefined;
}

/** A limit of a thing to one group: "for members' use only", "for members only", "reserved for residents", "members-only". */
const ONLY_FOR = /\bfor\s+(?:the\s+)?([a-z-]+?)(?:['’]s?)?\s+(?:use\s+)?only\b|\b(?:reserved|restricted|limited)\s+(?:to|for)\s+(?:the\s+)?([a-z-]+)|\b([a-z]+)-only\b/iu;
/** The groups of people a venue or scheme tells apart, as the claim may give them a thing. */
const GROUPS = /(?<![A-Za-z-])(members|non-members|guests|visitors|residents|non-residents|students|staff|employees|customers|adults|children|juniors|seniors|the\s+public)(?![A-Za-z-])/giu;

/**
 * The claim gives a thing to a group where the sentence that says it limits it to another: "the two carbon-fibre
 * mallets are available to guests on request" of "the club's two carbon-fibre mallets are for members' use only".
 */
function givenToAnotherGroup(claim: Analysed, sentences: readonly SourceSentence[]): Dropped | undefined {
  if (claim.negations.length > 0) return undefined;
  for (const sentence of sentences) {
    const limit = ONLY_FOR.exec(sentence.text);
    if (limit === null) continue;
    const group = (limit[1] ?? limit[2] ?? limit[3])!.toLowerCase();
    // The limit's clause says the rest of the claim: the thing limited.
    const clause = spansBetween(sentence.text, SUBJECT_BREAK, sentence.start).find((part) => part.start <= sentence.start + limit.index && sentence.start + limit.index < part.end);
    if (clause === undefined || !saysEnoughOf(claim, sentence, clause) || claim.text.toLowerCase().includes(group)) continue;
    for (const other of claim.text.matchAll(GROUPS)) {
      if (!other[0].toLowerCase().startsWith(group)) return { universal: { start: other.index, end: other.index + other[0].length, text: other[0] }, sentence, restriction: limit[0] };
    }
  }
  return undefined;
}

/** What makes a thing hold only with a condition: "if the product is registered", "provided that", "only where the effluent is treated", 如在…注册. */
const CONDITION = /(?<![A-Za-z])(?:if|provided(?:\s+that)?|as\s+long\s+as|so\s+long\s+as|on\s+condition\s+that|subject\s+to|only\s+(?:where|when))(?![A-Za-z])([^.;:,]*)|(?:如果|如|若|只要|前提是)([^。；，,;]*)/giu;

/**
 * The claim says the thing holds either way ("guaranteed for five years whether or not the cooler
 * is registered") where the sentence that says the rest of it makes it hold only if so ("extended
 * to 5 years on the compressor if the product is registered within 28 days").
 */
function droppedCondition(claim: Analysed, sentences: readonly SourceSentence[]): Dropped | undefined {
  const waived = EITHER_WAY.exec(claim.text);
  if (waived === null) return undefined;
  const waivedAt = claim.start + waived.index;
  const waivedWords = claim.content.filter((t) => t.start >= waivedAt && t.end <= waivedAt + waived[0].length);
  const said = { start: waived.index, end: waived.index + waived[0].length, text: waived[0] };
  for (const sentence of sentences) {
    CONDITION.lastIndex = 0;
    for (let m = CONDITION.exec(sentence.text); m !== null; m = CONDITION.exec(sentence.text)) {
      const start = sentence.start + m.index;
      const condition = sentence.content.filter((t) => t.start >= start && t.end <= start + m![0].length);
      if (!condition.some((t) => waivedWords.some((w) => matchKey(w) === matchKey(t)))) continue;
      // The rest of the claim is what the condition gives: said in the sentence, outside the condition.
      const rest = claim.content.filter((t) => !waivedWords.includes(t) && sentence.content.some((w) => (w.start < start || w.end > start + m![0].length) && matchKey(w) === matchKey(t)));
      if (rest.length >= SHARED_WORDS) return { universal: said, sentence, restriction: m[0].trim() };
    }
  }
  return undefined;
}

/** Days a claim names right before its "every day", or right after it: 周末每天, 工作日每日, "every day at weekends". */
const OWN_DAYS_BEFORE = /(?:周末|工作日|节假日|双休日|假期|周[一二三四五六日天](?:至|到)周?[一二三四五六日天])\s*$/u;
const OWN_DAYS_AFTER = /^\s+(?:at|on|during|of)\s+(?:the\s+)?(?:weekends?|weekdays|holidays|school\s+holidays)\b/iu;

function ownDaysAround(claim: Analysed, found: RegExpExecArray): boolean {
  return OWN_DAYS_BEFORE.test(claim.text.slice(0, found.index)) || OWN_DAYS_AFTER.test(claim.text.slice(found.index + found[0].length));
}

function droppedRestriction(claim: Analysed, sentences: readonly SourceSentence[]): Dropped | undefined {
  UNIVERSAL.lastIndex = 0;
  EVERY_DAY.lastIndex = 0;
  const found = EVERY_DAY.exec(claim.text);
  // (Every day of days the claim names itself is no day beyond them: 周末每天, "every day at weekends".)
  const anyDay = found !== null && !ownDaysAround(claim, found) ? found : null;
  // ("Throughout July and August" is every day of them, not "throughout" of any thing.)
  const anyThing = UNIVERSAL.exec(claim.text);
  const universal = anyThing !== null && anyThing.index !== anyDay?.index ? anyThing : anyDay;
  if (universal === null) return undefined;
  const said = { start: universal.index, end: universal.index + universal[0].length, text: universal[0] };
  const everyDay = universal === anyDay;
  // "Both X and Y", "either X or Y": a list, which may name an item beyond the limit.
  const both = /^(?:both|either)$/iu.test(universal[0]);
  // (A 都 after a list reads the list's items; after a count of kinds, 两款都, it is "all" of them.)
  const kinds = /^[都均]$/u.test(universal[0]) && ZH_KINDS_COUNTED_BEFORE.test(claim.text.slice(0, universal.index));
  const zhBoth = universal[0] === "都" && !kinds;
  // …and is dropped by a limit to some kinds of what the claim says after it ("两款都支持热插拔更换电池" against
  // "仅Pro版支持热插拔更换备用电池"), not of something else the sentence limits ("只有长续航版额外配备…镜头").
  const saidAfter = kinds ? claim.content.filter((t) => t.start >= claim.start + universal.index + universal[0].length).map(matchKey) : [];
  const limitsWhatIsSaid = (sentence: SourceSentence, start: number, end: number): boolean =>
    sentence.content.filter((t) => t.start >= start && t.end <= end && saidAfter.includes(matchKey(t))).length >= MIN_SAID_AFTER_KINDS;
  for (const sentence of sentences) {
    // A sentence that says too little of the claim has no stretch that says enough, and need not be searched.
    if (saysTooLittleOf(claim, sentence)) continue;
    // "Open every day" against "closed on Mondays".
    const closure = everyDay ? (closedOnDays(claim, sentence) ?? onSomeDaysOnly(claim, sentence)) : undefined;
    if (closure !== undefined) return { universal: said, sentence, restriction: closure };
    RESTRICTION.lastIndex = 0;
    for (let m = RESTRICTION.exec(sentence.text); m !== null; m = RESTRICTION.exec(sentence.text)) {
      // The limit's stretch between semicolons says the rest of the claim (not "产后修复课程仅尊享…" of
      // a claim about 护士照护), and no "any" or "all" of its own, which the claim may repeat.
      // What 不适用 sets aside ("…可申请无理由退货；生鲜食品、定制商品不适用") is an exception to the stretch before it: the whole sentence says the rule.
      if (m[3] !== undefined && exceptedFromAnUnnamedThing(claim, sentence, m.index, m[3])) continue;
      const stretch = m[3] !== undefined ? sentence : ownClause(sentence, segmentOf(sentence, { start: sentence.start + m.index, end: sentence.start + m.index + m[0].length }), sentence.start + m.index);
      if (!everyDay && sameUniversal(claim, universal, sentence, stretch)) continue;
      if (!saysEnoughOf(claim, sentence, stretch)) continue;
      const postfix = m[4] !== undefined;
      const setAside = m[5] !== undefined;
      const scope = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]!;
      // The scope of a postfix "only" ends before it: "for Advanced and Premium only"; what 不适用 sets aside stands before it.
      const start = sentence.start + m.index + (postfix ? m[0].lastIndexOf(scope) : m[3] !== undefined ? 0 : m[0].length - scope.length);
      const end = start + scope.length;
      if (statesTheLimit(claim, sentence, start, end)) continue;
      const dropsIt = setAside
        ? narrowsTheClaim(claim, sentence, start, end)
        : both
        ? addsAnItem(claim, universal.index + universal[0].length, sentence, start, end) || BOTH_KINDS.test(claim.text.slice(universal.index + universal[0].length))
        : kinds
        ? limitsWhatIsSaid(sentence, start, end) && namesAnException(claim, sentence, start, end)
        : zhBoth
          ? listsBeyondTheLimit(claim, universal.index, sentence, start, end)
          : namesAnException(claim, sentence, start, end) && (!everyDay || setsAsideDays(sentence, stretch, start, end));
      if (dropsIt && !keepsTheSideBefore(claim, sentence, m.index, m[0])) {
        return { universal: said, sentence, restriction: m[0].trim() };
      }
    }
  }
  return undefined;
}

/**
 * The claim says a thing holds for any or all of something where the sentence that says the rest
 * of it limits it to some: "Composite images are allowed in any category" against "composites are
 * accepted only in the Black and White category"; "所有车主的首保都免工时费" against "首保免工时费…，
 * 但仅限在本店购车的客户". The exception the claim drops makes it false.
 */
const rule: ContentRule = {
  meta: {
    id: "restriction-dropped",
    code: "X1",
    description: "The claim says 'any', 'all', 'every', 'both', 'every day', 'entirely' or 'whether or not' where the cited source limits what it says to some, to a part, or to a condition.",
    severity: "error",
  },
  check({ claim, alignment, where, evidence }) {
    // (A condition waived is read first: its span is the whole waiver, "regardless of which works treats the discharge".)
    const dropped = droppedCondition(claim, alignment.sentences) ?? droppedRestriction(claim, alignment.sentences) ?? partOfTheDayOnly(claim, alignment.sentences) ?? wholeForAPart(claim, alignment.sentences) ?? givenToAnotherGroup(claim, alignment.sentences);
    if (dropped === undefined) return [];
    const { universal, sentence, restriction } = dropped;
    return [
      {
        message: `${where(sentence)} limits it: '${restriction}', where the claim says '${universal.text}'`,
        span: { start: claim.start + universal.start, end: claim.start + universal.end },
        actual: universal.text,
        expected: restriction,
        evidence: evidence(sentence),
      },
    ];
  },
};

export default rule;
