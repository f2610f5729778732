import { initEccLib, type Network } from 'bitcoinjs-lib'
import type { BitcoinNetworkParameters } from '../networks/bitcoinNetwork.js'
import { nobleEcc } from './nobleEcc.js'

let eccReady = false

/**
 * Gives bitcoinjs-lib its ECC library (taproot needs one) the first time the sending part runs. A
 * site that gave bitcoinjs-lib its own before has it replaced by an equivalent one.
 *
 * @example
 * prepareBitcoinjs()
 * payments.p2tr({ internalPubkey }) // works: bitcoinjs-lib has its curve
 */
export function prepareBitcoinjs(): void {
  if (eccReady) return
  initEccLib(nobleEcc)
  eccReady = true
}

/**
 * A bitcoinjs-lib network of the adapter's parameters: address bytes and message prefix. Extended
 * keys and WIF are not used here, so those are Bitcoin's.
 *
 * @example
 * address.toOutputScript('rltc1q...', toBitcoinjsNetwork(network.bitcoin))
 */
export function toBitcoinjsNetwork(parameters: BitcoinNetworkParameters): Network {
  return {
    messagePrefix: parameters.messagePrefix,
    bech32: parameters.bech32,
    pubKeyHash: parameters.pubKeyHash,
    scriptHash: parameters.scriptHash,
    bip32: { public: 0x0488b21e, private: 0x0488ade4 },
    wif: 0x80,
  }
}
