#!/usr/bin/env -S node --max-semi-space-size=32
import { readFile } from "node:fs/promises";
import { PROGRAM, formatError } from "../node/errors.js";
import { processIO, type Command } from "./command.js";
import { alignCommand } from "./commands/align.js";
import { auditCommand } from "./commands/audit.js";
import { verifyCommand } from "./commands/verify.js";
import { whitelistCommand } from "./commands/whitelist.js";

const COMMANDS: readonly Command[] = [verifyCommand, auditCommand, alignCommand, whitelistCommand];

async function version(): Promise<string> {
  // Same relative place from src/cli and dist/cli.
  const text = await readFile(new URL("../../package.json", import.meta.url), "utf8");
  return (JSON.parse(text) as { version: string }).version;
}

function help(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length)) + 2;
  return [
    `Usage: ${PROGRAM} <command> [options]`,
    "",
    "Checks that an LLM-written answer says only what its sources say.",
    "",
    "Commands:",
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}${command.description}`),
    "",
    `Run '${PROGRAM} <command> --help' for a command's options.`,
    "",
  ].join("\n");
}

async function main(argv: readonly string[]): Promise<number> {
  const io = processIO();
  const [name, ...rest] = argv;
  if (name === "--help" || name === "-h" || name === "help") {
    io.stdout(help());
    return 0;
  }
  if (name === "--version" || name === "-v") {
    io.stdout(`${await version()}\n`);
    return 0;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (command === undefined) {
    const problem =
      name === undefined ? "missing command" : name.startsWith("-") ? `unknown option ${name}` : `unknown command ${JSON.stringify(name)}`;
    io.stderr(`${PROGRAM}: ${problem} (see '${PROGRAM} --help')\n`);
    return 2;
  }
  return command.run(rest, io);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${formatError(error, process.env.GROUNDCHECK_DEBUG === "1")}\n`);
    process.exitCode = 2;
  },
);
