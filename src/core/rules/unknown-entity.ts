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
    // The aligned sentences first: they hold the names as a rule, and the others are then not folded to be searched.
    const sentences = [...alignment.sentences, ...regions.flatMap((r) => r.sentences)];
    const seen = new Set<string>();
    return claim.entities
      .filter((entity) => {
        if (seen.has(entity.key)) return false;
        seen.add(entity.key);
        const words = entity.text.toLowerCase().split(/\s+/).filter((w) => w.length > 2);
        const keys = [entity.key, ...aliasesOf(entity.key)];
        return !sentences.some((s) => keys.some((key) => s.flat.includes(key)) || (words.length > 1 && words.every((w) => s.flat.includes(w))));
      })
      .map((entity) => ({
        message: `'${entity.text}' is not in ${regions.map((r) => `[${r.label}]`).join(", ")}`,
        span: entity,
        actual: entity.text,
      }));
  },
};

export default rule;
