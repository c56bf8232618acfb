// `review sample` draws the verifier's decisions from saved verify runs for a person to label;
// `review score` measures how often the person agrees with the verifier, and can keep the labels.
import { readFile } from "node:fs/promises";
import { REVIEW_LABELS, VERDICTS, isReviewLabel, sampleByVerdict, scoreReview, type ReviewItem, type ReviewLabel } from "../../core/review.js";
import type { Verdict } from "../../core/types.js";
import { InputError } from "../../node/errors.js";
import { describeValue, isObject } from "../../node/json-values.js";
import { readJsonLines } from "../../node/read-text.js";
import { openStore, storeFolder, type StoredClaim, type Store } from "../../node/store/store.js";
import { assertSafeOutput } from "../../node/verify-files.js";
import { reviewTextReporter } from "../../reporters/review-text.js";
import { wholeNumber } from "../case-args.js";
import { defineCommandGroup } from "../command-group.js";
import { defineCommand, type CommandIO } from "../command.js";
import { storeArg } from "../history.js";
import { defineOperandCommand, emitReport, withShortOutput } from "../report-command.js";

const DEFAULT_N = "50";
const DEFAULT_SEED = "1";

function openFrom(flag: string | undefined, io: CommandIO): Store {
  return openStore(storeFolder({ flag, env: io.env, cwd: process.cwd() }), { create: false });
}

/** One line of the review file, as `review sample` writes it. */
function sampleLine(claim: StoredClaim): string {
  return JSON.stringify({
    run: claim.runId,
    claim: claim.claimId,
    text: claim.text,
    verdict: claim.verdict,
    evidence: claim.evidence.map((evidence) => evidence.quote),
    reasons: [...new Set(claim.reasons.map((reason) => reason.code))],
    label: null,
    note: "",
  });
}

function verdictCounts(claims: readonly { verdict: Verdict }[]): string {
  return VERDICTS.map((verdict) => `${claims.filter((claim) => claim.verdict === verdict).length} ${verdict}`).join(", ");
}

const sampleCommand = withShortOutput(
  defineCommand({
    name: "review sample",
    description: "Draw claims from saved verify runs, stratified by verdict, into a JSONL file for a person to label.",
    args: {
      n: { type: "string", valueName: "N", default: DEFAULT_N, description: "how many claims to draw" },
      run: { type: "string", valueName: "ID", description: "from this run" },
      label: { type: "string", valueName: "NAME", description: "from every run saved with --label NAME" },
      all: { type: "boolean", description: "from every saved verify run" },
      seed: { type: "string", valueName: "N", default: DEFAULT_SEED, description: "the draw's seed: the same seed and runs draw the same claims" },
      output: { type: "string", valueName: "FILE", description: "write the JSONL to FILE (-o) instead of stdout" },
      store: storeArg,
    },
    footer:
      "Without --run, --label or --all, claims come from the newest saved verify run. The draw is as\n" +
      "equal across supported, unsupported and contradicted as the runs allow. Fill each line's\n" +
      '"label" with supported, unsupported or contradicted (or agree / disagree with the verdict),\n' +
      "then run 'review score FILE'. A file that already holds labels is never overwritten.",
    async run({ args, io, usageError }) {
      const n = wholeNumber("n", args.n, 1, usageError) ?? Number(DEFAULT_N);
      const seed = wholeNumber("seed", args.seed, 0, usageError) ?? Number(DEFAULT_SEED);
      const scopes = [args.run !== undefined, args.label !== undefined, args.all === true].filter(Boolean).length;
      if (scopes > 1) throw usageError("give one of --run, --label and --all");
      const store = openFrom(args.store, io);
      let claims: StoredClaim[];
      try {
        if (args.output !== undefined) {
          await assertSafeOutput(args.output, [{ path: store.path, role: "run store" }]);
          await refuseLabelledFile(args.output);
        }
        claims = selectClaims(store, args);
        if (claims.length === 0) throw new InputError(`${store.path}: the selected verify runs hold no claims to draw`);
      } finally {
        store.close();
      }
      const sample = sampleByVerdict(claims, n, seed);
      const runs = new Set(sample.map((claim) => claim.runId)).size;
      const summary = `sampled ${sample.length} of ${claims.length} claims from ${runs} ${runs === 1 ? "run" : "runs"}: ${verdictCounts(sample)}\n`;
      await emitReport(sample.map((claim) => `${sampleLine(claim)}\n`).join(""), args.output, summary, io);
      return 0;
    },
  }),
);

function selectClaims(store: Store, scope: { run?: string; label?: string; all?: boolean }): StoredClaim[] {
  if (scope.run !== undefined) {
    if (store.getRun(scope.run)?.kind !== "verify") throw new InputError(`no saved verify run ${scope.run} in ${store.path} (see 'runs list')`);
    return store.listClaims({ runId: scope.run });
  }
  if (scope.label !== undefined) return store.listClaims({ label: scope.label });
  if (scope.all === true) return store.listClaims();
  const newest = store.listRuns({ kind: "verify", limit: 1 })[0];
  if (newest === undefined) throw new InputError(`no saved verify run in ${store.path}; save one with 'verify --save'`);
  return store.listClaims({ runId: newest.id });
}

/** A person's labels are hours of work: a second draw must not land on top of them. */
async function refuseLabelledFile(path: string): Promise<void> {
  const text = await readFile(path, "utf8").catch(() => "");
  const labelled = text.split("\n").some((line) => {
    try {
      const value: unknown = JSON.parse(line);
      return isObject(value) && typeof value.label === "string" && value.label.trim() !== "";
    } catch {
      return false;
    }
  });
  if (labelled) throw InputError.at(path, "already holds labels; refusing to overwrite it (score it, or write the new sample elsewhere)");
}

interface ReviewLine extends ReviewItem {
  line: number;
}

/** The review file, strictly: a bad line stops the score naming it, since a skipped line would change the numbers. */
async function readReviewFile(path: string): Promise<ReviewLine[]> {
  const items: ReviewLine[] = [];
  for await (const { line, value, fail } of readJsonLines(path, () => "; expected one claim per line, as 'review sample' writes them")) {
    if (!isObject(value)) throw fail(`expected a JSON object, got ${describeValue(value)}`);
    const field = (key: string): string => {
      const found = value[key];
      if (typeof found !== "string" || found === "") throw fail(`"${key}" must be a non-empty string, not ${JSON.stringify(found) ?? "missing"}`);
      return found;
    };
    const verdict = field("verdict");
    if (!(VERDICTS as readonly string[]).includes(verdict)) throw fail(`"verdict" must be one of ${VERDICTS.join(", ")}, not ${JSON.stringify(verdict)}`);
    const note = value.note ?? "";
    if (typeof note !== "string") throw fail(`"note" must be a string, not ${JSON.stringify(note)}`);
    items.push({ line, run: field("run"), claim: field("claim"), text: field("text"), verdict: verdict as Verdict, label: labelOf(value.label, fail), note });
  }
  if (items.length === 0) throw InputError.at(path, "no claims (the file is empty); expected the output of 'review sample'");
  return items;
}

/** null, a missing label or an empty one: not labelled yet. Case and spaces do not matter. */
function labelOf(given: unknown, fail: (detail: string) => InputError): ReviewItem["label"] {
  if (given === undefined || given === null) return null;
  const label = typeof given === "string" ? given.trim().toLowerCase() : undefined;
  if (label === "") return null;
  if (label === undefined || !isReviewLabel(label)) {
    throw fail(`unknown label ${JSON.stringify(given)}; expected ${REVIEW_LABELS.join(", ")} or null`);
  }
  return label;
}

const SCORE_FORMATS = ["text", "json"] as const;

const scoreCommand = defineOperandCommand({
  name: "review score",
  usage: "FILE",
  description: "Measure the verifier's agreement with a person's labels: per verdict, precision, recall, Cohen's kappa, mistakes.",
  args: {
    format: { type: "string", choices: SCORE_FORMATS, default: "text", description: "report format" },
    record: { type: "boolean", description: "also keep the labels in the store's reviews" },
    reviewer: { type: "string", valueName: "NAME", description: "with --record: who labelled (default: $USER)" },
    store: storeArg,
  },
  lists: {},
  footer:
    "A label is the verdict the person would give, or agree / disagree with the verifier's.\n" +
    "disagree counts as supported where the verifier flagged the claim (unsupported or\n" +
    "contradicted) and as unsupported where it called the claim supported. Lines without a\n" +
    "label are skipped and counted. Kappa is Cohen's, over the three verdicts.\n" +
    "Exit status: 0 scored, 2 usage or input error (a bad line is named).",
  async run({ args, io, usageError, operands }) {
    const [path, ...extra] = operands;
    if (path === undefined) throw usageError("missing the review FILE (written by 'review sample')");
    if (extra.length > 0) throw usageError(`unexpected argument ${JSON.stringify(extra[0])}`);
    if (args.reviewer !== undefined && args.record !== true) throw usageError("--reviewer names who recorded labels; add --record");
    const items = await readReviewFile(path);
    const score = scoreReview(items);
    if (args.record === true) {
      const reviewer = args.reviewer ?? io.env.USER ?? io.env.LOGNAME ?? "unknown";
      const recorded = record(openFrom(args.store, io), items, reviewer, path);
      io.stderr(`recorded ${recorded} ${recorded === 1 ? "label" : "labels"} by ${reviewer}\n`);
    }
    io.stdout(args.format === "json" ? `${JSON.stringify(score, null, 2)}\n` : reviewTextReporter(score));
    return 0;
  },
});

/** All labels or none: a line naming a claim the store does not hold stops the record. */
function record(store: Store, items: readonly ReviewLine[], reviewer: string, path: string): number {
  try {
    const labelled = items.filter((item): item is ReviewLine & { label: ReviewLabel } => item.label !== null);
    const missing = labelled.find((item) => !store.hasClaim(item.run, item.claim));
    if (missing !== undefined) throw InputError.at(path, `run ${missing.run} has no claim ${missing.claim} in ${store.path}`, missing.line);
    return store.recordReviews(labelled.map((item) => ({ runId: item.run, claimId: item.claim, reviewer, label: item.label, note: item.note }))).length;
  } finally {
    store.close();
  }
}

export const reviewCommand = defineCommandGroup({
  name: "review",
  description: "Sample the verifier's decisions for a person to label, and score its agreement with them.",
  subcommands: [sampleCommand, scoreCommand],
});
