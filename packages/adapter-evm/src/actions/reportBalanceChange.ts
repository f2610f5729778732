import { waitForTransactionReceipt } from '@wagmi/core'
import type { Hash } from 'viem'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'

/**
 * Waits in the background until `hash` is mined, then emits `balanceChanged` for `address` so
 * the kit re-reads its balance. A transaction that never lands emits nothing; the send itself
 * already resolved with its hash.
 */
export function reportBalanceChange(
  context: EvmAdapterContext,
  parameters: { hash: Hash; chainId: number; address: string },
): void {
  const { hash, chainId, address } = parameters
  waitForTransactionReceipt(context.config, { hash, chainId }).then(
    () => context.emitter.emit('balanceChanged', { address }),
    () => undefined,
  )
}
