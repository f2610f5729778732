import { BaseError } from '@latchkit/core'

export type InvalidBase58ErrorType = InvalidBase58Error & { name: 'InvalidBase58Error' }

/** Text to decode as base58 (a wallet's signature or address) with a character outside the alphabet. */
export class InvalidBase58Error extends BaseError {
  override name = 'InvalidBase58Error' as const
  constructor(character: string) {
    super(`Not base58: ${JSON.stringify(character)}`, {
      metaMessages: ['Expected the Bitcoin base58 alphabet (no 0, O, I or l).'],
    })
  }
}
