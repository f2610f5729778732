import type { Keypair } from '@solana/web3.js'
import {
  ProviderRpcError,
  providerErrorCodes,
  unauthorized,
  userRejectedRequest,
} from '../providerRpcError.js'
import type { WalletBehaviours } from '../walletBehaviours.js'
import type { SolanaChain } from './solanaWalletChains.js'

/** What the Solana test wallet asks its "user" about; each can be rejected or delayed from the test. */
export type SolanaWalletPrompt = 'connect' | 'sign' | 'send'

/** An account as it crosses into the page: its address and its public key in base64. */
export type SolanaWalletAccountInfo = { address: string; publicKey: string }

/** Accounts a site now sees (none once it was disconnected or the wallet locked). */
export type SolanaWalletEvent = {
  type: 'accountsChanged'
  origin: string
  accounts: SolanaWalletAccountInfo[]
}

/** The wallet's state and switches, handed to each method. */
export type SolanaWalletContext = {
  readonly keypairs: readonly Keypair[]
  activeIndex: number
  readonly chains: readonly SolanaChain[]
  readonly rpcUrls: Readonly<Record<string, string>>
  readonly authorizedOrigins: Set<string>
  isLocked: boolean
  /** Which accounts a connected site sees: the active one, or all of them (the active one first). */
  readonly sharedAccounts: 'active' | 'all'
  readonly behaviours: WalletBehaviours<SolanaWalletPrompt>
  emit(event: SolanaWalletEvent): void
}

export const activeKeypair = (context: SolanaWalletContext): Keypair => {
  const keypair = context.keypairs[context.activeIndex]
  if (!keypair) throw new Error(`The wallet has no account ${context.activeIndex}.`)
  return keypair
}

/** The keys a connected site sees: the active one, or (sharing all) every one, the active one first. */
function sharedKeypairs(context: SolanaWalletContext): Keypair[] {
  const active = activeKeypair(context)
  if (context.sharedAccounts === 'active') return [active]
  return [active, ...context.keypairs.filter((keypair) => keypair !== active)]
}

/** The accounts `origin` sees once authorized (see {@link sharedKeypairs}), none while locked. */
export function visibleAccounts(context: SolanaWalletContext, origin: string): SolanaWalletAccountInfo[] {
  if (!context.authorizedOrigins.has(origin) || context.isLocked) return []
  return sharedKeypairs(context).map(({ publicKey }) => ({
    address: publicKey.toBase58(),
    publicKey: Buffer.from(publicKey.toBytes()).toString('base64'),
  }))
}

/** Tells every authorized site which accounts it now sees. */
export function announceAccounts(context: SolanaWalletContext): void {
  for (const origin of context.authorizedOrigins)
    context.emit({ type: 'accountsChanged', origin, accounts: visibleAccounts(context, origin) })
}

/** The key that signs for `origin`, after checking the site is connected and `address` is its account. */
export function signerFor(context: SolanaWalletContext, origin: string, address: unknown): Keypair {
  if (context.isLocked) throw unauthorized('The wallet is locked.')
  if (!context.authorizedOrigins.has(origin)) throw unauthorized(`${origin} is not connected.`)
  const keypair = sharedKeypairs(context).find((candidate) => candidate.publicKey.toBase58() === address)
  if (!keypair) throw unauthorized(`${String(address)} is not a connected account.`)
  return keypair
}

/** Throws 4001 unless the test's "user" approves `prompt`. */
export async function confirm(context: SolanaWalletContext, prompt: SolanaWalletPrompt): Promise<void> {
  if (!(await context.behaviours.answer(prompt))) throw userRejectedRequest()
}

/** The RPC to send through on `chain`: only the rig's cluster has one unless a test adds more. */
export function rpcUrlFor(context: SolanaWalletContext, chain: unknown): string {
  if (typeof chain !== 'string' || !context.chains.includes(chain as SolanaChain))
    throw new ProviderRpcError({
      code: providerErrorCodes.invalidParams,
      message: `The wallet does not list chain ${String(chain)}.`,
    })
  const rpcUrl = context.rpcUrls[chain]
  if (!rpcUrl)
    throw new ProviderRpcError({
      code: providerErrorCodes.chainDisconnected,
      message: `The test wallet has no RPC for ${chain}.`,
    })
  return rpcUrl
}
