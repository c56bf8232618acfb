// Shapes of parsed JSON, for loaders that name what they found instead of what they wanted.

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "null", "an empty array", "an object", "a string": what an error message says was there. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return value.length === 0 ? "an empty array" : "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
