import { type Address, getAddress, type Hex, isAddress, maxUint256 } from 'viem'
import { ApiError } from '../http/apiError.js'
import { readProjectIdField, readString } from '../http/bodyFields.js'

type Body = Record<string, unknown>

const invalid = (message: string) => new ApiError('invalid_request', message)

/** A period lasts at least a second and at most 366 days (a leap year). */
export const maxPeriodSeconds = 366 * 24 * 60 * 60
/** A session may be granted for at most a year. */
export const maxSessionSeconds = 365 * 24 * 60 * 60

/** A smart session's id (the permission's context): 16 bytes as `0x` hex. */
export const smartSessionIdShape = /^0x[0-9a-fA-F]{32}$/

/** `0x` and 40 hex digits, any case, checksummed. @throws {ApiError} `invalid_request` */
export function readAddress(value: unknown, name: string): Address {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value) || !isAddress(value, { strict: false }))
    throw invalid(`"${name}" must be an address (0x and 40 hex digits).`)
  return getAddress(value)
}

/** A uint256 above 0 written as decimal digits (no sign, no exponent). @throws {ApiError} */
export function readAmount(value: unknown, name: string): bigint {
  if (typeof value !== 'string' || !/^[0-9]{1,78}$/.test(value))
    throw invalid(`"${name}" must be a whole number of the token's base units, as decimal digits.`)
  const amount = BigInt(value)
  if (amount === 0n || amount > maxUint256) throw invalid(`"${name}" must be a uint256 above 0.`)
  return amount
}

/** An EIP-155 chain id. @throws {ApiError} `invalid_request` */
export function readChainId(body: Body): number {
  const value = body.chainId
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)
    throw invalid('"chainId" must be a positive integer.')
  return value
}

/** A smart session's id. @throws {ApiError} `invalid_request` */
export function readSmartSessionId(body: Body): string {
  const value = body.pci
  if (typeof value !== 'string' || !smartSessionIdShape.test(value))
    throw invalid('"pci" must be a session id (0x and 32 hex digits).')
  return value.toLowerCase()
}

/** An origin exactly as `new URL` writes it (scheme, host, port; no path). @throws {ApiError} */
function readOrigin(body: Body, name: string): string {
  const value = readString(body, name, 2048)
  let canonical: string | undefined
  try {
    canonical = new URL(value).origin
  } catch {
    canonical = undefined
  }
  if (canonical !== value) throw invalid(`"${name}" must be an origin.`)
  return value
}

/** `POST /v1/sessions`, read; whether the project allows the site origin is the route's to check. */
export type SmartSessionGrant = {
  projectId: string
  siteOrigin: string
  chainId: number
  account: Address
  token: Address
  periodAmount: bigint
  periodSeconds: number
  expiresAt: Date
}

/**
 * The body of `POST /v1/sessions` (`CreateSmartSessionRequest`): the only permission type is
 * `erc20-token-periodic`; `expiresAt` is unix seconds after `now` and at most a year ahead.
 *
 * @throws {ApiError} `invalid_request`
 */
export function readGrantBody(body: Body, now: Date): SmartSessionGrant {
  const projectId = readProjectIdField(body)
  const chainId = readChainId(body)
  const account = readAddress(body.account, 'account')
  const permission = body.permission
  if (typeof permission !== 'object' || permission === null || Array.isArray(permission))
    throw invalid('"permission" must be an object.')
  const fields = permission as Body
  if (fields.type !== 'erc20-token-periodic')
    throw invalid('"permission.type" must be "erc20-token-periodic".')
  const token = readAddress(fields.token, 'permission.token')
  const periodAmount = readAmount(fields.periodAmount, 'permission.periodAmount')
  const periodSeconds = fields.periodSeconds
  if (
    typeof periodSeconds !== 'number' ||
    !Number.isInteger(periodSeconds) ||
    periodSeconds < 1 ||
    periodSeconds > maxPeriodSeconds
  )
    throw invalid(
      `"permission.periodSeconds" must be a whole number of seconds from 1 to ${maxPeriodSeconds}.`,
    )
  const expiresAt = body.expiresAt
  const nowSeconds = now.getTime() / 1000
  if (
    typeof expiresAt !== 'number' ||
    !Number.isSafeInteger(expiresAt) ||
    expiresAt <= nowSeconds ||
    expiresAt > nowSeconds + maxSessionSeconds
  )
    throw invalid('"expiresAt" must be unix seconds in the future, at most a year ahead.')
  return {
    projectId,
    siteOrigin: readOrigin(body, 'siteOrigin'),
    chainId,
    account,
    token,
    periodAmount,
    periodSeconds,
    expiresAt: new Date(expiresAt * 1000),
  }
}

/** The body of `POST /v1/sessions/{address}/revoke`. @throws {ApiError} `invalid_request` */
export function readRevokeBody(body: Body): { pci: string; signature: Hex } {
  const pci = readSmartSessionId(body)
  const signature = body.signature
  // 65 bytes (r, s, v) as an EOA's personal_sign makes them.
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature))
    throw invalid('"signature" must be a 65-byte signature as 0x hex.')
  return { pci, signature: signature as Hex }
}

/** The body of `POST /v1/sessions/{address}/spend`. @throws {ApiError} `invalid_request` */
export function readSpendBody(body: Body): {
  pci: string
  amount: bigint
  siteOrigin: string
  chainId: number
} {
  return {
    pci: readSmartSessionId(body),
    amount: readAmount(body.amount, 'amount'),
    // Any origin may be named: one the session was not granted to is refused as inactive.
    siteOrigin: readString(body, 'siteOrigin', 2048),
    chainId: readChainId(body),
  }
}
