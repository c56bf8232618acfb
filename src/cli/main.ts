#!/usr/bin/env -S node --max-semi-space-size=8 --max-inlined-bytecode-size-cumulative=200 --interrupt-budget=540672 --no-regexp-tier-up
// A run is one cold pass (BENCHMARKS.md). Less inlining means shorter optimising compiles, which on
// one core take turns with the check itself; for the same reason a function is optimised only after
// eight times V8's default amount of bytecode has run in it: most functions of a run never earn
// back the compile. The young generation is held at 8 MB a half: a larger one needs fewer
// scavenges, but each fresh page it touches costs a page fault, which cost more (a fault takes
// about 14 µs in the VM measured; 16 MB: 3,000 more faults a run and slower on one core, 32 MB
// more still). A regular expression is compiled to machine code when first run: by default V8 first
// compiles it for its interpreter and then, on its second run, all over again, and a run uses some
// 160 patterns at least twice each.
import { PROGRAM, formatError } from "../node/errors.js";
import { useLexiconFile } from "../node/lexicon-file.js";
import { toolVersion } from "../node/tool-version.js";
import { processIO, type Command } from "./command.js";

useLexiconFile();

// Each command is loaded when it runs: a run needs one, and loading all the others would add to
// the start-up of every run (a model judge or the server pulls in large packages). In help order.
const COMMANDS: ReadonlyMap<string, () => Promise<Command>> = new Map([
  ["verify", async () => (await import("./commands/verify.js")).verifyCommand],
  ["audit", async () => (await import("./commands/audit.js")).auditCommand],
  ["align", async () => (await import("./commands/align.js")).alignCommand],
  ["fix", async () => (await import("./commands/fix.js")).fixCommand],
  ["generate", async () => (await import("./commands/generate.js")).generateCommand],
  ["experiment", async () => (await import("./commands/experiment.js")).experimentCommand],
  ["whitelist", async () => (await import("./commands/whitelist.js")).whitelistCommand],
  ["bench", async () => (await import("./commands/bench.js")).benchCommand],
  ["train", async () => (await import("./commands/train.js")).trainCommand],
  ["synth", async () => (await import("./commands/synth.js")).synthCommand],
  ["runs", async () => (await import("./commands/runs.js")).runsCommand],
  ["review", async () => (await import("./commands/review.js")).reviewCommand],
  ["serve", async () => (await import("./commands/serve.js")).serveCommand],
  ["models", async () => (await import("./commands/models.js")).modelsCommand],
]);

async function help(): Promise<string> {
  const commands = await Promise.all([...COMMANDS.values()].map((load) => load()));
  const width = Math.max(...commands.map((command) => command.name.length)) + 2;
  return [
    `Usage: ${PROGRAM} <command> [options]`,
    "",
    "Checks that an LLM-written answer says only what its sources say.",
    "",
    "Commands:",
    ...commands.map((command) => `  ${command.name.padEnd(width)}${command.description}`),
    "",
    `Run '${PROGRAM} <command> --help' for a command's options.`,
    "",
  ].join("\n");
}

async function main(argv: readonly string[]): Promise<number> {
  const io = processIO();
  const [name, ...rest] = argv;
  if (name === "--help" || name === "-h" || name === "help") {
    io.stdout(await help());
    return 0;
  }
  if (name === "--version" || name === "-v") {
    io.stdout(`${await toolVersion()}\n`);
    return 0;
  }
  const load = name === undefined ? undefined : COMMANDS.get(name);
  if (load === undefined) {
    const problem =
      name === undefined ? "missing command" : name.startsWith("-") ? `unknown option ${name}` : `unknown command ${JSON.stringify(name)}`;
    io.stderr(`${PROGRAM}: ${problem} (see '${PROGRAM} --help')\n`);
    return 2;
  }
  return (await load()).run(rest, io);
}

/**
 * Exits once everything written to stdout and stderr has been handed to them. A command has done
 * its work when it returns its code: exiting then, rather than when the event loop runs dry, skips
 * the orderly teardown of Node and its heap, which takes about 0.1 s after checking a large answer.
 */
function exitWhenWritten(code: number): void {
  const written = (stream: NodeJS.WriteStream): Promise<void> =>
    new Promise((resolve) => (stream.writableLength === 0 ? resolve() : stream.write("", () => resolve())));
  void Promise.all([written(process.stdout), written(process.stderr)]).then(() => process.exit(code));
}

main(process.argv.slice(2)).then(exitWhenWritten, (error: unknown) => {
  process.stderr.write(`${formatError(error, process.env.GROUNDCHECK_DEBUG === "1")}\n`);
  exitWhenWritten(2);
});
