import { type Address, type Chain, defineChain, type Hex, numberToHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  ProviderRpcError,
  type ProviderRpcErrorShape,
  providerErrorCodes,
  unauthorized,
  userRejectedRequest,
} from '../providerRpcError.js'
import type { WalletBehaviours } from '../walletBehaviours.js'

/** A chain the EVM test wallet can use: the rig's anvil chains, or one a site added. */
export type EvmWalletChain = {
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency?: { name: string; symbol: string; decimals: number } | undefined
}

/**
 * A contract wallet (ERC-1271) the test wallet presents to sites as its account, signing for it
 * with its active key, as a smart-contract wallet's signer does. The contract must accept that
 * key's signatures (the rig's `LatchSmartWallet` of that owner).
 */
export type EvmSmartAccount = {
  address: Address
  /**
   * For a wallet not deployed yet: the factory call that deploys it. While the current chain has
   * no code at `address`, signatures are wrapped per ERC-6492 with this call.
   */
  deployment?: { factory: Address; factoryData: Hex } | undefined
}

/** What the test wallet asks its "user" about; each can be rejected or delayed from the test. */
export type EvmWalletPrompt = 'connect' | 'sign' | 'send' | 'switchChain' | 'addChain'

/**
 * What the wallet tells the pages. `origin` events go to that site only (accounts are private to
 * the sites the user authorized); `chainChanged` goes to every page.
 */
export type EvmWalletEvent =
  | { type: 'accountsChanged'; origin: string; accounts: Address[] }
  | { type: 'chainChanged'; chainId: Hex }
  | { type: 'disconnect'; origin: string; error: ProviderRpcErrorShape }

/** The wallet's state and switches, handed to each method handler. */
export type EvmWalletContext = {
  readonly accounts: readonly PrivateKeyAccount[]
  activeIndex: number
  /** The contract wallet sites see instead of the active key's address, when set. */
  readonly smartAccount?: EvmSmartAccount | undefined
  readonly chains: Map<number, EvmWalletChain>
  chainId: number
  readonly authorizedOrigins: Set<string>
  isLocked: boolean
  readonly behaviours: WalletBehaviours<EvmWalletPrompt>
  /** EIP-5792 call bundles sent so far, by id: the chain and the hash of each call. */
  readonly callBundles: Map<string, { chainId: number; hashes: Hex[] }>
  emit(event: EvmWalletEvent): void
  /**
   * Runs sends one at a time, so each reads the nonce the previous one left. (viem's nonce
   * manager would skip a nonce for good after a send the node refused.)
   */
  oneAtATime<T>(task: () => Promise<T>): Promise<T>
}

/** A method of the wallet's EIP-1193 surface. */
export type EvmWalletMethod = (
  context: EvmWalletContext,
  params: readonly unknown[],
  origin: string,
) => Promise<unknown>

export const activeAccount = (context: EvmWalletContext): PrivateKeyAccount => {
  const account = context.accounts[context.activeIndex]
  if (!account) throw new Error(`The wallet has no account ${context.activeIndex}.`)
  return account
}

export const currentChain = (context: EvmWalletContext): EvmWalletChain => {
  const chain = context.chains.get(context.chainId)
  if (!chain) throw new Error(`The wallet does not know its own chain ${context.chainId}.`)
  return chain
}

/** The address sites see: the smart account's when set, otherwise the active key's. */
export const siteAddress = (context: EvmWalletContext): Address =>
  context.smartAccount?.address ?? activeAccount(context).address

/** The accounts `origin` may see: the active one once authorized, none while locked. */
export const visibleAccounts = (context: EvmWalletContext, origin: string): Address[] =>
  context.authorizedOrigins.has(origin) && !context.isLocked ? [siteAddress(context)] : []

/**
 * The key that signs for `origin`, after checking the site is authorized, the wallet is
 * unlocked and `address` (when given) is the account the site sees (the smart account when set).
 */
export function signerFor(context: EvmWalletContext, origin: string, address?: Address): PrivateKeyAccount {
  if (context.isLocked) throw unauthorized('The wallet is locked.')
  if (!context.authorizedOrigins.has(origin)) throw unauthorized(`${origin} is not connected.`)
  if (address && address.toLowerCase() !== siteAddress(context).toLowerCase())
    throw unauthorized(`${address} is not the connected account.`)
  return activeAccount(context)
}

/**
 * The key that sends for `origin`, checked as {@link signerFor}. A smart account cannot send: the
 * rig's contract wallet has no way to execute calls, and sending from its owner's key would come
 * from another address than the one the site sees (EIP-1193 4200).
 */
export function senderFor(context: EvmWalletContext, origin: string, address?: Address): PrivateKeyAccount {
  const account = signerFor(context, origin, address)
  if (context.smartAccount)
    throw new ProviderRpcError({
      code: providerErrorCodes.unsupportedMethod,
      message: 'The test wallet cannot send transactions from its smart account.',
    })
  return account
}

/** Tells every authorized site which accounts it now sees. */
export function announceAccounts(context: EvmWalletContext): void {
  for (const origin of context.authorizedOrigins)
    context.emit({ type: 'accountsChanged', origin, accounts: visibleAccounts(context, origin) })
}

/** Throws EIP-1193 4001 unless the test's "user" approves `prompt`. */
export async function confirm(context: EvmWalletContext, prompt: EvmWalletPrompt): Promise<void> {
  if (!(await context.behaviours.answer(prompt))) throw userRejectedRequest()
}

/** A viem chain for a wallet chain, so viem fills in fees and nonces from its RPC. */
export const viemChain = (chain: EvmWalletChain): Chain =>
  defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })

export const hexChainId = (chainId: number): Hex => numberToHex(chainId)
