import { expect, test } from 'vitest'
import * as wallets from './index.js'

test('the public API of @latchkit/testing/wallets', () => {
  expect(Object.keys(wallets).sort()).toMatchInlineSnapshot(`
    [
      "PolkadotWalletOptionsError",
      "ProviderRpcError",
      "buildEvmWalletExtension",
      "createBitcoinWallet",
      "createEvmWallet",
      "createPolkadotWallet",
      "createSolanaWallet",
      "defaultBitcoinWalletName",
      "defaultEvmWalletInfo",
      "defaultPolkadotWalletName",
      "defaultSatsConnectProviderId",
      "defaultSolanaWalletName",
      "expect",
      "extensionWalletInfo",
      "installEvmWallet",
      "installPolkadotWallet",
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
