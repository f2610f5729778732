import { BaseError } from '@latchkit/core'

export type WalletConnectSessionEndedErrorType = WalletConnectSessionEndedError & {
  name: 'WalletConnectSessionEndedError'
}

/** A wallet request through the `'walletConnect'` connector after its session ended. */
export class WalletConnectSessionEndedError extends BaseError {
  override name = 'WalletConnectSessionEndedError' as const
  constructor() {
    super('The WalletConnect session has ended.', {
      metaMessages: ['Connect again (kit.connect) to start a new session.'],
    })
  }
}
