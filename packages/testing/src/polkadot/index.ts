// The rig's Polkadot-family chain: chopsticks running Rococo Asset Hub's runtime from its genesis,
// on 127.0.0.1, with funded test accounts. startRig starts it with the rest.
export type { PolkadotBlockMode } from './chopsticksConfig.js'
export { describePolkadotChain } from './describePolkadotChain.js'
export {
  PolkadotChainOptionsError,
  PolkadotChainStartError,
  PolkadotRpcError,
  PolkadotTransferError,
} from './errors.js'
export {
  type PolkadotKeyType,
  type PolkadotTestAccount,
  polkadotKeyPair,
  polkadotTestAccounts,
  polkadotTestKeys,
} from './polkadotTestAccounts.js'
export { readFreeBalance } from './readFreeBalance.js'
export {
  type PolkadotChain,
  type StartPolkadotChainOptions,
  startPolkadotChain,
} from './startPolkadotChain.js'
export { transferInBlock } from './transferInBlock.js'
