import { expect, test } from 'vitest'
import { parseBenchOptions } from './benchOptions.js'
import { shuffled } from './shuffled.js'

test('15 runs, the peers and results.md by default; --runs, --no-write and --no-peers change them', () => {
  expect(parseBenchOptions([])).toEqual({ runs: 15, write: true, peers: true })
  expect(parseBenchOptions(['--runs=5', '--no-write'])).toEqual({ runs: 5, write: false, peers: true })
  expect(parseBenchOptions(['--no-peers'])).toEqual({ runs: 15, write: false, peers: false })
})

test('a bad option is refused with the options that exist', () => {
  expect(() => parseBenchOptions(['--runs=0'])).toThrowErrorMatchingInlineSnapshot(
    `[Error: Unknown option --runs=0: use --runs=N (N > 0), --no-write and --no-peers]`,
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
