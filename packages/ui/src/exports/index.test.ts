import { createTestAdapter, testNetworks } from '@latchkit/testing'
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
      "createLatchKit",
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

test('createLatchKit on the server creates the kit without a modal', () => {
  const adapter = createTestAdapter({ namespace: 'eip155', networks: [testNetworks.ethereum] })
  const kit = ui.createLatchKit({
    adapters: [adapter],
    networks: [testNetworks.ethereum],
    enableReconnect: false,
  })
  expect(kit.getState().modal.isOpen).toBe(false)
  kit.open()
  expect(kit.getState().modal.view).toBe('Connect')
  kit.destroy()
})
