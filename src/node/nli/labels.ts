// Which output of an NLI cross-encoder means what, read from its config.json `id2label`. Models
// name their labels in many ways ("entailment", "ENTAILMENT", "not_entailment", "supported"…)
// and order them differently (MNLI heads disagree on the order), so nothing is assumed by index.

/** Logit indices: every model has an entailment output; 3-label models also a contradiction one. */
export interface NliLabels {
  count: 2 | 3;
  entailment: number;
  contradiction?: number;
}

type Role = "entailment" | "not-entailment" | "neutral" | "contradiction";

const ROLES: ReadonlyMap<string, Role> = new Map([
  ...["entailment", "entail", "entails", "entailed", "supported", "support", "supports"].map((name) => [name, "entailment"] as const),
  ...["notentailment", "nonentailment", "notentailed", "notentail", "unsupported", "notsupported", "nonsupported"].map((name) => [name, "not-entailment"] as const),
  ["neutral", "neutral"],
  ...["contradiction", "contradict", "contradicts", "contradicted", "contradictory"].map((name) => [name, "contradiction"] as const),
]);

/** "NOT_ENTAILMENT", "Not-Entailment" and "not entailment" are one name. */
function fold(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * The label layout of an `id2label` map, or undefined when it is not one this judge can read.
 * Two generic labels (LABEL_0, LABEL_1) are read as MiniCheck writes them: label 1 = supported.
 * Three generic labels are refused: MNLI heads order them differently, and a guess could turn
 * every contradiction into support.
 */
export function mapLabels(id2label: unknown): NliLabels | undefined {
  if (typeof id2label !== "object" || id2label === null || Array.isArray(id2label)) return undefined;
  const entries = Object.entries(id2label as Record<string, unknown>);
  const count = entries.length;
  if (count !== 2 && count !== 3) return undefined;
  const names: string[] = [];
  for (const [key, value] of entries) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index >= count || typeof value !== "string" || names[index] !== undefined) return undefined;
    names[index] = fold(value);
  }
  if (count === 2 && names[0] === "label0" && names[1] === "label1") return { count, entailment: 1 };
  const roles = names.map((name) => ROLES.get(name));
  const at = (role: Role): number => roles.indexOf(role);
  if (new Set(roles).size !== count || roles.includes(undefined)) return undefined;
  if (count === 2) {
    const other = roles.find((role) => role !== "entailment");
    return at("entailment") >= 0 && (other === "not-entailment" || other === "neutral") ? { count, entailment: at("entailment") } : undefined;
  }
  if (at("entailment") < 0 || at("neutral") < 0 || at("contradiction") < 0) return undefined;
  return { count, entailment: at("entailment"), contradiction: at("contradiction") };
}
