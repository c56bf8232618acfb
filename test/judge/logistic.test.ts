import { describe, expect, it } from "vitest";
import { fit, predict } from "../../src/core/judge/logistic.js";

// Two features; the label is 1 exactly when the first exceeds 1 (the second is noise-free filler).
const XS = [
  [0, 5],
  [0.5, 3],
  [0.8, 4],
  [1.2, 5],
  [1.6, 3],
  [2, 4],
  [0.2, 4],
  [1.8, 5],
];
const YS = XS.map(([a]) => (a! > 1 ? 1 : 0));

describe("logistic regression", () => {
  it("learns a separable set: every example on the right side of 0.5", () => {
    const model = fit(XS, YS, { l2: 1e-4 });
    XS.forEach((x, i) => expect(predict(model, x) >= 0.5 ? 1 : 0).toBe(YS[i]));
    expect(model.weights[0]).toBeGreaterThan(0);
  });

  it("gives the same numbers on every run", () => {
    expect(JSON.stringify(fit(XS, YS))).toBe(JSON.stringify(fit(XS, YS)));
  });

  it("standardises: means and scales are the (weighted) mean and standard deviation", () => {
    const model = fit([[1], [3]], [0, 1]);
    expect(model.means).toEqual([2]);
    expect(model.scales).toEqual([1]);
    // A constant feature gets scale 1, not a division by zero.
    expect(fit([[7], [7]], [0, 1]).scales).toEqual([1]);
  });

  it("fixes at 0 a weight that comes out against its declared sign, and refits the rest", () => {
    // The second feature predicts the label negatively; declared positive, it must not be used.
    const xs = XS.map(([a, b]) => [a!, -a! + 0.01 * b!]);
    const free = fit(xs, YS, { l2: 1e-2 });
    expect(free.weights.some((w) => w < 0)).toBe(true);
    const signed = fit(xs, YS, { l2: 1e-2, signs: [1, 1] });
    expect(signed.weights[0]).toBeGreaterThan(0);
    expect(signed.weights[1]).toBe(0);
  });

  it("weighs examples: a heavier class pulls the probabilities its way", () => {
    const xs = [[0], [0], [1], [1]];
    const ys = [0, 1, 0, 1];
    const even = fit(xs, ys);
    const heavy = fit(xs, ys, { sampleWeights: [1, 3, 1, 3] });
    expect(predict(even, [0])).toBeCloseTo(0.5, 3);
    expect(predict(heavy, [0])).toBeGreaterThan(0.7);
  });
});
