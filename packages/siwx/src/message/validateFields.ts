import { type ChainNamespace, isChainNamespace, type SiwxMessage } from '@latchkit/core'
import { SiwxMessageError } from '../errors.js'

// An RFC 3986 authority as EIP-4361 allows it: a host name, an IPv4 address or localhost, with an optional port.
const domainPattern =
  /^(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z][a-zA-Z0-9-]{1,62}|(?:\d{1,3}\.){3}\d{1,3}|localhost)(?::\d{1,5})?$/
const noncePattern = /^[a-zA-Z0-9]{8,}$/
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/
// CAIP-2 references; EIP-155 ones are decimal chain ids.
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const eip155ReferencePattern = /^[1-9]\d{0,15}$/
const uriIllegal = /[^a-zA-Z0-9:/?#[\]@!$&'()*+,;=.\-_~%]/

/** Whether `value` is an absolute RFC 3986 URI with no characters outside the URI alphabet. */
export function isUri(value: string): boolean {
  if (value === '' || uriIllegal.test(value) || !/^[a-zA-Z][a-zA-Z0-9+\-.]*:/.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/** Whether `value` is an RFC 3339 date-time (what EIP-4361 requires) naming a real instant. */
export function isDateTime(value: string): boolean {
  return dateTimePattern.test(value) && !Number.isNaN(Date.parse(value))
}

function fail(field: string, problem: string): never {
  throw new SiwxMessageError(`${field}: ${problem}`, { field })
}

/** The namespace and chain reference of a CAIP-2 id, checked. */
export function splitChainId(chainId: string): { namespace: ChainNamespace; reference: string } {
  const separator = chainId.indexOf(':')
  const namespace = chainId.slice(0, separator)
  const reference = chainId.slice(separator + 1)
  if (separator < 0 || !isChainNamespace(namespace))
    fail('chainId', `unknown chain namespace in "${chainId}"`)
  const pattern = namespace === 'eip155' ? eip155ReferencePattern : referencePattern
  if (!pattern.test(reference)) fail('chainId', `invalid chain reference in "${chainId}"`)
  return { namespace, reference }
}

/**
 * Checks every field of a sign-in message against CAIP-122 / EIP-4361.
 * @throws {SiwxMessageError} naming the first invalid field.
 */
export function validateFields(data: SiwxMessage): void {
  splitChainId(data.chainId)
  if (!data.accountAddress || /[\s]/.test(data.accountAddress)) fail('accountAddress', 'empty or has spaces')
  if (!domainPattern.test(data.domain)) fail('domain', 'not an RFC 3986 authority')
  if (!isUri(data.uri)) fail('uri', 'not an RFC 3986 URI')
  if (data.version !== '1') fail('version', "must be '1'")
  if (!noncePattern.test(data.nonce)) fail('nonce', 'must be at least 8 letters or digits')
  if (data.statement !== undefined && (data.statement === '' || /[\r\n]/.test(data.statement)))
    fail('statement', 'must be one non-empty line')
  if (data.requestId !== undefined && (data.requestId === '' || /[\s]/.test(data.requestId)))
    fail('requestId', 'must be non-empty with no spaces')
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if (value !== undefined && !isDateTime(value)) fail(field, 'not an RFC 3339 date-time')
  }
  for (const resource of data.resources ?? [])
    if (!isUri(resource)) fail('resources', `"${resource}" is not a URI`)
}
