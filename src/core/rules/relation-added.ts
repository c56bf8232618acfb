import { relationCues, statedKinds, type RelationKind } from "../lexicon/relations.js";
import { regionLabels } from "../context-index.js";
import type { ContentRule } from "./rule.js";
import { evidenceSentences } from "./nearby.js";

const KIND_NAMES: Record<RelationKind, string> = { causal: "causal", comparative: "comparative", temporal: "temporal" };

/**
 * A causal, comparative or temporal relation ("because", "better than", 导致, 优于, 之后) that no
 * evidence sentence states: the sources listed A and B, the claim links them.
 */
const rule: ContentRule = {
  meta: {
    id: "relation-added",
    code: "R1",
    description: "The claim states a causal, comparative or temporal relation its source does not.",
    severity: "error",
  },
  check({ claim, regions, alignment }) {
    const cues = relationCues(claim.text);
    if (cues.length === 0) return [];
    const evidence = evidenceSentences(alignment.sentences, regions);
    const stated = new Set(evidence.flatMap((s) => [...statedKinds(s.text)]));
    const reported = new Set<RelationKind>();
    return cues
      .filter((cue) => !stated.has(cue.kind) && !reported.has(cue.kind) && reported.add(cue.kind))
      .map((cue) => ({
        message: `'${cue.cue}' adds a ${KIND_NAMES[cue.kind]} relation that ${regionLabels(regions)} does not state`,
        span: { start: claim.start + cue.start, end: claim.start + cue.end },
        actual: cue.cue,
      }));
  },
};

export default rule;
