import { isRecord } from '../../../protocol/isRecord.js'
import type { SmartSession, SmartSessionPermission } from '../../../server/api.js'
import { ProviderRpcError } from '../../errors.js'

/** A permission a site asks for, as the frame's GrantSession takes it. */
export type PermissionGrantRequest = {
  chainId: number
  permission: SmartSessionPermission
  /** Unix seconds. */
  expiresAt: number
}

const invalid = (message: string) => new ProviderRpcError(-32602, message)
const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isHexQuantity = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)
const isSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

function readChainId(value: unknown): number {
  if (isHexQuantity(value)) return Number(BigInt(value))
  if (isSeconds(value)) return value
  throw invalid("'chainId' must be a chain id (hex)")
}

function readAmount(value: unknown, field: string): string {
  const amount = isHexQuantity(value) ? BigInt(value) : typeof value === 'bigint' ? value : undefined
  if (amount === undefined || amount <= 0n) throw invalid(`'${field}' must be an amount above 0 (hex)`)
  return amount.toString()
}

function readSeconds(value: unknown, field: string): number {
  if (!isSeconds(value)) throw invalid(`'${field}' must be a whole number of seconds`)
  return value
}

/** The expiry: ERC-7715's `expiry` (unix seconds), or its `expiry` rule. */
function readExpiry(request: Record<string, unknown>): number {
  if (request.expiry !== undefined) return readSeconds(request.expiry, 'expiry')
  const rule = Array.isArray(request.rules)
    ? request.rules.find((candidate) => isRecord(candidate) && candidate.type === 'expiry')
    : undefined
  const timestamp = isRecord(rule) && isRecord(rule.data) ? rule.data.timestamp : undefined
  if (timestamp === undefined) throw invalid('A permission needs an expiry')
  return readSeconds(timestamp, 'expiry')
}

function unsupported(type: unknown): ProviderRpcError {
  return invalid(`Unsupported permission type: ${typeof type === 'string' ? type : 'none'}`)
}

/**
 * `wallet_requestExecutionPermissions` (ERC-7715): each request's chain, expiry and
 * `erc20-token-periodic` permission (`tokenAddress`, `periodAmount`, `periodDuration`). Other
 * permission types are refused: a smart session of this wallet spends one ERC-20 token per period.
 */
export function readExecutionPermissionRequests(params: readonly unknown[]): PermissionGrantRequest[] {
  const requests = params.length === 1 && Array.isArray(params[0]) ? params[0] : params
  if (requests.length === 0) throw invalid('Expected at least one permission request')
  return requests.map((request: unknown) => {
    if (!isRecord(request) || !isRecord(request.permission)) throw invalid('Expected a permission request')
    const { type, data } = request.permission
    if (type !== 'erc20-token-periodic') throw unsupported(type)
    if (!isRecord(data) || !isAddress(data.tokenAddress)) throw invalid("'tokenAddress' must be an address")
    return {
      chainId: readChainId(request.chainId),
      expiresAt: readExpiry(request),
      permission: {
        type,
        token: data.tokenAddress,
        periodAmount: readAmount(data.periodAmount, 'periodAmount'),
        periodSeconds: readSeconds(data.periodDuration, 'periodDuration'),
      },
    }
  })
}

/**
 * The older `wallet_grantPermissions`: one request with one `erc20-token-recurring-allowance`
 * permission (`token`, `allowance`, `period`), read as the same periodic permission.
 */
export function readGrantPermissionsRequest(params: readonly unknown[]): PermissionGrantRequest {
  const [request] = params
  if (!isRecord(request) || !Array.isArray(request.permissions))
    throw invalid('Expected a permissions request')
  if (request.permissions.length !== 1) throw invalid('Expected exactly one permission')
  const [permission] = request.permissions
  if (!isRecord(permission)) throw invalid('Expected a permission')
  const { type, data } = permission
  if (type !== 'erc20-token-recurring-allowance') throw unsupported(type)
  if (!isRecord(data) || !isAddress(data.token)) throw invalid("'token' must be an address")
  return {
    chainId: readChainId(request.chainId),
    expiresAt: readExpiry(request),
    permission: {
      type: 'erc20-token-periodic',
      token: data.token,
      periodAmount: readAmount(data.allowance, 'allowance'),
      periodSeconds: readSeconds(data.period, 'period'),
    },
  }
}

/** How a granted session reads as an ERC-7715 answer: the request, its context and the account. */
export function grantedPermission(request: unknown, session: SmartSession) {
  return { ...(isRecord(request) ? request : {}), address: session.account, context: session.id }
}
