// `--judge nli:PATH`: the folder is checked now, so a bad path fails before any claim is read;
// the model itself loads on the judge's first batch.
import { InputError } from "../errors.js";
import { readNliFolder } from "./folder.js";
import { NliJudge } from "./judge.js";
import { loadNliModel } from "./runtime.js";

export interface NliJudgeLoadOptions {
  /** The model folder: config.json, tokenizer.json, tokenizer_config.json, onnx/model.onnx. */
  path: string;
  /** P(entailment) from which a claim is supported (default 0.5). */
  threshold?: number;
  /** (window, claim) pairs per model run (default 16); results do not depend on it. */
  batchSize?: number;
}

export const DEFAULT_NLI_THRESHOLD = 0.5;
export const DEFAULT_NLI_BATCH_SIZE = 16;

export async function loadNliJudge(options: NliJudgeLoadOptions): Promise<NliJudge> {
  const threshold = options.threshold ?? DEFAULT_NLI_THRESHOLD;
  const batchSize = options.batchSize ?? DEFAULT_NLI_BATCH_SIZE;
  if (!(threshold > 0 && threshold <= 1)) throw new InputError(`nli judge: the threshold must be above 0 and at most 1, not ${threshold}`);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new InputError(`nli judge: the batch size must be a whole number from 1, not ${batchSize}`);
  return new NliJudge(await readNliFolder(options.path), loadNliModel, { threshold, batchSize });
}

export type { NliJudge } from "./judge.js";
