/** The latencies of one kind of request, in milliseconds. */
export type LatencySummary = {
  count: number
  p50: number
  p95: number
  p99: number
  max: number
  mean: number
}

/**
 * The `p`-th percentile by nearest rank: the smallest measured value that at least `p` % of the
 * sample does not exceed (so p99 of 100 values is the 99th smallest, always a real measurement).
 */
export function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1] as number
}

/** Count, p50, p95, p99, max and mean of the sample; `undefined` when it is empty. */
export function summarizeLatencies(values: readonly number[]): LatencySummary | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const total = sorted.reduce((sum, value) => sum + value, 0)
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] as number,
    mean: total / sorted.length,
  }
}
