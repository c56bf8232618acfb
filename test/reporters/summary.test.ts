import { describe, expect, it } from "vitest";
import { gateLine, summaryLine } from "../../src/reporters/summary.js";
import { passingResult, sampleResult } from "./fixture.js";

describe("summaryLine", () => {
  it("gives counts and faithfulness as a fraction with two decimals", () => {
    expect(summaryLine(sampleResult().summary)).toBe("4 claims: 2 supported, 1 unsupported, 1 contradicted, faithfulness 0.50");
    expect(
      summaryLine({ claims: 12, supported: 5, unsupported: 4, contradicted: 3, faithfulness: 0.4167, passed: false, failures: [] }),
    ).toBe("12 claims: 5 supported, 4 unsupported, 3 contradicted, faithfulness 0.42");
  });

  it("says claim for one claim", () => {
    expect(summaryLine({ claims: 1, supported: 1, unsupported: 0, contradicted: 0, faithfulness: 1, passed: true, failures: [] })).toBe(
      "1 claim: 1 supported, 0 unsupported, 0 contradicted, faithfulness 1.00",
    );
  });
});

describe("gateLine", () => {
  it("is PASS, or FAIL with the gate's failures", () => {
    expect(gateLine(passingResult().summary)).toBe("PASS");
    expect(gateLine(sampleResult().summary)).toBe("FAIL: 1 claim contradicted");
    expect(gateLine({ ...sampleResult().summary, failures: ["a", "b"] })).toBe("FAIL: a; b");
    expect(gateLine({ ...sampleResult().summary, failures: [] })).toBe("FAIL");
  });
});
