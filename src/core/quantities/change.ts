// The direction a figure moved in, read from the words around it: "rose 12%", "up 12%", "a 12%
// drop", "下降了 12%". Two figures of one value that moved in opposite directions are not the
// same quantity, whatever else the sentences share: "Revenue decreased 20%" is not held by
// "Revenue increased 20% while weight decreased".

export type ChangeDirection = "rise" | "fall";

/**
 * What the figure of a change is: how much it moved ("rose 12%", "an extra $180", "1.3 GB less"),
 * where it ended ("fell to 18%", 降至), or where it began ("to 18% from 21%", 由21%).
 */
export type ChangeFigure = "amount" | "result" | "start";

export interface Change {
  /** Which way it moved; a "from 3.2 GB to 1.9 GB" says so only through its figures. */
  direction?: ChangeDirection;
  figure: ChangeFigure;
  /** The words that say it, as written ("fell by more than", "下降了", "drop"), for messages. */
  words: string;
  /** Where they stand: "fell 12%", "a 12% drop". */
  at: "before" | "after";
}

const RISE_VERBS = words("extra additional growth rose rise rises risen rising increase increased increases increasing grew grow grows grown growing gained gain gains gaining climbed climb climbs climbing jumped jump jumps jumping surged surge surges surging soared soar soars soaring boosted raised expanded advanced rallied spiked add added adds adding improved improves improving extend extends extended extending lengthened");
const FALL_VERBS = words("fell fall falls fallen falling save saves saved saving decrease decreased decreases decreasing declined decline declines declining dropped drop drops dropping shrank shrunk shrink shrinks shrinking slipped slip slips plunged plunge plunges plummeted slumped tumbled sank dipped cut cuts reduced lowered lost loses eased contracted retreated removed removes removing eliminated shed slashed trimmed");
/** A figure that is a length of time. */
const TIME_FIGURE = /\b(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b|秒|分钟|小时/iu;
/** How a time compares after it: "22 seconds slower" (more time), "two minutes faster" (less). */
const PACE_AFTER = /^\s*(?:(slower)|(faster))(?![A-Za-z])/iu;
/** An improvement of a time, which takes less of it: "an improvement of 22 seconds", "improved by 22 seconds". */
const IMPROVED_BEFORE = /(?<![A-Za-z])(?:an?\s+improvement\s+of|improved\s+by)(?:\s+(?:about|around|roughly|nearly|almost|just))?\s+$/iu;

/**
 * Words that may stand between the verb and its figure: "rose by about 12%", "fell to 18%", "an increase of 1.8%";
 * and the words of a bound after "by" or "to": "may fall by up to 30%", "could drop to as little as 21 miles".
 */
const FILLERS = [
  "by",
  "of",
  "to",
  "some",
  "about",
  "around",
  "roughly",
  "nearly",
  "almost",
  "approximately",
  "just",
  "an estimated",
  "a further",
  "another",
  "more than",
  "less than",
  "over",
  "under",
  "at least",
  "at most",
  "by up to",
  "by as much as",
  "to as much as",
  "to as high as",
  "to as little as",
  "to as low as",
];

/** After "up" or "down" ("will go up by 3%"), but not "to": "up to 65 W" is a bound. */
const UP_FILLERS = FILLERS.filter((filler) => filler !== "to" && filler !== "of");

/** The "to" of where a move ends among the words after its verb: not the "to" of "by up to 30%". */
const TO_THE_END = /\bto\b(?<!\bup\s+to)/iu;

function words(list: string): string[] {
  return list.split(" ");
}

/** Verbs whose "up" is a particle, not a rise: "make up 12%", "turn up more than 10 minutes late", "breaking up about 14 km above", "Top up £1,000". */
const UP_PARTICLE_VERBS = words(
  "make makes made making turn turns turned turning show shows showed shown showing break breaks broke broken breaking end ends ended ending set sets setting pick picks picked picking sign signs signed signing fill fills filled filling open opens opened opening line lines lined lining come comes came coming give gives gave given giving top tops topped topping",
);

/** A verb right before the figure, or "up"/"down" ("up 12% from last year"; not "make up 12%" or "up to 65 W"). */
const EN_BEFORE = new RegExp(
  String.raw`(?<![A-Za-z])(?:(${RISE_VERBS.join("|")})|(${FALL_VERBS.join("|")}))((?:\s+(?:${FILLERS.join("|")}))*)\s+$|(?<![A-Za-z])(?<!(?<![A-Za-z])(?:${UP_PARTICLE_VERBS.join("|")})\s)(?:(up)|(down)(\s+to)?)((?:\s+(?:${UP_FILLERS.join("|")}))*)\s+$`,
  "i",
);
/** A lead over another thing by an amount: "out-produced Kelso Ridge by 16,000 tonnes", "beat the target by 4%", "trailed its rival by 2 points". */
const EN_LEAD_BY = /(?<![A-Za-z])(?:(out-?[a-z]+|beat|beats|exceeded|exceeds|surpassed|surpasses|topped|tops)|(trailed|trails|lagged|lags))\s+[^,;.]{1,40}?\s+by\s+(?:about\s+|some\s+|nearly\s+|roughly\s+|almost\s+)?$/i;
/** Words of RISE_VERBS that are no verbs, and take no object. */
const NOT_VERBS: ReadonlySet<string> = new Set(["extra", "additional", "growth"]);
/** A move of what the verb's object names, by an amount: "cuts the power draw by 140 W", "raised the cap by £500" (not "cut off by"). */
const EN_OBJECT_BY = new RegExp(
  String.raw`(?<![A-Za-z])(?:(${RISE_VERBS.filter((word) => !NOT_VERBS.has(word)).join("|")})|${FALL_VERBS.join("|")})\s+(?!(?:off|out|up|down|back|in|on)\b)(?:[A-Za-z'-]+\s+){1,4}?by\s+(?:about\s+|some\s+|nearly\s+|roughly\s+|almost\s+)?$`,
  "i",
);
/** The start of a change: "fell to 18% from 21%", "from 3.2 GB to 1.9 GB", 由21%降至18%. */
// (Not the first word of a compound: the "cut" of "cut-in speed".)
const EN_VERB_BEFORE = new RegExp(String.raw`(?<![A-Za-z])(?:(${RISE_VERBS.join("|")})|${FALL_VERBS.join("|")})(?![A-Za-z-])`, "i");
const UP_DOWN_FROM = /(?<![A-Za-z])(up|down)\s+from\s*$/i;
const ZH_FROM = /[由从](?:\p{Script=Han}{1,6}?的|\d{4}年[底末初]?的)?\s*(?:每\p{Script=Han}{1,2}?){0,2}\s*$/u;
const ZH_TO_AFTER = /^[^，。,；;]{0,3}?(?:(增长|增加|上升|提高|上调|升|增|涨)|下降|减少|降低|下调|下跌|回落|降|减|跌)(?:至|到)/u;
const EN_TO_AFTER = /^\s+to\s+[\d$€£¥]/;
/** "fell 3% to £2.10 billion", "climbed £2.6 million to £18.2 million": the figure after the amount is where the change ended. */
const EN_AMOUNT_TO = new RegExp(String.raw`(?<![A-Za-z])(?:(${RISE_VERBS.join("|")})|${FALL_VERBS.join("|")})\s+(?:by\s+)?(?:about\s+|some\s+|nearly\s+)?[£$€¥]?[\d.,]+(?:\s*(?:%|per\s+cent|[A-Za-z]+)){0,2}\s+to\s+$`, "i");
/** "from 3.2 GB to", "from £612 million at contract award in 2022 to": the start of a move, then its end. */
const EN_FROM_TO = /(?<![A-Za-z])from\s+\S+(?:\s+[A-Za-z%]+)?(?:\s+(?:at|in|on|during|for)\s+[^,;:.]{1,32}?)?\s+to\s+$/i;
/**
 * The words that may end the text before a figure with a change: most figures follow none of
 * them ("costs $5", "at 10 am"), and skip the search from the end, which a regular expression
 * runs from every position.
 */
const LAST_WORDS: ReadonlySet<string> = new Set([...RISE_VERBS, ...FALL_VERBS, ...FILLERS.map((filler) => filler.split(" ").at(-1)!), "up", "down"]);

/** Where the text ends once white space at its end is left out. */
function trimmedEnd(text: string): number {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) <= 32) end--;
  return end;
}

/** The last word of the text, lower-cased, if it ends in one after white space. */
function lastWord(text: string): string {
  const end = trimmedEnd(text);
  let start = end;
  while (start > 0 && /[A-Za-z]/.test(text[start - 1]!)) start--;
  return text.slice(start, end).toLowerCase();
}

/**
 * A noun or comparative right after it: "a 12% drop", "30% fewer migraine days", "$5 more", "£4 cheaper", "half an hour later", "five minutes quicker" (of a time taken), "0.5 t/ha less" past what the unit is per.
 * ("Up to" opens the bound of the next figure: "£30 up to 10 miles".)
 */
const EN_AFTER = /^(?:\/[A-Za-z²³]+)?\s*(?:(increases?|rises?|gains?|jumps?|growth|hikes?|boosts?|surges?|higher|more|up(?!\s+to\b)|longer|later|larger|bigger|greater|heavier|wider|dearer|warmer|hotter)|(decreases?|declines?|drops?|falls?|cuts?|reductions?|losses|loss|lower|less|fewer|down|slumps?|dips?|contraction|shorter|earlier|sooner|quicker|smaller|lighter|narrower|cheaper|cooler|colder|off(?!-)))(?![A-Za-z])/i;
/** The first figure of a score and its hyphen, right before the second: "11-" of "11-9 down". */
const SCORE_BEFORE = /(?<![\d.,])\d{1,3}\s*[-–]\s*$/u;
/** The words after a score that say which side of it a team is on. */
const SIDE_OF_SCORE = /^\s*(?:up|down)$/iu;
/**
 * What the amount is per or counts, between it and a comparison with "than": "£100 a month more
 * than a Hot Desk", "costs 3 coins more than a warehouse". (Not a bound on a figure after it: "28
 * months after taking more than £86,000", whose figure may lie past the words read.)
 */
const WORDS_BEFORE_COMPARISON = /^\s+(?:[A-Za-z]+\s+){1,2}?(?=(?:more|less|fewer|higher|lower|longer|shorter|larger|smaller|bigger|greater|heavier|lighter|cheaper|dearer|warmer|hotter|cooler|colder)\s+than\b(?!\s*(?:[£$€¥]?\d|$)))/i;
/** …or the period it is per, before a comparison with or without "than": "came in £2,500 a year cheaper". */
const PERIOD_BEFORE_COMPARISON = /^\s+(?:a|an|per|each|every)\s+(?:hour|day|night|week|month|quarter|year)\s+(?=(?:more|less|higher|lower|cheaper|dearer)\b(?!\s+than\s*[£$€¥]?\d))/i;

/**
 * 增长了、下降至、同比增长约, 推迟了、缩短至, and the comparatives 比…多/少/高/低/长/短: the word, 了/至/到, and a hedge
 * before the figure. 至多, 最少, 不低于 and the like are bounds, not changes, and 身高, 株高, 限高 measure a
 * height.
 */
const ZH_BEFORE = /(?:(增长|增加|上升|上涨|提高|提升|上调|调高|上浮|攀升|跃升|飙升|扩大|延长|推迟|延后|多出|高出|(?<![至最更很许差])多(?:补贴|报销|[付交缴花收领拿赚得退补])|(?<![昂珍宝富名])贵|(?<=比[^，。；,;]{1,24})(?:[长晚慢重厚宽]|大(?!约|概))|(?<![体加沉])重(?=了)|(?<![深浓丰宽])厚(?=了)|增产|增收|增|涨|(?<!每)升|(?<![至最更很许差])多|(?<![最不身株楼层限净])高)|(下降|减少|降低|下调|调低|下浮|下跌|下滑|回落|缩减|缩小|收窄|萎缩|缩短|提前|便宜|(?<=比[^，。；,;]{1,24})(?:[短早快轻薄窄小]|节省|节约|省下?)|多省下?|(?<![减年])轻(?=了)|(?<![轻单稀淡])薄(?=了)|(?<![至最不很减缺])少(?:补贴|报销|[付交缴花收领拿赚得退补])|减产|减收|减|降|跌|(?<![至最不很减缺])少|(?<![最不降减])低))(了|至|到|为)?(?:\d{4}年[底末初]?的)?(?:大约|约|将近|近|超过|逾|整整|足足)?\s*$/u;
const ZH_NOT_MOVED_TO = /^[多少高低]$/u;
/** What an amount is per, written between the change and it: 提高到每孩每月2000元. */
const ZH_PER_BETWEEN = /(?:每\p{Script=Han}{1,2}?){1,2}\s*$/u;

/** 增长率为 4.35%, 降幅达 5%: a rate of change named before its figure. */
const ZH_RATE_BEFORE = /(?:(增长率|增速|涨幅|增幅)|(降幅|跌幅|减幅))(?:为|是|达到|达)?(?:约|近)?\s*$/u;

/** A verb of saving and who saves, right before an amount: "saves the driver", "would save a family of four" (not a goalkeeper's "save percentage and seven shutouts"). */
const EN_SAVES_SOMEONE = /(?<![A-Za-z])sav(?:e|es|ed|ing)\s+(?!percentage\b|rate\b|ratio\b)(?:(?!by\b|up\b|on\b|for\b|and\b|or\b|in\b|into\b|to\b|as\b|at\b)[A-Za-z'-]+\s+){1,4}$/i;

/** "Raised" as of funds, with what the words before the amount may add: "raised another". */
const FUNDS_RAISED = /^rais(?:e|es|ed|ing)\b(?!\s+by\b)/i;
/** "Raised" alone right before the amount, with no "by" or "to", if with a hedge: "raised about £53,500". */
const RAISED_ALONE = /^rais(?:e|es|ed|ing)(?:\s+(?:about|around|roughly|some|nearly|almost|over|an\s+estimated|a\s+total\s+of|more\s+than))?$/iu;
/** What funds are raised for or from, right after the amount. */
const FOR_A_CAUSE_AFTER = /^\s+(?:for|towards?|from|through|to\s+(?:fund|pay|support|help|buy|build|restore))\b/i;
/** An amount written with its currency sign first. */
const CURRENCY_FIRST = /^[£$€¥]/u;

/**
 * Money raised is collected, not moved: "raised £3.2 million for its restoration", and any sum
 * "raised" right before it ("the appeal raised £1,240, of which …").
 */
function fundsRaised(words: string, figure: string, after: string): boolean {
  return FUNDS_RAISED.test(words) && (FOR_A_CAUSE_AFTER.test(after) || (RAISED_ALONE.test(words.trim()) && CURRENCY_FIRST.test(figure)));
}

/** Whether the last character before white space is a CJK one (all of which lie above U+3400). */
function endsInHan(text: string): boolean {
  const end = trimmedEnd(text);
  return end > 0 && text.charCodeAt(end - 1) >= 0x3400;
}

/** A relative clause that moves something by the figure before it: "the £72 million by which the budget has grown". */
const BY_WHICH_AFTER = /^\s+by\s+which\s+(?:[^,;.:]{1,60}?\s)?(?:(grew|grown|grows|rose|risen|rises|increased|increases|climbed|gone\s+up|went\s+up)|(fell|fallen|falls|dropped|drops|decreased|decreases|declined|declines|shrank|shrunk|shrinks|gone\s+down|went\s+down))(?![A-Za-z])/iu;

/** The direction of the change a figure (as written) states, from the words just before or after it. */
export function changeAround(before: string, figure: string, after: string): Change | undefined {
  const last = lastWord(before);
  const en = LAST_WORDS.has(last) ? EN_BEFORE.exec(before) : null;
  if (en && fundsRaised(en[0], figure, after)) return undefined;
  // A time set off ahead of an event is no amount the word before moved it by: "a senior-barber cut 10 hours beforehand".
  if (en && TIME_FIGURE.test(figure) && setOffAhead(after)) return undefined;
  if (en) {
    const rise = en[1] !== undefined || en[4] !== undefined;
    const result = en[6] !== undefined || TO_THE_END.test(en[3] ?? "");
    return { direction: rise ? "rise" : "fall", figure: result ? "result" : "amount", words: en[0].trim(), at: "before" };
  }
  const lead = last === "by" || FILLERS.includes(last) ? EN_LEAD_BY.exec(before) : null;
  const byObject = lead ?? (last === "by" || FILLERS.includes(last) ? EN_OBJECT_BY.exec(before) : null);
  if (byObject) return { direction: byObject[1] !== undefined ? "rise" : "fall", figure: "amount", words: byObject[0].trim(), at: "before" };
  const zh = endsInHan(before) ? ZH_BEFORE.exec(before) ?? ZH_BEFORE.exec(before.replace(ZH_PER_BETWEEN, "")) ?? ZH_RATE_BEFORE.exec(before) : null;
  // 降为 and 增为 say where a figure moved to; 多为 and 高为 ("大多为", "较高为") say no move.
  const moved = zh !== null && !(zh[3] === "为" && ZH_NOT_MOVED_TO.test((zh[1] ?? zh[2])!));
  if (zh && moved) return { direction: zh[1] !== undefined ? "rise" : "fall", figure: zh[3] === "至" || zh[3] === "到" || zh[3] === "为" ? "result" : "amount", words: zh[0].trim(), at: "before" };
  // "Saves the driver £30": a saving whose verb takes who saves before the amount.
  const saving = EN_SAVES_SOMEONE.exec(before);
  if (saving) return { direction: "fall", figure: "amount", words: saving[0].trim(), at: "before" };
  const start = last === "from" || endsInHan(before) ? startOfChange(before, after, last) : undefined;
  if (start) return start;
  const following = EN_AFTER.exec(after) ?? EN_AFTER.exec(after.replace(WORDS_BEFORE_COMPARISON, "")) ?? EN_AFTER.exec(after.replace(PERIOD_BEFORE_COMPARISON, ""));
  // "11-9 down", "2-0 up": the score a side trails or leads by, not a move of its second figure.
  if (following && SIDE_OF_SCORE.test(following[0]) && SCORE_BEFORE.test(before)) return undefined;
  if (following) return { direction: following[1] !== undefined ? "rise" : "fall", figure: "amount", words: following[0].trim(), at: "after" };
  const byWhich = BY_WHICH_AFTER.exec(after);
  if (byWhich) return { direction: byWhich[1] !== undefined ? "rise" : "fall", figure: "amount", words: byWhich[0].trim(), at: "after" };
  // A time that moves is slower or faster, and an improvement of one is less time: "22 seconds slower", "an improvement of 22 seconds".
  if (TIME_FIGURE.test(figure)) {
    const pace = PACE_AFTER.exec(after);
    if (pace) return { direction: pace[1] !== undefined ? "rise" : "fall", figure: "amount", words: pace[0].trim(), at: "after" };
    const improved = IMPROVED_BEFORE.exec(before);
    if (improved) return { direction: "fall", figure: "amount", words: improved[0].trim(), at: "before" };
  }
  if (last === "to") {
    const moved = EN_AMOUNT_TO.exec(before);
    if (moved) return { direction: moved[1] !== undefined ? "rise" : "fall", figure: "result", words: moved[0].trim(), at: "before" };
    if (EN_FROM_TO.test(before)) return { figure: "result", words: "to", at: "before" };
  }
  return undefined;
}

/** "fell to 18% from 21%", "from 3.2 GB to 1.9 GB", 由21%降至18%: the figure a change began at. */
function startOfChange(before: string, after: string, last: string): Change | undefined {
  if (last === "from") {
    // "£96 million, down from £118 million", "4.2p, up from 3.8p".
    const side = UP_DOWN_FROM.exec(before);
    if (side) return { direction: side[1]!.toLowerCase() === "up" ? "rise" : "fall", figure: "start", words: side[0].trim(), at: "before" };
    const verb = EN_VERB_BEFORE.exec(before);
    if (verb) return { direction: verb[1] !== undefined ? "rise" : "fall", figure: "start", words: "from", at: "before" };
    return EN_TO_AFTER.test(after) ? { figure: "start", words: "from", at: "before" } : undefined;
  }
  const from = ZH_FROM.exec(before);
  if (!from) return undefined;
  const zh = ZH_TO_AFTER.exec(after);
  return zh ? { direction: zh[1] !== undefined ? "rise" : "fall", figure: "start", words: from[0].charAt(0), at: "before" } : undefined;
}

/** Both figures say which way they moved, and the ways differ. */
export function oppositeChanges(a: Change | undefined, b: Change | undefined): boolean {
  return a?.direction !== undefined && b?.direction !== undefined && a.direction !== b.direction;
}

/** A time said "later" or "earlier" of an event ("found the first fragment … two days later") is how far it is from another, not a change to a time. */
const OFFSET_WORDS = /^(?:later|earlier)$/iu;
/**
 * Words right after a length of time that count it from an event, and which way: "two days after",
 * "later", 两天后; "before", "earlier", 之前. The event may be the plan: "five weeks late", "behind
 * schedule", "ahead of schedule".
 */
const OFFSET_WAY_AFTER = /^\s*(?:(after|later|afterwards|late|behind\s+schedule|overdue)|(before|earlier|beforehand|early|ahead\s+of\s+schedule))(?![A-Za-z])|^\s*(?:(之?后|以后)|(之?前|以前))/iu;

/** Words right after a length of time that set it off ahead of an event: "7 days ahead", "10 hours beforehand", "48 hours in advance", "24 hours' notice". */
const AHEAD_AFTER = /^['’]?\s*(?:ahead|in\s+advance|prior|notice|before(?:hand)?)(?![A-Za-z])/iu;

export function setOffAhead(after: string): boolean {
  return AHEAD_AFTER.test(after);
}

/** Which way the words after a length of time count it from an event, if they do. */
export function offsetWay(after: string): "later" | "earlier" | undefined {
  const way = OFFSET_WAY_AFTER.exec(after);
  if (way === null) return undefined;
  return way[1] !== undefined || way[3] !== undefined ? "later" : "earlier";
}

/** 前 or 后 right before a length of time, after the event it is counted from: the 前 of 出发前20天. */
const ZH_OFFSET_WAY_BEFORE = /\p{Script=Han}(?:(之?后|以后)|(之?前|以前))$/u;

/** Which way a Chinese event's 前 or 后 before a length of time counts it, if one stands there. */
export function offsetWayBefore(before: string): "later" | "earlier" | undefined {
  const way = ZH_OFFSET_WAY_BEFORE.exec(before);
  if (way === null) return undefined;
  return way[1] !== undefined ? "later" : "earlier";
}

/** The figure as a plain length of time, where its change only says it is an offset from another event: its direction, "later" or "earlier". */
export function asOffset<T extends { change?: Change | undefined }>(q: T): { plain: Omit<T, "change">; way: ChangeDirection } | undefined {
  const { change, ...plain } = q;
  if (change?.direction === undefined || change.figure !== "amount" || !OFFSET_WORDS.test(change.words)) return undefined;
  return { plain, way: change.direction };
}
