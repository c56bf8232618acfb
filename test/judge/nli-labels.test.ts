import { describe, expect, it } from "vitest";
import { mapLabels, type NliLabels } from "../../src/node/nli/labels.js";

describe("NLI labels from id2label", () => {
  const mapped: [string, unknown, NliLabels][] = [
    ["MNLI order", { 0: "entailment", 1: "neutral", 2: "contradiction" }, { count: 3, entailment: 0, contradiction: 2 }],
    ["roberta-large-mnli order, upper case", { 0: "CONTRADICTION", 1: "NEUTRAL", 2: "ENTAILMENT" }, { count: 3, entailment: 2, contradiction: 0 }],
    ["short verbs", { 0: "entail", 1: "neutral", 2: "contradict" }, { count: 3, entailment: 0, contradiction: 2 }],
    ["keys out of order", { 2: "neutral", 0: "Contradiction", 1: "Entailment" }, { count: 3, entailment: 1, contradiction: 0 }],
    ["entailment / not_entailment", { 0: "entailment", 1: "not_entailment" }, { count: 2, entailment: 0 }],
    ["NOT-ENTAILMENT first", { 0: "NOT-ENTAILMENT", 1: "ENTAILMENT" }, { count: 2, entailment: 1 }],
    ["non_entailment (HANS)", { 0: "non_entailment", 1: "entailment" }, { count: 2, entailment: 1 }],
    ["supported / unsupported", { 0: "unsupported", 1: "supported" }, { count: 2, entailment: 1 }],
    ["MiniCheck generic labels: 1 = supported", { 0: "LABEL_0", 1: "LABEL_1" }, { count: 2, entailment: 1 }],
    ["entailment / neutral", { 0: "neutral", 1: "entailment" }, { count: 2, entailment: 1 }],
  ];
  it.each(mapped)("maps %s", (_, id2label, expected) => {
    expect(mapLabels(id2label)).toEqual(expected);
  });

  const refused: [string, unknown][] = [
    ["no id2label", undefined],
    ["an array", ["entailment", "neutral", "contradiction"]],
    ["three generic labels (order unknown)", { 0: "LABEL_0", 1: "LABEL_1", 2: "LABEL_2" }],
    ["unknown names", { 0: "positive", 1: "negative" }],
    ["one label", { 0: "entailment" }],
    ["four labels", { 0: "entailment", 1: "neutral", 2: "contradiction", 3: "other" }],
    ["a label twice", { 0: "entailment", 1: "entailment", 2: "contradiction" }],
    ["no entailment among two", { 0: "neutral", 1: "contradiction" }],
    ["three labels without neutral", { 0: "entailment", 1: "not_entailment", 2: "contradiction" }],
    ["ids with a gap", { 0: "entailment", 2: "not_entailment" }],
    ["a label that is not a string", { 0: "entailment", 1: 1 }],
  ];
  it.each(refused)("refuses %s", (_, id2label) => {
    expect(mapLabels(id2label)).toBeUndefined();
  });
});
