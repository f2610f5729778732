import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { ChainNamespace } from '../network/namespaces.js'

/** A CAIP-2 network id: `namespace:reference`, e.g. `eip155:1` or `solana:5eykt4Us…`. */
export type CaipNetworkId<namespace extends string = ChainNamespace> = `${namespace}:${string}`

/** A CAIP-10 account id: `namespace:reference:address`. */
export type CaipAddress<namespace extends string = ChainNamespace> = `${namespace}:${string}:${string}`

export type ParsedCaipNetworkId = { namespace: string; reference: string }
export type ParsedCaipAddress = ParsedCaipNetworkId & { address: string }

// CAIP-2: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}.
// CAIP-10: account address [-.%a-zA-Z0-9]{1,128}.
const namespacePattern = /^[-a-z0-9]{3,8}$/
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const addressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Splits a CAIP-2 network id into namespace and reference.
 *
 * @throws {InvalidCaipNetworkIdError} unless the value is two valid colon-separated parts.
 * @example
 * parseCaipNetworkId('eip155:1') // { namespace: 'eip155', reference: '1' }
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  if (typeof value !== 'string') throw new InvalidCaipNetworkIdError(value)
  const parts = value.split(':')
  if (parts.length !== 2) throw new InvalidCaipNetworkIdError(value)
  const [namespace, reference] = parts as [string, string]
  if (!namespacePattern.test(namespace) || !referencePattern.test(reference))
    throw new InvalidCaipNetworkIdError(value)
  return { namespace, reference }
}

/**
 * Splits a CAIP-10 account id into namespace, reference and address.
 *
 * @throws {InvalidCaipAddressError} unless the value is three valid colon-separated parts.
 * @example
 * parseCaipAddress('eip155:1:0xab5801a7d398351b8be11c439e05c5b3259aec9b').address
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (typeof value !== 'string') throw new InvalidCaipAddressError(value)
  const parts = value.split(':')
  if (parts.length !== 3) throw new InvalidCaipAddressError(value)
  const [namespace, reference, address] = parts as [string, string, string]
  if (!namespacePattern.test(namespace) || !referencePattern.test(reference) || !addressPattern.test(address))
    throw new InvalidCaipAddressError(value)
  return { namespace, reference, address }
}

/**
 * Joins a namespace and reference into a CAIP-2 network id, validating both.
 *
 * @throws {InvalidCaipNetworkIdError} when either part is not valid CAIP-2.
 */
export function formatCaipNetworkId<namespace extends string>(parameters: {
  namespace: namespace
  reference: string | number
}): CaipNetworkId<namespace> {
  const value = `${parameters.namespace}:${parameters.reference}` as const
  parseCaipNetworkId(value)
  return value
}

/**
 * Joins a network id and an address into a CAIP-10 account id, validating the result.
 *
 * @throws {InvalidCaipAddressError} when the result is not valid CAIP-10.
 */
export function formatCaipAddress<namespace extends string>(parameters: {
  caipNetworkId: CaipNetworkId<namespace>
  address: string
}): CaipAddress<namespace> {
  const value = `${parameters.caipNetworkId}:${parameters.address}` as CaipAddress<namespace>
  parseCaipAddress(value)
  return value
}
