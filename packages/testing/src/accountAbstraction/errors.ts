import { EvmRigError } from '../evm/errors.js'

/** Deploying the EntryPoint or the account factory failed, or left no code where it should be. */
export class AccountAbstractionSetupError extends EvmRigError {
  override name = 'AccountAbstractionSetupError' as const
}

/** The bundler (Alto) exited, failed to spawn, or did not answer `eth_supportedEntryPoints` in time. */
export class BundlerStartError extends EvmRigError {
  override name = 'BundlerStartError' as const
}
