export { WalletConnectRigError } from './walletconnect/errors.js'
export { type Relay, type StartRelayOptions, startRelay } from './walletconnect/startRelay.js'
