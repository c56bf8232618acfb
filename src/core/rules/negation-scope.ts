import type { Span } from "../types.js";
import type { Token } from "../text/tokens.js";
import type { Analysed } from "../analysis.js";
import { CLAUSE_END } from "./clauses.js";

/** A cue negates what follows it closely: within this many characters (fewer in Chinese)… */
const REACH = { latin: 40, cjk: 8 };

export interface Scope {
  cue: Token;
  start: number;
  end: number;
  /** The cue denies each thing of a list after it alone ("except orthodontics and implants", "but not motors or compressors"). */
  list?: true;
  /** The cue sets aside what stands before it (特价镜架除外, 实习生不适用), not what follows. */
  aside?: true;
}

/** "Without" negates its object only: "without a visa for stays of up to 90 days" allows the stays. */
const AFTER_OBJECT = /\s(?:for|of|in|on|at|to|within|during|from|by|as|and|or|but|because|since|until|after|before|if|when|while)\s/i;
/** A verb after the object of "without", which ends it: "grown without tillage yielded 0.5 t/ha less". */
const VERB_AFTER_OBJECT = /\s(?:[a-z]{3,}ed|is|are|was|were|can|could|will|would|must|should|may|might|has|have|had)\s/i;

/** Cues that deny their object only, as "without" does: "lack of maintenance is not covered" leaves "covered" to the "not". */
const OBJECT_CUES: ReadonlySet<string> = new Set(["without", "lack", "lacks", "lacked", "lacking", "absence"]);
/** The "of" that opens the object of a noun: "lack of", "absence of". */
const OF_OPENING = /^\s+of(?=\s)/iu;

/** Where the object of "without" ends in the window after it: at a preposition, or at a verb after its first word. */
function objectOfWithoutEnd(window: string): number {
  const of = OF_OPENING.exec(window)?.[0].length ?? 0;
  if (of > 0) {
    const end = objectOfWithoutEnd(window.slice(of));
    return end < 0 ? -1 : of + end;
  }
  const preposition = window.search(AFTER_OBJECT);
  const firstWord = /^\s*\S+/.exec(window)?.[0].length ?? 0;
  const verb = window.slice(firstWord).search(VERB_AFTER_OBJECT);
  const atVerb = verb < 0 ? -1 : firstWord + verb;
  return preposition < 0 ? atVerb : atVerb < 0 ? preposition : Math.min(preposition, atVerb);
}

/** "There is no fee for having a swarm collected" denies the fee, not the collection: its object ends as that of "without" does. */
const EXISTENTIAL_BEFORE = /\bthere(?:'s|’s|\s+is|\s+are|\s+was|\s+were|\s+will\s+be)\s+$/iu;

/** "Except", "apart from" and "other than" negate their object, which may be a list: "except orthodontics and implants", "except for Mondays". */
const AFTER_LIST = /[,;:.()]|\s(?:in|on|at|to|within|during|from|by|as|but|because|since|until|after|before|if|when|while|which|who|that)\s/i;
const LIST_CUES: ReadonlySet<string> = new Set(["except", "apart", "other", "除外", "例外"]);

/**
 * What before a "not" makes it deny a list of things with no verb of its own: "kettles …, but not
 * motors or compressors"; not a phrase of place or time ("but not in the one-day pass").
 */
export const ELLIPTICAL_DENIAL = /(?:\bbut|,)\s*$/iu;
/** Characters read before a "not" for what makes it elliptical. */
const ELLIPTICAL_REACH = 8;
const PHRASE_OPENING = /^\s+(?:in|on|at|for|to|from|during|with|by|before|after|until|if|when)\b/iu;

/**
 * The word a "no" denies as well as its noun: the verb just before it ("mileage needs no receipt"
 * says "does not need a receipt"), not a preposition ("at no extra charge").
 */
const VERB_BEFORE_NO = /(?<![\p{L}'’-])(?!(?:at|in|on|by|with|of|for|to|from|under|and|or|is|are|was|were|be|there|yes)\s)([\p{L}]+)\s+$/iu;

/** Whether the cue sets aside a list of things ("except orthodontics and implants"), each of which it denies alone. */
export function setsAsideList(cue: Token): boolean {
  return LIST_CUES.has(cue.norm);
}

/** A denied participle whose thing stands before the cue: "the crown (is) not included", "X-rays are not covered", "cheques aren't taken". */
const PASSIVE_AFTER = /^\s+(?:be\s+)?(?:included|covered|taken|accepted|allowed|permitted|offered|provided|sold|refunded|given|issued)\b/i;

/**
 * Whether the text denies the word by a participle after it, in the same clause: "with the crown
 * not included" says what "excluding the crown" says.
 */
export function deniedAfter(text: Analysed, word: Span): boolean {
  return scopesOf(text).some((scope) => {
    if (scope.cue.start < word.end) return false;
    const between = text.text.slice(word.end - text.start, scope.cue.start - text.start);
    return !CLAUSE_END.test(between) && PASSIVE_AFTER.test(text.text.slice(scope.cue.end - text.start));
  });
}

/** How many characters the dates and figures that start within `reach` characters of `from` take ("不须在6月30日前完成" denies 完成). */
function valueLengthAfter(text: Analysed, from: number, reach: number): number {
  let length = 0;
  for (const value of [...text.dates, ...text.quantities]) if (value.start >= from && value.start < from + reach) length += value.end - value.start;
  return length;
}

/** A word in Latin letters within a Chinese cue's reach, which counts as one character of it: "无需核酸提取和PCR仪" denies 仪. */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9+.-]*/gu;

/** How many characters beyond one each the Latin words that start within `reach` characters of `from` take. */
function latinLengthAfter(text: Analysed, from: number, reach: number): number {
  let length = 0;
  for (const word of text.text.slice(from - text.start, from - text.start + reach).matchAll(LATIN_WORD)) length += word[0].length - 1;
  return length;
}

/** The 的 that ends a modifier before the noun it modifies: 的 of "无电梯的多层住宅", not the last word's (是坏的); or the bracket that closes a case named aside: "平日（非赛事日）". */
const ZH_MODIFIER_END = /的(?=[\u3400-\u9fff])|[）)]/u;
/**
 * The 的 that ends a phrase naming whom the rest of a rule is said of: 的 of "逾期未兑换的视为自动放弃",
 * "未按时缴纳的按日加收", "维修不成功的不收维修费" (whose rule's own denial is another); or the rule it names: 的 of "不予退费的规定同样适用"; or the people or things it
 * describes: 的 of "不吃肉的人可以…", "逾期未补足的店铺".
 */
const ZH_SUBJECT_END = /的(?=视为|视作|按|由|应|须|需|将|一律|均|予以|概|则|不予|不收|不退|不计|不再|规定|条款|政策|做法|办法|原则|要求|限制|人|顾客|用户|乘客|旅客|游客|学生|员工|患者|市民|居民|家庭|商家|店铺|单位|企业|车辆|订单)/u;
/** Chinese cues that take a noun, as "no" and "without" do (无电梯, 非会员), and so stand in modifiers; 不 and 未 deny verbs, whose objects may hold a 的 (不能从以后的版税中扣除). */
export const ZH_NOUN_CUE = /^[无非]$/u;

/** Cues that set aside what stands before them: 特价镜架除外, 只有抢险车辆例外. */
const SET_ASIDE_BEFORE: ReadonlySet<string> = new Set(["除外", "例外"]);
/** Where what 除外 sets aside begins: after a clause mark or an opening bracket. */
const SET_ASIDE_OPENING = "，。；、：:（(,;";

/**
 * A Chinese denial that ends its clause sets aside what stands before it there, a list as a
 * whole: "试用期员工、实习生以及客服部一线岗位员工不适用", "客服部门的员工同样不行", "直流快充是不允许的", "…来限制消费者权利是不被允许的" (a citation marker may follow).
 */
const ZH_CLAUSE_FINAL = /^(?:适用|可以|能|被?(?:允许|准许))?[了的]?\s*(?:\[[^\]\n]{1,40}\])?(?=[，。；,;）)！？]|$)/u;
/** The denials that do so: of applying, being allowed or needed, having, bearing on ("A与B无关"), sufficing; not a verb denied in itself (看不见, 睡不着, 没到). */
const ZH_CLAUSE_FINAL_CUES: ReadonlySet<string> = new Set(["不", "不行", "不适用", "不可以", "不能", "不可", "没有", "不用", "不必", "不需要", "无关", "不相关", "不足", "不好", "不感兴趣"]);
const CLAUSE_FINAL_OPENING = "，。；：:（(,;";

/** 限 closing its clause after 不: the 不限 of 次数不限. */
const UNLIMITED_AFTER = /^限(?=[，。；,;且]|$)/u;

/** A Chinese cue whose reach spans an 或 after it denies each side: 不可浸泡于热水中或在洗澡时使用. */
const ZH_DISJUNCTION = /或者?/u;
/** Characters a denial of a disjunction may reach to its clause's end. */
const DISJUNCTION_REACH = 24;

/** What joins a second Chinese predicate, which a denial of the first does not reach: 且 of "不限次数且免工时费", 但. */
const ZH_PREDICATE_JOINT = /[且但]/u;

/** Where the clause a cue opens ends in its window, or -1: at a clause mark, or in Chinese at a second predicate. */
function clauseEndIn(window: string, zh: boolean): number {
  const end = window.search(CLAUSE_END);
  const joint = zh ? window.search(ZH_PREDICATE_JOINT) : -1;
  return joint >= 0 && (end < 0 || joint < end) ? joint : end;
}

/** The last place in the text of any of the characters, or -1. */
export function lastIndexOfAny(text: string, characters: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (characters.includes(text[i]!)) return i;
  return -1;
}

/** A clause after "apart from" that adds to it: "Apart from diesel or petrol, it only covers AdBlue", "…, it also takes". */
const INCLUSIVE_AFTER = /^[^.;!?]*?,[^.;!?,]*?\b(?:only|also|too|as\s+well)\b/iu;

/** What opens the first thing of a list a denial's clause ends on: "not be used for food, …", "does not include breakfast, …". */
const LIST_HEAD_BEFORE = /\b(?:for|on|to|in|of|with|from|at|includes?|including|covers?|accepts?|offers?|allows?|provides?|sells?|takes?|serves?)\s+(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+\s*$/iu;
/** The rest of such a list from the comma after its first thing: ", car washes or premium fuels". */
const LIST_GOING_ON = /^,\s*(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+(?:,\s*(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)*,?\s+(?:and|or)\s+(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+(?=\s*(?:[;.,)]|$))/u;

/**
 * How far past its clause's end at a comma an English denial reaches: over the rest of a list whose
 * first thing ends the clause ("must not be used for food, car washes or premium fuels" denies each), else nothing.
 */
function listGoingOn(after: string, clauseEnd: number, notEnglish: boolean): number {
  if (notEnglish || clauseEnd < 0 || after[clauseEnd] !== "," || !LIST_HEAD_BEFORE.test(after.slice(0, clauseEnd))) return 0;
  return LIST_GOING_ON.exec(after.slice(clauseEnd))?.[0].length ?? 0;
}

/** The verbs 不 makes a list's exclusion of: 不包括, 不包含, 不含, 不涵盖. */
const ZH_EXCLUDING_VERBS = "包括|包含|含|涵盖";
export const ZH_EXCLUDES_AFTER = new RegExp(`^(?:${ZH_EXCLUDING_VERBS})`, "u");
/** Such a verb as a word of its own, which is no word of the list's first thing. */
export const ZH_EXCLUDING_VERB = new RegExp(`^(?:${ZH_EXCLUDING_VERBS})$`, "u");
/** Where such a list ends: its clause's end, not the 、 between its things. */
const ZH_LIST_END = /[，。；;,！？!?（()）]/u;

/** A denial that ends a verb as its complement, saying it cannot be done: 享受不到, 买不起, 做不了 (不到 before a figure is a bound, and follows no verb). */
const POTENTIAL_COMPLEMENT = /^不(?:到|了|起|上|出|完|动|着|下|进|成|住)$/u;
/** The segmenter's tags of a verb. */
export const VERB_TAG = /^v/u;

const scopesCache = new WeakMap<Analysed, Scope[]>();

/**
 * What each cue negates: what follows it, up to REACH and the end of its clause ("Don't be a
 * victim, avoid dark streets" does not negate "avoid"), or its object for "without".
 */
export function scopesOf(text: Analysed): Scope[] {
  let scopes = scopesCache.get(text);
  if (scopes !== undefined) return scopes;
  // What a cue sets aside before it: from the last of `openings` before it to `end`.
  const asideBefore = (cue: Token, openings: string, end: number): Scope => ({ cue, start: text.start + lastIndexOfAny(text.text.slice(0, cue.start - text.start), openings) + 1, end, aside: true });
  scopes = text.negations.flatMap((cue): Scope | Scope[] => {
    // 除外 sets aside what stands before it in its clause: "特价镜架" of "（特价镜架除外）".
    if (SET_ASIDE_BEFORE.has(cue.norm)) return asideBefore(cue, SET_ASIDE_OPENING, cue.end);
    // 次数不限 denies the limit of the word before it, as 不限次数 does of the word after.
    if (cue.norm === "不" && UNLIMITED_AFTER.test(text.text.slice(cue.end - text.start))) {
      const limited = text.content.findLast((t) => t.end === cue.start);
      if (limited !== undefined) return { cue, start: limited.start, end: cue.end + 1 };
    }
    // 不包括 denies each thing of the list it opens, to its clause's end: 全屋保洁 of "不包括为家庭其他成员做饭、洗衣及全屋保洁".
    const rest = text.text.slice(cue.end - text.start);
    if (cue.norm === "不" && ZH_EXCLUDES_AFTER.test(rest)) {
      const end = rest.search(ZH_LIST_END);
      return { cue, start: cue.start, end: cue.end + (end >= 0 ? end : rest.length), list: true as const };
    }
    const clauseFinal = ZH_CLAUSE_FINAL_CUES.has(cue.norm) ? ZH_CLAUSE_FINAL.exec(rest) : null;
    if (clauseFinal !== null) return asideBefore(cue, CLAUSE_FINAL_OPENING, cue.end + clauseFinal[0].length);
    const from = cue.end - text.start;
    // A Chinese cue reaches past the dates and figures after it, though not that way into the next
    // cue's words ("不符合新标准的车辆自2025年12月1日起不得销售"): as far as it reaches without them, two
    // cues deny twice ("不是不高兴").
    const nextCue = text.negations.find((other) => other.start >= cue.end);
    const zh = /[\u3400-\u9fff]/.test(cue.text);
    const reach = zh ? Math.max(REACH.cjk, Math.min(REACH.cjk + valueLengthAfter(text, cue.end, REACH.cjk) + latinLengthAfter(text, cue.end, REACH.cjk), nextCue ? nextCue.start - cue.end : Infinity)) : REACH.latin;
    const near = text.text.slice(from, from + reach);
    // (or past it, to the clause's end, where an 或 in reach joins a second thing it denies).
    const window = zh && ZH_DISJUNCTION.test(near) && nextCue === undefined ? text.text.slice(from, from + DISJUNCTION_REACH).split(CLAUSE_END)[0]! : near;
    // "Apart from diesel, it only covers AdBlue" adds to what it sets beside, as "besides" does: it denies nothing.
    if (cue.norm === "apart" && INCLUSIVE_AFTER.test(text.text.slice(from))) return { cue, start: cue.start, end: cue.end };
    if (setsAsideList(cue) || (cue.norm === "not" && ELLIPTICAL_DENIAL.test(text.text.slice(Math.max(0, cue.start - text.start - ELLIPTICAL_REACH), cue.start - text.start)) && !PHRASE_OPENING.test(window))) {
      // The preposition that opens the object is no end of it: "except for Mondays", "except on bank holidays".
      const end = window.replace(/^\s+(?:from\s+|than\s+)?(?:for|on|in|at|during|from)?\s/i, (m) => " ".repeat(m.length)).search(AFTER_LIST);
      const listScope = { cue, start: cue.start, end: cue.end + (end >= 0 ? end : window.length), list: true as const };
      return [listScope, ...lastItemAfterAnAside(text, listScope)];
    }
    // A Chinese denial inside a modifier denies the modifier only: 无 of "无电梯的多层住宅" says nothing against 多层住宅.
    // …and one inside a 的-phrase that names who a rule is for denies that phrase only: 未 of "逾期未兑换的视为自动放弃".
    const modifierEnd = (ZH_NOUN_CUE.test(cue.norm) ? ZH_MODIFIER_END : ZH_SUBJECT_END).exec(window)?.index ?? -1;
    const clauseEnd = modifierEnd >= 0 && !CLAUSE_END.test(window.slice(0, modifierEnd)) ? modifierEnd : clauseEndIn(window, zh);
    const objectEnd = OBJECT_CUES.has(cue.norm) || (cue.norm === "no" && EXISTENTIAL_BEFORE.test(text.text.slice(0, cue.start - text.start))) ? objectOfWithoutEnd(window) : -1;
    const end = objectEnd >= 0 && (clauseEnd < 0 || objectEnd < clauseEnd) ? objectEnd : clauseEnd + listGoingOn(text.text.slice(from), clauseEnd, zh || modifierEnd >= 0);
    const verb = cue.norm === "no" ? VERB_BEFORE_NO.exec(text.text.slice(0, cue.start - text.start)) : null;
    // A potential complement denies the verb it follows: 享受 of "享受不到这项补贴", as 不能享受 does.
    const complemented = POTENTIAL_COMPLEMENT.test(cue.norm) ? text.content.findLast((t) => t.end === cue.start && t.kind === "cjk" && VERB_TAG.test(t.tag ?? "")) : undefined;
    // From the cue itself, which may hold what it negates (不支持 as one word).
    return { cue, start: verb ? text.start + verb.index : (complemented?.start ?? cue.start), end: cue.end + (end >= 0 ? end : window.length) };
  });
  reachOverInnerDenials(scopes);
  scopesCache.set(text, scopes);
  return scopes;
}

/** An "or" item of a denied list set past an aside on its first thing: ", payable in cash on board, or nitrox". */
const LAST_ITEM_AFTER_ASIDE = /^\s*,[^,;.]{1,60},\s*(?:or|nor)\s+((?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)(?=\s*(?:[,;.)]|$))/u;

/**
 * The last thing of a list a "but not" denies, where an aside on the first parts it from the rest:
 * "but not the marine park fees of €190, payable in cash on board, or nitrox" denies nitrox too, not the aside.
 */
function lastItemAfterAnAside(text: Analysed, list: Scope): Scope[] {
  const after = text.text.slice(list.end - text.start);
  const item = LAST_ITEM_AFTER_ASIDE.exec(after);
  if (item === null) return [];
  const start = list.end + item[0].length - item[1]!.length;
  return [{ cue: list.cue, start, end: start + item[1]!.length, list: true }];
}

/** Cues that set an exception apart from the denial around them ("not allowed … unless"), which that denial does not deny. */
const EXCEPTION_CUE = /^(?:unless|except|excluding|apart|other|aside)$/u;

/**
 * An English denial reaches over all a denial inside it denies: "No one may enter a confined space
 * without a permit" denies "permit" twice, as "Nobody can go in without a permit" does, though the
 * permit lies past the first cue's reach. (Last first, so that a chain of three carries through.)
 */
function reachOverInnerDenials(scopes: Scope[]): void {
  const plain = (scope: Scope): boolean => scope.aside !== true && scope.list !== true && !/[\u3400-\u9fff]/u.test(scope.cue.text);
  for (let i = scopes.length - 2; i >= 0; i--) {
    if (!plain(scopes[i]!)) continue;
    for (const inner of scopes.slice(i + 1)) {
      const outer = scopes[i]!;
      if (plain(inner) && !EXCEPTION_CUE.test(inner.cue.norm) && inner.cue.start >= outer.start && inner.cue.end <= outer.end && inner.end > outer.end) scopes[i] = { ...outer, end: inner.end };
    }
  }
}

/** Whether the span lies wholly within the scope. */
export function reaches(scope: Scope, span: Span): boolean {
  return span.start >= scope.start && span.end <= scope.end;
}

/** Whether an English cue's scope stops at its reach, not at its clause's or object's end: what follows may still be what it denies. */
export function endsAtReach(scope: Scope): boolean {
  return scope.aside !== true && scope.list !== true && !/[\u3400-\u9fff]/u.test(scope.cue.text) && scope.end - scope.cue.end >= REACH.latin;
}

/** Whether the scope denies the span, which is not its cue: a cue does not negate itself (不到, "under", is the opposite of 超过, not its denial). */
export function denies(scope: Scope, span: Span): boolean {
  return reaches(scope, span) && !(scope.cue.start === span.start && scope.cue.end === span.end);
}

/** Whether an odd number of the text's cues deny the span: "does not open" negates "open", "not without" does not. */
export function negatedAt(text: Analysed, span: Span): boolean {
  if (text.negations.length === 0) return false;
  let n = 0;
  for (const scope of scopesOf(text)) if (denies(scope, span)) n++;
  return n % 2 === 1;
}
