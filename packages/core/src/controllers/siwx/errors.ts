import { BaseError, type BaseErrorParameters } from '../../errors/base.js'
import { formatMessage } from '../../errors/messages.js'

export type SiwxNotEnabledErrorType = SiwxNotEnabledError & { name: 'SiwxNotEnabledError' }

/** A sign-in action was asked of a kit created without the `siwx` option (spec section 5). */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError' as const
  readonly code = 'SIWX_NOT_ENABLED' as const
  constructor() {
    super(formatMessage('SIWX_NOT_ENABLED'), { metaMessages: ['Pass `siwx` to createLatchKit.'] })
  }
}

export type NoActiveCaipAddressErrorType = NoActiveCaipAddressError & { name: 'NoActiveCaipAddressError' }

/** Signing in needs a connected address on the active namespace (spec section 5). */
export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError' as const
  readonly code = 'NO_ACTIVE_CAIP_ADDRESS' as const
  constructor() {
    super(formatMessage('NO_ACTIVE_CAIP_ADDRESS'))
  }
}

export type NoActiveCaipNetworkErrorType = NoActiveCaipNetworkError & { name: 'NoActiveCaipNetworkError' }

/** Signing in needs an active network and the adapter of its namespace (spec section 5). */
export class NoActiveCaipNetworkError extends BaseError {
  override name = 'NoActiveCaipNetworkError' as const
  readonly code = 'NO_ACTIVE_NETWORK_OR_CLIENT' as const
  constructor() {
    super(formatMessage('NO_ACTIVE_NETWORK_OR_CLIENT'))
  }
}

export type NoConnectionClientErrorType = NoConnectionClientError & { name: 'NoConnectionClientError' }

/** Signing in needs the connector the active namespace is connected with (spec section 5). */
export class NoConnectionClientError extends BaseError {
  override name = 'NoConnectionClientError' as const
  readonly code = 'NO_CONNECTION_CLIENT' as const
  constructor() {
    super(formatMessage('NO_CONNECTION_CLIENT'))
  }
}

export type SignMessageErrorType = SignMessageError & { name: 'SignMessageError' }

/** The wallet did not sign the sign-in message, or the site refused the session (spec section 8). */
export class SignMessageError extends BaseError {
  override name = 'SignMessageError' as const
  readonly code = 'SIGN_MESSAGE_FAILED' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super(formatMessage('SIGN_MESSAGE_FAILED'), parameters)
  }
}

export type SiwxVerifierMissingErrorType = SiwxVerifierMissingError & { name: 'SiwxVerifierMissingError' }

/**
 * The kit cannot check sign-ins of this namespace: its adapter has no verifier and the site passed
 * none, and the site did not say its server verifies (`verification: 'server'`).
 */
export class SiwxVerifierMissingError extends BaseError {
  override name = 'SiwxVerifierMissingError' as const
  readonly code = 'SIWX_VERIFIER_MISSING' as const
  readonly namespace: string
  constructor(namespace: string) {
    super(`No sign-in verifier for the ${namespace} namespace`, {
      metaMessages: [
        'Pass a verifier for it in `verifiers`, or check sign-ins on your server and set `verification: "server"`.',
      ],
    })
    this.namespace = namespace
  }
}

export type SiwxSignatureInvalidErrorType = SiwxSignatureInvalidError & { name: 'SiwxSignatureInvalidError' }

/** The wallet's signature is not the account's signature of the sign-in message: no session is kept. */
export class SiwxSignatureInvalidError extends BaseError {
  override name = 'SiwxSignatureInvalidError' as const
  readonly code = 'SIWX_SIGNATURE_INVALID' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The sign-in signature does not verify for the account', parameters)
  }
}
