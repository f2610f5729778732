import type { Address, Hex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { ProviderRpcError, type ProviderRpcErrorShape, providerErrorCodes } from '../providerRpcError.js'
import { createWalletBehaviours, type WalletBehaviours } from '../walletBehaviours.js'
import { accountMethods } from './accountMethods.js'
import { callBundleMethods } from './callBundleMethods.js'
import { chainMethods, useChain } from './chainMethods.js'
import {
  announceAccounts,
  type EvmSmartAccount,
  type EvmWalletChain,
  type EvmWalletContext,
  type EvmWalletEvent,
  type EvmWalletMethod,
  type EvmWalletPrompt,
  siteAddress,
} from './evmWalletContext.js'
import { paramsList } from './parseParams.js'
import { forwardRead, isForwardedRead } from './readMethods.js'
import { sendMethods } from './sendMethods.js'
import { signMethods } from './signMethods.js'
import { toProviderRpcError } from './toProviderRpcError.js'

export type CreateEvmWalletParameters = {
  /** Keys of the accounts the wallet holds (the rig's test accounts); the first is active. */
  privateKeys: readonly Hex[]
  /** The chains the wallet knows; a site can add more with `wallet_addEthereumChain`. */
  chains: readonly EvmWalletChain[]
  /** The chain the wallet starts on. @default the first of `chains` */
  chainId?: number | undefined
  /** Sites authorized earlier (a wallet restoring its saved state). @default none */
  authorizedOrigins?: readonly string[] | undefined
  /**
   * A contract wallet to present instead of the keys' addresses: sites see its address, the
   * active key signs for it (it must be the contract's owner), and sends are refused.
   * @default none (a plain key wallet)
   */
  smartAccount?: EvmSmartAccount | undefined
}

/** One request a page made, kept so a test can assert what the site asked for. */
export type EvmWalletRequest = {
  origin: string
  method: string
  params: readonly unknown[]
  /** Set once the wallet answered with an error. */
  error?: ProviderRpcErrorShape | undefined
}

/** An EIP-1193 wallet in Node that signs with the rig's keys, and the switches a test plays its user with. */
export type EvmTestWallet = Pick<
  WalletBehaviours<EvmWalletPrompt>,
  'reject' | 'allow' | 'setDelay' | 'hold' | 'release'
> & {
  /** Answers one EIP-1193 request from the site at `origin`; throws a {@link ProviderRpcError}. */
  request(args: { method: string; params?: unknown }, origin: string): Promise<unknown>
  /** Receives every event the wallet emits; returns the unsubscribe function. */
  subscribe(listener: (event: EvmWalletEvent) => void): () => void
  /** The requests pages made, oldest first. */
  readonly requests: readonly EvmWalletRequest[]
  /** The address sites see: the active account's, or the smart account's when set. */
  readonly address: Address
  readonly accounts: readonly PrivateKeyAccount[]
  readonly chainId: number
  readonly chains: readonly EvmWalletChain[]
  readonly isLocked: boolean
  /** The sites the user authorized, for a wallet that saves its state. */
  readonly authorizedOrigins: readonly string[]
  isAuthorized(origin: string): boolean
  /** Hides the accounts from every site (`accountsChanged` with `[]`) until {@link unlock}. */
  lock(): void
  unlock(): void
  /** Makes another of the wallet's accounts active (by index or address) and tells authorized sites. */
  switchAccount(account: number | Address): void
  /** Switches the wallet to a chain it knows, from the wallet's side, and emits `chainChanged`. */
  switchChain(chainId: number): void
  /** Revokes one site's authorization (every site's without `origin`) and emits `accountsChanged` and `disconnect`. */
  disconnect(origin?: string): void
}

const unsupportedMethod = (method: string) =>
  new ProviderRpcError({
    code: providerErrorCodes.unsupportedMethod,
    message: `The test wallet does not support ${method}.`,
  })

const methods: Record<string, EvmWalletMethod> = {
  ...accountMethods,
  ...chainMethods,
  ...signMethods,
  ...sendMethods,
  ...callBundleMethods,
}

/**
 * Creates the EVM test wallet: keys in Node, chains from the rig, every prompt answered by the test.
 * It runs anywhere viem runs (Node for the injected wallet, a service worker for the extension).
 *
 * @example
 * const wallet = createEvmWallet({
 *   privateKeys: rig.accounts.map((account) => account.privateKey),
 *   chains: rig.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
 * })
 * wallet.reject('sign', { times: 1 })
 */
export function createEvmWallet(parameters: CreateEvmWalletParameters): EvmTestWallet {
  const { privateKeys, chains } = parameters
  const chainId = parameters.chainId ?? chains[0]?.chainId
  if (privateKeys.length === 0) throw new RangeError('The wallet needs at least one private key.')
  if (chainId === undefined || !chains.some((chain) => chain.chainId === chainId))
    throw new RangeError(`The wallet's chain ${chainId} is not among its chains.`)
  let sending: Promise<unknown> = Promise.resolve()
  const listeners = new Set<(event: EvmWalletEvent) => void>()
  const behaviours = createWalletBehaviours<EvmWalletPrompt>()
  const requests: EvmWalletRequest[] = []
  const context: EvmWalletContext = {
    accounts: privateKeys.map((key) => privateKeyToAccount(key)),
    activeIndex: 0,
    smartAccount: parameters.smartAccount,
    chains: new Map(chains.map((chain) => [chain.chainId, chain])),
    chainId,
    authorizedOrigins: new Set(parameters.authorizedOrigins),
    isLocked: false,
    behaviours,
    callBundles: new Map(),
    emit: (event) => {
      for (const listener of listeners) listener(event)
    },
    oneAtATime: (task) => {
      const run = sending.then(task, task)
      sending = run.catch(() => undefined)
      return run
    },
  }

  return {
    async request({ method, params }, origin) {
      const record: EvmWalletRequest = { origin, method, params: Array.isArray(params) ? params : [] }
      requests.push(record)
      try {
        if (typeof method !== 'string')
          throw new ProviderRpcError({
            code: providerErrorCodes.invalidRequest,
            message: 'Expected a method name.',
          })
        const list = paramsList(params)
        const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
        if (handler) return await handler(context, list, origin)
        if (isForwardedRead(method)) return await forwardRead(context, method, list)
        throw unsupportedMethod(method)
      } catch (error) {
        const providerError = toProviderRpcError(error)
        record.error = providerError.toShape()
        throw providerError
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    requests,
    get address() {
      return siteAddress(context)
    },
    accounts: context.accounts,
    get chainId() {
      return context.chainId
    },
    get chains() {
      return [...context.chains.values()]
    },
    get isLocked() {
      return context.isLocked
    },
    get authorizedOrigins() {
      return [...context.authorizedOrigins]
    },
    isAuthorized: (origin) => context.authorizedOrigins.has(origin),
    reject: behaviours.reject,
    allow: behaviours.allow,
    setDelay: behaviours.setDelay,
    hold: behaviours.hold,
    release: behaviours.release,
    lock() {
      context.isLocked = true
      announceAccounts(context)
    },
    unlock() {
      context.isLocked = false
      announceAccounts(context)
    },
    switchAccount(account) {
      const index =
        typeof account === 'number'
          ? account
          : context.accounts.findIndex(
              (candidate) => candidate.address.toLowerCase() === account.toLowerCase(),
            )
      if (!context.accounts[index]) throw new RangeError(`The wallet holds no account ${account}.`)
      context.activeIndex = index
      announceAccounts(context)
    },
    switchChain(id) {
      if (!context.chains.has(id)) throw new RangeError(`The wallet does not know chain ${id}.`)
      useChain(context, id)
    },
    disconnect(origin) {
      const origins = origin === undefined ? [...context.authorizedOrigins] : [origin]
      for (const site of origins) {
        if (!context.authorizedOrigins.delete(site)) continue
        context.emit({ type: 'accountsChanged', origin: site, accounts: [] })
        context.emit({
          type: 'disconnect',
          origin: site,
          error: { code: providerErrorCodes.disconnected, message: 'The wallet disconnected from the site.' },
        })
      }
    },
  }
}
