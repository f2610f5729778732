import { BaseError } from './base.js'
import { userVisibleMessages } from './messages.js'

// The wallet-action failures every chain namespace shares. Each adapter throws these and re-exports
// them; what differs between namespaces (an address's format) is a parameter.

export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError & {
  name: 'ConnectorNotConnectedError'
}

/** A signing or sending action named a connector that has no connection. */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError' as const
  constructor(connectorId: string) {
    super('The connector is not connected', {
      metaMessages: [`Connector: ${connectorId}`, 'Connect it first (adapter.connect or kit.connect).'],
    })
  }
}

export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }

/** An address that is not in its chain namespace's format (or, for EVM, whose checksum is wrong). */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError' as const
  readonly address: string
  /**
   * @param parameters.field The parameter that held the address, e.g. `receiverAddress`.
   * @param parameters.expected The namespace's format, e.g. `a 0x-prefixed, 20-byte address`.
   * @param parameters.cause The parser's own error, when it threw one.
   */
  constructor(parameters: { address: unknown; field: string; expected: string; cause?: unknown }) {
    super(`Invalid address in "${parameters.field}"`, {
      cause: parameters.cause,
      metaMessages: [`Received: ${String(parameters.address)}`, `Expected ${parameters.expected}.`],
    })
    this.address = String(parameters.address)
  }
}

export type WalletFeatureNotSupportedErrorType = WalletFeatureNotSupportedError & {
  name: 'WalletFeatureNotSupportedError'
}

/** The features the modal can name in the visitor's language, by their code. */
const featureCodes = {
  'sign messages': 'WALLET_CANNOT_SIGN_MESSAGES',
  'sign transactions': 'WALLET_CANNOT_SIGN_TRANSACTIONS',
} as const

/**
 * The wallet lacks what the action needs (signing messages, signing transactions). Signing
 * messages and transactions carry a `code` (the modal says them in the visitor's language, with
 * `wallet`); other features are named in English.
 */
export class WalletFeatureNotSupportedError extends BaseError {
  override name = 'WalletFeatureNotSupportedError' as const
  readonly code: (typeof featureCodes)[keyof typeof featureCodes] | undefined
  /** The wallet's name. */
  readonly wallet: string
  constructor(parameters: { wallet: string; feature: keyof typeof featureCodes | (string & {}) }) {
    super(`${parameters.wallet} cannot ${parameters.feature}`)
    this.wallet = parameters.wallet
    this.code = featureCodes[parameters.feature as keyof typeof featureCodes]
  }
}

export type WalletAccountNotFoundErrorType = WalletAccountNotFoundError & {
  name: 'WalletAccountNotFoundError'
}

/** The wallet no longer exposes the account an action names (the visitor removed or hid it). */
export class WalletAccountNotFoundError extends BaseError {
  override name = 'WalletAccountNotFoundError' as const
  constructor(parameters: { wallet: string; address: string }) {
    super(`${parameters.wallet} no longer exposes ${parameters.address}`)
  }
}

export type WalletEmptyResponseErrorType = WalletEmptyResponseError & { name: 'WalletEmptyResponseError' }

/** The wallet answered a signing request without the signature or transaction it asked for. */
export class WalletEmptyResponseError extends BaseError {
  override name = 'WalletEmptyResponseError' as const
  constructor(parameters: { wallet: string; expected: 'signature' | 'transaction' }) {
    super(`${parameters.wallet} returned no ${parameters.expected}`)
  }
}

export type WalletChainNotSupportedErrorType = WalletChainNotSupportedError & {
  name: 'WalletChainNotSupportedError'
}

/** The wallet does not list the network (a Solana cluster, a Bitcoin network...). */
export class WalletChainNotSupportedError extends BaseError {
  override name = 'WalletChainNotSupportedError' as const
  readonly code = 'CHAIN_NOT_SUPPORTED' as const
  constructor(parameters: { wallet: string; caipNetworkId: string }) {
    super(userVisibleMessages.CHAIN_NOT_SUPPORTED, {
      metaMessages: [`Wallet: ${parameters.wallet}`, `Network: ${parameters.caipNetworkId}`],
    })
  }
}
