/** Why the WalletConnect part of the rig refused an input or failed, with the cause attached. */
export class WalletConnectRigError extends Error {
  override name = 'WalletConnectRigError'

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause })
  }
}
