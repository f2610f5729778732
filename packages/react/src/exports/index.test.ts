import { expect, test } from 'vitest'
import * as react from './index.js'

test('public API', () => {
  expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
    [
      "LatchAccountButton",
      "LatchButton",
      "LatchConnectButton",
      "LatchKitProvider",
      "LatchNetworkButton",
      "createLatchKit",
      "useDisconnect",
      "useLatchKit",
      "useLatchKitAccount",
      "useLatchKitBalances",
      "useLatchKitEvents",
      "useLatchKitNetwork",
      "useLatchKitProvider",
      "useLatchKitState",
      "useLatchKitTheme",
      "useWalletInfo",
    ]
  `)
})
