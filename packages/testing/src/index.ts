// Everything the rig offers. Unit suites import the narrower entries (`@latchkit/testing/evm`,
// `/solana`, `/walletconnect`, `/test-adapter`) so that vitest loads only the servers they start.
export * from './databases/index.js'
export {
  rigWalletProjectId,
  startWalletService,
  type WalletServiceRig,
} from './embeddedWallet/startWalletService.js'
export * from './evm/index.js'
export * from './explorer/index.js'
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
export * from './solana/index.js'
export * from './test-adapter/index.js'
export * from './walletconnect/index.js'
