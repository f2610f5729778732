export {
  deploySmartWallet,
  prepareUndeployedSmartWallet,
  type UndeployedSmartWallet,
} from './evm/deploySmartWallet.js'
export type { EvmEnsProfile } from './evm/ensProfiles.js'
export {
  AnvilNotFoundError,
  AnvilStartError,
  ContractSetupError,
  EvmRigError,
  StartEvmOptionsError,
} from './evm/errors.js'
export type { EvmRigToken, RigTokenSymbol } from './evm/rigTokens.js'
export { type EvmRig, evmRigChainSpecs, type StartEvmOptions, startEvm } from './evm/startEvm.js'
export type { EvmRigChain } from './evm/startRigChain.js'
export { anvilMnemonic, type EvmTestAccount } from './evm/testAccounts.js'
export type { RegistryEvmChain } from './registry/evmReader.js'
export type { RegistryFault, RegistryFaults } from './registry/faults.js'
export type { RegistryConfig, RegistryNameProfile } from './registry/registryState.js'
export {
  type Registry,
  type RegistryRequest,
  type StartRegistryOptions,
  startRegistry,
} from './registry/startRegistry.js'
export { createWalletDataSet, type RegistryWallet, rigWalletChains } from './registry/walletDataSet.js'
export { type RigEnvironment, rigEnvironment } from './rig/rigEnvironment.js'
export { type Rig, startRig } from './rig/startRig.js'
export { solanaLocalCaipNetworkId, solanaLocalGenesisHash } from './solana/cluster.js'
export { latchUsd, type SolanaTestToken } from './solana/latchUsd.js'
export {
  type SolanaRig,
  type StartSolanaOptions,
  StartSolanaOptionsError,
  startSolana,
} from './solana/startSolana.js'
export { type SolanaTestAccount, solanaTestAccounts } from './solana/testAccounts.js'
export {
  type CreateTestAdapterParameters,
  createTestAdapter,
  type TestAdapter,
} from './test-adapter/createTestAdapter.js'
export { createTestNetwork, testNetworks } from './test-adapter/testNetworks.js'
export type {
  TestAdapterCall,
  TestFailure,
  TestWallet,
  TestWalletFeatures,
} from './test-adapter/testWallet.js'
export { closeSignClient } from './walletconnect/closeSignClient.js'
export { WalletConnectRigError } from './walletconnect/errors.js'
export { recordRemoteDials } from './walletconnect/recordRemoteDials.js'
export { type Relay, type StartRelayOptions, startRelay } from './walletconnect/startRelay.js'
export {
  type StartWalletConnectWalletOptions,
  startWalletConnectWallet,
  type WalletConnectWallet,
} from './walletconnect/startWalletConnectWallet.js'
export type { WalletBehaviour, WalletRequestRecord } from './walletconnect/walletBehaviour.js'
