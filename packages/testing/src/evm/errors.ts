/** Base of every error the EVM rig throws; `details` carries anvil's or solc's own words. */
export class EvmRigError extends Error {
  override name: string = 'EvmRigError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: { details?: string | undefined; cause?: unknown } = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

/** The `@foundry-rs/anvil` binary for this platform is not installed. */
export class AnvilNotFoundError extends EvmRigError {
  override name = 'AnvilNotFoundError' as const
}

/** anvil exited, failed to spawn, or did not answer `eth_chainId` in time. */
export class AnvilStartError extends EvmRigError {
  override name = 'AnvilStartError' as const
}

/** `startEvm` was given options it cannot honour. */
export class StartEvmOptionsError extends EvmRigError {
  override name = 'StartEvmOptionsError' as const
}

/** A contract deployment or set-up transaction reverted. */
export class ContractSetupError extends EvmRigError {
  override name = 'ContractSetupError' as const
}
