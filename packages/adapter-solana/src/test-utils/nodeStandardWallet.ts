import type { SolanaTestWallet } from '@latchkit/testing/wallets'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'

/** The site origin the Node wallet sees every request come from. */
export const testOrigin = 'http://site.test'

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const bytes = (value: string) => new Uint8Array(Buffer.from(value, 'base64'))

type AccountInfo = { address: string; publicKey: string }

type NodeStandardWalletOptions = { name?: string; features?: 'all' | 'sign-only' }

/**
 * The rig's Solana test wallet as a wallet-standard wallet in Node (what an extension registers
 * in a page), registered with `@wallet-standard/app`. Returns the wallet and its unregister.
 */
export function registerNodeStandardWallet(
  testWallet: SolanaTestWallet,
  options: NodeStandardWalletOptions = {},
): { wallet: Wallet; unregister: () => void } {
  const { wallet, stop } = createNodeStandardWallet(testWallet, options)
  const unregisterWallet = getWallets().register(wallet)
  return {
    wallet,
    unregister: () => {
      stop()
      unregisterWallet()
    },
  }
}

/**
 * The rig's Solana test wallet as a wallet-standard wallet in Node, not registered (a wallet the
 * site hands to the adapter itself, as the embedded wallet's). `stop` ends following the test wallet.
 */
export function createNodeStandardWallet(
  testWallet: SolanaTestWallet,
  options: NodeStandardWalletOptions = {},
): { wallet: Wallet; stop: () => void } {
  const call = async (method: string, params: Record<string, unknown> = {}) =>
    testWallet.request({ method, params }, testOrigin)
  const chains = [...testWallet.chains] as IdentifierString[]
  const accountObjects = new Map<string, WalletAccount>()
  const toAccount = ({ address, publicKey }: AccountInfo): WalletAccount => {
    let account = accountObjects.get(address)
    if (!account) {
      account = { address, publicKey: bytes(publicKey), chains, features: ['solana:signMessage'] }
      accountObjects.set(address, account)
    }
    return account
  }
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()
  const setAccounts = (next: AccountInfo[]) => {
    accounts = next.map(toAccount)
    for (const listener of [...listeners]) listener({ accounts })
  }
  const stopEvents = testWallet.subscribe((event) => {
    if (event.origin === testOrigin) setAccounts(event.accounts)
  })

  const features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input) => {
        const result = (await call('connect', { silent: input?.silent === true })) as {
          accounts: AccountInfo[]
        }
        setAccounts(result.accounts)
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        await call('disconnect')
        setAccounts([])
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (event, listener) => {
        if (event !== 'change') return () => undefined
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs) =>
        Promise.all(
          inputs.map(async ({ account, message }) => {
            const { signature } = (await call('signMessage', {
              address: account.address,
              message: base64(message),
            })) as { signature: string }
            return { signedMessage: message, signature: bytes(signature), signatureType: 'ed25519' as const }
          }),
        ),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs) =>
        Promise.all(
          inputs.map(async ({ account, transaction, chain }) => {
            const { signedTransaction } = (await call('signTransaction', {
              address: account.address,
              transaction: base64(transaction),
              chain,
            })) as { signedTransaction: string }
            return { signedTransaction: bytes(signedTransaction) }
          }),
        ),
    },
  }
  const signAndSend: SolanaSignAndSendTransactionFeature = {
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs) =>
        Promise.all(
          inputs.map(async ({ account, transaction, chain, options: sendOptions }) => {
            const { signature } = (await call('signAndSendTransaction', {
              address: account.address,
              transaction: base64(transaction),
              chain,
              options: sendOptions,
            })) as { signature: string }
            return { signature: bytes(signature) }
          }),
        ),
    },
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Node Solana Wallet',
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    chains,
    features: options.features === 'sign-only' ? features : { ...features, ...signAndSend },
    get accounts() {
      return accounts
    },
  }
  return { wallet, stop: stopEvents }
}
