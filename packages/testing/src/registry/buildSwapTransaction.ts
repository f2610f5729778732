import { BaseError, ExecutionRevertedError } from 'viem'
import type { EvmReader } from './evmReader.js'
import { planSwap } from './planSwap.js'
import { readSwapRequest } from './readSwapRequest.js'
import { badRequest, field, type RouteResponse } from './routes.js'
import { encodeSwapCall, minimumAmountOut } from './swapCall.js'

// How long a built swap stays valid, from the chain's latest block.
const deadlineSeconds = 20n * 60n

/** A percentage from 0 to 100, as a number or a numeric string; undefined for anything else. */
function readSlippage(value: unknown): number | undefined {
  const percent =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN
  return Number.isFinite(percent) && percent >= 0 && percent <= 100 ? percent : undefined
}

/**
 * POST /v1/convert/build-transaction: the router call that swaps `amount` of `from` for `to` for
 * `userAddress`, giving at least the quote less `slippage` percent, before a deadline; with the
 * node's gas estimate unless `disableEstimate` is true (a swap that would revert is refused then).
 */
export async function buildSwapTransaction(evm: EvmReader, body: unknown): Promise<RouteResponse> {
  const request = readSwapRequest(evm, {
    from: field(body, 'from'),
    to: field(body, 'to'),
    amount: field(body, 'amount'),
    userAddress: field(body, 'userAddress'),
  })
  if ('reason' in request) return badRequest(request.reason)
  const slippage = readSlippage(field(body, 'slippage'))
  if (slippage === undefined) return badRequest('slippage must be a percentage from 0 to 100.')

  const { venue, user } = request
  const [plan, latest] = await Promise.all([
    planSwap(venue, request.from, request.to, request.amountIn),
    venue.client.getBlock({ blockTag: 'latest' }),
  ])
  if ('reason' in plan) return badRequest(plan.reason)
  const { data, value } = encodeSwapCall({
    plan,
    amountOutMin: minimumAmountOut(plan.amountOut, slippage),
    recipient: user,
    deadline: latest.timestamp + deadlineSeconds,
  })
  const tx = { from: user, to: venue.uniswapV2.router, data, value: value.toString() }
  if (field(body, 'disableEstimate') === true) return { json: { tx } }
  try {
    const gas = await venue.client.estimateGas({ account: user, to: tx.to, data, value })
    return { json: { tx: { ...tx, gas: gas.toString() } } }
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const reverted = error.walk((cause) => cause instanceof ExecutionRevertedError)
    if (!reverted) throw error
    // The usual cause: no allowance yet, or less of `from` than `amount`.
    return badRequest(`The swap would fail: ${error.shortMessage}`)
  }
}
