// The WalletConnect rig alone: the relay and a wallet that pairs through it.
export { closeSignClient } from './closeSignClient.js'
export { WalletConnectRigError } from './errors.js'
export { recordRemoteDials } from './recordRemoteDials.js'
export type { RelayFaults, RequestFaultOptions } from './relayFaults.js'
export { type Relay, type StartRelayOptions, startRelay } from './startRelay.js'
export {
  type StartWalletConnectWalletOptions,
  startWalletConnectWallet,
  type WalletConnectWallet,
} from './startWalletConnectWallet.js'
export type { WalletBehaviour, WalletRequestRecord } from './walletBehaviour.js'
