import { createTestAdapter, testNetworks } from '@latchkit/testing/test-adapter'
import { expect, test } from 'vitest'
import * as element from './element.js'
import * as english from './en.js'
import * as ui from './index.js'

test('public API', () => {
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "InvalidThemeVariableError",
      "LatchAccountButtonElement",
      "LatchButtonElement",
      "LatchConnectButtonElement",
      "LatchNetworkButtonElement",
      "ModalLoadError",
      "ViewNeedsKitError",
      "bindLatchButtons",
      "createLatchKit",
      "createTranslator",
      "latchButtonFallback",
      "latchButtonsFallbackCss",
      "prefetchModal",
    ]
  `)
})

test('<latch-modal> has its own entry (@latchkit/ui/element): a kit loads it with the modal', () => {
  expect(Object.keys(element).sort()).toEqual(['LatchModalElement', 'defineLatchElements', 'mountModal'])
})

test('the English catalogue has its own entry (@latchkit/ui/en), not the main one', () => {
  expect(Object.keys(english)).toEqual(['en'])
  expect(english.en.connectWallet).toBe('Connect Wallet')
})

test('imports and defines nothing on the server (no window, no customElements)', () => {
  expect(typeof window).toBe('undefined')
  expect(() => element.defineLatchElements()).not.toThrow()
  expect(element.mountModal()).toBeUndefined()
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
