// Options several commands take, defined once so that their help reads the same everywhere.

export const colorArg = {
  type: "boolean",
  negatable: true,
  description: "color the text report (default: when stdout is a terminal and NO_COLOR is unset)",
} as const;

export const aliasArg = { type: "string", valueName: "NAME=NAME", description: 'names of one entity, e.g. "星尘-3=星尘 3 号" (repeatable)' } as const;

export const judgeArg = {
  type: "string",
  valueName: "SPEC",
  description:
    "the judge: lexical (default, embedded), lexical:MODEL.json (from groundcheck train), nli:FOLDER (local ONNX model), " +
    "openai:MODEL, anthropic:MODEL, ollama:MODEL, or a cascade such as lexical,openai:MODEL (the model sees only the claims lexical is unsure of)",
} as const;

export const configArg = { type: "string", valueName: "FILE", description: "settings file (default: groundcheck.config.json here or in a parent folder)" } as const;

export const maxRangeArg = { type: "string", valueName: "N", description: "the most lines one [A:L12-15] citation may cover, 1 to 50 (default: 5)" } as const;
