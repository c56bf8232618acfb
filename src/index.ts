// The library: `import { verify } from "groundcheck"`.
export { verify, VerifyInputError, type VerifyInput, type VerifyOptions } from "./core/engine.js";
export { lexicalJudge } from "./core/judge/lexical.js";
export type { Judge, JudgeRequest, JudgeVerdict } from "./core/judge/judge.js";
export { contentRules, citationRules } from "./core/rules/index.js";
export { extractClaims } from "./core/text/claims.js";
export type * from "./core/types.js";
