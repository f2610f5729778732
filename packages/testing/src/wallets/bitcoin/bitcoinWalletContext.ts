import { unauthorized, userRejectedRequest } from '../providerRpcError.js'
import type { WalletBehaviours } from '../walletBehaviours.js'
import {
  type BitcoinWalletAccount,
  type BitcoinWalletAccountInfo,
  type BitcoinWalletPurpose,
  toAccountInfo,
} from './bitcoinWalletAccounts.js'
import type { BitcoinWalletNetworkNames, BitcoinWalletNetworkParameters } from './bitcoinWalletNetwork.js'

/** What the Bitcoin test wallet asks its "user" about; each can be rejected, delayed or held. */
export type BitcoinWalletPrompt = 'connect' | 'signMessage' | 'signPsbt' | 'switchNetwork'

/** The accounts a site now sees (none once it was disconnected from the wallet's side). */
export type BitcoinWalletEvent = {
  type: 'accountsChanged'
  origin: string
  accounts: BitcoinWalletAccountInfo[]
}

/** The wallet's state and switches, handed to each method. */
export type BitcoinWalletContext = {
  /** Payment first, then ordinal. */
  readonly accounts: readonly BitcoinWalletAccount[]
  readonly network: BitcoinWalletNetworkParameters
  readonly networkNames: BitcoinWalletNetworkNames
  readonly esploraUrl: string | undefined
  readonly authorizedOrigins: Set<string>
  readonly behaviours: WalletBehaviours<BitcoinWalletPrompt>
  emit(event: BitcoinWalletEvent): void
}

/** The accounts `origin` sees: its authorized ones of `purposes` (both by default), or none. */
export function visibleAccounts(
  context: BitcoinWalletContext,
  origin: string,
  purposes?: readonly BitcoinWalletPurpose[],
): BitcoinWalletAccountInfo[] {
  if (!context.authorizedOrigins.has(origin)) return []
  return context.accounts
    .filter((account) => purposes === undefined || purposes.includes(account.purpose))
    .map(toAccountInfo)
}

/**
 * The account that signs for `origin`: the one of `address`, or the payment account when the API
 * names none (Unisat signs with its current account).
 * @throws {ProviderRpcError} 4100 when the site is not connected or the address is not the wallet's.
 */
export function signingAccount(context: BitcoinWalletContext, origin: string, address: unknown) {
  requireAuthorized(context, origin)
  const account =
    address === undefined
      ? context.accounts[0]
      : context.accounts.find((candidate) => candidate.address === address)
  if (!account) throw unauthorized(`${String(address)} is not an account of this wallet.`)
  return account
}

/** @throws {ProviderRpcError} 4100 unless `origin` connected. */
export function requireAuthorized(context: BitcoinWalletContext, origin: string): void {
  if (!context.authorizedOrigins.has(origin)) throw unauthorized(`${origin} is not connected.`)
}

/** Throws 4001 unless the test's "user" approves `prompt`. */
export async function confirm(context: BitcoinWalletContext, prompt: BitcoinWalletPrompt): Promise<void> {
  if (!(await context.behaviours.answer(prompt))) throw userRejectedRequest()
}
