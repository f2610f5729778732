import { expect, test } from 'vitest'
import { tokensCss } from '../../theme/tokensCss.js'
import { buttonCss } from './buttonCss.js'
import { latchButtonsFallbackCss } from './fallbackCss.js'

// The fallback box must stay the size of the real button, or server-rendered pages shift.
test('the fallback rule uses the font, height and padding of the defined button', () => {
  const fontFamily = /--latch-font-family: ([^;]+);/.exec(tokensCss)?.[1]
  expect(fontFamily).toBeTruthy()
  expect(latchButtonsFallbackCss).toContain(`font-family: ${fontFamily};`)
  expect(tokensCss).toContain('--latch-font-size-master: 10px;')
  expect(tokensCss).toContain('--latch-spacing-unit: 4px;')
  expect(buttonCss).toContain('height: 40px;')
  expect(buttonCss).toContain('padding: 0 var(--latch-space-4);')
  expect(buttonCss).toContain('font-size: var(--latch-font-size-14); font-weight: 600;')
  expect(latchButtonsFallbackCss).toContain('height: 40px; padding: 0 16px;')
})

test("a fallback showing an account holds the avatar's room as the defined button lays it out", () => {
  expect(buttonCss).toContain('gap: var(--latch-space-2);')
  expect(buttonCss).toContain('width: 28px; height: 28px; margin-inline-start: -10px;')
  expect(latchButtonsFallbackCss).toContain(
    "content: ''; flex: none; width: 28px; height: 28px; margin-inline: -10px 8px;",
  )
})
