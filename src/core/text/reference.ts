// A source sentence often names its subject only through an earlier one: "Acme Corp reported
// revenue of $4.2 billion. The company employs about 15,000 people." Alignment and the rules
// read such a sentence together with the sentences just before it.

const NOT_A_WORD_AFTER = String.raw`(?![\p{L}\p{N}])`;
/** "It", "The company", 该…: what points back at a thing. */
const THING = String.raw`(?:it|its)${NOT_A_WORD_AFTER}|the\s+(?:company|firm|group|carrier|airline|bank|insurer|lender|maker|manufacturer|retailer|startup|brand|business|agency|ministry|government|court|club|team|band|city|country|university|hospital|school|museum|study|trial|survey|report|drug|medicine|vaccine|device|phone|smartphone|laptop|car|vehicle|product|app|software|bridge|building|film|book|album)(?:'s)?${NOT_A_WORD_AFTER}|[它其该]`;
/** "He", "They", "The president"…: what points back at people, or at anything ("this", "these"). */
const PEOPLE = String.raw`(?:they|their|this|these|he|she|his|her)${NOT_A_WORD_AFTER}|the\s+(?:player|singer|actor|author|president|minister|researchers)(?:'s)?${NOT_A_WORD_AFTER}`;
const REFERS_BACK = new RegExp(String.raw`^\s*(?:${THING}|${PEOPLE})`, "iu");
const REFERS_TO_THING = new RegExp(String.raw`^\s*(?:${THING})`, "iu");

/**
 * A sentence that opens on a pronoun or on a definite description of a kind of subject speaks
 * of what an earlier sentence named: "It costs $1,299", "The company employs…", 其售价为…, 该公司….
 */
export function refersBack(sentence: string): boolean {
  return REFERS_BACK.test(sentence);
}

/**
 * The same, for a thing only. Alignment reads these with the sentences before them; "He said…"
 * in a news story follows too many people for a name to be carried over.
 */
export function refersBackToThing(sentence: string): boolean {
  return REFERS_TO_THING.test(sentence);
}

/** How many sentences back a source's subject may have been named ("The X200 … It costs $1,299"). */
const SUBJECT_CARRIES = 2;

/** The sentences of `all` (one chunk's, in order) that may name what `sentence` refers back to. */
export function antecedents<T>(all: readonly T[], sentence: T): readonly T[] {
  const at = all.indexOf(sentence);
  return at <= 0 ? [] : all.slice(Math.max(0, at - SUBJECT_CARRIES), at);
}
