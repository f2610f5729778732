import { expect, test } from 'vitest'
import * as wallets from './index.js'

test('the public API of @latchkit/testing/wallets', () => {
  expect(Object.keys(wallets).sort()).toMatchInlineSnapshot(`
    [
      "ProviderRpcError",
      "buildEvmWalletExtension",
      "createBitcoinWallet",
      "createEvmWallet",
      "createSolanaWallet",
      "defaultBitcoinWalletName",
      "defaultEvmWalletInfo",
      "defaultSatsConnectProviderId",
      "defaultSolanaWalletName",
      "expect",
      "extensionWalletInfo",
      "installEvmWallet",
      "installSatsConnectWallet",
      "installSolanaWallet",
      "installStandardBitcoinWallet",
      "installUnisatWallet",
      "launchWithExtension",
      "providerErrorCodes",
      "publicSolanaChains",
      "test",
    ]
  `)
})
