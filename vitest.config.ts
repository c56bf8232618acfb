import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Tests import core modules directly, not through an entry point that would register the lexicon file.
    setupFiles: ["test/setup.ts"],
    testTimeout: 20000,
  },
});
