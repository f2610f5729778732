/** The middle of a sample and its range. */
export type Spread = { median: number; min: number; max: number; count: number }

/** Median, min and max of the finite values; `undefined` when there are none. */
export function spread(values: readonly (number | undefined)[]): Spread | undefined {
  const sorted = values.filter((value): value is number => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, count: sorted.length }
}
