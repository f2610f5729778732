import type { ChainNamespace, SiwxMessage } from '@latchkit/core'

/** What a verifier checks: the message's fields, its exact text and the wallet's signature. */
export type SiwxVerifyParameters = { data: SiwxMessage; message: string; signature: string }

/**
 * Checks sign-in signatures of one chain family. `@latchkit/siwx/evm` and `@latchkit/siwx/solana`
 * make one each; a site can write its own for another family.
 */
export type SiwxVerifier = {
  readonly namespace: ChainNamespace
  /** Resolves whether `signature` is the account's signature of `message`. Never rejects for a bad signature. */
  verify(parameters: SiwxVerifyParameters): Promise<boolean>
}
