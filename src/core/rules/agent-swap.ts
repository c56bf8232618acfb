import { matchKey, type Analysed } from "../analysis.js";
import type { EntityMention } from "../text/entities.js";
import type { Token } from "../text/tokens.js";
import { stem } from "../text/stem.js";
import type { Span } from "../types.js";
import { clauseStartBefore, within } from "./clauses.js";
import type { ContentRule } from "./rule.js";

/**
 * Who did it: the claim gives an act to a person the source names, where the source gives the
 * same act to another: "The appeal was launched by the mayor, Edwin Carne" against "A public
 * appeal launched by the mayor, Alderman Josiah Trelawny, raised £1,240, of which £500 came from
 * the shipowner Edwin Carne". Every word and both names are in the source, so the alignment and
 * the name rule see nothing wrong; only who the act's verb is said of shows it.
 *
 * An act is a verb in the past tense with its doer: after it by "by" ("launched by the mayor,
 * X"), or before it ("X launched", or in the present with its object after it, "X handles any
 * claims"). The source must give that verb no doer the claim names, though it names that doer
 * somewhere in the passage, and one at least that it does not. A verb said with its doer first
 * may be done by many ("Jamal Reid scored in the 48th minute" beside "Tom Brierley added a
 * second try"): it is the same act only where both say what it was done to.
 */

interface Act extends Span {
  verb: string;
  /** Who did it: one name, or those a list after "by" joins ("by the Coastal Recovery Trust and Devon County Council"). */
  doers: EntityMention[];
  /** The words of what the act was done to: before a passive verb, after an active one. */
  thing: Set<string>;
  active: boolean;
  /** The claim says the doers did it alone: "funded solely by", "Only X funded". */
  alone: boolean;
}

/** Content words read on the side of the verb where what it was done to stands. */
const THING_WORDS = 3;

/** A past verb and the "by" after it, then a few words of a title or role before the doer's name: "launched by the mayor, ". */
const PASSIVE = /(?<![A-Za-z-])([a-z]{3,}(?:ed|en|wn|lt|de|ght))\s+(?:(solely|only|entirely|wholly|exclusively)\s+)?by\s+(?=\S)/gu;
/** What says a doer named first did it alone: "Only X", "X alone". */
const ONLY_BEFORE = /(?:^|[,;:]\s*)only\s+(?:the\s+)?$/iu;
const ALONE_AFTER = /^\s+alone\b/iu;
/** What may stand between "by" and the doer's name: "the mayor, ", "the local architect ". */
const ROLE_BEFORE_NAME = /^(?:(?:the|a|an|its|their|his|her)\s+)?(?:[a-z-]+\s+){0,3}?(?:[a-z-]+,\s+)?$/u;
/** What joins the names of a list of doers: a comma right before the next name, or "and" with a few words of a role. */
const NEXT_DOER = /^\s*,\s+(?:the\s+)?$|^\s+(?:and|&)\s+(?:the\s+)?(?:[a-z-]+\s+){0,2}?$/u;

/** A past verb and "by" between two names: the second is the doer of another act ("directed by X and written by Y"). */
const ANOTHER_ACT = /\bby\s*$/u;

/** The doer and the names a list joins to it after. */
function doersFrom(text: Analysed, names: readonly EntityMention[], first: EntityMention): EntityMention[] {
  const doers = [first];
  for (const name of names) {
    if (name.start <= doers.at(-1)!.end) continue;
    const between = text.text.slice(doers.at(-1)!.end - text.start, name.start - text.start);
    if (!NEXT_DOER.test(between) || ANOTHER_ACT.test(between)) break;
    doers.push(name);
  }
  return doers;
}

/** A question that asks who did an act: "a 2007 film directed by who?", "is partially owned by what Canadian businessman?". */
const ASKS_THE_DOER = /(?<![A-Za-z-])([a-z]{3,}(?:ed|en|wn|lt|de|ght))\s+by\s+(?:who|whom|which|what)\b/u;
/** Content words of an answer that names the doer and says nothing more: "Neil Gaiman", "the Province of Buenos Aires". */
const TERSE_WORDS = 6;

/**
 * The act a question asks the doer of, done by the names of a terse answer: "Neil Gaiman" to
 * "…Beowulf, a 2007 … film, directed by who?" says Neil Gaiman directed it. An answer that states
 * its own act is read as it stands.
 */
function askedAct(question: Analysed, claim: Analysed): Act | undefined {
  if (claim.content.length > TERSE_WORDS) return undefined;
  const asked = ASKS_THE_DOER.exec(question.text);
  if (asked === null) return undefined;
  const doers = claim.entities.filter((e) => e.kind === "name");
  if (doers.length === 0) return undefined;
  return { verb: stem(asked[1]!), doers, thing: new Set(), active: false, alone: false, start: claim.start, end: claim.end };
}

/**
 * The past verb right after the doer's name, or after a role set off by commas: "Edwin Carne launched", "X, the mayor, launched";
 * or a present one in -es before what it is done to ("Priya Nandra handles any claims", not the noun of "the Loch Sunart sites remained").
 */
const ACTIVE_AFTER = /^(?:,\s+[^,.;:]{1,40},)?\s+([a-z]{3,}ed(?![A-Za-z-])|[a-z]{3,}es(?=\s+(?:any|all|every|each|the|its|their)\s))/u;

const actsCache = new WeakMap<Analysed, Act[]>();

/** The text's acts, read once for each sentence however many claims ask. */
function acts(text: Analysed): Act[] {
  let found = actsCache.get(text);
  if (found === undefined) {
    found = readActs(text);
    actsCache.set(text, found);
  }
  return found;
}

function readActs(text: Analysed): Act[] {
  // A date's month or weekday is no doer: "storm Dervla on 19–20 November washed out".
  const names = text.entities.filter((e) => e.kind === "name" && !text.dates.some((d) => e.start < d.end && d.start < e.end));
  if (names.length === 0) return [];
  const found: Act[] = [];
  const keys = (words: readonly Token[]): Set<string> => new Set(words.map(matchKey));
  for (const m of text.text.matchAll(PASSIVE)) {
    const verbStart = text.start + m.index;
    const after = verbStart + m[0].length;
    const doer = names.find((e) => e.start >= after && ROLE_BEFORE_NAME.test(text.text.slice(after - text.start, e.start - text.start)));
    const clauseStart = text.start + clauseStartBefore(text.text, m.index, THING_BREAK);
    const thing = text.content.filter((t) => t.end <= verbStart && t.start >= clauseStart).slice(-THING_WORDS);
    if (doer) found.push({ verb: stem(m[1]!), doers: doersFrom(text, names, doer), thing: keys(thing), active: false, alone: m[2] !== undefined, start: verbStart, end: doer.end });
  }
  for (const doer of names) {
    const rest = text.text.slice(doer.end - text.start);
    const alone = ALONE_AFTER.exec(rest);
    const m = ACTIVE_AFTER.exec(alone ? rest.slice(alone[0].length) : rest);
    if (!m) continue;
    const end = doer.end + (alone?.[0].length ?? 0) + m[0].length;
    const thing = text.content.filter((t) => t.start >= end && !names.some((e) => e.start <= t.start && t.end <= e.end)).slice(0, THING_WORDS);
    found.push({ verb: stem(m[1]!), doers: [doer], thing: keys(thing), active: true, alone: alone !== null || ONLY_BEFORE.test(text.text.slice(0, doer.start - text.start)), start: doer.start, end });
  }
  return found;
}

/** Where what a passive verb was done to may begin: after a clause mark. */
const THING_BREAK = /[,;:()]/gu;

/** Two acts of one verb are one act if both have their doer first only where they say what it was done to alike. */
function sameAct(a: Act, b: Act): boolean {
  if (a.verb !== b.verb) return false;
  return (!a.active && !b.active) || [...a.thing].some((key) => b.thing.has(key));
}

/** The words of a name, lower-cased: "Queen Elizabeth" and "Elizabeth II" share one. */
function nameWords(name: EntityMention): Set<string> {
  return new Set(name.text.toLowerCase().split(/[\s.]+/u).filter((w) => w.length > 1));
}

export function samePerson(a: EntityMention, b: EntityMention): boolean {
  if (a.key === b.key || a.key.endsWith(b.key) || b.key.endsWith(a.key)) return true;
  const words = nameWords(b);
  return [...nameWords(a)].some((w) => words.has(w));
}

/** Whether any of the doers is the person. */
function among(doers: readonly EntityMention[], person: EntityMention): boolean {
  return doers.some((e) => samePerson(e, person));
}

/**
 * What the source says against the claim's act: a doer of the claim's whom the sentence names but
 * never as a doer of this act, or, where the claim says its doers did it alone, the sentence's act
 * with them and others besides.
 */
function against(act: Act, same: readonly Act[], named: readonly Analysed[]): { doer: EntityMention; theirs: Act; alone: boolean } | undefined {
  if (same.length === 0) return undefined;
  const doer = act.doers.find((ours) => !same.some((other) => among(other.doers, ours)) && named.some((text) => text.entities.some((e) => samePerson(e, ours))));
  if (doer !== undefined) return { doer, theirs: same[0]!, alone: false };
  if (!act.alone) return undefined;
  const theirs = same.find((other) => act.doers.every((ours) => among(other.doers, ours)) && other.doers.some((e) => !among(act.doers, e)));
  return theirs === undefined ? undefined : { doer: act.doers[0]!, theirs, alone: true };
}

/** Who a cost is charged to: 运费由买家承担, "postage is paid by the buyer". */
const ZH_PAID_BY = /由([^，。；、由]{1,8}?)(?:负责|自行)?(?:承担|负担|支付|缴纳|自付)/gu;
const EN_PAID_BY = /\b(?:paid(?:\s+for)?|borne|covered|met)\s+by\s+(?:the\s+)?((?:[a-z]+\s+)?[a-z]+?)s?\b(?=\s*(?:[,.;[(]|$|unless|if|when|in|for|and|or))/giu;
/** How near each other a text names one party by two names: "出租方（甲方）：陈建国". */
const ALIAS_REACH = 12;
/** Characters before 由 or "paid by" in which the cost paid is named. */
const COST_REACH = 24;

interface Payment {
  payer: Span & { text: string };
  /** The text before the payer in which the cost is named. */
  cost: string;
  /** Said as who does not pay: 不由劳务派遣单位承担, "not paid by the landlord". */
  denied: boolean;
}

/**
 * The reader an answer speaks to is the one a source's terms call its customer: 运费由你自己承担 of
 * 运费由顾客承担, "paid by you" of "paid by the hirer".
 */
const READER = /^(?:你|您)(?:们)?(?:自己|本人)?$|^(?:you|yourself|yourselves)$/iu;
const CUSTOMER = /^(?:顾客|客户|用户|消费者|买家|买方|学员|会员|租客|承租人|患者|乘客|旅客|游客|家长|持卡人|customer|client|user|buyer|hirer|renter|guest|member|student|patient|tenant|passenger|holder)$/iu;
/** Words around a party's name that leave the party as it is: 店里自己 and 本店 are one shop. */
const PARTY_FRAME = /^(?:本|我|我们|贵)|(?:里|方|家|自己|本人|们)$/gu;

/** Two names for one party: the reader and the customer, or one shop said from inside and out. */
function sameParty(a: string, b: string): boolean {
  if ((READER.test(a) && CUSTOMER.test(b)) || (READER.test(b) && CUSTOMER.test(a))) return true;
  const bare = (name: string): string => name.replace(PARTY_FRAME, "").replace(PARTY_FRAME, "");
  return /\p{Script=Han}/u.test(a) && bare(a) !== "" && bare(a) === bare(b);
}

/** A denial right before who pays: 不由, "not paid by". */
const DENIED_BEFORE = /(?:不|并非|非)$|\bnot\s+$/iu;

/** Every cost the text charges to someone, with who pays it. */
function payments(text: Analysed): Payment[] {
  return [ZH_PAID_BY, EN_PAID_BY].flatMap((pattern) =>
    [...text.text.matchAll(pattern)].map((m) => {
      const at = m.index + m[0].indexOf(m[1]!, m[0].startsWith("由") ? 1 : 0);
      const before = text.text.slice(Math.max(0, m.index - COST_REACH), m.index);
      return { payer: { start: text.start + at, end: text.start + at + m[1]!.length, text: m[1]!.toLowerCase() }, cost: before, denied: DENIED_BEFORE.test(before) };
    }),
  );
}

/**
 * The claim charges a cost to another payer than the sentence does: "运费由公司承担" of "退货运费由买家承担";
 * "Return postage is paid by the council" of "… is paid by the tenant"; or to one the sentence says
 * does not pay it. The cost is a word the claim names before its payer, which the sentence names
 * before its own.
 */
function payerOfAnother(claim: Analysed, sentence: Analysed, evidence: readonly Analysed[]): { ours: Payment; theirs: Payment } | undefined {
  for (const ours of payments(claim)) {
    if (ours.denied) continue;
    const costWords = claim.content.filter((t) => t.end <= ours.payer.start && t.start >= ours.payer.start - COST_REACH).map((t) => t.norm);
    const ofTheCost = payments(sentence).filter((p) => costWords.some((word) => word.length >= 2 && p.cost.toLowerCase().includes(word.toLowerCase())));
    const payerWords = new Set(claim.content.filter((t) => t.start >= ours.payer.start && t.end <= ours.payer.end).map(matchKey));
    // (A payer that shares a word with the sentence's is the same: 学生自己 of 借款学生本人.)
    const named = (p: Payment): boolean => sentence.content.some((t) => within(t, p.payer) && payerWords.has(matchKey(t))) || p.payer.text.includes(ours.payer.text) || ours.payer.text.includes(p.payer.text) || sameParty(ours.payer.text, p.payer.text);
    const theirs = ofTheCost.find((p) => !p.denied);
    if (theirs === undefined || ofTheCost.some((p) => !p.denied && named(p))) continue;
    // (…and one the evidence names beside the sentence's, outside what anyone pays, is it by another name:
    // 房东陈建国 of "甲方" where "出租方（甲方）：陈建国".)
    const aliased = evidence.some((text) => {
      const paying = payments(text).map((p) => p.payer);
      const outside = (t: Token): boolean => !paying.some((payer) => within(t, payer));
      const ourNames = text.content.filter((t) => outside(t) && payerWords.has(matchKey(t)));
      const theirNames = text.content.filter((t) => outside(t) && t.norm.length >= 2 && theirs.payer.text.includes(t.norm.toLowerCase()));
      return ourNames.some((a) => theirNames.some((b) => Math.abs(a.start - b.start) <= ALIAS_REACH));
    });
    if (!aliased) return { ours, theirs };
  }
  return undefined;
}

/** What may stand between a Chinese role and the name of the one who holds it: nothing, 是, 为, a colon. */
const ZH_ROLE_TO_NAME = /^(?:是|为|：|:)?$/u;
/** A person's Chinese name: two to four characters. */
const ZH_PERSON_NAME = /^\p{Script=Han}{2,4}$/u;
/** How jieba tags a person's name: as one (nr), or as characters it has not seen (x). */
const PERSON_TAGS: ReadonlySet<string> = new Set(["nr", "x"]);
/** How the nouns for a post end: 老师, 助教, 店长, 经理, 负责人, 主任, 教练, 技师, 医生. */
const ZH_POST_END = /[师教员长理人任练生官监导手总席]$/u;

interface RoleHeld {
  role: Token;
  holder: EntityMention;
}

/** Chinese roles and the names of their holders right after them: 主讲老师林晓棠, 助教为周宇, 主讲老师是周宇. */
function rolesHeld(text: Analysed): RoleHeld[] {
  return text.entities.flatMap((holder) => {
    if (holder.kind !== "name" || !ZH_PERSON_NAME.test(holder.text)) return [];
    const named = text.content.find((t) => t.start === holder.start);
    if (named === undefined || !PERSON_TAGS.has(named.tag ?? "")) return [];
    const role = text.content.findLast((t) => t.end <= holder.start);
    if (role === undefined || role.kind !== "cjk" || role.norm.length < 2 || !role.tag?.startsWith("n") || !ZH_POST_END.test(role.norm)) return [];
    return ZH_ROLE_TO_NAME.test(text.text.slice(role.end - text.start, holder.start - text.start)) ? [{ role, holder }] : [];
  });
}

/**
 * The claim gives a role to a person the sentence names in another role, where the sentence gives
 * the claim's role to someone else: "主讲老师是周宇" of "由主讲老师林晓棠授课，助教为周宇".
 */
function roleOfAnother(claimsRoles: readonly RoleHeld[], sentence: Analysed): { ours: RoleHeld; theirs: RoleHeld; held: RoleHeld } | undefined {
  const inSentence = rolesHeld(sentence);
  for (const ours of claimsRoles) {
    const sameRole = inSentence.filter((r) => matchKey(r.role) === matchKey(ours.role));
    if (sameRole.length === 0 || sameRole.some((r) => r.holder.key === ours.holder.key)) continue;
    const held = inSentence.find((r) => r.holder.key === ours.holder.key);
    if (held !== undefined) return { ours, theirs: sameRole[0]!, held };
  }
  return undefined;
}

const rule: ContentRule = {
  meta: {
    id: "agent-swap",
    code: "X1",
    description: "The claim gives an act or a role to a person the cited source names, where the source gives that act or role to another, or charges a cost to another payer.",
    severity: "error",
  },
  check({ claim, alignment, where, evidence, question, chunkSentences }) {
    const best = alignment.sentences[0];
    const paid = best && payerOfAnother(claim, best, alignment.sentences);
    if (best && paid) {
      const { ours, theirs } = paid;
      return [{ message: `${where(best)} charges it to ${theirs.payer.text}, not to ${ours.payer.text}`, span: { start: ours.payer.start, end: ours.payer.end }, actual: ours.payer.text, expected: theirs.payer.text, evidence: evidence(best) }];
    }
    // (Read once, and the sentences only where the claim gives a post: most claims give none.)
    const claimsRoles = rolesHeld(claim);
    for (const sentence of claimsRoles.length > 0 ? alignment.sentences : []) {
      const swapped = roleOfAnother(claimsRoles, sentence);
      if (swapped === undefined) continue;
      const { ours, theirs, held } = swapped;
      return [
        {
          message: `${where(sentence)} names ${theirs.holder.text} as ${theirs.role.text} and ${held.holder.text} as ${held.role.text}`,
          span: { start: ours.holder.start, end: ours.holder.end },
          actual: ours.holder.text,
          expected: theirs.holder.text,
          evidence: evidence(sentence),
        },
      ];
    }
    let ours = acts(claim);
    if (ours.length === 0 && question !== undefined) {
      const act = askedAct(question, claim);
      if (act !== undefined) ours = [act];
    }
    if (ours.length === 0) return [];
    for (const sentence of alignment.sentences) {
      const theirs = acts(sentence);
      for (const act of ours) {
        // (The claim's doer may be named elsewhere in the passage: "Our driver, Gareth Lowe, will text …" beside
        // "Workshop manager Priya Nandra handles any damage-in-transit claims".)
        const found = against(act, theirs.filter((other) => sameAct(act, other)), chunkSentences(sentence.chunk));
        if (found === undefined) continue;
        const { doer, alone } = found;
        const others = found.theirs.doers.map((e) => e.text).join(" and ");
        return [
          {
            message: `${where(sentence)} gives it to ${others}, not to ${doer.text}${alone ? " alone" : ""}`,
            span: { start: doer.start, end: doer.end },
            actual: doer.text,
            expected: others,
            evidence: evidence(sentence),
          },
        ];
      }
    }
    return [];
  },
};

export default rule;
