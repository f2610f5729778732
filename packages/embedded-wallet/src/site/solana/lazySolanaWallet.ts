import { loadOnce } from '@latchkit/core'
import type { SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { emailWalletIcon } from './emailWalletIcon.js'
import type { SolanaWalletSession } from './solanaWalletSession.js'

/** The embedded wallet as a wallet-standard wallet, with the features it serves. */
export type EmbeddedSolanaWallet = Wallet & {
  readonly features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature
}

const isSolanaChain = (chain: string): chain is IdentifierString => chain.startsWith('solana:')

const sameAccounts = (a: readonly WalletAccount[], b: readonly WalletAccount[]) =>
  a.length === b.length && a.every((account, index) => account.address === b[index]?.address)

/**
 * The embedded wallet for the `solana` namespace as the wallet standard shapes a wallet, held by the
 * Solana adapter from the start: it keeps the app's listeners and the accounts, and downloads the
 * code that talks to the frame on the first request that needs it. A silent connect before a login
 * the kit remembers answers no accounts without downloading anything, and a disconnect before the
 * code loaded has nothing to sign out.
 */
export function createLazySolanaWallet(parameters: {
  name: string
  /** CAIP-2 chains; only `solana:` ones are kept. */
  chains: readonly string[]
  isLoggedIn: () => boolean
  load: (setAccounts: (accounts: readonly WalletAccount[]) => void) => Promise<SolanaWalletSession>
}): EmbeddedSolanaWallet {
  const chains = parameters.chains.filter(isSolanaChain)
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()
  const setAccounts = (next: readonly WalletAccount[]) => {
    const changed = !sameAccounts(accounts, next)
    accounts = next
    if (changed) for (const listener of [...listeners]) listener({ accounts })
  }
  const session = loadOnce(() => parameters.load(setAccounts))

  return {
    version: '1.0.0',
    name: parameters.name,
    icon: emailWalletIcon,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input) {
          const silent = input?.silent === true
          if (silent && !session.started() && !parameters.isLoggedIn()) return { accounts: [] }
          return { accounts: await (await session.get()).connect({ silent }) }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          if (session.started()) await (await session.get()).disconnect()
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => {
            listeners.delete(listener)
          }
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async (...inputs) => (await session.get()).signMessage(...inputs),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs) => (await session.get()).signTransaction(...inputs),
      },
    },
  }
}
