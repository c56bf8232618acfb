// The file-level face of core `generate`: the sources read from disk, the writing model made
// from `--judge SPEC` (an OpenAI-compatible, Anthropic or Ollama endpoint from the environment),
// its requests and tokens counted for the report.
import type { AuditOptions } from "../core/audit/audit.js";
import type { Source } from "../core/audit/types.js";
import { extractive, generate, GenerateError, type GenerateResult, type Writer } from "../core/generate/generate.js";
import { InputError } from "./errors.js";
import { createChatModel, ReplyError } from "./llm/index.js";
import { loadSources } from "./load-sources.js";

export interface WriterUsage {
  model: string;
  requests: number;
  inputTokens: number;
  outputTokens: number;
}

export interface GenerateFilesInput {
  task: string;
  sourceArgs: readonly string[];
  /** The writing model's spec and where its endpoint and key are read, or no model at all. */
  writer: { spec: string; env?: NodeJS.ProcessEnv } | "extractive";
  maxRounds?: number;
  /** For --extractive: how many lines to quote. */
  limit?: number;
  audit?: AuditOptions;
}

export async function generateFiles(input: GenerateFilesInput): Promise<{ result: GenerateResult; sources: Source[]; usage?: WriterUsage }> {
  const sources = await loadSources(input.sourceArgs);
  const audit = input.audit ?? {};
  if (input.writer === "extractive") return { result: await extractive({ task: input.task, sources }, { ...(input.limit === undefined ? {} : { limit: input.limit }), audit }), sources };
  const { spec, env } = input.writer;
  const model = createChatModel(spec, { flag: "--judge", ...(env ? { env } : {}) });
  const usage: WriterUsage = { model: model.id, requests: 0, inputTokens: 0, outputTokens: 0 };
  const writer: Writer = {
    async complete(request) {
      try {
        const reply = await model.complete(request);
        usage.requests++;
        usage.inputTokens += reply.usage.inputTokens;
        usage.outputTokens += reply.usage.outputTokens;
        return reply;
      } catch (error) {
        if (error instanceof ReplyError) throw new InputError(`--judge ${spec}: ${error.message}`);
        throw error;
      }
    },
  };
  try {
    const result = await generate({ task: input.task, sources }, writer, { ...(input.maxRounds === undefined ? {} : { maxRounds: input.maxRounds }), audit });
    return { result, sources, usage };
  } catch (error) {
    if (error instanceof GenerateError) throw new InputError(`--judge ${spec}: ${error.message}`);
    throw error;
  }
}
