import type { Command } from "../../src/cli/command.js";

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command as the CLI would, capturing what it writes. */
export async function run(command: Command, argv: string[], env: Record<string, string> = {}, stdoutIsTTY = false): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await command.run(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env,
    stdoutIsTTY,
  });
  return { code, stdout, stderr };
}
