import { BaseError } from './base.js'

export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError & {
  name: 'InvalidCaipNetworkIdError'
}

/** A CAIP-2 network id is not `namespace:reference` (two colon-separated parts). */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError' as const
  constructor(value: unknown) {
    super('Invalid CAIP network id', {
      metaMessages: [
        `Received: ${describe(value)}`,
        'Expected: namespace:reference, two colon-separated parts (e.g. eip155:1)',
      ],
    })
  }
}

export type InvalidCaipAddressErrorType = InvalidCaipAddressError & {
  name: 'InvalidCaipAddressError'
}

/** A CAIP-10 account id is not `namespace:reference:address` (three colon-separated parts). */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError' as const
  constructor(value: unknown) {
    super('Invalid CAIP address', {
      metaMessages: [
        `Received: ${describe(value)}`,
        'Expected: namespace:reference:address, three colon-separated parts (e.g. eip155:1:0xab…)',
      ],
    })
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value)
  if (value === null) return 'null'
  return typeof value
}
