// The library: `import { verify } from "groundcheck"`. Everything exported here is pure (no file
// or network access); model judges and file loading live in the CLI's node layer. The one file
// the library reads is its own packaged WordNet data, registered here for core to load lazily.
import { useLexiconFile } from "./node/lexicon-file.js";

useLexiconFile();

export { verify, VerifyInputError, type VerifyInput, type VerifyOptions } from "./core/engine.js";
export { lexicalJudge } from "./core/judge/lexical.js";
export { createCascadeJudge, DEFAULT_UNSURE_BAND, type CascadeOptions, type UnsureBand } from "./core/judge/cascade.js";
export type { Judge, JudgeRequest, JudgeUsage, JudgeVerdict } from "./core/judge/judge.js";
export { contentRules, citationRules } from "./core/rules/index.js";
export { extractClaims } from "./core/text/claims.js";
export { audit, alignSentences, type AuditInput, type AuditOptions } from "./core/audit/audit.js";
export type { AlignResult, AuditResult, Source, Whitelist } from "./core/audit/types.js";
export { fix, type FixMode, type FixOptions } from "./core/fix/fix.js";
export { auditChecker, verifyChecker } from "./core/fix/check.js";
export { applyEdits, type Edit } from "./core/fix/edits.js";
export { generate, extractive, GenerateError, type Writer, type GenerateInput, type GenerateOptions, type GenerateResult } from "./core/generate/generate.js";
export { experiment, type ExperimentGroup, type ExperimentResult } from "./core/experiment/experiment.js";
export type * from "./core/types.js";
