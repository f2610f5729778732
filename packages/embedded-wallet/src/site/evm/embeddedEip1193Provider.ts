import { loadOnce } from '@latchkit/core'
import { FrameRequestError } from '../../protocol/errors.js'
import { declinedByVisitorMessage, type FrameUser, notSignedInMessage } from '../../protocol/framePayloads.js'
import { ProviderRpcError, rpcNotAllowedMessage } from '../errors.js'
import type { EmbeddedFrameClient } from '../frameClient.js'
import { isAllowedEvmMethod, safeReadMethods } from './evmMethods.js'
import { type DappTransaction, fillTransaction } from './fillTransaction.js'
import type { SmartAccountMode } from './smartAccount/smartAccountMode.js'

export type Listener = (...args: unknown[]) => void
export type RequestArguments = { method: string; params?: unknown }

/** An EIP-1193 provider (what wagmi and viem talk to). */
export type EmbeddedEip1193Provider = {
  request(arguments_: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

const hexChainId = (chainId: number) => `0x${chainId.toString(16)}`

/**
 * The visitor's choice between their EOA and their smart account (spec section 3), which the kit
 * keeps per namespace, and what the provider reports back to the kit.
 */
export type AccountTypePreference = {
  preferred(): 'eoa' | 'smartAccount'
  /** Registers what runs when the visitor switches: the switch settles once the account followed. */
  onChange(listener: () => Promise<void>): void
  /** The chains the operator offers smart accounts on (asked of the frame at each login). */
  recordNetworks(chainIds: readonly number[]): void
  /** Whether the active smart account's contract is on chain yet. */
  recordDeployed(deployed: boolean): void
}

/** What a smart-session request from an EOA is refused with. */
const smartSessionsNeedSmartAccount = 'Smart sessions need the smart account: switch to it first'

/** The permission's context a revocation names, if any (ERC-7715's three spellings). */
function permissionContextOf(params: readonly unknown[]): string | undefined {
  const [request] = params
  if (typeof request !== 'object' || request === null) return undefined
  const { permissionContext, permissionsContext, context } = request as Record<string, unknown>
  const named = permissionContext ?? permissionsContext ?? context
  return typeof named === 'string' && /^0x[0-9a-fA-F]{2,}$/.test(named) ? named : undefined
}

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
 * Where the operator offers smart accounts and the visitor chose theirs (`accountType`), the dapp
 * sees the smart account on those chains, and its transactions and batches are user operations
 * (`smartAccount/smartAccountMode.ts`). Other methods are refused with 'Requested RPC call is not
 * allowed' (code 4200).
 */
export function createEmbeddedEip1193Provider(parameters: {
  client: EmbeddedFrameClient
  chainIds: readonly number[]
  read: (chainId: number, method: string, params: readonly unknown[]) => Promise<unknown>
  /** Delivers the provider's events to the listeners the dapp registered. */
  emit: (event: string, value: unknown) => void
  /** Without it, the visitor's account is always their EOA. */
  accountType?: AccountTypePreference | undefined
}): Pick<EmbeddedEip1193Provider, 'request'> {
  const { client, chainIds, read, emit, accountType } = parameters
  let chainId = chainIds[0] ?? 1
  /** The visitor's EOA: it signs everything, for itself and as its smart account's owner. */
  let owner: string | undefined
  /** The account the dapp sees on the current chain: the EOA, or the smart account. */
  let account: string | undefined
  /** Set once the operator offers smart accounts (asked of the frame at each login). */
  let smartMode: SmartAccountMode | undefined
  let smartModeAsked = false

  /** The account for the current chain: the smart account where the visitor chose it and it is offered. */
  async function activeAccount(): Promise<string> {
    const eoa = signer()
    return smartMode ? smartMode.account(eoa, chainId) : eoa
  }

  /** Moves the dapp to the active account, telling it when that changed. */
  async function follow(): Promise<string[]> {
    const next = await activeAccount()
    const changed = account?.toLowerCase() !== next.toLowerCase()
    account = next
    if (changed) emit('accountsChanged', [account])
    return [account]
  }

  async function useUser(user: FrameUser): Promise<string[]> {
    owner = user.evmAddress
    if (!smartModeAsked && accountType) {
      const networks = await client.request('GetSmartAccountEnabledNetworks', {}).then(
        (answer) => answer.networks,
        // The service could not say: the EOA serves meanwhile, the next login asks again.
        () => undefined,
      )
      smartModeAsked = networks !== undefined
      accountType.recordNetworks((networks ?? []).map((network) => network.chainId))
      if (networks?.length)
        smartMode = (await import('./smartAccount/smartAccountMode.js')).createSmartAccountMode({
          networks,
          client,
          read,
          accountType,
        })
    }
    return follow()
  }
  accountType?.onChange(async () => {
    if (owner) await follow()
  })
  client.onSignedOut(() => {
    owner = undefined
    smartMode = undefined
    smartModeAsked = false
    if (!account) return
    account = undefined
    emit('accountsChanged', [])
    emit('disconnect', new ProviderRpcError(4900, 'Disconnected'))
  })

  function signer() {
    if (!owner) throw new ProviderRpcError(4100, notSignedInMessage)
    return owner
  }
  /** The EOA signs messages; the smart account cannot (its contract verifies no signature). */
  function messageSigner(asked: unknown) {
    const eoa = signer()
    if (account) smartMode?.checkMessageSigner(asked, account, eoa)
    return eoa
  }
  // ERC-7715's permissions (smart sessions): their own chunk, on a site's first call of them.
  const permissions = loadOnce(async () =>
    (await import('./sessions/executionPermissions.js')).createExecutionPermissions({
      client,
      async smartAccount(target) {
        if (!smartMode?.activeOn(target)) throw new ProviderRpcError(4200, smartSessionsNeedSmartAccount)
        return smartMode.account(signer(), target)
      },
      async sessionAccount() {
        if (!smartMode) throw new ProviderRpcError(4200, smartSessionsNeedSmartAccount)
        return smartMode.smartAccountOn(signer(), chainId)
      },
    }),
  )
  // EIP-5792's batches: their own chunk, downloaded on a site's first wallet_* call of them.
  const walletCalls = loadOnce(async () =>
    (await import('./walletCalls.js')).createWalletCalls({
      client,
      chainIds,
      read,
      account: () => account ?? signer(),
      smartAccount: {
        activeOn: (target) => smartMode?.activeOn(target) ?? false,
        accounts: () => {
          if (!smartMode) throw new ProviderRpcError(4100, notSignedInMessage)
          return smartMode.accounts(signer())
        },
      },
    }),
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
        const accounts = await useUser(user)
        emit('connect', { chainId: hexChainId(chainId) })
        return accounts
      }
      case 'wallet_requestPermissions':
        throw new ProviderRpcError(4200, rpcNotAllowedMessage)
      case 'wallet_revokePermissions': {
        // The older ERC-7715 revocation names a session's context; EIP-2255's names none.
        const context = permissionContextOf(params)
        if (context) return (await permissions.get()).revoke(context)
        // Disconnecting: the frame signs out in the background (wagmi waits 100 ms for this answer).
        void client.signOut()
        return null
      }
      case 'wallet_requestExecutionPermissions':
        return (await permissions.get()).requestExecutionPermissions(params)
      case 'wallet_grantPermissions':
        return (await permissions.get()).grantPermissions(params)
      case 'wallet_revokeExecutionPermission': {
        const context = permissionContextOf(params)
        if (!context) throw new ProviderRpcError(-32602, 'Expected the permission’s context')
        return (await permissions.get()).revoke(context)
      }
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        if (!chainIds.includes(target)) throw new ProviderRpcError(4902, 'Unrecognized chain ID')
        if (target !== chainId) {
          chainId = target
          emit('chainChanged', hexChainId(chainId))
          // The smart account is offered per chain: the dapp's account may change with it.
          if (owner) await follow()
        }
        return null
      }
      case 'personal_sign':
        return client.approve({
          namespace: 'eip155',
          chainId,
          method,
          params: [String(params[0]), messageSigner(params[1])],
        })
      case 'eth_signTypedData_v4': {
        const typedData = typeof params[1] === 'string' ? params[1] : JSON.stringify(params[1])
        return client.approve({
          namespace: 'eip155',
          chainId,
          method,
          params: [messageSigner(params[0]), typedData],
        })
      }
      case 'eth_sendTransaction': {
        if (smartMode?.activeOn(chainId))
          return smartMode.send(signer(), chainId, (params[0] ?? {}) as DappTransaction)
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
      case 'wallet_sendCalls': {
        const sent = await (await walletCalls.get()).sendCalls(params)
        if ('capabilities' in sent) accountType?.recordDeployed(true)
        return sent
      }
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
