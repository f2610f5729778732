import {
  WalletAccountNotFoundError,
  WalletEmptyResponseError,
  WalletFeatureNotSupportedError,
} from '@latchkit/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionOptions,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { SolanaChain } from '../networks/solanaNetworks.js'
import { encodeBase58 } from '../utils/base58.js'
import { deserializeTransaction, serializeTransaction } from './serializeTransaction.js'
import type { SolanaWallet, SolanaWalletAccount } from './solanaWallet.js'

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isSolanaChain = (chain: unknown) => typeof chain === 'string' && chain.startsWith('solana:')

/**
 * Whether a wallet-standard wallet serves Solana: it has a name, lists a `solana:` chain and can
 * connect. Whatever registered is untrusted (any page script can register a "wallet"): a wallet of
 * any other shape is not offered, and reading it never throws. Signing features are checked when
 * an action needs them.
 */
export function isSolanaStandardWallet(wallet: Wallet): boolean {
  const candidate: unknown = wallet
  try {
    return (
      isRecord(candidate) &&
      typeof candidate.name === 'string' &&
      candidate.name.trim() !== '' &&
      Array.isArray(candidate.chains) &&
      candidate.chains.some(isSolanaChain) &&
      Array.isArray(candidate.accounts) &&
      isRecord(candidate.features) &&
      'standard:connect' in candidate.features
    )
  } catch {
    // A getter that throws.
    return false
  }
}

const publicKeyLength = 32

const isByte = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < 256

/**
 * The accounts of `accounts` that serve Solana and have the shape the standard gives them (a string
 * address, a 32-byte public key); what a wallet sends is untrusted, and anything else is left out.
 */
const solanaAccounts = (accounts: unknown): SolanaWalletAccount[] => {
  if (!Array.isArray(accounts)) return []
  return accounts.flatMap((account: unknown) => {
    if (!isRecord(account) || typeof account.address !== 'string') return []
    const { publicKey, chains } = account
    const isKey =
      // ArrayBuffer.isView: a Uint8Array made in another frame is one too.
      (ArrayBuffer.isView(publicKey) || Array.isArray(publicKey)) &&
      (publicKey as ArrayLike<unknown>).length === publicKeyLength &&
      Array.from(publicKey as ArrayLike<unknown>).every(isByte)
    const servesSolana = !Array.isArray(chains) || chains.length === 0 || chains.some(isSolanaChain)
    return isKey && servesSolana
      ? [{ address: account.address, publicKey: new Uint8Array(publicKey as ArrayLike<number>) }]
      : []
  })
}

/**
 * A wallet-standard wallet as the adapter's {@link SolanaWallet}: by default a wallet that
 * registered on the page (connector type `ANNOUNCED`, its name as id); `as` gives another
 * connector identity to a wallet the site hands over (the embedded wallet: `AUTH`).
 */
export function fromStandardWallet(
  wallet: Wallet,
  as: { id: string; type: SolanaWallet['type'] } = { id: wallet.name, type: 'ANNOUNCED' },
): SolanaWallet {
  const features = wallet.features as Features
  const walletAccount = (address: string): WalletAccount => {
    const found = Array.isArray(wallet.accounts)
      ? wallet.accounts.find((account) => isRecord(account) && account.address === address)
      : undefined
    if (!found) throw new WalletAccountNotFoundError({ wallet: wallet.name, address })
    return found
  }
  const featureOf = <name extends keyof Features>(name: name): NonNullable<Features[name]> => {
    const feature = features[name]
    if (!feature) throw new WalletFeatureNotSupportedError({ wallet: wallet.name, feature: `use ${name}` })
    return feature as NonNullable<Features[name]>
  }

  return {
    id: as.id,
    name: wallet.name,
    icon: typeof wallet.icon === 'string' ? wallet.icon : undefined,
    type: as.type,
    provider: wallet,
    supportsChain: (chains) => chains.find((chain) => wallet.chains.includes(chain)),
    async connect({ silent }) {
      const result: unknown = await featureOf('standard:connect').connect({ silent })
      return solanaAccounts(isRecord(result) ? result.accounts : undefined)
    },
    async disconnect() {
      await features['standard:disconnect']?.disconnect()
    },
    accounts: () => solanaAccounts(wallet.accounts),
    onAccountsChanged(listener) {
      const events = features['standard:events']
      if (!events) return () => undefined
      return events.on('change', (properties: unknown) => {
        const accounts = isRecord(properties) ? properties.accounts : undefined
        if (accounts) listener(solanaAccounts(accounts))
      })
    },
    canSignMessage: 'solana:signMessage' in features,
    canSignTransaction: 'solana:signTransaction' in features,
    async signMessage({ account, message }) {
      const [output] = await featureOf('solana:signMessage').signMessage({
        account: walletAccount(account.address),
        message,
      })
      if (!output) throw new WalletEmptyResponseError({ wallet: wallet.name, expected: 'signature' })
      return output.signature
    },
    async signTransaction({ account, transaction, chain }) {
      const [output] = await featureOf('solana:signTransaction').signTransaction({
        account: walletAccount(account.address),
        transaction: serializeTransaction(transaction),
        chain,
      })
      if (!output) throw new WalletEmptyResponseError({ wallet: wallet.name, expected: 'transaction' })
      return deserializeTransaction(transaction, output.signedTransaction)
    },
    async signAndSendTransaction({ account, transaction, chain, connection, options }) {
      const signAndSend = features['solana:signAndSendTransaction']
      if (signAndSend) {
        const [output] = await signAndSend.signAndSendTransaction({
          account: walletAccount(account.address),
          transaction: serializeTransaction(transaction),
          chain: chain as SolanaChain,
          // web3.js's commitment also allows legacy names ('recent', 'max'); wallets take the current ones.
          ...(options ? { options: options as SolanaSignAndSendTransactionOptions } : {}),
        })
        if (!output) throw new WalletEmptyResponseError({ wallet: wallet.name, expected: 'signature' })
        return encodeBase58(output.signature)
      }
      const signed = await this.signTransaction({ account, transaction, chain })
      return connection.sendRawTransaction(serializeTransaction(signed), options)
    },
  }
}
