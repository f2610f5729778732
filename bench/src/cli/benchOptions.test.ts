import { expect, test } from 'vitest'
import { parseBenchOptions } from './benchOptions.js'
import { shuffled } from './shuffled.js'

test('15 runs and results.md by default; --runs and --no-write change them', () => {
  expect(parseBenchOptions([])).toEqual({ runs: 15, write: true })
  expect(parseBenchOptions(['--runs=5', '--no-write'])).toEqual({ runs: 5, write: false })
})

test('a bad option is refused with the options that exist', () => {
  expect(() => parseBenchOptions(['--runs=0'])).toThrowErrorMatchingInlineSnapshot(
    `[Error: Unknown option --runs=0: use --runs=N (N > 0) and --no-write]`,
  )
  expect(() => parseBenchOptions(['--fast'])).toThrow('Unknown option --fast')
})

test('every round visits every variant once, in orders that differ between rounds', () => {
  const variants = ['a', 'b', 'c', 'd', 'e']
  const orders = [1, 2, 3, 4].map((round) => shuffled(variants, round))
  for (const order of orders) expect([...order].sort()).toEqual(variants)
  expect(new Set(orders.map((order) => order.join(''))).size).toBeGreaterThan(1)
  expect(shuffled(variants, 3)).toEqual(shuffled(variants, 3))
})
