import type { Address } from 'viem'
import type { EvmReader, SwapVenue } from './evmReader.js'
import { findSwapAsset, readAccountAddress, readCaip10, type SwapAsset } from './swapAssets.js'

/** A quote or swap request's fields, checked against the chain's venue and tokens. */
export type SwapRequest = {
  venue: SwapVenue
  from: SwapAsset
  to: SwapAsset
  amountIn: bigint
  user: Address
}

/**
 * Reads `from` and `to` (CAIP-10, on one chain, `0xeeee…` for the native currency), `amount` (in
 * the smallest unit of `from`) and `userAddress`; a reason to answer 400 with when one is wrong.
 */
export function readSwapRequest(
  evm: EvmReader,
  fields: { from: unknown; to: unknown; amount: unknown; userAddress: unknown },
): SwapRequest | { reason: string } {
  const [from, to] = [readCaip10(fields.from), readCaip10(fields.to)]
  if (!from || !to) return { reason: 'from and to must be CAIP-10 token addresses (eip155:<chain id>:0x…).' }
  if (from.chainId !== to.chainId) return { reason: 'from and to must be on the same chain.' }
  const user = readAccountAddress(fields.userAddress)
  if (!user) return { reason: 'userAddress must be an address.' }
  const amount = typeof fields.amount === 'string' ? fields.amount : undefined
  if (!amount || !/^\d+$/.test(amount))
    return { reason: 'amount must be a whole number of the smallest unit.' }
  const venue = evm.swapVenue(from.chainId)
  if (!venue) return { reason: `eip155:${from.chainId} has no swaps.` }
  const [fromAsset, toAsset] = [findSwapAsset(venue, from.address), findSwapAsset(venue, to.address)]
  if (!fromAsset) return { reason: `${fields.from} is not a token this chain swaps.` }
  if (!toAsset) return { reason: `${fields.to} is not a token this chain swaps.` }
  return { venue, from: fromAsset, to: toAsset, amountIn: BigInt(amount), user }
}
