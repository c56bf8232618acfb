// The NLI cross-encoder itself: tokenizer and ONNX session through transformers.js, local files
// only. transformers.js (and onnxruntime with it) is imported here, on first use, so that runs
// with other judges never pay for loading it.
import { join } from "node:path";
import type { PreTrainedModel, PreTrainedTokenizer, Tensor } from "@huggingface/transformers";
import { InputError } from "../errors.js";
import type { NliFolder } from "./folder.js";

export interface NliPair {
  /** The evidence window. */
  premise: string;
  /** The claim, whole. */
  hypothesis: string;
}

/** Token ids of pairs, padded to the longest; `typeIds` only for models that take segment ids. */
export interface PairEncoding {
  inputIds: number[][];
  attentionMask: number[][];
  typeIds?: number[][];
}

export interface NliModel {
  readonly folder: NliFolder;
  /** Special tokens a (premise, hypothesis) pair adds: [CLS] … [SEP] … [SEP] for BERT. */
  readonly pairSpecials: number;
  /** Tokens of a text alone, without special tokens. */
  countTokens(text: string): number;
  encode(pairs: readonly NliPair[]): PairEncoding;
  /** Class probabilities per pair, in the order given and in id2label's order; `batchSize` pairs per model run. */
  classify(pairs: readonly NliPair[], batchSize: number): Promise<number[][]>;
}

function softmax(row: readonly number[]): number[] {
  const top = Math.max(...row);
  const exps = row.map((x) => Math.exp(x - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((x) => x / sum);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

class TransformersNli implements NliModel {
  readonly pairSpecials: number;

  constructor(
    readonly folder: NliFolder,
    private readonly tokenizer: PreTrainedTokenizer,
    private readonly model: PreTrainedModel,
    private readonly TensorClass: typeof Tensor,
  ) {
    const premise = this.countTokens("a");
    const hypothesis = this.countTokens("b");
    this.pairSpecials = tokenizer.encode("a", { text_pair: "b" }).length - premise - hypothesis;
  }

  countTokens(text: string): number {
    return this.tokenizer.encode(text, { add_special_tokens: false }).length;
  }

  encode(pairs: readonly NliPair[]): PairEncoding {
    const encoded = this.tokenizer(
      pairs.map((p) => p.premise),
      { text_pair: pairs.map((p) => p.hypothesis), padding: true, truncation: false, return_tensor: false },
    );
    return {
      inputIds: encoded.input_ids,
      attentionMask: encoded.attention_mask,
      ...(encoded.token_type_ids ? { typeIds: encoded.token_type_ids } : {}),
    };
  }

  async classify(pairs: readonly NliPair[], batchSize: number): Promise<number[][]> {
    // Pairs of like length share a batch, so little of a batch is padding.
    const order = pairs.map((_, i) => i).sort((a, b) => size(pairs[b]!) - size(pairs[a]!) || a - b);
    const probabilities: number[][] = new Array(pairs.length);
    for (let from = 0; from < order.length; from += batchSize) {
      const batch = order.slice(from, from + batchSize);
      const encoding = this.encode(batch.map((i) => pairs[i]!));
      const width = encoding.inputIds[0]?.length ?? 0;
      if (width > this.folder.maxLength) throw new Error(`an NLI input of ${width} tokens exceeds the model's ${this.folder.maxLength}`);
      const inputs: Record<string, Tensor> = { input_ids: this.tensor(encoding.inputIds), attention_mask: this.tensor(encoding.attentionMask) };
      if (encoding.typeIds) inputs.token_type_ids = this.tensor(encoding.typeIds);
      const { logits } = (await this.model(inputs)) as { logits: Tensor };
      const [rows, labels] = logits.dims as [number, number];
      if (labels !== this.folder.labels.count) {
        throw InputError.at(join(this.folder.path, "config.json"), `id2label has ${this.folder.labels.count} labels but onnx/model.onnx gives ${labels} outputs`);
      }
      const data = logits.data as Float32Array;
      for (let row = 0; row < rows; row++) probabilities[batch[row]!] = softmax(Array.from(data.subarray(row * labels, (row + 1) * labels)));
    }
    return probabilities;
  }

  private tensor(rows: readonly number[][]): Tensor {
    const width = rows[0]?.length ?? 0;
    const data = new BigInt64Array(rows.length * width);
    rows.forEach((row, r) => row.forEach((id, c) => (data[r * width + c] = BigInt(id))));
    return new this.TensorClass("int64", data, [rows.length, width]);
  }
}

function size(pair: NliPair): number {
  return pair.premise.length + pair.hypothesis.length;
}

export async function loadNliModel(folder: NliFolder): Promise<NliModel> {
  const transformers = await import("@huggingface/transformers");
  const { env } = transformers;
  // Only the folder given: no hub download, no copy into transformers.js's own cache.
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.useFSCache = false;
  env.useBrowserCache = false;
  const options = { local_files_only: true } as const;
  let tokenizer: PreTrainedTokenizer;
  try {
    tokenizer = await transformers.AutoTokenizer.from_pretrained(folder.path, options);
  } catch (error) {
    throw InputError.at(join(folder.path, "tokenizer.json"), `cannot load the tokenizer: ${message(error)}`);
  }
  let model: PreTrainedModel;
  try {
    model = await transformers.AutoModelForSequenceClassification.from_pretrained(folder.path, { ...options, dtype: "fp32", device: "cpu" });
  } catch (error) {
    throw InputError.at(join(folder.path, "onnx", "model.onnx"), `cannot load the model: ${message(error)}`);
  }
  return new TransformersNli(folder, tokenizer, model, transformers.Tensor);
}
