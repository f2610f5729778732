// The Bitcoin-family rig: Debian's litecoind in regtest (a Bitcoin Core 0.21 fork; PSBT, segwit
// and taproot as in Bitcoin) and an Esplora-shaped REST service in front of it, for the Bitcoin
// adapter's tests. startRig starts it with the rest.
export { describeBitcoinRig } from './describeBitcoinRig.js'
export {
  BitcoinRigOptionsError,
  EsploraStartError,
  LitecoinRpcError,
  LitecoinRpcUnreachableError,
  LitecoinStartError,
} from './errors.js'
export type {
  EsploraAddress,
  EsploraAddressStats,
  EsploraInput,
  EsploraOutput,
  EsploraTransaction,
  EsploraTxStatus,
  EsploraUtxo,
} from './esploraTypes.js'
export { regtestFeeEstimates } from './feeEstimates.js'
export { type LitecoinRegtestParameters, litecoinRegtestParameters } from './litecoinRegtestParameters.js'
export type { LitecoinRpc, LitecoinRpcCallOptions } from './litecoinRpc.js'
export { type BitcoinRig, startBitcoinRig } from './startBitcoinRig.js'
export {
  type EsploraService,
  type StartEsploraServiceOptions,
  startEsploraService,
} from './startEsploraService.js'
export {
  type FundOptions,
  type LitecoinRegtest,
  type StartLitecoinRegtestOptions,
  startLitecoinRegtest,
} from './startLitecoinRegtest.js'
