// End-to-end fixtures: each folder of test/cases holds answer.md, sources/ (one chunk per file,
// id = file name) and expected.json, the verdict and codes of every claim in answer order.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { verify } from "../src/core/engine.js";
import { loadContext } from "../src/node/load-context.js";

interface Expected {
  question?: string;
  passed: boolean;
  claims: { text: string; verdict: string; codes: string[] }[];
}

const root = new URL("./cases/", import.meta.url).pathname;
const cases = readdirSync(root).filter((name) => existsSync(join(root, name, "expected.json")));

describe("end-to-end cases", () => {
  it("has fixtures", () => expect(cases.length).toBeGreaterThanOrEqual(6));
  for (const name of cases) {
    it(name, async () => {
      const dir = join(root, name);
      const expected = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Expected;
      const chunks = await loadContext(join(dir, "sources"));
      const answer = readFileSync(join(dir, "answer.md"), "utf8");
      const result = await verify({ answer, chunks, ...(expected.question ? { question: expected.question } : {}) });
      const actual = result.claims.map((c) => ({ text: c.text, verdict: c.verdict, codes: [...new Set(c.reasons.map((r) => r.code))].sort() }));
      expect(actual).toEqual(expected.claims.map((c) => ({ ...c, codes: [...c.codes].sort() })));
      expect(result.summary.passed).toBe(expected.passed);
    });
  }
});
