import type { Token } from "../text/tokens.js";

const EN_CUES = new Set([
  "not", "no", "never", "without", "none", "nor", "neither", "cannot", "lack", "lacks", "lacked", "lacking",
  "absent", "absence", "unable", "nobody", "nothing", "nowhere",
  // "The fee is £28; it is waived for applicants in care": those applicants do not pay it.
  "waived", "exempt", "exempted",
  // "Absences related to pregnancy are excluded from these triggers": they are not counted.
  "excluded",
  // "10% off all other treatment except orthodontics and implants": the discount is not on implants.
  "except",
  // "You can't take a dog unless it's an assistance dog" sets aside what "except assistance dogs" does.
  "unless",
]);

/**
 * Words that set aside what follows only after a comma, where they stand for "except": "paid at full
 * basic salary, excluding overtime". Elsewhere "excluding" is as often a verb: "excluding constant
 * terms from the network".
 */
const EN_CUES_AFTER_COMMA = new Set(["excluding"]);

/** Contractions written without the apostrophe; "cant" and "wont" are left out because they are words. */
const EN_BARE_CONTRACTIONS = new Set([
  "dont", "doesnt", "didnt", "isnt", "wasnt", "arent", "werent", "hasnt", "havent", "hadnt", "couldnt",
  "shouldnt", "wouldnt", "mustnt", "neednt",
]);

/** Verbs that deny the verb after "to": "failed to follow", "declined to reduce", "refused to pay". */
const EN_FAIL = new Set([
  "fail", "fails", "failed", "failing", "decline", "declines", "declined", "declining", "refuse", "refuses", "refused",
  "refusing", "neglect", "neglects", "neglected", "neglecting",
]);

/** "Declined to 18%", "declined to a record low": the fall of a figure, not a refusal. */
const EN_DECLINE = new Set(["decline", "declines", "declined", "declining"]);
const EN_NOT_A_VERB = new Set(["a", "an", "the", "its", "their", "his", "her", "our", "about", "around", "nearly", "roughly", "just", "only", "under", "below", "zero", "record"]);

/** Words that set aside what follows only with the word after them: "apart from Room 4", "other than implants". */
const EN_SET_ASIDE: ReadonlyMap<string, string> = new Map([
  ["apart", "from"],
  ["other", "than"],
]);

/**
 * "Aside" sets aside what follows after "from" or after a word for leaving out: "aside from
 * Room 4", "net debt, leaving aside lease liabilities" (not "setting aside £5m", money kept for
 * something). A sentence that opens on "Leaving aside the grant," frames a sum it works out from
 * the rest; it denies nothing of the grant.
 */
const EN_LEAVING_ASIDE = new Set(["leaving", "putting"]);

/** Words that deny enough of a thing after "too": "too few activities build their reading" is "not enough activities". */
const EN_TOO_LITTLE = new Set(["few", "little"]);

/** Every word the checks below can accept, so that most words are turned away with one lookup. */
const EN_CUE_WORDS: ReadonlySet<string> = new Set([...EN_CUES, ...EN_CUES_AFTER_COMMA, ...EN_BARE_CONTRACTIONS, ...EN_FAIL, ...EN_SET_ASIDE.keys(), ...EN_TOO_LITTLE, "aside"]);

/**
 * A cue followed by one of these words asserts rather than denies: "not only X", "no doubt", "no
 * more than 5", "no later than three days before" (a deadline). "No longer" does deny.
 */
const EN_NOT_NEGATING_NEXT: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["not", new Set(["only", "just", "merely", "later", "earlier"])],
  ["no", new Set(["doubt", "less", "more", "fewer", "later", "earlier", "sooner", "greater", "higher", "lower"])],
  ["without", new Set(["doubt"])],
]);

/** A comparative adjective: "longer", "wider", "heavier". */
const COMPARATIVE = /^[a-z]{2,}er$/u;

/** A fee a 免 right before it waives: 学费, 挂号费. */
const FEE = /^\p{Script=Han}{0,3}费$/u;
/** A word that ends in that 免, and no word of its own that does (避免, 以免, 难免). */
const WAIVING = /^\p{Script=Han}{0,2}免$/u;
const NOT_WAIVING = /(?:避|以|难|不|未|罢|任|赦|豁)免$/u;

/** Words that are negations in their own right. */
const ZH_CUES = new Set([
  "不", "没", "没有", "未", "无", "非", "否", "别", "勿", "不是", "并非", "尚未", "并无", "无法", "无从", "无需", "无须",
  "无权", "无关", "请勿", "切勿", "别再", "绝非", "拒绝", "拒不", "查无", "尚无", "暂无",
  // "镜架打八折（特价镜架除外）": what stands before 除外 is set aside, as after "except". (Not "除…外",
  // which as often adds: "除了老油区外，东部还有新油区".) "只有抢险车辆例外" sets them aside too.
  "除外", "例外",
  // "免予审查经济状况": those exempt are not examined, as "waived" and "exempt" deny in English.
  "免予", "免于", "免收", "免除", "免掉", "免去", "免交", "免缴",
  // "禁止外放视频" says what "不能外放视频" does.
  "禁止", "严禁",
]);

/**
 * Words beginning with a negation ("不支持", "没能", "未能", "并不相同", "从来没有") are negations
 * unless they begin with one of ZH_NOT_NEGATING_PREFIXES.
 */
const ZH_NEGATING_PREFIXES = [
  "不", "没", "未", "并不", "并没", "并未", "绝不", "决不", "从不", "从来不", "从来没", "从没", "从未", "毫不", "毫无", "永不",
];

/** Words that only look negative: "不同" different, "不断" continuously, "未来" future, "毫无疑问" undoubtedly, "不敌" lost to, "不变" unchanged (the opposite of 上调, zh-antonyms.ts). */
const ZH_NOT_NEGATING_PREFIXES = [
  "不同", "不断", "不少", "不仅", "不但", "不过", "不管", "不论", "不久", "不错", "不得不", "不禁", "不免", "不妨",
  "不料", "不时", "不止", "不如", "不光", "不只", "不单", "不停", "不惜", "不愧", "不朽", "不幸", "不良", "不便",
  "不外", "不由", "不一会", "不变", "不等", "不定", "不然", "不锈钢", "不动产", "不约而同", "不得了", "不能不", "不无", "不敌",
  "没收", "没落", "没错", "没日没夜", "未来", "未免", "未成年", "未知", "毫无疑问",
];

/** What after 不足 makes it a noun's modifier, the part short: 不足部分, 不足之处. */
const SHORTFALL_AFTER = /^(?:部分|之处|的部分)$/u;
/** What before 例外 says there is none: 也不例外, 无一例外, 没有例外. */
const NO_EXCEPTION_BEFORE = /(?:不|无|没|没有|无一|毫无)$/u;

/** Resultative complements after an inner 不: 做不到, 买不起, 受不了, 看不见, 回不来. */
const ZH_COMPLEMENTS = new Set([..."到了起出成住见开上下来去动清懂完够及着"]);

/** Words with an inner 不 or 没 that do not negate: 了不起 terrific, 差不多 almost, 忍不住 can't help (doing). */
const ZH_INNER_NOT_NEGATING = new Set([
  "了不起", "对不起", "差不多", "忍不住", "禁不住", "大不了", "少不了", "免不了", "巴不得", "恨不得", "怪不得",
  "说不定", "要不然", "了不得", "离不开", "数不清", "舍不得",
]);

function looksNegativeOnly(word: string): boolean {
  return ZH_NOT_NEGATING_PREFIXES.some((prefix) => word.startsWith(prefix));
}

/**
 * A word and the next, as the segmenter cut them, that make one of the words that only look negative
 * (不/敌, 不/同), where that word ends at a cut of theirs: 不/单独 is "not alone", not 不单 "not only".
 */
function joinsNotNegating(word: string, next: string): boolean {
  const joined = word + next;
  return ZH_NOT_NEGATING_PREFIXES.some((prefix) => joined.startsWith(prefix) && (prefix.length <= word.length || prefix.length >= joined.length));
}

/**
 * A word the segmenter made up from unseen characters that opens on 无 or 未 denies what follows
 * it: 无揽 of "24小时内无揽收记录" (a dictionary word on 无, 无线 or 无人机, is a word of its own).
 */
function deniedUnseenWord(t: Token): boolean {
  return t.tag === "x" && t.norm.length >= 2 && (t.norm[0] === "无" || t.norm[0] === "未");
}

function isZhCue(word: string): boolean {
  if (ZH_CUES.has(word)) return true;
  if (looksNegativeOnly(word)) return false;
  if (ZH_NEGATING_PREFIXES.some((prefix) => word.startsWith(prefix))) return true;
  if (word.length < 3 || ZH_INNER_NOT_NEGATING.has(word)) return false;
  for (let i = 1; i < word.length - 1; i++) {
    const c = word[i];
    if (c !== "不" && c !== "没") continue;
    // A-not-A is a yes/no question (是不是, 有没有), not a denial.
    if (word[i - 1] === word[i + 1]) return false;
    if (c === "不" && ZH_COMPLEMENTS.has(word[i + 1]!)) return true;
  }
  return false;
}

/**
 * Verbs of an event that happens once, which "not … until" dates: "was not completed until 14 May"
 * says it was completed then. Not a state that lasts ("is not open until 9 am" is shut before 9,
 * where "open until 9 am" is open before it).
 */
const ONCE_VERBS: ReadonlySet<string> = new Set([
  "completed", "finished", "built", "opened", "started", "began", "begun", "arrived", "published", "released", "introduced",
  "launched", "founded", "established", "discovered", "installed", "fitted", "issued", "signed", "approved", "unveiled", "finalised", "finalized",
]);
/** What may stand between "not" and the verb: "was not yet completed", "has not been finished". */
const BEFORE_ONCE_VERB: ReadonlySet<string> = new Set(["be", "been", "yet", "fully", "formally", "officially"]);

function untilAfter(tokens: Token[], k: number): boolean {
  let j = k + 1;
  while (j < tokens.length && BEFORE_ONCE_VERB.has(tokens[j]!.norm)) j++;
  if (!ONCE_VERBS.has(tokens[j]?.norm ?? "")) return false;
  const next = tokens[j + 1]?.norm;
  return next === "until" || next === "till";
}

/** What follows an opening "No" that answers a question: "No —", "No, …", "No: …". */
const ANSWER_MARK: ReadonlySet<string> = new Set([",", "—", "–", ":", ";", "!"]);

function isEnCue(tokens: Token[], k: number): boolean {
  const norm = tokens[k]!.norm;
  if (!EN_CUE_WORDS.has(norm) && !norm.endsWith("n't")) return false;
  const next = tokens[k + 1];
  if (EN_FAIL.has(norm)) {
    if (next?.norm !== "to") return false;
    const after = tokens[k + 2];
    return !EN_DECLINE.has(norm) || (after?.kind === "word" && !EN_NOT_A_VERB.has(after.norm));
  }
  if (EN_CUES_AFTER_COMMA.has(norm)) return tokens[k - 1]?.text === ",";
  const aside = EN_SET_ASIDE.get(norm);
  if (aside !== undefined) return next?.norm === aside;
  if (norm === "aside") return next?.norm === "from" || (k >= 2 && EN_LEAVING_ASIDE.has(tokens[k - 1]?.norm ?? ""));
  if (EN_TOO_LITTLE.has(norm)) return tokens[k - 1]?.norm === "too";
  // "Was not completed until 14 May" says when it was completed: it denies only any time before.
  if ((norm === "not" || norm.endsWith("n't") || EN_BARE_CONTRACTIONS.has(norm)) && untilAfter(tokens, k)) return false;
  if (norm.endsWith("n't")) return true;
  if (EN_BARE_CONTRACTIONS.has(norm)) return true;
  if (!EN_CUES.has(norm)) return false;
  if (next !== undefined && EN_NOT_NEGATING_NEXT.get(norm)?.has(next.norm)) return false;
  // "No longer than 250 words", "no bigger than": a comparison with "than" bounds a figure ("no longer" alone denies).
  if (norm === "no" && tokens[k + 2]?.norm === "than" && next !== undefined && COMPARATIVE.test(next.norm)) return false;
  // "No. 1" is a number sign.
  if (norm === "no" && next?.text === "." && tokens[k + 2]?.kind === "number") return false;
  // "No — people whose ulcer reached bone weren't eligible": an answer to the user's question, which
  // the text does not give, and no denial of what follows.
  if (norm === "no" && k === 0 && next !== undefined && ANSWER_MARK.has(next.text)) return false;
  // "whether or not" leaves the question open.
  if (norm === "not" && tokens[k - 1]?.norm === "or" && tokens[k - 2]?.norm === "whether") return false;
  return true;
}

/**
 * Negation cues: English (not, no, never, n't, without, none, nor, neither, cannot, waived, exempt,
 * failed, declined, refused or neglected to, lack(s), absent, absence, unable, too few, too little, and what sets aside: except,
 * ", excluding", apart from, aside from, leaving aside, other than) and Chinese (不, 没, 没有, 未, 无, 非, 否, 别, 勿, 不是, 并非, 尚未, 除外, and words
 * built on them such as 不能, 未能, 做不到). Returns the cue tokens in text order.
 */
export function negationCues(tokens: Token[]): Token[] {
  const cues: Token[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind === "word") {
      if (isEnCue(tokens, k)) cues.push(t);
    } else if (t.kind === "cjk" && (isZhCue(t.norm) || deniedUnseenWord(t))) {
      // 是/不/是 split by the segmenter is still an A-not-A question.
      const prev = tokens[k - 1];
      const next = tokens[k + 1];
      const joined = next?.kind === "cjk" && next.start === t.end;
      const question = t.norm.length === 1 && joined && prev?.kind === "cjk" && prev.end === t.start && prev.norm.at(-1) === next.norm[0];
      // 不/敌 split by the segmenter is still 不敌 (lost to), as 不/同 is still 不同 and 不变/价格 不变价格 (constant prices).
      const splitWord = joined && joinsNotNegating(t.norm, next.norm);
      // 不例外, 无一例外: no exception is made, which sets nothing aside.
      const noException = t.norm === "例外" && prev?.kind === "cjk" && prev.end === t.start && NO_EXCEPTION_BEFORE.test(prev.norm);
      // 不足部分 is the shortfall, a part of the sum ("不足部分以现金补足"), not a denial of one.
      const shortfall = t.norm === "不足" && joined && SHORTFALL_AFTER.test(next.norm);
      if (!question && !splitWord && !noException && !shortfall) cues.push(t);
    } else if (t.kind === "cjk" && WAIVING.test(t.norm) && !NOT_WAIVING.test(t.norm) && tokens[k + 1]?.kind === "cjk" && tokens[k + 1]!.start === t.end && FEE.test(tokens[k + 1]!.norm)) {
      // 免学费 is 免收学费: the fee is not charged, as after 免收 (the segmenter may join the 免 to
      // the word before it: 30日内免手续费 gives 日内免).
      cues.push(t);
    }
  }
  return cues;
}
