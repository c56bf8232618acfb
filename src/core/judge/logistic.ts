// L2-regularised logistic regression on standardised features, fitted by Newton's method
// (iteratively reweighted least squares). A few dozen features and a few thousand examples make
// the Hessian tiny, so each step is exact and cheap; a fixed number of steps and no randomness
// make the fit the same on every machine, to the last printed digit.

export interface LogisticModel {
  /** Subtracted from each feature before scaling. */
  means: number[];
  /** Each feature is divided by this (its standard deviation, 1 for a constant feature). */
  scales: number[];
  weights: number[];
  bias: number;
}

export interface FitOptions {
  /** Strength of the L2 penalty on the weights (not the bias), per unit of total example weight. */
  l2?: number;
  /** At most this many Newton steps (fewer once a step changes no weight by more than 1e-12). */
  iterations?: number;
  /** Per-example weights, e.g. to let each dataset and class count equally; default 1 each. */
  sampleWeights?: readonly number[];
  /**
   * Per feature: 1 when more of it can only mean more support, -1 when only less, 0 when either.
   * A weight that comes out with the wrong sign is fixed at 0 and the rest refitted: a quirk of
   * one training set must not teach that less of the evidence covered means more support.
   */
  signs?: readonly number[];
}

export const DEFAULT_L2 = 1e-3;
export const DEFAULT_ITERATIONS = 30;
const CONVERGED = 1e-12;

function sigmoid(z: number): number {
  // Written two ways so that neither overflows to Infinity for a large |z|.
  if (z >= 0) return 1 / (1 + Math.exp(-z));
  const e = Math.exp(z);
  return e / (1 + e);
}

/** P(label = 1 | x). */
export function predict(model: LogisticModel, x: readonly number[]): number {
  let z = model.bias;
  for (let j = 0; j < model.weights.length; j++) z += model.weights[j]! * ((x[j]! - model.means[j]!) / model.scales[j]!);
  return sigmoid(z);
}

/** Solves A x = b in place by Gaussian elimination with partial pivoting (A is symmetric positive definite here). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    const head = a[col]!;
    for (let row = col + 1; row < n; row++) {
      const line = a[row]!;
      const factor = line[col]! / head[col]!;
      if (factor === 0) continue;
      for (let k = col; k < n; k++) line[k] = line[k]! - factor * head[k]!;
      b[row] = b[row]! - factor * b[col]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = b[row]!;
    for (let k = row + 1; k < n; k++) sum -= a[row]![k]! * x[k]!;
    x[row] = sum / a[row]![row]!;
  }
  return x;
}

/** Fits P(y = 1 | x) to examples `xs` with labels `ys` (0 or 1). */
export function fit(xs: readonly (readonly number[])[], ys: readonly number[], options: FitOptions = {}): LogisticModel {
  const l2 = options.l2 ?? DEFAULT_L2;
  const iterations = options.iterations ?? DEFAULT_ITERATIONS;
  const n = xs.length;
  const d = xs[0]?.length ?? 0;
  const sw = options.sampleWeights ?? new Array<number>(n).fill(1);
  const totalWeight = sw.reduce((sum, w) => sum + w, 0);

  const means = new Array<number>(d).fill(0);
  const scales = new Array<number>(d).fill(0);
  for (let i = 0; i < n; i++) for (let j = 0; j < d; j++) means[j] = means[j]! + sw[i]! * xs[i]![j]!;
  for (let j = 0; j < d; j++) means[j] = totalWeight > 0 ? means[j]! / totalWeight : 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < d; j++) scales[j] = scales[j]! + sw[i]! * (xs[i]![j]! - means[j]!) ** 2;
  for (let j = 0; j < d; j++) {
    const sd = totalWeight > 0 ? Math.sqrt(scales[j]! / totalWeight) : 0;
    scales[j] = sd > 1e-12 ? sd : 1;
  }
  // Standardised design with a leading 1 for the bias.
  const z = xs.map((x) => [1, ...x.map((v, j) => (v - means[j]!) / scales[j]!)]);

  const frozen = new Array<boolean>(d).fill(false);
  for (;;) {
    const theta = newton(z, ys, sw, frozen, l2 * totalWeight, iterations);
    // Freeze the worst offender only: dropping one feature can set another's sign right.
    let worst = -1;
    for (let j = 0; j < d; j++) {
      const wrong = -(options.signs?.[j] ?? 0) * theta[j + 1]!;
      if (wrong > 0 && (worst < 0 || wrong > -(options.signs?.[worst] ?? 0) * theta[worst + 1]!)) worst = j;
    }
    if (worst < 0) return { means, scales, weights: theta.slice(1), bias: theta[0]! };
    frozen[worst] = true;
  }
}

/** Newton's method on the penalised log-loss; `frozen` weights stay 0. Row 0 of `z` is the bias's 1. */
function newton(z: readonly number[][], ys: readonly number[], sw: readonly number[], frozen: readonly boolean[], penalty: number, iterations: number): number[] {
  const n = z.length;
  const d = frozen.length;
  const totalWeight = sw.reduce((sum, w) => sum + w, 0);
  const theta = new Array<number>(d + 1).fill(0);
  for (let step = 0; step < iterations; step++) {
    const gradient = new Array<number>(d + 1).fill(0);
    const hessian = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    for (let i = 0; i < n; i++) {
      const row = z[i]!;
      let dot = 0;
      for (let j = 0; j <= d; j++) dot += theta[j]! * row[j]!;
      const p = sigmoid(dot);
      const w = sw[i]!;
      const residual = w * (p - ys[i]!);
      const curvature = w * Math.max(p * (1 - p), 1e-10);
      for (let j = 0; j <= d; j++) {
        gradient[j] = gradient[j]! + residual * row[j]!;
        const line = hessian[j]!;
        const scaled = curvature * row[j]!;
        for (let k = j; k <= d; k++) line[k] = line[k]! + scaled * row[k]!;
      }
    }
    for (let j = 0; j <= d; j++) for (let k = 0; k < j; k++) hessian[j]![k] = hessian[k]![j]!;
    for (let j = 1; j <= d; j++) {
      gradient[j] = gradient[j]! + penalty * theta[j]!;
      hessian[j]![j] = hessian[j]![j]! + penalty;
    }
    // A whisker on the bias too, so that a set with one class cannot make the system singular.
    hessian[0]![0] = hessian[0]![0]! + 1e-9 * totalWeight;
    for (let j = 1; j <= d; j++) {
      if (!frozen[j - 1]) continue;
      gradient[j] = 0;
      for (let k = 0; k <= d; k++) hessian[j]![k] = hessian[k]![j] = 0;
      hessian[j]![j] = 1;
    }
    const delta = solve(hessian, gradient);
    let largest = 0;
    for (let j = 0; j <= d; j++) {
      theta[j] = theta[j]! - delta[j]!;
      largest = Math.max(largest, Math.abs(delta[j]!));
    }
    // Newton converges in a handful of steps; the rest would change nothing a model file prints.
    if (largest < CONVERGED) break;
  }
  return theta;
}
