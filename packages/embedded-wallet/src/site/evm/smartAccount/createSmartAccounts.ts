import { type Address, type Chain, createClient, custom, type Hex } from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  type SmartAccount,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import type { FrameUserOperationRequest } from '../../../protocol/framePayloads.js'
import type { BundlerMethod, BundlerRpcResponse, SmartAccountNetwork } from '../../../server/api.js'
import { BundlerRpcError, SmartAccountNotEnabledError } from './errors.js'
import { paymasterFor, type SmartAccountPaymaster } from './paymasterService.js'
import { toSimpleSmartAccount } from './simpleSmartAccount.js'

/** Reads a chain the site serves, through the site's own transport for it. */
type Read = (chainId: number, method: string, params: readonly unknown[]) => Promise<unknown>

/** One call of a batch, as EIP-5792 and `eth_sendTransaction` give it (hex). */
export type SmartAccountCall = { to: string; value?: string | undefined; data?: string | undefined }

/** How often the site asks the bundler whether an operation landed. */
const receiptPollingMs = 1_000

/**
 * The visitor's smart accounts, one per network the operator enabled: each a SimpleAccount v0.7
 * owned by the visitor's EOA, its reads through the site's transport for the chain, its bundler
 * calls through the frame (the service forwards them to the operator's bundler), its operations
 * signed in the frame after the visitor approves them.
 */
export function createSmartAccounts(parameters: {
  networks: readonly SmartAccountNetwork[]
  owner: Address
  read: Read
  bundler: (chainId: number, method: BundlerMethod, params: unknown[]) => Promise<BundlerRpcResponse>
  approve: (request: FrameUserOperationRequest) => Promise<unknown>
  /** Asks the frame to sign under a smart session: no approval is shown (it fits, or is refused). */
  signUnderSession: (request: FrameUserOperationRequest & { session: string }) => Promise<unknown>
}) {
  const { networks, owner, read, bundler, approve } = parameters
  /**
   * The session each operation in flight is sent under, by its call data: viem asks the account
   * to sign with the operation alone, so the session travels beside it.
   */
  const sessionOf = new Map<string, string>()
  const sessions = new Map<number, Promise<{ account: SmartAccount; bundlerClient: BundlerClient }>>()

  function open(network: SmartAccountNetwork) {
    const { chainId } = network
    const chain = {
      id: chainId,
      name: `eip155:${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    } as const satisfies Chain
    const client = createClient({
      chain,
      pollingInterval: receiptPollingMs,
      transport: custom({ request: ({ method, params }) => read(chainId, method, params ?? []) }),
    })
    return toSimpleSmartAccount({
      client,
      network,
      owner,
      async signUserOperation(userOperation, entryPoint) {
        const request: FrameUserOperationRequest = {
          namespace: 'eip155',
          chainId,
          method: 'eth_signUserOperation',
          params: [userOperation, entryPoint],
        }
        const session = sessionOf.get(userOperation.callData.toLowerCase())
        return (await (session
          ? parameters.signUnderSession({ ...request, session })
          : approve(request))) as Hex
      },
    }).then((account) => ({
      account,
      bundlerClient: createBundlerClient({
        account,
        client,
        pollingInterval: receiptPollingMs,
        transport: custom({
          async request({ method, params }) {
            const answer = await bundler(chainId, method as BundlerMethod, params ?? [])
            if ('error' in answer) throw new BundlerRpcError(answer.error)
            return answer.result
          },
        }),
      }),
    }))
  }

  function session(chainId: number) {
    const network = networks.find((candidate) => candidate.chainId === chainId)
    if (!network) throw new SmartAccountNotEnabledError({ chainId })
    let opened = sessions.get(chainId)
    if (!opened) {
      opened = open(network)
      sessions.set(chainId, opened)
      // A failed start (the chain unreachable) is tried again on the next request.
      opened.catch(() => sessions.delete(chainId))
    }
    return opened
  }

  return {
    /** Whether the operator offers smart accounts on `chainId`. */
    isEnabled: (chainId: number) => networks.some((network) => network.chainId === chainId),
    /** The account's address on `chainId` (the factory's CREATE2 address: known before it is deployed). */
    async address(chainId: number): Promise<Address> {
      return (await session(chainId)).account.address
    },
    /** Whether the account's contract is on chain yet (its first operation deploys it). */
    async isDeployed(chainId: number): Promise<boolean> {
      return (await session(chainId)).account.isDeployed()
    },
    /**
     * Sends `calls` as one user operation (approved by the visitor in the frame); resolves its
     * hash once the bundler accepted it. With `options.paymaster`, the dapp's ERC-7677 paymaster
     * is asked to sponsor it before the visitor sees it, so the approval shows who pays. With
     * `options.session`, the frame signs it without asking when the smart session covers it, and
     * refuses it otherwise.
     *
     * @throws {PaymasterServiceError} when the paymaster refuses or cannot be reached.
     */
    async sendCalls(
      chainId: number,
      calls: readonly SmartAccountCall[],
      options: { paymaster?: SmartAccountPaymaster | undefined; session?: string | undefined } = {},
    ): Promise<Hex> {
      const { account, bundlerClient } = await session(chainId)
      const { paymaster } = options
      const viemCalls = calls.map((call) => ({
        to: call.to as Address,
        value: BigInt(call.value ?? '0x0'),
        data: (call.data ?? '0x') as Hex,
      }))
      const callData = options.session ? (await account.encodeCalls(viemCalls)).toLowerCase() : undefined
      if (callData && options.session) sessionOf.set(callData, options.session)
      try {
        return await bundlerClient.sendUserOperation({
          calls: viemCalls,
          ...(paymaster
            ? { paymaster: paymasterFor(paymaster.url), paymasterContext: paymaster.context }
            : {}),
        })
      } finally {
        if (callData) sessionOf.delete(callData)
      }
    },
    /** Waits until the operation is in a block; resolves its receipt. */
    async waitForReceipt(chainId: number, hash: Hex): Promise<UserOperationReceipt> {
      const { bundlerClient } = await session(chainId)
      return bundlerClient.waitForUserOperationReceipt({ hash, timeout: 120_000 })
    },
    /** The operation's receipt, or null while it is not in a block. */
    async receipt(chainId: number, hash: Hex): Promise<UserOperationReceipt | null> {
      const { bundlerClient } = await session(chainId)
      return bundlerClient.getUserOperationReceipt({ hash }).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'UserOperationReceiptNotFoundError') return null
        throw error
      })
    },
  }
}

export type SmartAccounts = ReturnType<typeof createSmartAccounts>
