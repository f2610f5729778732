import type { FrameEvmTransactionBatchRequest, FrameRpcRequest } from '../../protocol/framePayloads.js'
import type { EmbeddedFrameClient } from '../frameClient.js'
import { batchReceipt, type CallState, callsStatusCode, type RpcReceipt } from './callsStatus.js'
import { fillTransaction } from './fillTransaction.js'
import { readSendCallsParameters, walletCallsVersion } from './readSendCallsParameters.js'
import { walletCallErrors } from './walletCallErrors.js'

/** Reads a chain the site serves, through the site's own transport for it. */
type Read = (chainId: number, method: string, params: readonly unknown[]) => Promise<unknown>

/** A batch this page sent: its chain, how many calls it had, the hashes of those broadcast. */
type SentBatch = { chainId: number; callCount: number; hashes: string[] }

const hex = (value: bigint | number) => `0x${value.toString(16)}`
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** A fresh batch id: 32 random bytes as hex (EIP-5792 leaves the form to the wallet). */
function randomBatchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function readBatchId(params: readonly unknown[]): string {
  const [id] = params
  if (typeof id !== 'string' || id.length === 0) throw walletCallErrors.invalidParams('Expected a batch id')
  return id
}

/**
 * EIP-5792 for the embedded wallet's EOA: it cannot batch atomically, so a batch is one approval
 * in the frame for every call, then one transaction per call, broadcast in order with
 * consecutive nonces. Batches are remembered for this page's session (their ids answer
 * `wallet_getCallsStatus` until a reload).
 */
export function createWalletCalls(parameters: {
  client: Pick<EmbeddedFrameClient, 'approve'>
  chainIds: readonly number[]
  read: Read
  /** The visitor's account; throws EIP-1193's 4100 while nobody is signed in. */
  account: () => string
}) {
  const { client, chainIds, read, account } = parameters
  const batches = new Map<string, SentBatch>()

  const knownBatch = (params: readonly unknown[]) => {
    const id = readBatchId(params)
    const batch = batches.get(id)
    if (!batch) throw walletCallErrors.unknownBundleId()
    return { id, batch }
  }

  async function callState(chainId: number, hash: string | undefined): Promise<CallState> {
    if (!hash) return 'notIncluded'
    const receipt = (await read(chainId, 'eth_getTransactionReceipt', [hash])) as RpcReceipt | null
    if (receipt) return { receipt }
    // No receipt yet: still waiting, unless the node no longer knows the transaction (dropped).
    return (await read(chainId, 'eth_getTransactionByHash', [hash])) ? 'pending' : 'notIncluded'
  }

  return {
    /** `wallet_getCapabilities`: per served chain (or those asked), atomic batches unsupported. */
    getCapabilities(params: readonly unknown[]) {
      const [address, asked] = params
      if (typeof address !== 'string') throw walletCallErrors.invalidParams('Expected an address')
      if (!sameAddress(address, account())) throw walletCallErrors.unauthorizedAccount()
      if (asked !== undefined && !Array.isArray(asked))
        throw walletCallErrors.invalidParams('Expected a list of hex chain ids')
      const wanted = asked?.map((chainId) => (typeof chainId === 'string' ? Number(chainId) : Number.NaN))
      const served = wanted ? chainIds.filter((chainId) => wanted.includes(chainId)) : chainIds
      return Object.fromEntries(
        served.map((chainId) => [hex(chainId), { atomic: { status: 'unsupported' } }]),
      )
    },

    /** `wallet_sendCalls`: checked, approved once in the frame, broadcast in order. */
    async sendCalls(params: readonly unknown[]) {
      const from = account()
      const request = readSendCallsParameters(params[0], chainIds)
      if (request.from && !sameAddress(request.from, from)) throw walletCallErrors.unauthorizedAccount()
      const id = request.id ?? randomBatchId()
      if (batches.has(id)) throw walletCallErrors.duplicateId()
      const { chainId, calls } = request
      const batch: SentBatch = { chainId, callCount: calls.length, hashes: [] }
      // Reserved now so that a second request with the same id is refused while this one waits.
      batches.set(id, batch)
      try {
        const chainRead = (method: string, readParams: readonly unknown[]) =>
          read(chainId, method, readParams)
        const firstNonce = BigInt((await chainRead('eth_getTransactionCount', [from, 'pending'])) as string)
        const transactions = await Promise.all(
          calls.map((call, index) =>
            fillTransaction({
              transaction: { ...call, nonce: hex(firstNonce + BigInt(index)) },
              from,
              chainId,
              read: chainRead,
            }),
          ),
        )
        const batchRequest: FrameEvmTransactionBatchRequest = {
          namespace: 'eip155',
          chainId,
          method: 'eth_signTransactions',
          params: transactions,
        }
        // The frame client's `approve` is typed with the single requests; the frame reads the
        // batch as untrusted input like any other (readPayload.ts).
        const signed = await client.approve(batchRequest as unknown as FrameRpcRequest)
        if (!Array.isArray(signed) || signed.length !== calls.length)
          throw walletCallErrors.batchAnswerMismatch()
        for (const raw of signed) {
          try {
            batch.hashes.push((await chainRead('eth_sendRawTransaction', [raw])) as string)
          } catch (error) {
            // Nothing reached the chain: the dapp gets the node's error. Otherwise the batch
            // stops here (later nonces would wait forever) and its status says what ran.
            if (batch.hashes.length === 0) throw error
            break
          }
        }
      } catch (error) {
        batches.delete(id)
        throw error
      }
      return { id }
    },

    /** `wallet_getCallsStatus`: the batch's EIP-5792 status and receipts, read from the chain. */
    async getCallsStatus(params: readonly unknown[]) {
      const { id, batch } = knownBatch(params)
      const states = await Promise.all(
        Array.from({ length: batch.callCount }, (_, index) => callState(batch.chainId, batch.hashes[index])),
      )
      return {
        version: walletCallsVersion,
        id,
        chainId: hex(batch.chainId),
        atomic: false,
        status: callsStatusCode(states),
        receipts: states.flatMap((state) => (typeof state === 'object' ? [batchReceipt(state.receipt)] : [])),
      }
    },

    /** `wallet_showCallsStatus`: the kit's Activity already lists the transactions; nothing more to show. */
    showCallsStatus(params: readonly unknown[]) {
      knownBatch(params)
      return null
    },
  }
}
