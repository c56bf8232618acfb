// What a source denies by a predicate of need or of ability, about a thing it names before or
// after it ("a receipt is not required", "5 GHz networks are not supported", "not compatible
// with 230 V heaters"), an act it says is not needed ("you do not need to claim them"), by saying who goes free ("Blue Badge holders may park free of
// charge") or what is sold apart ("the free-motion quilting foot is sold separately"), and a claim
// that says the thing is needed, possible, paid for or included in other words ("must present a
// receipt", "can connect to 5 GHz networks", "have to pay", "comes in the box"). The
// two share the thing but not the predicate, so the word-by-word reading of negation-conflict
// finds no word that one denies and the other states.
import { matchKey, type Analysed } from "../analysis.js";
import { tokenMatch } from "../align.js";
import { sameQuantity, type Quantity } from "../quantities/index.js";
import type { Token } from "../text/tokens.js";
import { inCondition, insideFigure } from "./clauses.js";
import type { Span } from "../types.js";

type Family = "need" | "ability" | "payment" | "inclusion";

/** What the source says of the thing, for each family: the message's words. */
export const DENIED_AS: Readonly<Record<Family, string>> = { need: "is not needed", ability: "is not possible", payment: "is free", inclusion: "is sold separately" };

/** The claim's word of need, ability, payment or inclusion, and the family the source denies it in. */
export interface Affirmed extends Span {
  family: Family;
}

const NEED = "required|needed|necessary|mandatory|compulsory";
const ABILITY = "supported|compatible|allowed|permitted|accepted|eligible|suitable|refundable";
/** "<thing> is not required", "<thing> is preferred but not required", "<thing> are still not allowed": the thing stands before. */
const DENIED_AFTER_THING = new RegExp(String.raw`\b(?:is|are|was|were|be)\s+(?:[\p{L}-]+\s+(?:but|and)\s+)?(?:(?:still|also|currently|generally|normally|usually)\s+)?not\s+(${NEED}|${ABILITY})\b`, "giu");
/** "not compatible with <thing>": the thing stands after. */
const DENIED_BEFORE_THING = /\bnot\s+(compatible|suitable|eligible|designed)\s+(?:with|for)\s+/giu;
/** "不适用于电机类设备", "不支持5GHz网络", "禁止新建建筑物": a Chinese denial of ability, the thing after it. */
const ZH_DENIED_BEFORE_THING = /(?:不适用于|不适合|不兼容|不能用于|不可用于|不支持|不能驱动|不可驱动|无法驱动|不能带动|无法带动|禁止|严禁)/gu;
/** "Smoking is prohibited", "drones are banned": a prohibition of the thing before it. */
const FORBIDDEN_AFTER_THING = /\b(?:is|are|was|were|be)\s+(?:(?:strictly|also|still|now)\s+)?(?:prohibited|banned|forbidden)\b/giu;
/** What ends a Chinese stretch that names the thing. */
const ZH_THING_BREAK = /[，。；：、（）,;:()]/u;
/** "the kiosk does not accept cash", "we cannot take bookings": who denies it stands before, the thing after. */
const ACTIVE_DENIAL = /\b(?:(?:do|does|did|will|would)\s*(?:not|n['’]t)|cannot|can\s+not|can['’]t|won['’]t|never)\s+(?:accepts?|takes?|supports?|allows?|permits?|admits?)\s+/giu;
/** "you do not need to claim them", "no need to register": the act is not needed, and stands after. */
const NEED_DENIED_BEFORE_ACT = /\b(?:(?:do|does|did)\s*(?:not|n['’]t)\s+(?:need|have)\s+to|(?:need|needs)\s+not|no\s+need\s+to|(?:is|are|was|were)\s+not\s+(?:required|obliged|necessary)\s+to)\s+/giu;
/** "<who> may park free of charge", "<who> travel free": no payment is needed of who stands before. */
const FREE_AFTER_THING = /\b(?:free\s+of\s+charge|for\s+free|at\s+no\s+(?:extra\s+)?(?:cost|charge)|(?:go|goes|get\s+in|gets\s+in|travel|travels|park|parks|enter|enters|ride|rides)\s+free)\b/giu;
/** "<thing> is sold separately", "<thing> costs extra", "hay is charged extra": the thing is not part of what is sold, and stands before. */
const APART_AFTER_THING = /\b(?:(?:is|are)\s+(?:sold|available|supplied|purchased|charged)\s+separately|(?:is|are)\s+(?:an?\s+)?(?:optional\s+)?extras?|(?:is|are)\s+charged\s+extra|costs?\s+extra)\b/giu;
/** A relative clause that says it of the thing before its comma: ", which ". */
const RELATIVE_BEFORE = /,\s*which\s+$/iu;
/** What ends the stretch that names the thing. */
const THING_BREAK = /[,;:()\u2013\u2014]|\.(?!\d)|\b(?:and|but|or|which|because|unless|if)\b/iu;
const THING_BREAKS = new RegExp(THING_BREAK.source, "giu");
const NEED_WORD = new RegExp(`^(?:${NEED})$`, "iu");

/** How a claim says a thing is needed, or possible. */
const CLAIM_SAYS: Record<Family, RegExp> = {
  need: /\b(?:must|requires?|required|needs?\s+to|needed|ha(?:s|ve|d)\s+to|necessary|mandatory|compulsory|essential)\b/iu,
  ability:
    /\b(?:can|could|(?:is|are|was|were|been|be)\s+able\s+to|supports?|supported|compatible|works?\s+with|allowed|permitted|accepts?|accepted|eligible|connects?\s+to|controls?|handles?|runs?\s+on)\b|可以|能够|可用于|能用于|支持|适用于|兼容|可驱动|能驱动|可带动|能带动/iu,
  // Not the "pay" of "pay-by-phone bays".
  payment: /\b(?:pay|pays|paid|charged|a\s+fee)\b(?!-)/iu,
  inclusion: /\b(?:includes?|included|including|comes?\s+with|comes?\s+in\s+the\s+box|in\s+the\s+box|supplied\s+with|bundled)\b/iu,
};

/** Words of the thing a claim may leave out ("line-voltage" of "230 V line-voltage electric baseboard heaters"), as a share of them. */
const THING_HELD = 0.6;

/** What sets a thing aside in the claim: "Instead of a receipt, you'll need to send a photo". */
const SET_ASIDE = /\b(?:instead\s+of|rather\s+than|in\s+place\s+of|without|apart\s+from|except)\s+(?:(?:a|an|the|any|your|their)\s+)?(?:[\p{L}-]+\s+)?$/iu;

/** What says, right after a thing, that it is paid for apart: "with parts charged on top", "parts extra". */
const PAID_APART_AFTER = /^\s+(?:(?:are|is|being)\s+)?(?:(?:charged|paid\s+for|billed|sold)\s+(?:on\s+top|separately|extra|as\s+extra)|extra|on\s+top)\b/iu;

/** Whether the claim says the thing (the denial's head word), and says it so everywhere it does. */
function saidOnlySo(claim: Analysed, head: Token, so: (place: Token) => boolean): boolean {
  const places = claim.content.filter((t) => matchKey(t) === matchKey(head));
  return places.length > 0 && places.every(so);
}

/** Whether the claim says the thing only as set aside. */
function setAside(claim: Analysed, head: Token): boolean {
  return saidOnlySo(claim, head, (t) => SET_ASIDE.test(claim.text.slice(0, t.start - claim.start)));
}

/** Whether the claim says the thing is paid for apart, as the sentence does: "includes …, with parts charged on top" of "parts are extra". */
function paidApart(claim: Analysed, head: Token): boolean {
  return saidOnlySo(claim, head, (t) => PAID_APART_AFTER.test(claim.text.slice(t.end - claim.start)));
}

interface Denial {
  family: Family;
  /** The thing's content words and figures, in the sentence. */
  words: Token[];
  figures: Quantity[];
  /** The word the claim must have: the head of the thing, or who opens the clause that goes free. */
  head: Token;
  /** The denial names who does not accept the thing, which the claim names too: what else the sentence allows is not of it. */
  byWhom: boolean;
  /** The thing is what the predicate acts on (不适用于电机类设备, "feeding wildlife is prohibited"), so the claim names it after its own (可以带动电机类设备, "can feed the wildlife"), not as who acts (团体票可以办理退票). */
  actedOn: boolean;
}

function familyOf(predicate: string): Family {
  return NEED_WORD.test(predicate) ? "need" : "ability";
}

/** How far a bound's words stand before its figure: "above 32 kg", "more than 3,500 km". */
const BOUND_REACH = 16;

/** A word of a figure's bound ("above" of "bags above 32 kg"), which says how much, not what the thing is. */
function boundWord(text: Analysed, t: Token): boolean {
  return text.quantities.some((q) => q.strictBound !== undefined && t.end <= q.start && q.start - t.end <= BOUND_REACH && q.strictBound.toLowerCase().split(/\s+/u).includes(t.norm));
}

/** The sentence's denials of need or ability, with the thing each is about. */
function denialsIn(sentence: Analysed): Denial[] {
  const denials: Denial[] = [];
  const add = (family: Family, from: number, to: number, { headFirst = false, except, actedOn = false }: { headFirst?: boolean; except?: Span; actedOn?: boolean } = {}): void => {
    const byWhom = except !== undefined;
    const words = sentence.content.filter(
      (t) => t.start >= from && t.end <= to && (t.kind === "word" || t.kind === "cjk") && !insideFigure(sentence, t) && !boundWord(sentence, t) && !(except !== undefined && t.start >= except.start && t.end <= except.end),
    );
    const head = headFirst ? words[0] : words[words.length - 1];
    if (head !== undefined) denials.push({ family, words, figures: sentence.quantities.filter((q) => q.start >= from && q.end <= to), head, byWhom, actedOn });
  };
  /** Where the stretch before `at` opens: after the last break. */
  const openingBefore = (at: number): number => {
    let from = 0;
    for (const mark of sentence.text.slice(0, at).matchAll(THING_BREAKS)) from = mark.index + mark[0].length;
    return from;
  };
  /** Where the stretch from `from` closes: at the next break, or the sentence's end. */
  const closingAfter = (from: number): number => {
    const stop = sentence.text.slice(from).search(THING_BREAK);
    return stop < 0 ? sentence.text.length : from + stop;
  };
  /** The stretch that names the thing before `at`, or, where a relative clause opens there (", which is sold separately"), the stretch before it. */
  const thingBefore = (at: number): [number, number] => {
    const relative = RELATIVE_BEFORE.exec(sentence.text.slice(0, at));
    const end = relative === null ? at : relative.index;
    return [sentence.start + openingBefore(end), sentence.start + end];
  };
  for (const match of sentence.text.matchAll(DENIED_AFTER_THING)) {
    add(familyOf(match[1]!), ...thingBefore(match.index));
  }
  for (const match of sentence.text.matchAll(DENIED_BEFORE_THING)) {
    const from = match.index + match[0].length;
    add(familyOf(match[1]!), sentence.start + from, sentence.start + closingAfter(from));
  }
  // Who does not accept the thing is part of it: "the kiosk does not accept cash" leaves cash at the desk alone.
  for (const match of sentence.text.matchAll(ACTIVE_DENIAL)) {
    const from = match.index + match[0].length;
    add("ability", sentence.start + openingBefore(match.index), sentence.start + closingAfter(from), { except: { start: sentence.start + match.index, end: sentence.start + from } });
  }
  for (const match of sentence.text.matchAll(ZH_DENIED_BEFORE_THING)) {
    const from = match.index + match[0].length;
    const stop = sentence.text.slice(from).search(ZH_THING_BREAK);
    add("ability", sentence.start + from, sentence.start + (stop < 0 ? sentence.text.length : from + stop), { actedOn: true });
  }
  // What is forbidden is an act: the claim says it may be done ("you can feed the ducks"), not that something may follow it ("anyone caught feeding them can be fined").
  for (const match of sentence.text.matchAll(FORBIDDEN_AFTER_THING)) {
    add("ability", ...thingBefore(match.index), { actedOn: true });
  }
  for (const match of sentence.text.matchAll(NEED_DENIED_BEFORE_ACT)) {
    const from = match.index + match[0].length;
    add("need", sentence.start + from, sentence.start + closingAfter(from), { headFirst: true });
  }
  for (const match of sentence.text.matchAll(APART_AFTER_THING)) {
    add("inclusion", ...thingBefore(match.index));
  }
  for (const match of sentence.text.matchAll(FREE_AFTER_THING)) {
    add("payment", sentence.start + openingBefore(match.index), sentence.start + match.index, { headFirst: true });
  }
  return denials;
}

const FREE_WORD = /\bfree\b/iu;
const APART_WORD = /\b(?:separately|extras?)\b/iu;
/** Words that forbid: a denial with no negation cue in it. */
export const FORBIDDING_WORD = /禁止|严禁|\b(?:prohibited|banned|forbidden)\b/iu;

/** Whether the sentence may deny a need at all: by a negation, by saying who goes free, what is sold apart, or what is forbidden. Most sentences do none of these, and need no further reading. */
export function mayDenyNeed(sentence: Analysed): boolean {
  return sentence.negations.length > 0 || FREE_WORD.test(sentence.text) || APART_WORD.test(sentence.text) || FORBIDDING_WORD.test(sentence.text);
}

/** A denial right before a predicate: "do not need to", "are not accepted". */
const DENIED_BEFORE = /(?:\b(?:not|no|never)|n['’]t)\s+(?:be\s+)?$/iu;

/** The word after a match of a predicate in the text: "obtained" of "must be obtained". */
function wordAfter(text: Analysed, match: RegExpExecArray): string | undefined {
  const end = text.start + match.index + match[0].length;
  const next = text.content.find((t) => t.start >= end);
  return next === undefined ? undefined : matchKey(next);
}

/**
 * The sentence says the claim's predicate itself, of the claim's next word: "is not required at the
 * start but must be obtained by the end of year two" holds "must be obtained …".
 */
function saysItToo(sentence: Analysed, claim: Analysed, family: Family, claimWord: RegExpExecArray): boolean {
  const after = wordAfter(claim, claimWord);
  if (after === undefined) return false;
  const says = new RegExp(CLAIM_SAYS[family].source, "giu");
  for (let m = says.exec(sentence.text); m !== null; m = says.exec(sentence.text)) {
    // Not the denial itself: "you do not need to claim them".
    if (!DENIED_BEFORE.test(sentence.text.slice(0, m.index)) && wordAfter(sentence, m) === after) return true;
  }
  return false;
}

/**
 * Where the claim, with no negation of its own, says the thing of one of the sentence's denials
 * is needed or possible, as that denial's predicate does: the thing's figures all and most of its
 * words, its last word (the head) among them. Returns the claim's word of need, ability, payment or inclusion.
 */
export function affirmsDenied(claim: Analysed, sentence: Analysed): Affirmed | undefined {
  if (claim.negations.length > 0) return undefined;
  for (const { family, words, figures, head, byWhom, actedOn } of denialsIn(sentence)) {
    const word = CLAIM_SAYS[family].exec(claim.text);
    if (!word || !figures.every((f) => claim.quantities.some((q) => sameQuantity(q, f)))) continue;
    // A word in the claim's condition says nothing is so: "If you paid an independent engineer…, Asterby will refund up to £120".
    if (inCondition(claim, { start: claim.start + word.index, end: claim.start + word.index + word[0].length })) continue;
    if (actedOn && !claim.content.some((t) => t.start >= claim.start + word.index + word[0].length && matchKey(t) === matchKey(head))) continue;
    const held = words.filter((t) => tokenMatch(t, claim) > 0);
    if (held.includes(head) && held.length >= THING_HELD * words.length && !setAside(claim, head) && !(family === "inclusion" && paidApart(claim, head)) && (byWhom || !saysItToo(sentence, claim, family, word))) {
      return { start: claim.start + word.index, end: claim.start + word.index + word[0].length, family };
    }
  }
  return undefined;
}
