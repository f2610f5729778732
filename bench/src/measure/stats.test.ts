import { expect, test } from 'vitest'
import { spread } from './stats.js'

test('median of an odd and an even sample, with the range', () => {
  expect(spread([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, count: 3 })
  expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, count: 4 })
})

test('runs that measured nothing are left out; no value at all gives undefined', () => {
  expect(spread([undefined, 7, Number.NaN])).toEqual({ median: 7, min: 7, max: 7, count: 1 })
  expect(spread([undefined])).toBeUndefined()
})
