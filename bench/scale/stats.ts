/** The p-th percentile of an ascending list (nearest rank); NaN when empty. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export const round = (ms: number, digits = 1) => Number(ms.toFixed(digits));
