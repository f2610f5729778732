import type { FrameEvmTransaction } from '../../protocol/framePayloads.js'

/** Reads the chain (through the site's own transport for that chain). */
export type ChainRead = (method: string, params: readonly unknown[]) => Promise<unknown>

/** A transaction as a dapp passes it to `eth_sendTransaction` (hex quantities, any subset). */
export type DappTransaction = {
  from?: string
  to?: string
  value?: string
  data?: string
  input?: string
  gas?: string
  nonce?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
}

const hex = (value: bigint) => `0x${value.toString(16)}`
const oneGwei = 1_000_000_000n

/**
 * Completes what the frame must sign (EIP-1559): the account's next pending nonce, gas estimated
 * by the node, and fees from the latest block (twice its base fee plus the node's suggested tip),
 * keeping whatever the dapp set itself.
 */
export async function fillTransaction(parameters: {
  transaction: DappTransaction
  from: string
  chainId: number
  read: ChainRead
}): Promise<FrameEvmTransaction> {
  const { transaction, from, chainId, read } = parameters
  const data = transaction.data ?? transaction.input
  const call = { from, to: transaction.to, value: transaction.value, data }
  const [nonce, gas, block, tip] = await Promise.all([
    transaction.nonce ?? (read('eth_getTransactionCount', [from, 'pending']) as Promise<string>),
    transaction.gas ?? (read('eth_estimateGas', [call]) as Promise<string>),
    read('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: string } | null>,
    transaction.maxPriorityFeePerGas ??
      (read('eth_maxPriorityFeePerGas', []) as Promise<string>).catch(() => hex(oneGwei)),
  ])
  const baseFee = BigInt(block?.baseFeePerGas ?? '0x0')
  const maxFeePerGas = transaction.maxFeePerGas ?? hex(baseFee * 2n + BigInt(tip))
  return {
    from,
    ...(transaction.to ? { to: transaction.to } : {}),
    value: transaction.value ?? '0x0',
    ...(data ? { data } : {}),
    nonce,
    gas,
    maxFeePerGas,
    maxPriorityFeePerGas: tip,
    chainId: hex(BigInt(chainId)),
  }
}
