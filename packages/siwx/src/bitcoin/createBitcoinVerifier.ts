import type { SiwxVerifier } from '@latchkit/core'
import {
  BitcoinAddressError,
  BitcoinSignatureFormatError,
  UnknownBitcoinNetworkError,
  UnsupportedBitcoinAddressError,
} from './errors.js'
import type { BitcoinNetwork } from './networks.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

export type CreateBitcoinVerifierParameters = {
  /**
   * Networks to add or override, keyed by CAIP-2 id (`bip122:` and the first 32 hex characters of
   * the genesis block hash), e.g. another Bitcoin-family chain or a custom signet.
   * @default {} (Bitcoin mainnet, testnet3, testnet4, signet and regtest are built in)
   */
  networks?: Readonly<Record<string, BitcoinNetwork>>
}

/**
 * Verifies Bitcoin-family sign-in signatures on the message's network (`data.chainId`): BIP-322
 * "simple" signatures of P2WPKH and P2TR addresses, and legacy "Signed Message" signatures of
 * P2PKH, P2SH-P2WPKH and P2WPKH addresses (base64, as wallets return them). No network call. A
 * signature it cannot read, an address it cannot check or a network it does not know does not
 * verify.
 *
 * @example
 * import { createBitcoinVerifier } from '@latchkit/siwx/bitcoin'
 * createSiwx({ verifiers: [createBitcoinVerifier()] })
 * // Another chain of the family, by its CAIP-2 id:
 * createBitcoinVerifier({
 *   networks: {
 *     'bip122:12a765e31ffd4059bada1e25190f6e98': {
 *       bech32: 'ltc', pubKeyHash: 0x30, scriptHash: 0x32, messagePrefix: '\x19Litecoin Signed Message:\n',
 *     },
 *   },
 * })
 */
export function createBitcoinVerifier(parameters: CreateBitcoinVerifierParameters = {}): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify({ data, message, signature }) {
      try {
        return verifyBitcoinMessage({
          address: data.accountAddress,
          message,
          signature,
          network: data.chainId,
          networks: parameters.networks,
        })
      } catch (error) {
        if (
          error instanceof BitcoinAddressError ||
          error instanceof UnsupportedBitcoinAddressError ||
          error instanceof BitcoinSignatureFormatError ||
          error instanceof UnknownBitcoinNetworkError
        )
          return false
        throw error
      }
    },
  }
}
