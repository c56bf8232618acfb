// Model-backed judging and generation over OpenAI-compatible, Anthropic and Ollama endpoints.
export { createLlmJudge, type LlmJudgeOptions } from "./judge.js";
export { createChatModel, type ChatModel, type ChatModelOptions, type ChatReply, type ChatRequest, type TokenUsage } from "./chat-model.js";
export { JudgeFailure, ModelFailure, ReplyError } from "./errors.js";
export { PROVIDERS, type Provider } from "./endpoint.js";
export { cacheDirectory } from "./cache.js";
export { PROMPT_VERSION } from "../../core/judge/llm/prompt.js";
