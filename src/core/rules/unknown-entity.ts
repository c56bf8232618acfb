import type { SourceSentence } from "../context-index.js";
import type { EntityMention } from "../text/entities.js";
import type { ContentRule } from "./rule.js";

/**
 * Names and identifiers (TSMC, LPDDR5, ResNet-50, 台积电) must appear in the evidence: an added
 * name is the commonest way an answer smuggles in facts from the model's memory.
 */
const rule: ContentRule = {
  meta: {
    id: "unknown-entity",
    code: "E1",
    description: "A name or identifier of the claim is not in the cited source.",
    severity: "error",
  },
  check({ claim, regions, alignment, aliasesOf }) {
    if (claim.entities.length === 0) return [];
    const seen = new Set<string>();
    const unknown: EntityMention[] = [];
    for (const entity of claim.entities) {
      if (seen.has(entity.key)) continue;
      seen.add(entity.key);
      const keys = [entity.key, ...aliasesOf(entity.key)];
      // Its words are split out only for a sentence that lacks the name whole, which the first aligned one seldom does.
      let words: string[] | undefined;
      const holds = (s: SourceSentence): boolean => {
        if (keys.some((key) => s.flat.includes(key))) return true;
        words ??= entity.text.toLowerCase().split(/\s+/).filter((w) => w.length > 2);
        return words.length > 1 && words.every((w) => s.flat.includes(w));
      };
      // The aligned sentences first: they hold the names as a rule, and the others are then not folded to be searched.
      if (!alignment.sentences.some(holds) && !regions.some((r) => r.sentences.some(holds))) unknown.push(entity);
    }
    return unknown.map((entity) => ({
      message: `'${entity.text}' is not in ${regions.map((r) => `[${r.label}]`).join(", ")}`,
      span: entity,
      actual: entity.text,
    }));
  },
};

export default rule;
