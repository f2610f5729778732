import { getAddress, maxUint256 } from 'viem'
import type { FrameRequestPayloads } from '../../protocol/framePayloads.js'
import { isRecord } from '../../protocol/isRecord.js'
import type { SmartAccountNetwork } from '../../server/api.js'
import { InvalidFramePayloadError } from '../errors.js'

/** A period lasts at least a second and at most 366 days (a leap year), as the service takes it. */
export const maxPeriodSeconds = 366 * 24 * 60 * 60
/** A session may be granted for at most a year, as the service takes it. */
export const maxSessionSeconds = 365 * 24 * 60 * 60

const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-f]{40}$/i.test(value)

/** A smart session's id, the permission's context the site holds: 16 bytes as `0x` hex. */
export const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-f]{32}$/i.test(value)

function readAddressField(payload: Record<string, unknown>, field: string, name = field): string {
  const value = payload[field]
  if (!isAddress(value)) throw new InvalidFramePayloadError(name)
  return getAddress(value)
}

/** A uint256 above 0 written as decimal digits (no sign, no exponent), leading zeros dropped. */
function readAmount(value: unknown, name: string): string {
  if (typeof value !== 'string' || !/^[0-9]{1,78}$/.test(value)) throw new InvalidFramePayloadError(name)
  const amount = BigInt(value)
  if (amount === 0n || amount > maxUint256) throw new InvalidFramePayloadError(name)
  return amount.toString()
}

/**
 * Reads the site's `GrantSession` as untrusted input: a chain among the operator's smart-account
 * `networks`, the account and token as 20-byte addresses (checksummed), the one permission type
 * the frame applies (`erc20-token-periodic`), an amount per period that is a uint256 above 0, a
 * period of 1 s to 366 days, and an expiry after `nowSeconds` and at most a year ahead. Only
 * these fields are kept: nothing else the site sent is shown or recorded.
 * @throws {InvalidFramePayloadError} naming the first field that is not acceptable.
 */
export function readGrantSessionPayload(
  payload: unknown,
  context: { networks: readonly SmartAccountNetwork[]; nowSeconds: number },
): FrameRequestPayloads['GrantSession'] {
  if (!isRecord(payload)) throw new InvalidFramePayloadError('request')
  const { chainId, permission, expiresAt } = payload
  if (
    typeof chainId !== 'number' ||
    !Number.isSafeInteger(chainId) ||
    !context.networks.some((network) => network.chainId === chainId)
  )
    throw new InvalidFramePayloadError('chainId')
  const account = readAddressField(payload, 'account')
  if (!isRecord(permission)) throw new InvalidFramePayloadError('permission')
  if (permission.type !== 'erc20-token-periodic') throw new InvalidFramePayloadError('permission.type')
  const token = readAddressField(permission, 'token', 'permission.token')
  const periodAmount = readAmount(permission.periodAmount, 'permission.periodAmount')
  const { periodSeconds } = permission
  if (
    typeof periodSeconds !== 'number' ||
    !Number.isInteger(periodSeconds) ||
    periodSeconds < 1 ||
    periodSeconds > maxPeriodSeconds
  )
    throw new InvalidFramePayloadError('permission.periodSeconds')
  if (
    typeof expiresAt !== 'number' ||
    !Number.isSafeInteger(expiresAt) ||
    expiresAt <= context.nowSeconds ||
    expiresAt > context.nowSeconds + maxSessionSeconds
  )
    throw new InvalidFramePayloadError('expiresAt')
  return {
    chainId,
    account,
    permission: { type: 'erc20-token-periodic', token, periodAmount, periodSeconds },
    expiresAt,
  }
}

/** Reads the site's `ListSessions`: the smart account, checksummed. */
export function readListSessionsPayload(payload: unknown): FrameRequestPayloads['ListSessions'] {
  if (!isRecord(payload)) throw new InvalidFramePayloadError('request')
  return { account: readAddressField(payload, 'account') }
}

/** Reads the site's `RevokeSession`: the smart account, checksummed, and the session's id. */
export function readRevokeSessionPayload(payload: unknown): FrameRequestPayloads['RevokeSession'] {
  if (!isRecord(payload)) throw new InvalidFramePayloadError('request')
  const account = readAddressField(payload, 'account')
  if (!isSessionId(payload.id)) throw new InvalidFramePayloadError('id')
  return { account, id: payload.id.toLowerCase() }
}
