// The EVM rig alone (anvil chains, the rig's contracts and accounts), for suites that need no
// Solana cluster, relay or registry: the package root loads all of them.
export {
  deploySmartWallet,
  prepareUndeployedSmartWallet,
  type UndeployedSmartWallet,
} from './deploySmartWallet.js'
export type { UniswapV2Addresses } from './deployUniswapV2.js'
export type { EvmEnsProfile } from './ensProfiles.js'
export {
  AnvilNotFoundError,
  AnvilStartError,
  ContractSetupError,
  EvmRigError,
  StartEvmOptionsError,
} from './errors.js'
export type { EvmRigToken, RigTokenSymbol } from './rigTokens.js'
export { type EvmRig, evmRigChainSpecs, type StartEvmOptions, startEvm } from './startEvm.js'
export type { EvmRigChain } from './startRigChain.js'
export { anvilMnemonic, type EvmTestAccount } from './testAccounts.js'
