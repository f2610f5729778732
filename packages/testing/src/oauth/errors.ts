import { BaseError } from '@latchkit/core'

/** A rig identity provider was given options no real provider could hold; the message says which. */
export class IdentityProviderOptionsError extends BaseError {
  override name = 'IdentityProviderOptionsError' as const
  constructor(provider: string, problem: string) {
    super(`The rig's ${provider} identity provider cannot start: ${problem}.`)
  }
}

/** A rig identity provider could not listen on loopback; `cause` says why. */
export class IdentityProviderStartError extends BaseError {
  override name = 'IdentityProviderStartError' as const
  constructor(provider: string, cause: unknown) {
    super(`The rig's ${provider} identity provider could not listen on 127.0.0.1.`, { cause })
  }
}
