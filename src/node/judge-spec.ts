// `--judge SPEC` (DESIGN.md): which judge decides whether evidence entails a claim.
import { createCascadeJudge } from "../core/judge/cascade.js";
import type { Judge } from "../core/judge/judge.js";
import { lexicalJudge } from "../core/judge/lexical.js";
import { InputError } from "./errors.js";
import { loadLexicalJudge } from "./load-model.js";

const LLM_PROVIDERS = ["openai", "anthropic", "ollama"];

const KINDS = "lexical, lexical:MODEL.json, nli:FOLDER, openai:MODEL, anthropic:MODEL, ollama:MODEL, or a cascade such as lexical,openai:MODEL";

export interface ResolveJudgeOptions {
  /** Where API keys and endpoints are read (OPENAI_API_KEY, OLLAMA_HOST, …); process.env by default. */
  env?: NodeJS.ProcessEnv;
}

/**
 * `lexical` (the embedded judge), `lexical:model.json` (a model from `groundcheck train`),
 * `nli:FOLDER` (a local ONNX NLI model), `openai:MODEL`, `anthropic:MODEL`, `ollama:MODEL`, and
 * comma-separated cascades of them, cheapest first. An unknown or unusable spec is an error,
 * never a silent fall-back to another judge. Model judges load only when asked for.
 */
export async function resolveJudge(spec: string, options: ResolveJudgeOptions = {}): Promise<Judge> {
  const stages = spec.split(",").map((stage) => stage.trim());
  if (stages.length === 1) return resolveStage(spec, options);
  if (stages.some((stage) => stage === "")) throw new InputError(`--judge ${spec}: a cascade lists judges separated by single commas`);
  return createCascadeJudge({ stages: await Promise.all(stages.map((stage) => resolveStage(stage, options))) });
}

async function resolveStage(spec: string, options: ResolveJudgeOptions): Promise<Judge> {
  if (spec === "lexical") return lexicalJudge;
  const colon = spec.indexOf(":");
  const kind = colon < 0 ? spec : spec.slice(0, colon);
  const rest = colon < 0 ? "" : spec.slice(colon + 1);
  if (kind === "lexical" && rest !== "") return loadLexicalJudge(rest);
  if (kind === "nli" || LLM_PROVIDERS.includes(kind)) {
    if (rest === "") throw new InputError(`--judge ${spec}: name the ${kind === "nli" ? "model folder (nli:FOLDER)" : `model (${kind}:MODEL)`}`);
    if (kind === "nli") return (await import("./nli/index.js")).loadNliJudge({ path: rest });
    const { createLlmJudge } = await import("./llm/index.js");
    return createLlmJudge({ spec, ...(options.env ? { env: options.env } : {}) });
  }
  throw new InputError(`--judge ${spec}: unknown judge (use ${KINDS})`);
}

/** "gpt-4o-mini" from "openai:gpt-4o-mini"; undefined for judges that are not a language model. */
function llmModelOf(stage: string): string | undefined {
  const colon = stage.indexOf(":");
  return colon > 0 && LLM_PROVIDERS.includes(stage.slice(0, colon)) ? stage.slice(colon + 1) : undefined;
}

/**
 * A model grading its own answer tends to approve it; say so when `--generator-model` (with or
 * without its provider prefix) is one of the judge's models.
 */
export function selfJudgingWarning(spec: string, generatorModel: string | undefined): string | undefined {
  if (generatorModel === undefined) return undefined;
  const wanted = (llmModelOf(generatorModel) ?? generatorModel).toLowerCase();
  const same = spec.split(",").find((stage) => llmModelOf(stage.trim())?.toLowerCase() === wanted);
  return same === undefined
    ? undefined
    : `warning: the judge ${same.trim()} is the model that wrote the answer (--generator-model ${generatorModel}); a model tends to approve its own output`;
}
