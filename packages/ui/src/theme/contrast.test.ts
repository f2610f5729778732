import { expect, test } from 'vitest'
import { contrastRatio, parseHexColor, relativeLuminance } from './contrast.js'

test('black on white is 21:1 and a colour on itself is 1:1', () => {
  expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
  expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5)
  expect(contrastRatio('#777777', '#777777')).toBe(1)
})

test('matches published reference ratios', () => {
  // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4)
})

test('rejects what is not a hex colour', () => {
  expect(parseHexColor('#AbC')).toEqual([170, 187, 204])
  expect(() => parseHexColor('red')).toThrowError('Not a hex colour: red')
  expect(() => parseHexColor('#12345')).toThrowError()
})
