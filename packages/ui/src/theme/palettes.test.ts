import { describe, expect, test } from 'vitest'
import { contrastRatio } from './contrast.js'
import { palettes, textPairs, uiPairs } from './palettes.js'

describe.each(Object.entries(palettes))('%s theme', (_mode, palette) => {
  test.each(textPairs.map((pair) => [pair.text, pair.on]))('text %s on %s reaches 4.5:1', (text, on) => {
    expect(contrastRatio(palette[text], palette[on])).toBeGreaterThanOrEqual(4.5)
  })

  test.each(uiPairs.map((pair) => [pair.part, pair.on]))('ui part %s on %s reaches 3:1', (part, on) => {
    expect(contrastRatio(palette[part], palette[on])).toBeGreaterThanOrEqual(3)
  })
})

test('the spec backgrounds: #121313 dark, #fff light', () => {
  expect(palettes.dark.background).toBe('#121313')
  expect(palettes.light.background).toBe('#ffffff')
})
