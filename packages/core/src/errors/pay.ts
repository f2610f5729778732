import { BaseError } from './base.js'

// What `kit.pay` refuses, and how a payment the visitor walked away from ends. The texts are the
// catalogue's (errorTexts.test.ts), written out so that throwing one does not load the catalogue.

export type PayRequestInvalidErrorType = PayRequestInvalidError & { name: 'PayRequestInvalidError' }

/** A payment request the kit cannot show: no recipient, not a positive amount, an unknown network. */
export class PayRequestInvalidError extends BaseError {
  override name = 'PayRequestInvalidError' as const
  readonly code = 'PAY_REQUEST_INVALID' as const
  /** @param parameters.reason What is wrong with the request, for the site's developer. */
  constructor(parameters: { reason: string }) {
    super('This payment request is not valid', { metaMessages: [parameters.reason] })
  }
}

export type PayWalletNotConnectedErrorType = PayWalletNotConnectedError & {
  name: 'PayWalletNotConnectedError'
}

/** Pay was pressed with no wallet connected in the request's chain family. */
export class PayWalletNotConnectedError extends BaseError {
  override name = 'PayWalletNotConnectedError' as const
  readonly code = 'PAY_WALLET_NOT_CONNECTED' as const
  constructor(parameters: { namespace: string }) {
    super('Connect a wallet to pay', { metaMessages: [`Namespace: ${parameters.namespace}`] })
  }
}

export type PayCancelledErrorType = PayCancelledError & { name: 'PayCancelledError' }

/** The visitor closed the modal (or a new payment replaced this one) before paying. */
export class PayCancelledError extends BaseError {
  override name = 'PayCancelledError' as const
  readonly code = 'PAY_CANCELLED' as const
  constructor() {
    super('The payment was cancelled')
  }
}
