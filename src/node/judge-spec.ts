// `--judge SPEC` (DESIGN.md): which judge decides whether evidence entails a claim.
import type { Judge } from "../core/judge/judge.js";
import { lexicalJudge } from "../core/judge/lexical.js";
import { InputError } from "./errors.js";
import { loadLexicalJudge } from "./load-model.js";

const MODEL_JUDGES = ["nli", "openai", "anthropic", "ollama"];

/**
 * `lexical` (the embedded judge), `lexical:model.json` (a model from `groundcheck train`). Model
 * judges (nli:, openai:, anthropic:, ollama:) are named by DESIGN.md but not built yet: asking for
 * one is an error, never a silent fall-back to another judge.
 */
export async function resolveJudge(spec: string): Promise<Judge> {
  if (spec === "lexical") return lexicalJudge;
  const colon = spec.indexOf(":");
  const kind = colon < 0 ? spec : spec.slice(0, colon);
  const rest = colon < 0 ? "" : spec.slice(colon + 1);
  if (kind === "lexical" && rest !== "") return loadLexicalJudge(rest);
  if (MODEL_JUDGES.includes(kind)) throw new InputError(`--judge ${spec}: the ${kind} judge is not available in this version (only lexical and lexical:MODEL.json)`);
  throw new InputError(`--judge ${spec}: unknown judge (use lexical or lexical:MODEL.json)`);
}
