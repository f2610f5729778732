// @latchkit/testing/wallets: the injected test wallets and their Playwright fixtures.
export { expect } from '@playwright/test'
export type {
  BitcoinWalletAccountInfo,
  BitcoinWalletKey,
  BitcoinWalletPurpose,
} from './bitcoin/bitcoinWalletAccounts.js'
export type { BitcoinWalletEvent, BitcoinWalletPrompt } from './bitcoin/bitcoinWalletContext.js'
export type {
  BitcoinWalletNetworkNames,
  BitcoinWalletNetworkParameters,
} from './bitcoin/bitcoinWalletNetwork.js'
export {
  type BitcoinTestWallet,
  type BitcoinWalletRequest,
  type CreateBitcoinWalletParameters,
  createBitcoinWallet,
} from './bitcoin/createBitcoinWallet.js'
export {
  defaultBitcoinWalletName,
  defaultSatsConnectProviderId,
  type InstallSatsConnectWalletOptions,
  installSatsConnectWallet,
} from './bitcoin/installSatsConnectWallet.js'
export {
  type InstallStandardBitcoinWalletOptions,
  installStandardBitcoinWallet,
} from './bitcoin/installStandardBitcoinWallet.js'
export { type InstallUnisatWalletOptions, installUnisatWallet } from './bitcoin/installUnisatWallet.js'
export {
  type CreateEvmWalletParameters,
  createEvmWallet,
  type EvmTestWallet,
  type EvmWalletRequest,
} from './evm/createEvmWallet.js'
export type {
  EvmSmartAccount,
  EvmWalletChain,
  EvmWalletEvent,
  EvmWalletPrompt,
} from './evm/evmWalletContext.js'
export {
  defaultEvmWalletInfo,
  type InstallEvmWalletOptions,
  installEvmWallet,
} from './evm/installEvmWallet.js'
export {
  type BuildEvmWalletExtensionParameters,
  buildEvmWalletExtension,
} from './extension/buildEvmWalletExtension.js'
export { type ExtensionBrowser, launchWithExtension } from './extension/launchWithExtension.js'
export type { Eip6963ProviderInfo } from './page/announceEip6963.js'
export {
  type CreatePolkadotWalletParameters,
  createPolkadotWallet,
  type PolkadotTestWallet,
  type PolkadotWalletRequest,
} from './polkadot/createPolkadotWallet.js'
export { PolkadotWalletOptionsError } from './polkadot/errors.js'
export {
  defaultPolkadotWalletName,
  type InstallPolkadotWalletOptions,
  installPolkadotWallet,
} from './polkadot/installPolkadotWallet.js'
export type { PolkadotInjectedAccount, PolkadotWalletKey } from './polkadot/polkadotWalletAccounts.js'
export type { PolkadotWalletEvent, PolkadotWalletPrompt } from './polkadot/polkadotWalletContext.js'
export { ProviderRpcError, type ProviderRpcErrorShape, providerErrorCodes } from './providerRpcError.js'
export {
  type CreateSolanaWalletParameters,
  createSolanaWallet,
  type SolanaTestWallet,
  type SolanaWalletRequest,
} from './solana/createSolanaWallet.js'
export {
  defaultSolanaWalletName,
  type InstallSolanaWalletOptions,
  installSolanaWallet,
} from './solana/installSolanaWallet.js'
export { publicSolanaChains, type SolanaChain } from './solana/solanaWalletChains.js'
export type {
  SolanaWalletAccountInfo,
  SolanaWalletEvent,
  SolanaWalletPrompt,
} from './solana/solanaWalletContext.js'
export {
  type EvmWalletFixtureOptions,
  type ExtensionWallet,
  extensionWalletInfo,
  test,
  type WalletTestFixtures,
  type WalletWorkerFixtures,
} from './walletFixtures.js'
