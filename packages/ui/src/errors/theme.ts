import { BaseError } from '@latchkit/core'

export type InvalidHexColorErrorType = InvalidHexColorError & { name: 'InvalidHexColorError' }

/** A colour that is not `#rgb` or `#rrggbb`, given to the theme's contrast maths. */
export class InvalidHexColorError extends BaseError {
  override name = 'InvalidHexColorError' as const
  constructor(value: string) {
    super(`Not a hex colour: ${value}`, { metaMessages: ['Expected: #rgb or #rrggbb'] })
  }
}
