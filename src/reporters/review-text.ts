import { VERDICTS, type ReviewScore } from "../core/review.js";
import { clip, quote } from "./format.js";

function metric(value: number | null): string {
  return value === null ? "-" : value.toFixed(4);
}

/**
 * The agreement of the verifier with a person, as `review score` prints it:
 *
 *     48 of 50 claims labelled (2 unlabelled, skipped)
 *
 *     verdict       labelled  agreed
 *     supported           16      15
 *     …
 *     agreement 0.8542, Cohen's kappa 0.7813
 *     precision of supported 0.9375
 *     recall of unsupported 0.8000, of contradicted 0.9333
 *
 *     verifier mistakes (7):
 *       r20261130-143015-ab12 c3  unsupported, reviewer: supported  "…"  (note)
 */
export function reviewTextReporter(score: ReviewScore): string {
  const labelled = `${score.labelled} of ${score.items} ${score.items === 1 ? "claim" : "claims"} labelled`;
  const lines = [score.unlabelled === 0 ? labelled : `${labelled} (${score.unlabelled} unlabelled, skipped)`, ""];
  const width = Math.max(...VERDICTS.map((verdict) => verdict.length), "verdict".length);
  lines.push(`${"verdict".padEnd(width)}  labelled  agreed`);
  for (const verdict of VERDICTS) {
    const { n, agreed } = score.byVerdict[verdict];
    lines.push(`${verdict.padEnd(width)}  ${String(n).padStart(8)}  ${String(agreed).padStart(6)}`);
  }
  lines.push(
    "",
    `agreement ${metric(score.agreement)}, Cohen's kappa ${metric(score.kappa)}`,
    `precision of supported ${metric(score.precision.supported)}`,
    `recall of unsupported ${metric(score.recall.unsupported)}, of contradicted ${metric(score.recall.contradicted)}`,
  );
  if (score.mistakes.length > 0) {
    lines.push("", `verifier mistakes (${score.mistakes.length}):`);
    for (const mistake of score.mistakes) {
      const said = mistake.label === mistake.person ? mistake.person : `${mistake.label} (${mistake.person})`;
      const note = mistake.note.trim() === "" ? "" : `  note: ${quote(mistake.note)}`;
      lines.push(`  ${clip(mistake.run, 40)} ${clip(mistake.claim, 20)}  ${mistake.verdict}, reviewer: ${said}  ${quote(mistake.text)}${note}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
