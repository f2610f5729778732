// @latchkit/testing/wallets: the injected test wallets and their Playwright fixtures.
export { expect } from '@playwright/test'
export {
  type CreateEvmWalletParameters,
  createEvmWallet,
  type EvmTestWallet,
  type EvmWalletRequest,
} from './evm/createEvmWallet.js'
export type { EvmWalletChain, EvmWalletEvent, EvmWalletPrompt } from './evm/evmWalletContext.js'
export {
  defaultEvmWalletInfo,
  type InstallEvmWalletOptions,
  installEvmWallet,
} from './evm/installEvmWallet.js'
export { ProviderRpcError, type ProviderRpcErrorShape, providerErrorCodes } from './evm/providerRpcError.js'
export type { Eip6963ProviderInfo } from './page/announceEip6963.js'
export {
  type EvmWalletFixtureOptions,
  test,
  type WalletTestFixtures,
  type WalletWorkerFixtures,
} from './walletFixtures.js'
