// A command made of subcommands (`runs list`, `runs show ID`): the first word picks one, the
// rest of the argv goes to it. Each subcommand is an ordinary command named "GROUP WORD", so
// its help and its messages already say `groundcheck runs show`.
import { formatError, PROGRAM } from "../node/errors.js";
import { processIO, UsageError, type Command } from "./command.js";

export interface CommandGroupDefinition {
  name: string;
  description: string;
  subcommands: readonly Command[];
}

export function defineCommandGroup(definition: CommandGroupDefinition): Command {
  const word = (command: Command): string => command.name.slice(definition.name.length + 1);
  const help = (): string => {
    const width = Math.max(...definition.subcommands.map((command) => word(command).length)) + 2;
    return [
      `Usage: ${PROGRAM} ${definition.name} <command> [options]`,
      "",
      definition.description,
      "",
      "Commands:",
      ...definition.subcommands.map((command) => `  ${word(command).padEnd(width)}${command.description}`),
      "",
      `Run '${PROGRAM} ${definition.name} <command> --help' for a command's options.`,
      "",
    ].join("\n");
  };
  return {
    name: definition.name,
    description: definition.description,
    help,
    async run(argv, io = {}) {
      const fullIO = { ...processIO(), ...io };
      const [first, ...rest] = argv;
      if (first === "--help" || first === "-h" || first === "help") {
        fullIO.stdout(help());
        return 0;
      }
      const command = definition.subcommands.find((candidate) => word(candidate) === first);
      if (command === undefined) {
        const problem = first === undefined ? "missing command" : `unknown command ${JSON.stringify(first)}`;
        const known = definition.subcommands.map(word).join(", ");
        fullIO.stderr(`${formatError(new UsageError(`${definition.name}: ${problem}; one of ${known} (see '${PROGRAM} ${definition.name} --help')`))}\n`);
        return 2;
      }
      return command.run(rest, fullIO);
    },
  };
}
