// The Solana rig alone (a LiteSVM cluster behind Solana's JSON-RPC), for suites that need no EVM
// chain, relay or registry: the package root loads all of them.
export { solanaLocalCaipNetworkId, solanaLocalGenesisHash } from './cluster.js'
export { latchUsd, type SolanaTestToken } from './latchUsd.js'
export {
  type SolanaRig,
  type StartSolanaOptions,
  StartSolanaOptionsError,
  startSolana,
} from './startSolana.js'
export { type SolanaTestAccount, solanaTestAccounts } from './testAccounts.js'
