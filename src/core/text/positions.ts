/** Offsets at which each line of `text` starts (a line ends at "\n"; a "\r" before it stays in the line). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

/** 1-based line holding `offset`, given the line starts of its text. */
export function lineOf(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** 1-based line and column of any offset of a text, with the line table built once. */
export function positionFinder(text: string): (offset: number) => { line: number; column: number } {
  const starts = lineStarts(text);
  return (offset) => {
    const line = lineOf(starts, offset);
    return { line, column: offset - starts[line - 1]! + 1 };
  };
}
