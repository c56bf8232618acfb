// The LLM judge: claims in batches to a chat model, replies read against a schema, quotes
// checked against the evidence, verdicts cached on disk.
import { join } from "node:path";
import type { Judge, JudgeUsage, JudgeVerdict } from "../../core/judge/judge.js";
import { buildPrompt, planBatches, promptClaim, PROMPT_VERSION, type Batch, type PromptClaim } from "../../core/judge/llm/prompt.js";
import { parseReply, readEntry, type ParsedReply, type ReplyEntry } from "../../core/judge/llm/reply.js";
import { decide } from "../../core/judge/llm/verdict.js";
import { cacheDirectory, cacheKey, JsonCache } from "./cache.js";
import { createChatModel, type ChatModelOptions } from "./chat-model.js";
import { JudgeFailure, ModelFailure, ReplyError } from "./errors.js";

export interface LlmJudgeOptions extends Omit<ChatModelOptions, "flag"> {
  /** "openai:gpt-4o-mini", "anthropic:claude-sonnet-4-5", "ollama:qwen2.5:7b". */
  spec: string;
  /** Where verdicts are cached (default: cacheDirectory(env)). */
  cacheDir?: string;
  /** Claims per request (default 8). */
  batchSize?: number;
}

/** Room for one verdict with its quote and reason, so a batch's reply is not cut off. */
const REPLY_TOKENS_PER_CLAIM = 200;
const REPLY_TOKENS_BASE = 200;
const MAX_REPLY_TOKENS = 4096;

const NO_EVIDENCE: JudgeVerdict = { verdict: "unsupported", score: 0, reasons: [{ code: "S1", message: "there is no evidence text to judge the claim against" }] };

function hasText(claim: PromptClaim): boolean {
  return claim.sources.some((source) => source.segments.length > 0);
}

function isVerdict(entry: ReplyEntry | undefined): boolean {
  return entry !== undefined && !("problem" in entry);
}

/**
 * A judge backed by a chat model. Each claim is shown with its evidence only, and may be
 * supported or contradicted only with a verbatim quote of that evidence that is about the
 * claim; a claim the model leaves without a usable verdict is unsupported and undecided.
 *
 * Fails the run (JudgeFailure, exit 2), never passes it, when a request fails after its retries
 * (network, timeouts, 5xx, 429), when the endpoint refuses a request (any other 4xx, including
 * 401/403: a judge that may not be asked has judged nothing), or when no reply of the run so
 * far could be read as a verdict (an endpoint answering prose is not judging). Throws
 * InputError at once for a bad spec or a missing key.
 */
export function createLlmJudge(options: LlmJudgeOptions): Judge {
  const { spec, cacheDir, batchSize, ...transport } = options;
  const model = createChatModel(spec, { ...transport, flag: "--judge" });
  const cache = new JsonCache(join(cacheDir ?? cacheDirectory(options.env ?? process.env), "judge"));
  const usage: JudgeUsage = { requests: 0, inputTokens: 0, outputTokens: 0, cachedClaims: 0 };
  let decidedBefore = false;

  async function ask(batch: Batch, signal: AbortSignal): Promise<ParsedReply> {
    const maxTokens = Math.min(MAX_REPLY_TOKENS, REPLY_TOKENS_BASE + REPLY_TOKENS_PER_CLAIM * batch.claims.length);
    try {
      const reply = await model.complete({ ...buildPrompt(batch), maxTokens, json: true, signal });
      usage.requests++;
      usage.inputTokens += reply.usage.inputTokens;
      usage.outputTokens += reply.usage.outputTokens;
      return parseReply(reply.text);
    } catch (error) {
      if (!(error instanceof ReplyError)) throw error;
      usage.requests++;
      return { ok: false, problem: error.message };
    }
  }

  return {
    id: model.id,
    version: PROMPT_VERSION,
    usage: () => ({ ...usage }),
    async judge(requests) {
      const claims = requests.map(promptClaim);
      const keys = claims.map((claim) => cacheKey([model.id, PROMPT_VERSION, claim.question ?? "", claim.statement, claim.sources]));
      const entries: (ReplyEntry | undefined)[] = await Promise.all(
        claims.map(async (claim, i) => {
          if (!hasText(claim)) return undefined;
          const cached = readEntry(await cache.get(keys[i]!));
          return "problem" in cached ? undefined : cached;
        }),
      );
      usage.cachedClaims += entries.filter(isVerdict).length;
      const asked = claims.flatMap((claim, i) => (hasText(claim) && entries[i] === undefined ? [i] : []));

      const controller = new AbortController();
      let failure: unknown;
      await Promise.all(
        planBatches(
          asked.map((i) => claims[i]!),
          { ...(batchSize !== undefined ? { batchSize } : {}) },
        ).map(async (batch) => {
          try {
            const reply = await ask(batch, controller.signal);
            for (const claim of batch.claims) entries[asked[claim.index]!] = reply.ok ? reply.entries.get(claim.id) : { problem: reply.problem };
          } catch (error) {
            // The first failure is the cause; the batches cancelled after it only echo it.
            failure ??= error;
            controller.abort();
          }
        }),
      );
      if (failure !== undefined) throw failure instanceof ModelFailure && !(failure instanceof JudgeFailure) ? new JudgeFailure(failure.detail, failure.status) : failure;

      const decided = entries.some(isVerdict);
      if (asked.length > 0 && !decided && !decidedBefore) {
        const problem = asked.map((i) => entries[i]).find((e): e is { problem: string } => e !== undefined && "problem" in e)?.problem ?? "the replies had no verdict for any claim";
        throw new JudgeFailure(`--judge ${model.id} gave no usable verdict: ${problem}`);
      }
      decidedBefore ||= decided;
      // Only verdicts are kept: a claim left undecided is asked again next run.
      await Promise.all(
        asked.map(async (i) => {
          const entry = entries[i];
          if (entry !== undefined && !("problem" in entry)) await cache.set(keys[i]!, { model: model.id, promptVersion: PROMPT_VERSION, ...entry });
        }),
      );
      return requests.map((request, i) => (hasText(claims[i]!) ? decide(claims[i]!, request.label, entries[i]) : NO_EVIDENCE));
    },
  };
}
