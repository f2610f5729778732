import { expect, test } from 'vitest'
import * as wallets from './index.js'

test('the public API of @latchkit/testing/wallets', () => {
  expect(Object.keys(wallets).sort()).toMatchInlineSnapshot(`
    [
      "ProviderRpcError",
      "buildEvmWalletExtension",
      "createEvmWallet",
      "createSolanaWallet",
      "defaultEvmWalletInfo",
      "defaultSolanaWalletName",
      "expect",
      "extensionWalletInfo",
      "installEvmWallet",
      "installSolanaWallet",
      "launchWithExtension",
      "providerErrorCodes",
      "publicSolanaChains",
      "test",
    ]
  `)
})
