// `groundcheck models pull HUB_ID`: a local copy of an NLI model for `--judge nli:PATH`.
import { defaultModelsDir, hubEndpoint, pullModel } from "../../node/models/pull.js";
import { count } from "../../reporters/format.js";
import type { Command } from "../command.js";
import { defineOperandCommand } from "../report-command.js";

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

export const modelsCommand: Command = defineOperandCommand({
  name: "models",
  usage: "pull HUB_ID",
  description: "Download an NLI model's ONNX export from the Hugging Face hub, for --judge nli:PATH.",
  args: {
    dir: { type: "string", valueName: "DIR", description: "models folder; the model goes to DIR/HUB_ID (default: $GROUNDCHECK_MODELS_DIR or ~/.cache/groundcheck/models)" },
    revision: { type: "string", valueName: "REV", default: "main", description: "branch, tag or commit to download" },
  },
  lists: {},
  footer:
    "Downloads config.json, tokenizer.json, tokenizer_config.json and onnx/model.onnx (with\n" +
    "special_tokens_map.json and vocab.txt when the repository has them) from $HF_ENDPOINT\n" +
    "(default https://huggingface.co; HF_TOKEN for gated models), then prints the folder.\n" +
    "Exit status: 0 downloaded, 2 usage, input or network error.",
  async run({ args, io, usageError, operands }) {
    const [subcommand, id, extra] = operands;
    if (subcommand === undefined) throw usageError("missing the subcommand (pull)");
    if (subcommand !== "pull") throw usageError(`unknown subcommand ${JSON.stringify(subcommand)} (use pull)`);
    if (id === undefined) throw usageError("missing the hub id to pull (models pull OWNER/NAME)");
    if (extra !== undefined) throw usageError(`unexpected argument ${JSON.stringify(extra)}`);
    const { path, files } = await pullModel({
      id,
      revision: args.revision,
      dir: args.dir ?? defaultModelsDir(io.env),
      endpoint: hubEndpoint(io.env),
      ...(io.env.HF_TOKEN ? { token: io.env.HF_TOKEN } : {}),
    });
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    io.stderr(`pulled ${id} (${count(files.length, "file")}, ${megabytes(bytes)}); use it with --judge nli:${path}\n`);
    io.stdout(`${path}\n`);
    return 0;
  },
});
