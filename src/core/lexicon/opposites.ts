import type { Lexicon } from "./wordnet.js";
import { areZhAntonyms } from "./zh-antonyms.js";
import type { Token } from "../text/tokens.js";

/** Prefixes that make a word's opposite (unknown / known, non-linear / linear); in-, im- and dis- make too many other words (inform, impress), and "unless" is no "less" denied. */
export const NEGATING_PREFIX = /^(?:un(?!less$)|non-?)(?=[a-z]{4})/u;

/** "crewed" and "uncrewed": one is the other with a negating prefix. */
export function prefixOpposites(a: string, b: string): boolean {
  return a.replace(NEGATING_PREFIX, "") === b || b.replace(NEGATING_PREFIX, "") === a ? a !== b : false;
}

/** "-able" and "-ible", which make an adjective of what can be done. */
const ABLE = /(?:a|i)ble$/u;

/** "non-refundable" and "refunded": one denies that the other's act can be done. */
function deniedAbility(a: Token, b: Token): boolean {
  const [denied, done] = NEGATING_PREFIX.test(a.norm) ? [a, b] : [b, a];
  const adjective = denied.norm.replace(NEGATING_PREFIX, "");
  if (adjective === denied.norm || !ABLE.test(adjective) || done.kind !== "word" || ABLE.test(done.norm)) return false;
  return adjective.replace(ABLE, "") === done.stem;
}

/**
 * WordNet's antonyms need the lexicon, which is loaded only when some claim word is not literally
 * in its evidence; the Chinese list is at hand.
 */
export function opposites(a: Token, b: Token, lexicon: Lexicon | undefined): boolean {
  // Capitalised, a colour or a medal names a tier or a line: "Silver members" are not what "Gold
  // members" are not, but members the source may not speak of.
  if (exclusive(a.norm, b.norm)) return !(NAMING_SETS.some((set) => set.has(a.norm)) && TITLE_CASE.test(a.text) && TITLE_CASE.test(b.text));
  if (a.kind === "cjk" && b.kind === "cjk") return areZhAntonyms(a.norm, b.norm);
  if ((MOVED.has(a.norm) && UNMOVED.has(b.norm)) || (MOVED.has(b.norm) && UNMOVED.has(a.norm))) return true;
  if (EN_PAIRS.has(`${a.norm} ${b.norm}`) || EN_PAIRS.has(`${b.norm} ${a.norm}`)) return true;
  if ((ONLY.has(a.norm) && EVERY.has(b.norm)) || (ONLY.has(b.norm) && EVERY.has(a.norm))) return true;
  if (weakerQuantifier(a.norm, b.norm) || weakerQuantifier(b.norm, a.norm)) return false;
  if (NOUN_FIRST.has(a.norm) || NOUN_FIRST.has(b.norm)) return prefixOpposites(a.norm, b.norm);
  if (OTHER_VERB.has(a.norm) || OTHER_VERB.has(b.norm)) return false;
  return prefixOpposites(a.norm, b.norm) || deniedAbility(a, b) || (lexicon?.areAntonyms(a.norm, b.norm) ?? false) || oppositeHeads(a.norm, b.norm, lexicon);
}

/** "right-hand" and "left-hand", "upper-level" and "lower-level": compounds alike but for opposite first words. */
function oppositeHeads(a: string, b: string, lexicon: Lexicon | undefined): boolean {
  const [cutA, cutB] = [a.indexOf("-"), b.indexOf("-")];
  if (cutA <= 0 || cutB <= 0 || a.slice(cutA) !== b.slice(cutB)) return false;
  const [headA, headB] = [a.slice(0, cutA), b.slice(0, cutB)];
  return exclusive(headA, headB) || (lexicon?.areAntonyms(headA, headB) ?? false);
}

/**
 * Words used as nouns far more than as the verbs WordNet opposes: "items on loan" are borrowed
 * items, not what "borrow" is the opposite of.
 */
const NOUN_FIRST: ReadonlySet<string> = new Set(["loan", "loans"]);

/**
 * Forms of a verb that shares its spelling with an adjective the supplement opposes, and has no
 * opposite of its own: "membership lasts 12 months" (endures) says nothing against "the first payment".
 */
const OTHER_VERB: ReadonlySet<string> = new Set(["lasts", "lasted", "lasting"]);

const TITLE_CASE = /^\p{Lu}\p{Ll}/u;

/**
 * A restriction and a word for every time or place: "dogs are welcome on Fridays only" against
 * "dogs are welcome daily", "hard hats are required only in the mezzanine" against "everywhere".
 * (Not "all": "the only member" and "from all backgrounds" qualify other things.)
 */
export const ONLY: ReadonlySet<string> = new Set(["only", "exclusively"]);
export const EVERY: ReadonlySet<string> = new Set(["always", "everywhere", "anywhere", "daily"]);

/**
 * Cases of a time or a rule that WordNet does not oppose, as the Chinese list has them (工作日 and
 * 周末, 峰时 and 谷时): "£3 outside peak hours" against "£3 during peak hours"; and who leads,
 * which WordNet has only as directions ("one shot ahead of Doyle" against "one shot behind"); and
 * "greater" against "lower", which WordNet opposes to "lesser" only as the adjective "great"
 * ("whichever is lower" against "the greater of £25 or 1%").
 */
const EN_PAIRS: ReadonlySet<string> = new Set(
  ["outside during", "outside within", "several only", "peak off-peak", "weekday weekend", "weekdays weekends", "weekday weekends", "weekdays weekend", "online offline", "online in-person", "ahead behind", "ahead later", "behind earlier", "greater lower", "greater lesser", "greater smaller"],
);

/** Words for a figure that moved up, and down. A figure said to have moved is not one said to have stayed: "the fee for shops was raised" against "remained unchanged". WordNet opposes neither pair. */
const ROSE: ReadonlySet<string> = new Set(
  "rise rises rose risen rising increase increases increased increasing raise raises raised raising grow grows grew grown growing climb climbs climbed".split(" "),
);
const FELL: ReadonlySet<string> = new Set(
  "fall falls fell fallen falling drop drops dropped dropping decrease decreases decreased decreasing decline declines declined declining cut cuts reduce reduces reduced reducing lower lowered lowering".split(" "),
);
const MOVED: ReadonlySet<string> = new Set([...ROSE, ...FELL]);

/** Whether two English words say a figure moved the same way ("declined" and "fell"), which WordNet does not say. */
export function movedTheSameWay(a: string, b: string): boolean {
  return (ROSE.has(a) && ROSE.has(b)) || (FELL.has(a) && FELL.has(b));
}
const UNMOVED: ReadonlySet<string> = new Set(["unchanged", "unaltered", "steady", "flat", "frozen"]);

/** Closed sets of which a thing has one value: a red warning is no orange one, a gold medal no silver one. */
const COLOURS: ReadonlySet<string> = new Set(["red", "orange", "yellow", "green", "blue", "purple", "black", "white"]);
const MEDALS: ReadonlySet<string> = new Set(["gold", "silver", "bronze"]);
/** Closed sets whose values also name tiers, lines and plans when capitalised. */
const NAMING_SETS = [COLOURS, MEDALS];

const EXCLUSIVE_SETS: readonly ReadonlySet<string>[] = [
  COLOURS,
  new Set(["红色", "橙色", "黄色", "绿色", "蓝色", "紫色", "黑色", "白色"]),
  MEDALS,
  new Set(["金牌", "银牌", "铜牌"]),
  // How often: "a daily tablet" is no weekly injection.
  new Set(["hourly", "daily", "weekly", "fortnightly", "monthly", "quarterly", "yearly"]),
  new Set(["每天", "每周", "每月", "每年"]),
  new Set(["domestic", "international"]),
  new Set(["国内", "国际"]),
  new Set(["enabled", "disabled"]),
  // Parts of the day. (Not am and pm, whose "am" is read as the verb and would leave "pm" the only one a text gives.)
  new Set(["morning", "afternoon", "evening"]),
];

/**
 * Whether a word is one value of a closed set ("weekly" of how often), which its stem does not say:
 * "weekly" and "every three weeks" share the stem "week" but not the value.
 */
export function closedSetValue(word: string): boolean {
  return EXCLUSIVE_SETS.some((set) => set.has(word));
}

function exclusive(a: string, b: string): boolean {
  return a !== b && EXCLUSIVE_SETS.some((set) => set.has(a) && set.has(b));
}

const SOME = new Set(["some", "several"]);
const ALL = new Set(["all", "each", "every"]);

/** WordNet opposes "some" and "all"; but "moved several funds" says less than "all funds", not the contrary. */
function weakerQuantifier(a: string, b: string): boolean {
  return SOME.has(a) && ALL.has(b);
}
