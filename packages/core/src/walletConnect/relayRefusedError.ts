import { BaseError } from '../errors/base.js'
import type { RelayAlertCode } from './relayAlerts.js'

export type WalletConnectRelayRefusedErrorType = WalletConnectRelayRefusedError & {
  name: 'WalletConnectRelayRefusedError'
}

// The catalogue's texts (errors/messages.ts), written out as the other errors do.
const texts: Record<RelayAlertCode, string> = {
  INVALID_PROJECT_ID: 'Invalid Project ID',
  SESSION_EXPIRED: 'Session Expired',
  RATE_LIMITED: 'Rate Limited',
  SERVER_ERROR: 'Server Error',
}

/** The WalletConnect relay refused the connection (an unknown project id, an auth token out of date). */
export class WalletConnectRelayRefusedError extends BaseError {
  override name = 'WalletConnectRelayRefusedError' as const
  readonly code: RelayAlertCode
  readonly reason: string
  constructor(parameters: { code: RelayAlertCode; reason: string }) {
    super(texts[parameters.code], { details: `The relay refused the connection: ${parameters.reason}` })
    this.code = parameters.code
    this.reason = parameters.reason
  }
}
