import { BaseError, type BaseErrorParameters } from '@latchkit/core'

export type BitcoinAddressErrorType = BitcoinAddressError & { name: 'BitcoinAddressError' }

/** An address that is not a Bitcoin-family address of the message's network (unreadable, or another network's). */
export class BitcoinAddressError extends BaseError {
  override name = 'BitcoinAddressError' as const
  readonly address: string
  constructor(address: string, problem: string, parameters: BaseErrorParameters = {}) {
    super('Invalid Bitcoin address', { ...parameters, metaMessages: [`"${address}": ${problem}`] })
    this.address = address
  }
}

export type UnsupportedBitcoinAddressErrorType = UnsupportedBitcoinAddressError & {
  name: 'UnsupportedBitcoinAddressError'
}

/**
 * A valid address whose signatures this verifier cannot check: a script (P2WSH, a P2SH that is not
 * P2WPKH-nested) or a witness version newer than taproot.
 */
export class UnsupportedBitcoinAddressError extends BaseError {
  override name = 'UnsupportedBitcoinAddressError' as const
  readonly address: string
  constructor(address: string, problem: string, parameters: BaseErrorParameters = {}) {
    super('Unsupported Bitcoin address type', {
      ...parameters,
      metaMessages: [
        `"${address}": ${problem}`,
        'Supported: P2PKH, P2SH-P2WPKH and P2WPKH (legacy or BIP-322 signatures), P2TR key path (BIP-322).',
      ],
    })
    this.address = address
  }
}

export type BitcoinSignatureFormatErrorType = BitcoinSignatureFormatError & {
  name: 'BitcoinSignatureFormatError'
}

/**
 * A signature that cannot be read: not base64, a length or header no format has, a witness that
 * does not decode, or a BIP-322 variant this verifier does not take (full, proof of funds).
 */
export class BitcoinSignatureFormatError extends BaseError {
  override name = 'BitcoinSignatureFormatError' as const
  constructor(problem: string, parameters: BaseErrorParameters = {}) {
    super('Malformed Bitcoin message signature', { ...parameters, metaMessages: [problem] })
  }
}

export type UnknownBitcoinNetworkErrorType = UnknownBitcoinNetworkError & {
  name: 'UnknownBitcoinNetworkError'
}

/** A `bip122` network id with no parameters: neither built in nor passed in `networks`. */
export class UnknownBitcoinNetworkError extends BaseError {
  override name = 'UnknownBitcoinNetworkError' as const
  readonly chainId: string
  constructor(chainId: string) {
    super('Unknown Bitcoin network', {
      metaMessages: [
        `No address or message parameters for "${chainId}".`,
        'Pass them in `networks`, keyed by the CAIP-2 id (bip122:<first 32 hex characters of the genesis block hash>).',
      ],
    })
    this.chainId = chainId
  }
}
