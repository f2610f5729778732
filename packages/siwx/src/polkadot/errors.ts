import { BaseError, type BaseErrorParameters } from '@latchkit/core'

export type PolkadotAddressErrorType = PolkadotAddressError & { name: 'PolkadotAddressError' }

/**
 * An address whose signer's key cannot be read: not SS58 (a hex key, another alphabet, a wrong
 * checksum), or an account index, which names an account without its key.
 */
export class PolkadotAddressError extends BaseError {
  override name = 'PolkadotAddressError' as const
  readonly address: string
  constructor(address: string, problem: string, parameters: BaseErrorParameters = {}) {
    super('Invalid Polkadot address', { ...parameters, metaMessages: [`"${address}": ${problem}`] })
    this.address = address
  }
}

export type PolkadotSignatureFormatErrorType = PolkadotSignatureFormatError & {
  name: 'PolkadotSignatureFormatError'
}

/**
 * A signature that cannot be read: not hex, or a length no sr25519, ed25519 or ecdsa signature has
 * (64 or 65 bytes bare, 65 or 66 with the key type's byte in front).
 */
export class PolkadotSignatureFormatError extends BaseError {
  override name = 'PolkadotSignatureFormatError' as const
  constructor(problem: string, parameters: BaseErrorParameters = {}) {
    super('Malformed Polkadot message signature', { ...parameters, metaMessages: [problem] })
  }
}
