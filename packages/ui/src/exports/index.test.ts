import { expect, test } from 'vitest'
import * as ui from './index.js'

test('public API', () => {
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "InvalidThemeVariableError",
      "LatchAccountButtonElement",
      "LatchButtonElement",
      "LatchConnectButtonElement",
      "LatchModalElement",
      "LatchNetworkButtonElement",
      "ModalLoadError",
      "bindLatchButtons",
      "createTranslator",
      "defineLatchElements",
      "en",
      "latchButtonFallback",
      "latchButtonsFallbackCss",
      "mountModal",
      "prefetchModal",
    ]
  `)
})

test('imports and defines nothing on the server (no window, no customElements)', () => {
  expect(typeof window).toBe('undefined')
  expect(() => ui.defineLatchElements()).not.toThrow()
  expect(ui.mountModal()).toBeUndefined()
})
