/** Runs at most `max` tasks at a time; the others wait their turn in order. */
export function limiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // A finished task hands its slot straight to the next in line, so `active` never overshoots.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
