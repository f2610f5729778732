import { BaseError } from '@latchkit/core'

// The errors of sending and PSBT signing. The entry only re-exports them, so a site's bundler (the
// package has no side effects) places them with the lazy sending part that throws them.

export type InsufficientBitcoinFundsErrorType = InsufficientBitcoinFundsError & {
  name: 'InsufficientBitcoinFundsError'
}

/** The payment account's coins cannot pay the amount and its fee. Amounts in satoshis. */
export class InsufficientBitcoinFundsError extends BaseError {
  override name = 'InsufficientBitcoinFundsError' as const
  /** The amount plus the fee of spending every coin worth spending. */
  readonly needed: bigint
  /** What the coins worth spending at the fee rate hold (a coin worth less than its own fee is left out). */
  readonly available: bigint
  constructor(parameters: { needed: bigint; available: bigint }) {
    super('Insufficient funds', {
      metaMessages: [`Needed: ${parameters.needed} sats`, `Available: ${parameters.available} sats`],
      docsPath: '/adapters/bitcoin',
    })
    this.needed = parameters.needed
    this.available = parameters.available
  }
}

export type BitcoinDustAmountErrorType = BitcoinDustAmountError & { name: 'BitcoinDustAmountError' }

/** An amount below what the network relays to the recipient's kind of address (dust). */
export class BitcoinDustAmountError extends BaseError {
  override name = 'BitcoinDustAmountError' as const
  /** The smallest amount the recipient's output may hold, in satoshis. */
  readonly dust: bigint
  constructor(parameters: { amount: bigint; dust: bigint }) {
    super('The amount is too small to send', {
      metaMessages: [
        `Amount: ${parameters.amount} sats`,
        `Smallest for this address: ${parameters.dust} sats`,
      ],
      docsPath: '/adapters/bitcoin',
    })
    this.dust = parameters.dust
  }
}

export type InvalidBitcoinFeeRateErrorType = InvalidBitcoinFeeRateError & {
  name: 'InvalidBitcoinFeeRateError'
}

/** A fee rate that is not a number of sat/vB above 0 and at most 5000. */
export class InvalidBitcoinFeeRateError extends BaseError {
  override name = 'InvalidBitcoinFeeRateError' as const
  constructor(parameters: { feeRate: unknown; source: 'feeRate' | 'fee estimates' }) {
    super('Invalid fee rate', {
      metaMessages: [
        `Received: ${String(parameters.feeRate)} (from ${parameters.source})`,
        'Expected sat/vB above 0 and at most 5000, like 12.5.',
      ],
      docsPath: '/adapters/bitcoin',
    })
  }
}

export type UnsupportedBitcoinPaymentAddressErrorType = UnsupportedBitcoinPaymentAddressError & {
  name: 'UnsupportedBitcoinPaymentAddressError'
}

/**
 * The payment address is of a kind the adapter cannot spend from (P2WSH, a bare script), or a
 * P2SH address whose public key the wallet did not share (its redeem script is built from it).
 */
export class UnsupportedBitcoinPaymentAddressError extends BaseError {
  override name = 'UnsupportedBitcoinPaymentAddressError' as const
  constructor(parameters: { address: string; reason: string }) {
    super('The adapter cannot send from this address', {
      details: parameters.reason,
      metaMessages: [
        `Address: ${parameters.address}`,
        'Sending works from P2WPKH, P2TR, P2SH-P2WPKH and P2PKH addresses.',
      ],
      docsPath: '/adapters/bitcoin',
    })
  }
}

export type InvalidBitcoinPsbtErrorType = InvalidBitcoinPsbtError & { name: 'InvalidBitcoinPsbtError' }

/** A PSBT given to `signPsbt` that is not base64 of a PSBT, or whose `signInputs` name inputs it lacks. */
export class InvalidBitcoinPsbtError extends BaseError {
  override name = 'InvalidBitcoinPsbtError' as const
  constructor(parameters: { details: string; cause?: unknown }) {
    super('Invalid PSBT', {
      details: parameters.details,
      cause: parameters.cause,
      docsPath: '/adapters/bitcoin',
    })
  }
}

export type BitcoinSendNetworkMismatchErrorType = BitcoinSendNetworkMismatchError & {
  name: 'BitcoinSendNetworkMismatchError'
}

/**
 * A send (or its fee estimate) for another network than the one the wallet is connected on: the
 * wallet's addresses and coins are that network's, so nothing is asked of it.
 */
export class BitcoinSendNetworkMismatchError extends BaseError {
  override name = 'BitcoinSendNetworkMismatchError' as const
  constructor(parameters: { requested: string; connected: string }) {
    super(`The wallet is connected on ${parameters.connected}, not ${parameters.requested}`, {
      metaMessages: ['Switch the network (adapter.switchNetwork or the kit) before sending.'],
      docsPath: '/adapters/bitcoin',
    })
  }
}
