// A small command helper over node:util parseArgs: declared flags, generated
// --help, and usage errors as one line with exit code 2. Commands receive their
// output writers and return an exit code, so tests drive them with a raw argv.
import { parseArgs } from "node:util";
import { InputError, PROGRAM, formatError } from "../node/errors.js";

export interface StringArg {
  type: "string";
  description: string;
  /** Placeholder shown in help (`--answer FILE`); defaults to the choices or VALUE. */
  valueName?: string;
  required?: boolean;
  default?: string;
  choices?: readonly string[];
}

export interface BooleanArg {
  type: "boolean";
  description: string;
  /** Also accept `--no-NAME`; the last of the two on the command line wins. */
  negatable?: boolean;
}

export type ArgDef = StringArg | BooleanArg;

type StringValue<D> = D extends { choices: readonly (infer C)[] } ? C : string;
type ArgValue<D> = D extends BooleanArg
  ? boolean | undefined
  : D extends { required: true } | { default: string }
    ? StringValue<D>
    : StringValue<D> | undefined;

/** Flag values keyed as declared (camelCase); the flag itself is kebab-case. */
export type ArgValues<A extends Record<string, ArgDef>> = { [K in keyof A]: ArgValue<A[K]> };

export interface CommandIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  stdoutIsTTY: boolean;
}

export interface RunContext<A extends Record<string, ArgDef>> {
  args: ArgValues<A>;
  io: CommandIO;
  /** An error for a bad flag value, printed with the hint to --help. */
  usageError: (detail: string) => UsageError;
}

export interface CommandDefinition<A extends Record<string, ArgDef>> {
  name: string;
  description: string;
  args: A;
  /** Extra help text after the options, e.g. the exit codes. */
  footer?: string;
  run: (ctx: RunContext<A>) => Promise<number>;
}

export interface Command {
  readonly name: string;
  readonly description: string;
  help(): string;
  /** Never throws an InputError: it is printed and the result is exit code 2. */
  run(argv: readonly string[], io?: Partial<CommandIO>): Promise<number>;
}

export class UsageError extends InputError {}

export function processIO(): CommandIO {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true,
  };
}

export function defineCommand<const A extends Record<string, ArgDef>>(definition: CommandDefinition<A>): Command {
  const usageError = (detail: string): UsageError =>
    new UsageError(`${detail} (see '${PROGRAM} ${definition.name} --help')`);
  const help = (): string => helpText(definition);
  return {
    name: definition.name,
    description: definition.description,
    help,
    async run(argv, io = {}) {
      const fullIO = { ...processIO(), ...io };
      try {
        const args = parse(argv, definition.args, usageError);
        if (args === "help") {
          fullIO.stdout(help());
          return 0;
        }
        return await definition.run({ args, io: fullIO, usageError });
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        fullIO.stderr(`${formatError(error)}\n`);
        return 2;
      }
    },
  };
}

function flagOf(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function parse<A extends Record<string, ArgDef>>(
  argv: readonly string[],
  defs: A,
  usageError: (detail: string) => UsageError,
): ArgValues<A> | "help" {
  // Each accepted flag -> the arg it sets; `--no-x` sets x to false.
  const targets = new Map<string, { key: string; def: ArgDef; negated: boolean }>();
  for (const [key, def] of Object.entries(defs)) {
    targets.set(flagOf(key), { key, def, negated: false });
    if (def.type === "boolean" && def.negatable === true) targets.set(`no-${flagOf(key)}`, { key, def, negated: true });
  }
  const options = Object.fromEntries(
    [...targets].map(([flag, { def }]) => [flag, { type: def.type === "boolean" ? "boolean" : "string" } as const]),
  );
  // Non-strict, and every token checked below: strict mode's own messages span
  // several lines and do not say which command to ask for help.
  const { tokens } = parseArgs({
    args: [...argv],
    options: { ...options, help: { type: "boolean", short: "h" } },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  if (tokens.some((token) => token.kind === "option" && token.name === "help")) return "help";

  const values: Record<string, string | boolean> = {};
  for (const token of tokens) {
    if (token.kind === "option-terminator") continue;
    if (token.kind === "positional") throw usageError(`unexpected argument ${JSON.stringify(token.value)}`);
    const target = targets.get(token.name);
    if (target === undefined) throw usageError(`unknown option ${token.rawName}`);
    if (target.def.type === "boolean") {
      if (token.value !== undefined) throw usageError(`option ${token.rawName} takes no value`);
      values[target.key] = !target.negated;
      continue;
    }
    const value = token.value;
    if (value === undefined || value === "" || (token.inlineValue === false && value.startsWith("-") && value !== "-")) {
      const hint = value?.startsWith("-") === true ? ` (for a value starting with "-", write ${token.rawName}=${value})` : "";
      throw usageError(`option ${token.rawName} needs a value${hint}`);
    }
    const choices = target.def.choices;
    if (choices !== undefined && !choices.includes(value)) {
      throw usageError(`${token.rawName} must be one of ${choices.join(", ")}, not ${JSON.stringify(value)}`);
    }
    values[target.key] = value;
  }
  for (const [key, def] of Object.entries(defs)) {
    if (def.type !== "string" || values[key] !== undefined) continue;
    if (def.required === true) throw usageError(`missing required option --${flagOf(key)}`);
    if (def.default !== undefined) values[key] = def.default;
  }
  return values as ArgValues<A>;
}

function helpText(definition: Omit<CommandDefinition<Record<string, ArgDef>>, "run">): string {
  const entries = Object.entries(definition.args);
  const placeholder = (def: StringArg): string => def.valueName ?? def.choices?.join("|") ?? "VALUE";
  const required = entries.flatMap(([key, def]) =>
    def.type === "string" && def.required === true ? [`--${flagOf(key)} ${placeholder(def)}`] : [],
  );
  const rows: [string, string][] = entries.map(([key, def]) => {
    const flag = `--${flagOf(key)}`;
    if (def.type === "boolean") return [def.negatable === true ? `${flag}, --no-${flagOf(key)}` : flag, def.description];
    const notes = [def.required === true ? "required" : "", def.default === undefined ? "" : `default: ${def.default}`]
      .filter((note) => note !== "")
      .join(", ");
    return [`${flag} ${placeholder(def)}`, notes === "" ? def.description : `${def.description} (${notes})`];
  });
  rows.push(["-h, --help", "show this help"]);
  const width = Math.max(...rows.map(([left]) => left.length)) + 2;
  const lines = [
    `Usage: ${PROGRAM} ${definition.name} ${[...required, "[options]"].join(" ")}`,
    "",
    definition.description,
    "",
    "Options:",
    ...rows.map(([left, right]) => `  ${left.padEnd(width)}${right}`),
  ];
  if (definition.footer !== undefined) lines.push("", definition.footer);
  return `${lines.join("\n")}\n`;
}
