// What `audit` and `align` add to defineCommand: operands (`audit OUTPUT.md`),
// flags that take every following word (`--sources a.md b.md`), flags given more
// than once (`--alias A=B --alias C=D`), and the report's way out (stdout or
// --output, color or not). command.ts parses declared flags only, so the argv is
// split here first and the remaining flags go to its parser unchanged, which
// keeps its messages, its help layout and its exit code 2.
import { writeReport } from "../node/verify-files.js";
import { PROGRAM } from "../node/errors.js";
import { defineCommand, processIO, type ArgDef, type Command, type CommandDefinition, type CommandIO, type RunContext } from "./command.js";

/** `variadic`: every following word up to the next flag; `repeatable`: one word, the flag may recur. */
export type ListKind = "variadic" | "repeatable";

export interface OperandContext<A extends Record<string, ArgDef>> extends RunContext<A> {
  /** The words that are neither flags nor flag values, in order. */
  operands: string[];
  /** The values of a list flag, in command-line order; [] when it was not given. */
  list: (key: keyof A & string) => string[];
}

export interface OperandCommandDefinition<A extends Record<string, ArgDef>> extends Omit<CommandDefinition<A>, "run"> {
  /** The operands in the usage line: `OUTPUT.md SOURCES...`. */
  usage: string;
  /**
   * Flags collected as lists. They are declared in `args` as strings too, for
   * the help text and for the parser's message when one is given no value;
   * their values arrive through `list`, never through `args`.
   */
  lists: Partial<Record<keyof A & string, ListKind>>;
  run: (ctx: OperandContext<A>) => Promise<number>;
}

export function defineOperandCommand<const A extends Record<string, ArgDef>>(definition: OperandCommandDefinition<A>): Command {
  const kinds = new Map<string, ListKind | ArgDef["type"]>();
  for (const [key, def] of Object.entries(definition.args)) kinds.set(flagOf(key), definition.lists[key] ?? def.type);
  const usageLine = `Usage: ${PROGRAM} ${definition.name} ${definition.usage} [options]`;
  const flags = (run: CommandDefinition<A>["run"]): Command => defineCommand({ ...definition, run });
  const help = (): string => flags(async () => 0).help().replace(/^Usage: .*$/m, usageLine);
  return {
    name: definition.name,
    description: definition.description,
    help,
    async run(argv, io = {}) {
      const split = splitArgv(argv, kinds);
      if (split.help) {
        (io.stdout ?? processIO().stdout)(help());
        return 0;
      }
      const list = (key: string): string[] => split.lists.get(flagOf(key)) ?? [];
      return flags((ctx) => definition.run({ ...ctx, operands: split.operands, list })).run(split.rest, io);
    },
  };
}

interface SplitArgv {
  operands: string[];
  lists: Map<string, string[]>;
  /** The other flags with their values, for command.ts's parser. */
  rest: string[];
  help: boolean;
}

/**
 * Separates operands and list values from the other flags. A word is a flag
 * when it starts with `-`; after `--` every word is an operand (a file named
 * `-x.md`). A list flag with no value is left in `rest`, where the parser
 * reports it as needing one; so is an unknown flag, reported as unknown.
 */
function splitArgv(argv: readonly string[], kinds: ReadonlyMap<string, ListKind | ArgDef["type"]>): SplitArgv {
  const split: SplitArgv = { operands: [], lists: new Map(), rest: [], help: false };
  const isFlag = (word: string): boolean => word.startsWith("-") && word !== "-";
  for (let at = 0; at < argv.length; at++) {
    const word = argv[at] ?? "";
    if (word === "--") {
      split.operands.push(...argv.slice(at + 1));
      break;
    }
    if (!isFlag(word)) {
      split.operands.push(word);
      continue;
    }
    if (word === "-h" || word === "--help") {
      split.help = true;
      continue;
    }
    const equals = word.indexOf("=");
    const kind = word.startsWith("--") ? kinds.get(word.slice(2, equals === -1 ? undefined : equals)) : undefined;
    if (kind === "variadic" || kind === "repeatable") {
      const values = equals === -1 ? [] : [word.slice(equals + 1)];
      let next = at + 1;
      while (next < argv.length && !isFlag(argv[next] ?? "-") && (kind === "variadic" || values.length === 0)) values.push(argv[next++] ?? "");
      if (values.length === 0 || values[0] === "") {
        split.rest.push(word);
        continue;
      }
      const name = word.slice(2, equals === -1 ? undefined : equals);
      split.lists.set(name, [...(split.lists.get(name) ?? []), ...values]);
      at = next - 1;
      continue;
    }
    split.rest.push(word);
    // The value of a string flag goes along even when it looks like a flag: the parser explains that case.
    if (kind === "string" && equals === -1 && at + 1 < argv.length) split.rest.push(argv[++at] ?? "");
  }
  return split;
}

/** `minGroundedRate` -> `min-grounded-rate`, as command.ts spells flags. */
function flagOf(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Color for a report: as the flag says, else only on a terminal without NO_COLOR, never into a file. */
export function reportColor(flag: boolean | undefined, io: CommandIO, toFile: boolean): boolean {
  return flag ?? (!toFile && io.stdoutIsTTY && (io.env.NO_COLOR ?? "") === "");
}

/** The report to stdout, or to `outputPath` with only `summary` printed. */
export async function emitReport(report: string, outputPath: string | undefined, summary: string, io: CommandIO): Promise<void> {
  if (outputPath === undefined) {
    io.stdout(report);
    return;
  }
  await writeReport(outputPath, report);
  io.stdout(summary);
}

/** `-o` for `--output`, as the seed spells it (`whitelist SOURCES... -o whitelist.json`): the shared parser knows long flags only. */
export function withShortOutput(command: Command): Command {
  return {
    ...command,
    run(argv, io) {
      const operandsFrom = argv.indexOf("--");
      return command.run(
        argv.map((word, at) => (word === "-o" && (operandsFrom === -1 || at < operandsFrom) ? "--output" : word)),
        io,
      );
    },
  };
}
