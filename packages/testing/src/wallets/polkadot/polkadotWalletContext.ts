import { decodeAddress } from '@polkadot/util-crypto'
import { ProviderRpcError, providerErrorCodes } from '../providerRpcError.js'
import type { WalletBehaviours } from '../walletBehaviours.js'
import {
  type PolkadotInjectedAccount,
  type PolkadotWalletAccount,
  toInjectedAccount,
} from './polkadotWalletAccounts.js'

/** What the Polkadot test wallet asks its "user" about; each can be rejected, delayed or held. */
export type PolkadotWalletPrompt = 'connect' | 'signRaw' | 'signPayload'

/** The accounts a site now sees (none once it was disconnected from the wallet's side). */
export type PolkadotWalletEvent = { type: 'accounts'; origin: string; accounts: PolkadotInjectedAccount[] }

/** The wallet's state and switches, handed to each method. */
export type PolkadotWalletContext = {
  accounts: readonly PolkadotWalletAccount[]
  readonly ss58Prefix: number
  readonly authorizedOrigins: Set<string>
  /** Chains whose metadata a site provided (`metadata.provide`), by genesis hash. */
  readonly knownMetadata: Map<string, { genesisHash: string; specVersion: number }>
  readonly behaviours: WalletBehaviours<PolkadotWalletPrompt>
  emit(event: PolkadotWalletEvent): void
}

// The polkadot-js extension's own words: its page script rejects with `new Error(message)`, no code.
// The codes only travel to Node's WalletConnect side; the page drops them as the extension has none.
export const polkadotExtensionMessages = {
  connectRejected: 'Connection request was rejected by the user.',
  signCancelled: 'Cancelled',
  unknownKeypair: 'Unable to find keypair',
  notEnabled: (origin: string) => `The source ${origin} has not been enabled yet`,
} as const

/** The accounts `origin` sees: all of them once it is enabled, none before or after a disconnect. */
export function visibleAccounts(context: PolkadotWalletContext, origin: string): PolkadotInjectedAccount[] {
  return context.authorizedOrigins.has(origin) ? context.accounts.map(toInjectedAccount) : []
}

/** Tells every enabled site which accounts it now sees (the extension's `accounts.subscribe`). */
export function announceAccounts(context: PolkadotWalletContext): void {
  for (const origin of context.authorizedOrigins)
    context.emit({ type: 'accounts', origin, accounts: visibleAccounts(context, origin) })
}

/**
 * The account that signs for `origin`: found by account id (the address's bytes: the public key,
 * or its blake2 hash for ecdsa), so an address in any SS58 prefix names it, as in the extension's
 * keyring.
 * @throws {ProviderRpcError} 4100 when the site is not enabled or the wallet holds no such key.
 */
export function signingAccount(
  context: PolkadotWalletContext,
  origin: string,
  address: unknown,
): PolkadotWalletAccount {
  if (!context.authorizedOrigins.has(origin))
    throw new ProviderRpcError({
      code: providerErrorCodes.unauthorized,
      message: polkadotExtensionMessages.notEnabled(origin),
    })
  let accountId: string | undefined
  try {
    accountId = Buffer.from(decodeAddress(String(address))).toString('hex')
  } catch {
    accountId = undefined
  }
  const account = context.accounts.find(
    (candidate) => Buffer.from(candidate.pair.addressRaw).toString('hex') === accountId,
  )
  if (!account)
    throw new ProviderRpcError({
      code: providerErrorCodes.unauthorized,
      message: polkadotExtensionMessages.unknownKeypair,
    })
  return account
}

/** Throws the extension's rejection (code 4001 for Node callers) unless the test's "user" approves. */
export async function confirm(context: PolkadotWalletContext, prompt: PolkadotWalletPrompt): Promise<void> {
  if (await context.behaviours.answer(prompt)) return
  throw new ProviderRpcError({
    code: providerErrorCodes.userRejectedRequest,
    message:
      prompt === 'connect'
        ? polkadotExtensionMessages.connectRejected
        : polkadotExtensionMessages.signCancelled,
  })
}
