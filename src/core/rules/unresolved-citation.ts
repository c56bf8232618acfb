import type { CitationRule, UnresolvedRef } from "./rule.js";

function describe({ ref, why, lineCount }: UnresolvedRef, maxRangeLines: number): string {
  switch (why) {
    case "unknown-source":
      return `no chunk or source has the id '${ref.source}'`;
    case "unknown-line":
      return `'${ref.source}' has ${lineCount} lines; line ${ref.lines!.to > (lineCount ?? 0) ? ref.lines!.to : ref.lines!.from} does not exist`;
    case "range-too-long":
      return `the range covers ${ref.lines!.to - ref.lines!.from + 1} lines; a citation may cover at most ${maxRangeLines}`;
  }
}

/** A citation marker must point at something: a known chunk, and lines that exist. */
const rule: CitationRule = {
  meta: {
    id: "unresolved-citation",
    code: "C2",
    description: "A citation marker points at no chunk, source or line.",
    severity: "error",
  },
  check({ unresolved, maxRangeLines }) {
    return unresolved.map((u) => ({
      message: `${u.marker.raw}: ${describe(u, maxRangeLines)}`,
      span: { start: u.marker.start, end: u.marker.end },
      actual: u.marker.raw,
    }));
  },
};

export default rule;
