/** A transaction receipt as `eth_getTransactionReceipt` answers it (the fields EIP-5792 keeps). */
export type RpcReceipt = {
  status: string
  blockHash: string
  blockNumber: string
  gasUsed: string
  transactionHash: string
  logs: { address: string; data: string; topics: string[] }[]
}

/**
 * Where one call of a batch stands: mined (its receipt), still waiting in the node's pool, or not
 * on chain and never going to be (never broadcast, or dropped by the node).
 */
export type CallState = { receipt: RpcReceipt } | 'pending' | 'notIncluded'

/** EIP-5792's batch status codes. */
export const callsStatusCodes = {
  pending: 100,
  confirmed: 200,
  offchainFailure: 400,
  reverted: 500,
  partiallyReverted: 600,
} as const

const succeeded = (receipt: RpcReceipt) => receipt.status === '0x1'

/**
 * The batch's status from its calls' states: pending while any call waits; confirmed when every
 * call was mined and succeeded; an offchain failure when none reached the chain; reverted when
 * every mined call reverted (nothing of the batch took effect); otherwise partially reverted
 * (some calls took effect, others reverted or never reached the chain: an EOA's batch is not
 * atomic).
 */
export function callsStatusCode(states: readonly CallState[]): number {
  if (states.some((state) => state === 'pending')) return callsStatusCodes.pending
  const receipts = states.flatMap((state) => (typeof state === 'object' ? [state.receipt] : []))
  if (receipts.length === 0) return callsStatusCodes.offchainFailure
  if (receipts.length === states.length && receipts.every(succeeded)) return callsStatusCodes.confirmed
  if (!receipts.some(succeeded)) return callsStatusCodes.reverted
  return callsStatusCodes.partiallyReverted
}

/** A receipt cut to what EIP-5792's `receipts` carry. */
export function batchReceipt(receipt: RpcReceipt): RpcReceipt {
  return {
    logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
    status: receipt.status,
    blockHash: receipt.blockHash,
    blockNumber: receipt.blockNumber,
    gasUsed: receipt.gasUsed,
    transactionHash: receipt.transactionHash,
  }
}
