import { BaseError } from '@latchkit/core'

export type EmbeddedWalletChainErrorType = EmbeddedWalletChainError & { name: 'EmbeddedWalletChainError' }

/** The embedded wallet was asked to read a chain the wagmi config has no chain or transport for. */
export class EmbeddedWalletChainError extends BaseError {
  override name = 'EmbeddedWalletChainError' as const
  constructor(parameters: { chainId: number }) {
    super('Chain is not supported', { metaMessages: [`Chain id: ${parameters.chainId}`] })
  }
}
