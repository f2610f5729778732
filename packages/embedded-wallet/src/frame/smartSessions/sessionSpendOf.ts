import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex, isAddressEqual } from 'viem'
import type { SmartSession } from '../../server/api.js'
import type { AccountCall } from '../userOperation/decodeAccountCalls.js'
import { PermissionLimitReachedError, SessionOutsidePermissionError } from './errors.js'

const sameAddress = (a: string, b: string) => isAddressEqual(a as Hex, b as Hex)

/** The ERC-20 `transfer(address,uint256)` alone: no other function of the token fits a session. */
const transferAbi = erc20Abi.filter((item) => item.type === 'function' && item.name === 'transfer')

/**
 * The amount `data` transfers, when it is exactly `transfer(to, amount)` in the one encoding viem
 * writes back (extra bytes could be read otherwise by the token than here); undefined otherwise.
 */
function transferAmountOf(data: Hex): bigint | undefined {
  try {
    const decoded = decodeFunctionData({ abi: transferAbi, data })
    const encoded = encodeFunctionData({ abi: transferAbi, functionName: 'transfer', args: decoded.args })
    return encoded.toLowerCase() === data.toLowerCase() ? decoded.args[1] : undefined
  } catch {
    return undefined
  }
}

/**
 * What a user operation spends under `session`, when it fits the session's permission (SECURITY.md,
 * "Smart sessions"): a paymaster pays its gas; the session is for this chain, this account (the
 * operation's sender) and the site asking; every call is the session token's `transfer(to, amount)` sending no ETH; the
 * transfers add up to more than 0 and at most the period's amount. The calls are the ones
 * `checkUserOperation` decoded, after it checked the network, the EntryPoint and any deployment.
 *
 * @example
 * const amount = sessionSpendOf(session, { chainId, sender, calls, siteOrigin })
 *
 * @throws {SessionOutsidePermissionError} when anything does not fit (nothing may be spent then).
 * @throws {PermissionLimitReachedError} when the transfers exceed a whole period's amount.
 */
export function sessionSpendOf(
  session: SmartSession,
  operation: {
    chainId: number
    sender: string
    calls: readonly AccountCall[]
    siteOrigin: string
    /** Whether a paymaster pays the operation's gas (else the account's ETH would). */
    sponsored: boolean
  },
): bigint {
  const outside = (details: string) => new SessionOutsidePermissionError({ details })
  // Gas from the account's ETH would let the site spend without asking beyond the permission: it
  // sets the fees and could bundle the operation itself, collecting them. The site pays instead.
  if (!operation.sponsored) throw outside('Under a session the site pays the gas through a paymaster')
  if (session.chainId !== operation.chainId) throw outside(`Network: eip155:${operation.chainId}`)
  if (!sameAddress(session.account, operation.sender)) throw outside(`Account: ${operation.sender}`)
  if (session.siteOrigin !== operation.siteOrigin) throw outside(`Site: ${operation.siteOrigin}`)
  if (operation.calls.length === 0) throw outside('The operation makes no call')
  let total = 0n
  for (const [index, call] of operation.calls.entries()) {
    if (!sameAddress(call.to, session.permission.token))
      throw outside(`Call ${index + 1} is not to the token`)
    if (call.value !== 0n) throw outside(`Call ${index + 1} sends ETH`)
    const amount = transferAmountOf(call.data)
    if (amount === undefined) throw outside(`Call ${index + 1} is not the token's transfer`)
    total += amount
  }
  if (total === 0n) throw outside('The operation transfers nothing')
  if (total > BigInt(session.permission.periodAmount)) throw new PermissionLimitReachedError()
  return total
}
