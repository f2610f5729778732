import type { FrameEvmTransactionBatchRequest } from '../../protocol/framePayloads.js'
import type { EmbeddedFrameClient } from '../frameClient.js'
import {
  batchReceipt,
  type CallState,
  callsStatusCode,
  callsStatusCodes,
  type RpcReceipt,
} from './callsStatus.js'
import { fillTransaction } from './fillTransaction.js'
import {
  type BatchCall,
  type PaymasterServiceRequest,
  readSendCallsParameters,
  walletCallsVersion,
} from './readSendCallsParameters.js'
import type { SmartAccounts } from './smartAccount/createSmartAccounts.js'
import { walletCallErrors } from './walletCallErrors.js'

/** Reads a chain the site serves, through the site's own transport for it. */
type Read = (chainId: number, method: string, params: readonly unknown[]) => Promise<unknown>

/**
 * A batch this page sent: its chain, how many calls it had, and either the hashes of the EOA's
 * transactions broadcast so far, or the smart account's one user operation.
 */
type SentBatch = { chainId: number; callCount: number } & (
  | { kind: 'transactions'; hashes: string[] }
  | { kind: 'userOperation'; userOperationHash?: `0x${string}` }
)

/**
 * The visitor's smart account where it is the active account: `activeOn(chainId)` says whether
 * it is on that chain (its batches are then one user operation, atomic), `accounts()` loads it.
 */
export type WalletCallsSmartAccount = {
  activeOn(chainId: number): boolean
  accounts(): Promise<SmartAccounts>
}

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
 * EIP-5792 for the embedded wallet. From the smart account (where it is the visitor's active
 * account), a batch is one user operation: one approval, every call applied or none. From the
 * EOA, which cannot batch atomically, a batch is one approval in the frame for every call, then
 * one transaction per call, broadcast in order with consecutive nonces. Batches are remembered
 * for this page's session (their ids answer `wallet_getCallsStatus` until a reload).
 */
export function createWalletCalls(parameters: {
  client: Pick<EmbeddedFrameClient, 'approve'>
  chainIds: readonly number[]
  read: Read
  /** The visitor's active account; throws EIP-1193's 4100 while nobody is signed in. */
  account: () => string
  smartAccount?: WalletCallsSmartAccount | undefined
}) {
  const { client, chainIds, read, account, smartAccount } = parameters
  const batches = new Map<string, SentBatch>()
  const atomicOn = (chainId: number) => smartAccount?.activeOn(chainId) ?? false

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

  /**
   * A smart account's batch: one user operation, approved once (or, under a smart session that
   * covers it, signed without asking), applied whole or not at all; its gas paid by the dapp's
   * paymaster when it named one (ERC-7677).
   */
  async function sendUserOperation(
    id: string,
    chainId: number,
    calls: readonly BatchCall[],
    smart: WalletCallsSmartAccount,
    options: { paymaster?: PaymasterServiceRequest | undefined; session?: string | undefined },
  ) {
    const batch: Extract<SentBatch, { kind: 'userOperation' }> = {
      kind: 'userOperation',
      chainId,
      callCount: calls.length,
    }
    batches.set(id, batch)
    try {
      batch.userOperationHash = await (await smart.accounts()).sendCalls(chainId, calls, options)
    } catch (error) {
      batches.delete(id)
      throw error
    }
    return { id, capabilities: { userOperationHash: batch.userOperationHash } }
  }

  async function userOperationStatus(id: string, batch: Extract<SentBatch, { kind: 'userOperation' }>) {
    const receipt =
      batch.userOperationHash && smartAccount
        ? await (await smartAccount.accounts()).receipt(batch.chainId, batch.userOperationHash)
        : null
    const mined = receipt?.receipt
    return {
      version: walletCallsVersion,
      id,
      chainId: hex(batch.chainId),
      atomic: true,
      // One operation: pending until its bundle is mined, then all of it applied or none.
      status: !receipt
        ? callsStatusCodes.pending
        : receipt.success
          ? callsStatusCodes.confirmed
          : callsStatusCodes.reverted,
      receipts: mined
        ? [
            batchReceipt({
              status: mined.status === 'success' ? '0x1' : '0x0',
              blockHash: mined.blockHash,
              blockNumber: hex(mined.blockNumber),
              gasUsed: hex(mined.gasUsed),
              transactionHash: mined.transactionHash,
              // The operation's own logs (the bundle's transaction may carry other operations').
              logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics: [...topics] })),
            }),
          ]
        : [],
    }
  }

  return {
    /**
     * `wallet_getCapabilities`: per served chain (or those asked), whether batches are atomic;
     * where the smart account is active, atomic and ERC-7677's `paymasterService` supported.
     */
    getCapabilities(params: readonly unknown[]) {
      const [address, asked] = params
      if (typeof address !== 'string') throw walletCallErrors.invalidParams('Expected an address')
      if (!sameAddress(address, account())) throw walletCallErrors.unauthorizedAccount()
      if (asked !== undefined && !Array.isArray(asked))
        throw walletCallErrors.invalidParams('Expected a list of hex chain ids')
      const wanted = asked?.map((chainId) => (typeof chainId === 'string' ? Number(chainId) : Number.NaN))
      const served = wanted ? chainIds.filter((chainId) => wanted.includes(chainId)) : chainIds
      return Object.fromEntries(
        served.map((chainId) => [
          hex(chainId),
          atomicOn(chainId)
            ? { atomic: { status: 'supported' }, paymasterService: { supported: true } }
            : { atomic: { status: 'unsupported' } },
        ]),
      )
    },

    /** `wallet_sendCalls`: checked, approved once in the frame, broadcast in order. */
    async sendCalls(params: readonly unknown[]) {
      const from = account()
      const request = readSendCallsParameters(params[0], chainIds, atomicOn)
      if (request.from && !sameAddress(request.from, from)) throw walletCallErrors.unauthorizedAccount()
      const id = request.id ?? randomBatchId()
      if (batches.has(id)) throw walletCallErrors.duplicateId()
      const { chainId, calls } = request
      if (smartAccount && atomicOn(chainId))
        return sendUserOperation(id, chainId, calls, smartAccount, {
          ...(request.paymaster ? { paymaster: request.paymaster } : {}),
          ...(request.session ? { session: request.session } : {}),
        })
      const batch: Extract<SentBatch, { kind: 'transactions' }> = {
        kind: 'transactions',
        chainId,
        callCount: calls.length,
        hashes: [],
      }
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
        const signed = await client.approve(batchRequest)
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
      if (batch.kind === 'userOperation') return userOperationStatus(id, batch)
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
