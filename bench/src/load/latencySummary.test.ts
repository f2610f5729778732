import { expect, test } from 'vitest'
import { percentile, summarizeLatencies } from './latencySummary.js'

test('percentiles by nearest rank are values that were measured', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, index) => index + 1)
  expect(summarizeLatencies([...oneToHundred].reverse())).toEqual({
    count: 100,
    p50: 50,
    p95: 95,
    p99: 99,
    max: 100,
    mean: 50.5,
  })
  // Few values: the slowest one is p95 and p99 alike.
  expect(summarizeLatencies([3, 1, 2])).toMatchObject({ p50: 2, p95: 3, p99: 3, max: 3 })
  expect(percentile([7], 0)).toBe(7)
})

test('nothing measured gives no summary', () => {
  expect(summarizeLatencies([])).toBeUndefined()
})
