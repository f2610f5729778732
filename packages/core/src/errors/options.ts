import { BaseError } from './base.js'

export type SiweAndSiwxErrorType = SiweAndSiwxError & { name: 'SiweAndSiwxError' }

/** Both `siweConfig` and `siwx` were passed to `createLatchKit` (spec section 5). */
export class SiweAndSiwxError extends BaseError {
  override name = 'SiweAndSiwxError' as const
  readonly code = 'SIWE_AND_SIWX' as const
  constructor() {
    super('Cannot set both `siweConfig` and `siwx` options', { metaMessages: ['Use `siwx` only.'] })
  }
}

export type InvalidThemeModeErrorType = InvalidThemeModeError & { name: 'InvalidThemeModeError' }

/** A theme mode other than `light` or `dark`. */
export class InvalidThemeModeError extends BaseError {
  override name = 'InvalidThemeModeError' as const
  constructor(mode: unknown) {
    super('Invalid theme mode', {
      metaMessages: [`Received: ${String(mode)}`, 'Expected: "light" or "dark"'],
    })
  }
}

export type InvalidOptionsErrorType = InvalidOptionsError & { name: 'InvalidOptionsError' }

/** `createLatchKit` options it cannot work with. */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError' as const
  constructor(problem: string) {
    super('Invalid LatchKit options', { metaMessages: [problem] })
  }
}
