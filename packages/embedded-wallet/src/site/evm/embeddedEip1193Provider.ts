import { loadOnce } from '@latchkit/core'
import { FrameRequestError } from '../../protocol/errors.js'
import { declinedByVisitorMessage, type FrameUser, notSignedInMessage } from '../../protocol/framePayloads.js'
import { ProviderRpcError, rpcNotAllowedMessage } from '../errors.js'
import type { EmbeddedFrameClient } from '../frameClient.js'
import { isAllowedEvmMethod, safeReadMethods } from './evmMethods.js'
import { type DappTransaction, fillTransaction } from './fillTransaction.js'

export type Listener = (...args: unknown[]) => void
export type RequestArguments = { method: string; params?: unknown }

/** An EIP-1193 provider (what wagmi and viem talk to). */
export type EmbeddedEip1193Provider = {
  request(arguments_: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

const hexChainId = (chainId: number) => `0x${chainId.toString(16)}`

/** Maps the frame's answers to EIP-1193 errors (declined 4001, signed out 4100). */
function toProviderError(error: unknown): unknown {
  if (!(error instanceof FrameRequestError)) return error
  if (error.shortMessage === declinedByVisitorMessage)
    return new ProviderRpcError(4001, declinedByVisitorMessage, { cause: error })
  if (error.shortMessage === notSignedInMessage)
    return new ProviderRpcError(4100, notSignedInMessage, { cause: error })
  return error
}

/**
 * The embedded wallet as an EIP-1193 provider for the `eip155` namespace. Reads go to the chain
 * through the site's transport (`read`); signing goes to the frame, which shows the visitor what
 * is signed and answers only after they approve (`withApproval` puts the frame in front meanwhile);
 * `eth_sendTransaction` is filled from the chain, signed in the frame and broadcast by the site;
 * EIP-5792's `wallet_sendCalls` does the same for a batch after one approval (`walletCalls.ts`).
 * Other methods are refused with 'Requested RPC call is not allowed' (code 4200).
 */
export function createEmbeddedEip1193Provider(parameters: {
  client: EmbeddedFrameClient
  chainIds: readonly number[]
  read: (chainId: number, method: string, params: readonly unknown[]) => Promise<unknown>
  /** Delivers the provider's events to the listeners the dapp registered. */
  emit: (event: string, value: unknown) => void
}): Pick<EmbeddedEip1193Provider, 'request'> {
  const { client, chainIds, read, emit } = parameters
  let chainId = chainIds[0] ?? 1
  let account: string | undefined

  const useUser = (user: FrameUser) => {
    const changed = account?.toLowerCase() !== user.evmAddress.toLowerCase()
    account = user.evmAddress
    if (changed) emit('accountsChanged', [account])
    return [account]
  }
  client.onSignedOut(() => {
    if (!account) return
    account = undefined
    emit('accountsChanged', [])
    emit('disconnect', new ProviderRpcError(4900, 'Disconnected'))
  })

  const signer = () => {
    if (!account) throw new ProviderRpcError(4100, notSignedInMessage)
    return account
  }
  // EIP-5792's batches: their own chunk, downloaded on a site's first wallet_* call of them.
  const walletCalls = loadOnce(async () =>
    (await import('./walletCalls.js')).createWalletCalls({ client, chainIds, read, account: signer }),
  )

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    if (!isAllowedEvmMethod(method)) {
      client.refused(method)
      throw new ProviderRpcError(4200, rpcNotAllowedMessage)
    }
    switch (method) {
      case 'eth_chainId':
        return hexChainId(chainId)
      case 'eth_accounts': {
        if (account) return [account]
        const user = await client.restoredUser()
        return user ? useUser(user) : []
      }
      case 'eth_requestAccounts': {
        const user = await client.request('GetUser', {})
        const accounts = useUser(user)
        emit('connect', { chainId: hexChainId(chainId) })
        return accounts
      }
      case 'wallet_requestPermissions':
        throw new ProviderRpcError(4200, rpcNotAllowedMessage)
      case 'wallet_revokePermissions':
        // Disconnecting: the frame signs out in the background (wagmi waits 100 ms for this answer).
        void client.signOut()
        return null
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        if (!chainIds.includes(target)) throw new ProviderRpcError(4902, 'Unrecognized chain ID')
        if (target !== chainId) {
          chainId = target
          emit('chainChanged', hexChainId(chainId))
        }
        return null
      }
      case 'personal_sign':
        return client.approve({
          namespace: 'eip155',
          chainId,
          method,
          params: [String(params[0]), signer()],
        })
      case 'eth_signTypedData_v4': {
        const typedData = typeof params[1] === 'string' ? params[1] : JSON.stringify(params[1])
        return client.approve({ namespace: 'eip155', chainId, method, params: [signer(), typedData] })
      }
      case 'eth_sendTransaction': {
        const from = signer()
        const target = chainId
        const transaction = await fillTransaction({
          transaction: (params[0] ?? {}) as DappTransaction,
          from,
          chainId: target,
          read: (readMethod, readParams) => read(target, readMethod, readParams),
        })
        const signed = await client.approve({
          namespace: 'eip155',
          chainId: target,
          method: 'eth_signTransaction',
          params: [transaction],
        })
        return read(target, 'eth_sendRawTransaction', [signed])
      }
      case 'wallet_getCapabilities':
        return (await walletCalls.get()).getCapabilities(params)
      case 'wallet_sendCalls':
        return (await walletCalls.get()).sendCalls(params)
      case 'wallet_getCallsStatus':
        return (await walletCalls.get()).getCallsStatus(params)
      case 'wallet_showCallsStatus':
        return (await walletCalls.get()).showCallsStatus(params)
      default:
        if (safeReadMethods.has(method)) return read(chainId, method, params)
        throw new ProviderRpcError(4200, rpcNotAllowedMessage)
    }
  }

  return {
    async request({ method, params }) {
      try {
        return await handle(method, Array.isArray(params) ? params : [])
      } catch (error) {
        throw toProviderError(error)
      }
    },
  }
}
