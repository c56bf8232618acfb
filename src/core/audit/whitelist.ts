// The closed-world whitelist (the seed's `ground_check.py whitelist` and `check --whitelist`): the
// entities, numbers and dates of the sources, each with the source lines it was seen at, and the
// check of an output against that list alone. Without the sources' text only E1 and N1 can be
// decided; relations, citations and "not provided" need the lines themselves (`audit --sources`).
import type { Code } from "../types.js";
import { analyse, type Analysed } from "../analysis.js";
import { sameDate, sameQuantity, type DateMention, type Dimension, type Quantity } from "../quantities/index.js";
import { extractClaims } from "../text/claims.js";
import { entityKey, type EntityMention } from "../text/entities.js";
import { detectLang, isCjk } from "../text/lang.js";
import { positionFinder } from "../text/positions.js";
import { maskSpeculation } from "./audit.js";
import { auditMessage } from "./messages.js";
import type { AuditFinding, AuditResult, Source, Whitelist } from "./types.js";

export type WhitelistEntity = Whitelist["entities"][number];
export type WhitelistNumber = Whitelist["numbers"][number];
export type WhitelistDate = Whitelist["dates"][number];

export interface WhitelistOptions {
  /** Groups of names that mean the same thing: [["星尘-3", "星尘 3 号"]]. */
  aliases?: string[][];
}

// ---------------------------------------------------------------- names

// A model designation written after a Chinese name: 星尘-3, 星尘3号, 星尘 3 号, 麒麟 9000S. The
// tokenizer reads only the Chinese part as a name, so without this 星尘 3 号 would pass as 星尘
// wherever 星尘-3 is whitelisted, and the seed wants the two told apart unless aliased.
const DESIGNATION = /[-‐ \u00A0]?\d[A-Za-z0-9]*(?:[ \u00A0]?[号型代])?(?![A-Za-z0-9])/y;

function endsInHan(text: string): boolean {
  const last = [...text].pop();
  return last !== undefined && isCjk(last.codePointAt(0)!);
}

/** The names and identifiers of an analysed piece, Chinese names with their designation. */
function namesOf(piece: Analysed): EntityMention[] {
  const measured = [...piece.quantities, ...piece.dates];
  return piece.entities.map((entity) => {
    if (!endsInHan(entity.text)) return entity;
    DESIGNATION.lastIndex = entity.end - piece.start;
    const match = DESIGNATION.exec(piece.text);
    if (match === null) return entity;
    const end = entity.end + match[0].length;
    // "华为 5 年", "台积电 12nm": a number that is a quantity of its own is not part of the name.
    if (measured.some((m) => m.start < end && entity.end < m.end)) return entity;
    const text = piece.text.slice(entity.start - piece.start, end - piece.start);
    return { ...entity, end, text, key: entityKey(text), kind: "identifier" };
  });
}

// ---------------------------------------------------------------- entity table

function namesOfEntry(entry: WhitelistEntity): string[] {
  return [entry.name, ...entry.aliases];
}

/**
 * Entities by key, an entry reachable from the key of its name and of each alias. Adding an entry
 * that shares a key with entries already there merges them all into the earliest one: its name
 * stays (the first name seen), the other names become aliases, the sightings are united.
 */
class EntityTable {
  private readonly entries: WhitelistEntity[] = [];
  private readonly byKey = new Map<string, WhitelistEntity>();

  add(entry: WhitelistEntity): void {
    const names = namesOfEntry(entry);
    const existing = [...new Set(names.flatMap((name) => this.byKey.get(entityKey(name)) ?? []))].sort(
      (a, b) => this.entries.indexOf(a) - this.entries.indexOf(b),
    );
    const target = existing[0] ?? { name: entry.name, aliases: [], seen: [] };
    if (existing.length === 0) this.entries.push(target);
    for (const other of existing.slice(1)) this.entries.splice(this.entries.indexOf(other), 1);
    const keys = new Set([entityKey(target.name), ...target.aliases.map(entityKey)]);
    for (const name of [...existing.slice(1).flatMap(namesOfEntry), ...names]) {
      const key = entityKey(name);
      if (keys.has(key)) continue;
      keys.add(key);
      target.aliases.push(name);
    }
    const sightings = new Set(target.seen.map((s) => `${s.source}\n${s.line}`));
    for (const seen of [...existing.slice(1).flatMap((e) => e.seen), ...entry.seen]) {
      const id = `${seen.source}\n${seen.line}`;
      if (sightings.has(id)) continue;
      sightings.add(id);
      target.seen.push({ source: seen.source, line: seen.line });
    }
    for (const key of keys) this.byKey.set(key, target);
  }

  list(): WhitelistEntity[] {
    return this.entries;
  }
}

// ---------------------------------------------------------------- building and merging

// Fields a number or date lacks stay undefined, which JSON leaves out.
function numberEntry({ raw, value, max, unit, dimension }: Quantity, source: string, line: number): WhitelistNumber {
  return { raw, value, max, unit, dimension, source, line };
}

function dateEntry({ raw, year, month, day, quarter, weekday }: DateMention, source: string, line: number): WhitelistDate {
  return { raw, year, month, day, quarter, weekday, source, line };
}

// The range bound is part of a number's identity too: "8-12 W" and "8 W" on one line are two values.
const numberId = (n: WhitelistNumber): string => JSON.stringify([n.value, n.max, n.unit, n.source, n.line]);
const dateId = (d: WhitelistDate): string => JSON.stringify([d.year, d.month, d.day, d.quarter, d.weekday, d.source, d.line]);

function unique<T>(items: readonly T[], id: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = id(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Lines as numbered by citations (`[A:L12]`): split at "\n", a "\r" before it dropped. */
function linesOf(text: string): string[] {
  return text.split("\n").map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}

interface LineSeen {
  source: string;
  line: number;
  /** The line's text as entity keys are compared: NFKC, lower case, no spaces or hyphens. */
  flat: string;
}

/**
 * An alias group as one entry: named after the member that occurs first in the sources (or the
 * group's first member), seen wherever any member occurs, whether or not the tokenizer took it for
 * a name there.
 */
function aliasEntry(group: readonly string[], lines: readonly LineSeen[]): WhitelistEntity {
  const keys = group.map(entityKey);
  const seen = lines.filter((l) => keys.some((key) => l.flat.includes(key)));
  let name = group[0]!;
  const first = seen[0];
  if (first !== undefined) {
    // The earliest member on that line; of two starting together ("星尘3" in "星尘3号"), the longer.
    const at = (k: number): number => first.flat.indexOf(keys[k]!);
    const best = group.map((_, k) => k).filter((k) => at(k) !== -1).sort((a, b) => at(a) - at(b) || keys[b]!.length - keys[a]!.length)[0]!;
    name = group[best]!;
  }
  return { name, aliases: group.filter((member) => member !== name), seen: seen.map(({ source, line }) => ({ source, line })) };
}

/** The entities, numbers and dates of every line of the sources, with where each was seen. */
export function buildWhitelist(sources: readonly Source[], options: WhitelistOptions = {}): Whitelist {
  const table = new EntityTable();
  const numbers: WhitelistNumber[] = [];
  const dates: WhitelistDate[] = [];
  const lines: LineSeen[] = [];
  for (const source of sources) {
    linesOf(source.text).forEach((text, i) => {
      const line = i + 1;
      const piece = analyse(text);
      for (const name of namesOf(piece)) table.add({ name: name.text, aliases: [], seen: [{ source: source.id, line }] });
      numbers.push(...piece.quantities.map((q) => numberEntry(q, source.id, line)));
      dates.push(...piece.dates.map((d) => dateEntry(d, source.id, line)));
      lines.push({ source: source.id, line, flat: piece.flat });
    });
  }
  for (const group of options.aliases ?? []) {
    const names = group.map((name) => name.trim()).filter((name) => name !== "");
    if (names.length > 0) table.add(aliasEntry(names, lines));
  }
  return {
    version: 1,
    sources: sources.map(({ id, path }) => (path === undefined ? { id } : { id, path })),
    entities: table.list(),
    numbers: unique(numbers, numberId),
    dates: unique(dates, dateId),
  };
}

/** The union of several whitelists: sources by id, entities by key (aliases joined), numbers and dates by value and place. */
export function mergeWhitelists(lists: readonly Whitelist[]): Whitelist {
  const table = new EntityTable();
  for (const list of lists) {
    for (const entity of list.entities) table.add({ name: entity.name, aliases: [...entity.aliases], seen: entity.seen });
  }
  return {
    version: 1,
    sources: unique(lists.flatMap((list) => list.sources), (source) => source.id),
    entities: table.list(),
    numbers: unique(lists.flatMap((list) => list.numbers), numberId),
    dates: unique(lists.flatMap((list) => list.dates), dateId),
  };
}

// ---------------------------------------------------------------- checking an output

// Word-like parts of a name, for containment at word boundaries: "Stardust-3 module" ->
// stardust, 3, module; "星尘 3 号" -> 星尘, 3, 号. Chinese runs stay whole (no spaces to split at).
const PART = /\p{Script=Han}+|(?:(?!\p{Script=Han})\p{L})+|\p{Nd}+/gu;
const HAN = /^\p{Script=Han}/u;
const DIGITS = /^\p{Nd}+$/u;

function partsOf(name: string): string[] {
  return name.normalize("NFKC").toLowerCase().match(PART) ?? [];
}

/**
 * What the longer name adds around the shorter one when the shorter's parts run inside the
 * longer's, else undefined. Chinese has no spaces, so a Chinese part may also sit inside a longer
 * Chinese run: alone anywhere (星尘 in 星尘科技), or at the inner edge of the run it opens or
 * closes (星尘 3 in 新星尘 3).
 */
function addedParts(shorter: readonly string[], longer: readonly string[]): string[] | undefined {
  const n = shorter.length;
  for (let i = 0; n > 0 && i + n <= longer.length; i++) {
    const extra = [...longer.slice(0, i), ...longer.slice(i + n)];
    const fits = shorter.every((part, k) => {
      const whole = longer[i + k]!;
      if (whole === part) return true;
      if (!HAN.test(part) || !HAN.test(whole)) return false;
      const at =
        n === 1 ? whole.indexOf(part)
        : k === 0 && whole.endsWith(part) ? whole.length - part.length
        : k === n - 1 && whole.startsWith(part) ? 0
        : -1;
      if (at === -1) return false;
      extra.push(...[whole.slice(0, at), whole.slice(at + part.length)].filter((piece) => piece !== ""));
      return true;
    });
    if (fits) return extra;
  }
  return undefined;
}

/** A word ("module", "Labs", "科技") rather than a model number or a lone letter (the o of GPT-4o, the 号 of 3 号). */
function isWord(part: string): boolean {
  return part.length >= 2 && !DIGITS.test(part);
}

/**
 * The whitelist's names, and whether an output's name is one of them: by key, or at word
 * boundaries inside one or around one. A less specific name may leave out words or the model
 * number (Stardust for Stardust-3 Module, 星尘 for 星尘-3); a more specific one may add only Latin
 * words (Stardust-3 Module for Stardust-3), since a Chinese run glued to a known name is an
 * unknown name (星尘科技 is not 星尘). Anything else is another thing: 星尘 3 号 is not 星尘-3
 * unless aliased, GPT-4 is not GPT-4o.
 */
class KnownNames {
  private readonly keys = new Set<string>();
  private readonly parts: string[][] = [];

  constructor(whitelist: Whitelist) {
    for (const name of whitelist.entities.flatMap(namesOfEntry)) {
      this.keys.add(entityKey(name));
      this.parts.push(partsOf(name));
    }
  }

  has(name: EntityMention): boolean {
    // The tokenizer keeps a possessive on the name (TSMC's): the whitelist has the name alone.
    const text = name.text.replace(/['’]s$/u, "");
    if (this.keys.has(entityKey(text))) return true;
    const mine = partsOf(text);
    if (mine.join("").length < 2) return false;
    return this.parts.some(
      (theirs) =>
        (addedParts(mine, theirs)?.every((part) => isWord(part) || DIGITS.test(part)) ?? false) ||
        (addedParts(theirs, mine)?.every((part) => isWord(part) && !HAN.test(part)) ?? false),
    );
  }
}

function asQuantity(n: WhitelistNumber): Quantity {
  // Only the output's side of sameQuantity uses step, approximation and bounds.
  return { start: 0, end: 0, raw: n.raw, value: n.value, max: n.max, unit: n.unit, dimension: n.dimension as Dimension, approximate: false, fromWords: false, step: 0 };
}

function asDate({ raw, year, month, day, quarter, weekday }: WhitelistDate): DateMention {
  return { start: 0, end: 0, raw, year, month, day, quarter, weekday };
}

interface Fault {
  code: Code;
  ruleId: string;
  start: number;
  end: number;
  actual: string;
  /** What makes two faults of one sentence the same: the entity key or the number as written. */
  id: string;
}

/**
 * `audit --whitelist`: every name, number and date of the output must be in the whitelist (E1,
 * N1). Numbers compare after normalisation (2100 mW = 2.1 W, 八 = 8); digits inside names
 * (LPDDR4X, 星尘-3) are not numbers. One finding per name or number per sentence. Passages
 * marked as speculation are left out and listed, as in the full audit.
 */
export function checkAgainstWhitelist(output: string, whitelist: Whitelist): AuditResult {
  const names = new KnownNames(whitelist);
  const numbers = whitelist.numbers.map(asQuantity);
  const dates = whitelist.dates.map(asDate);
  const knownNumber = (q: Quantity): boolean =>
    numbers.some((n) => sameQuantity(q, n)) || (q.yearLike === true && dates.some((d) => d.year === q.value));
  const ids = whitelist.sources.map((source) => source.id);
  const { masked, speculation } = maskSpeculation(output);
  const claims = extractClaims(masked, ids.length > 0 ? { sourceIds: ids } : {});
  const position = positionFinder(output);

  const findings: AuditFinding[] = [];
  // Each sentence (by its start) with the faults found in it so far.
  const sentences = new Map<number, Set<string>>();
  for (const claim of claims) {
    const reported = sentences.get(claim.sentence.start) ?? new Set<string>();
    sentences.set(claim.sentence.start, reported);
    const piece = analyse(masked.slice(claim.start, claim.end), claim.start, claim.markers);
    const faults: Fault[] = [
      ...namesOf(piece)
        .filter((name) => !names.has(name))
        .map((name) => ({ code: "E1" as const, ruleId: "whitelist-entity", start: name.start, end: name.end, actual: name.text, id: name.key })),
      ...piece.quantities
        .filter((q) => !knownNumber(q))
        .map((q) => ({ code: "N1" as const, ruleId: "whitelist-number", start: q.start, end: q.end, actual: q.raw, id: q.raw })),
      ...piece.dates
        .filter((d) => !dates.some((known) => sameDate(d, known)))
        .map((d) => ({ code: "N1" as const, ruleId: "whitelist-number", start: d.start, end: d.end, actual: d.raw, id: d.raw })),
    ].sort((a, b) => a.start - b.start);
    for (const fault of faults) {
      const id = `${fault.code}\n${fault.id}`;
      if (reported.has(id)) continue;
      reported.add(id);
      const { line, column } = position(fault.start);
      findings.push({
        code: fault.code,
        line,
        column,
        start: fault.start,
        end: fault.end,
        text: output.slice(claim.sentence.start, claim.sentence.end),
        message: auditMessage({ code: fault.code, line, lang: claim.lang, actual: fault.actual, whitelist: true }),
        actual: fault.actual,
        ruleId: fault.ruleId,
      });
    }
  }

  const byCode: AuditResult["summary"]["byCode"] = {};
  for (const finding of findings) byCode[finding.code] = (byCode[finding.code] ?? 0) + 1;
  const grounded = [...sentences.values()].filter((reported) => reported.size === 0).length;
  return {
    findings,
    summary: {
      sentences: sentences.size,
      grounded,
      groundedRate: sentences.size === 0 ? 0 : Math.round((grounded / sentences.size) * 10000) / 10000,
      byCode,
      passed: findings.length === 0,
    },
    uncovered: [],
    speculation,
    conflicts: [],
    lang: detectLang(masked),
  };
}
