import { expect, test } from 'vitest'
import { parseBenchOptions } from './benchOptions.js'
import { selectVariants } from './selectVariants.js'
import { shuffled } from './shuffled.js'

test('15 runs, the peers, the throttled runs and results.md by default; the options change them', () => {
  const all = { runs: 15, write: true, peers: true, throttle: true, only: undefined }
  expect(parseBenchOptions([])).toEqual(all)
  expect(parseBenchOptions(['--runs=5', '--no-write'])).toEqual({ ...all, runs: 5, write: false })
  expect(parseBenchOptions(['--no-peers'])).toEqual({ ...all, write: false, peers: false })
  expect(parseBenchOptions(['--no-throttle'])).toEqual({ ...all, write: false, throttle: false })
  expect(parseBenchOptions(['--only=latchkit,latchkit-tap', '--runs=5'])).toEqual({
    ...all,
    runs: 5,
    write: false,
    only: ['latchkit', 'latchkit-tap'],
  })
})

test('a bad option is refused with the options that exist', () => {
  expect(() => parseBenchOptions(['--runs=0'])).toThrowErrorMatchingInlineSnapshot(
    `[Error: Unknown option --runs=0: use --runs=N (N > 0), --no-write, --no-peers, --no-throttle and --only=name,name]`,
  )
  expect(() => parseBenchOptions(['--fast'])).toThrow('Unknown option --fast')
  expect(() => parseBenchOptions(['--throttle=2'])).toThrow('Unknown option --throttle=2')
  expect(() => parseBenchOptions(['--only='])).toThrow('Unknown option --only=')
  expect(() => parseBenchOptions(['--only=latchkit,'])).toThrow('Unknown option --only=latchkit,')
})

test('every round visits every variant once, in orders that differ between rounds', () => {
  const variants = ['a', 'b', 'c', 'd', 'e']
  const orders = [1, 2, 3, 4].map((round) => shuffled(variants, round))
  for (const order of orders) expect([...order].sort()).toEqual(variants)
  expect(new Set(orders.map((order) => order.join(''))).size).toBeGreaterThan(1)
  expect(shuffled(variants, 3)).toEqual(shuffled(variants, 3))
})

test('--only keeps the named variants in the bench order and refuses a name it does not know', () => {
  const variants = [{ name: 'baseline' }, { name: 'latchkit' }, { name: 'latchkit-tap' }]
  expect(selectVariants(variants, undefined)).toEqual(variants)
  expect(selectVariants(variants, ['latchkit-tap', 'latchkit'])).toEqual([
    { name: 'latchkit' },
    { name: 'latchkit-tap' },
  ])
  expect(() => selectVariants(variants, ['latchkit', 'appkit'])).toThrowErrorMatchingInlineSnapshot(
    `[Error: No variant appkit in this run: the variants are baseline, latchkit, latchkit-tap]`,
  )
})
