import type { TypedDataDefinition } from 'viem'
import { InvalidSigningRequestError } from './errors.js'

/**
 * Reads the JSON of an `eth_signTypedData_v4` request (EIP-712: `types`, `primaryType`, `domain`,
 * `message`). Numbers must be exact: JSON numbers beyond 2^53 or with fractions would be signed
 * rounded, so they are refused (large values come as decimal or hex strings, which viem reads).
 */
export function readTypedData(json: string): TypedDataDefinition {
  let value: unknown
  try {
    value = JSON.parse(json, (_key, field: unknown) => {
      if (typeof field === 'number' && !Number.isSafeInteger(field)) {
        throw new InvalidSigningRequestError({
          what: 'message',
          reason: `Typed data holds an inexact number (${field}); send it as a string`,
        })
      }
      return field
    })
  } catch (cause) {
    if (cause instanceof InvalidSigningRequestError) throw cause
    throw new InvalidSigningRequestError({ what: 'message', reason: 'Typed data is not JSON', cause })
  }
  const typedData = value as Partial<Record<'types' | 'primaryType' | 'domain' | 'message', unknown>> | null
  const isShaped =
    isPlainObject(typedData) &&
    isPlainObject(typedData.types) &&
    typeof typedData.primaryType === 'string' &&
    Object.hasOwn(typedData.types, typedData.primaryType) &&
    isPlainObject(typedData.message) &&
    (typedData.domain === undefined || isPlainObject(typedData.domain))
  if (!isShaped) {
    throw new InvalidSigningRequestError({
      what: 'message',
      reason: 'Typed data needs types, a primaryType among them, a message and a domain',
    })
  }
  return typedData as TypedDataDefinition
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
