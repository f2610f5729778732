import { BaseError } from '@latchkit/core'

export type OutsideProviderErrorType = OutsideProviderError & { name: 'OutsideProviderError' }

/** A hook of the modal's views ran outside the provider it reads (a view rendered on its own). */
export class OutsideProviderError extends BaseError {
  override name = 'OutsideProviderError' as const
  /**
   * @param parameters.hook The hook, e.g. `useKit`.
   * @param parameters.provider What must wrap it, e.g. `a KitProvider`.
   */
  constructor(parameters: { hook: string; provider: string }) {
    super(`${parameters.hook} must be used inside ${parameters.provider}`)
  }
}
