// The three wire formats: OpenAI-compatible chat completions, Anthropic Messages, Ollama chat.
import type { Provider } from "./endpoint.js";
import { ReplyError } from "./errors.js";

export interface ChatRequest {
  system: string;
  user: string;
  /** Most tokens of reply (Anthropic requires a limit; the others get one when given). */
  maxTokens?: number;
  /** Ask the endpoint for a JSON reply where it has a mode for it (OpenAI, Ollama). */
  json?: boolean;
  /** Cancels the request, its retries and its wait for a slot. */
  signal?: AbortSignal;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ChatReply {
  text: string;
  usage: TokenUsage;
}

const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;

/** The request body; temperature 0 everywhere, so a rerun asks for the same answer. */
export function requestBody(provider: Provider, model: string, request: ChatRequest): unknown {
  const messages = [
    { role: "system", content: request.system },
    { role: "user", content: request.user },
  ];
  switch (provider) {
    case "openai":
      return {
        model,
        messages,
        temperature: 0,
        ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
        ...(request.json ? { response_format: { type: "json_object" } } : {}),
      };
    case "anthropic":
      return {
        model,
        system: request.system,
        messages: [{ role: "user", content: request.user }],
        temperature: 0,
        max_tokens: request.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS,
      };
    case "ollama":
      return {
        model,
        messages,
        stream: false,
        ...(request.json ? { format: "json" } : {}),
        options: { temperature: 0, ...(request.maxTokens !== undefined ? { num_predict: request.maxTokens } : {}) },
      };
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0;
}

function replyText(provider: Provider, body: Record<string, unknown>): string | undefined {
  switch (provider) {
    case "openai": {
      const choices = Array.isArray(body.choices) ? body.choices : [];
      const content = record(record(choices[0]).message).content;
      return typeof content === "string" ? content : undefined;
    }
    case "anthropic": {
      const blocks = (Array.isArray(body.content) ? body.content : []).map(record).filter((b) => b.type === "text" && typeof b.text === "string");
      return blocks.length > 0 ? blocks.map((b) => b.text as string).join("") : undefined;
    }
    case "ollama": {
      const content = record(body.message).content;
      return typeof content === "string" ? content : undefined;
    }
  }
}

function usageOf(provider: Provider, body: Record<string, unknown>): TokenUsage {
  const usage = record(body.usage);
  switch (provider) {
    case "openai":
      return { inputTokens: count(usage.prompt_tokens), outputTokens: count(usage.completion_tokens) };
    case "anthropic":
      return { inputTokens: count(usage.input_tokens), outputTokens: count(usage.output_tokens) };
    case "ollama":
      return { inputTokens: count(body.prompt_eval_count), outputTokens: count(body.eval_count) };
  }
}

/** The reply text and token counts of a 2xx body; a ReplyError when it holds no reply. */
export function readReply(provider: Provider, raw: string): ChatReply {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ReplyError(raw.trim() === "" ? "the response body was empty" : "the response body was not JSON (truncated?)");
  }
  const body = record(parsed);
  const text = replyText(provider, body);
  if (text === undefined) throw new ReplyError(`the response held no ${provider} reply text`);
  return { text, usage: usageOf(provider, body) };
}

/** What an error body says, in one short line: `{"error":{"message"}}` (OpenAI, Anthropic), `{"error":"…"}` (Ollama), else its text. */
export function errorDetail(raw: string): string {
  let message: unknown;
  try {
    const error = record(JSON.parse(raw)).error;
    message = typeof error === "string" ? error : record(error).message;
  } catch {
    message = raw;
  }
  const line = typeof message === "string" ? message.replace(/\s+/g, " ").trim() : "";
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}
