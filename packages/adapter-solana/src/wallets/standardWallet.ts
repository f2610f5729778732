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
import {
  WalletAccountNotFoundError,
  WalletEmptyResponseError,
  WalletFeatureNotSupportedError,
} from '../errors/walletErrors.js'
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

/**
 * Whether a wallet-standard wallet serves Solana: it lists a `solana:` chain and can connect.
 * Signing features are checked when an action needs them.
 */
export function isSolanaStandardWallet(wallet: Wallet): boolean {
  return wallet.chains.some((chain) => chain.startsWith('solana:')) && 'standard:connect' in wallet.features
}

const toAccount = (account: WalletAccount): SolanaWalletAccount => ({
  address: account.address,
  publicKey: new Uint8Array(account.publicKey),
})

const solanaAccounts = (accounts: readonly WalletAccount[]) =>
  accounts.filter(
    (account) => account.chains.length === 0 || account.chains.some((c) => c.startsWith('solana:')),
  )

/** A wallet-standard wallet as the adapter's {@link SolanaWallet} (connector type `ANNOUNCED`). */
export function fromStandardWallet(wallet: Wallet): SolanaWallet {
  const features = wallet.features as Features
  const walletAccount = (address: string): WalletAccount => {
    const found = wallet.accounts.find((account) => account.address === address)
    if (!found) throw new WalletAccountNotFoundError({ wallet: wallet.name, address })
    return found
  }
  const featureOf = <name extends keyof Features>(name: name): NonNullable<Features[name]> => {
    const feature = features[name]
    if (!feature) throw new WalletFeatureNotSupportedError({ wallet: wallet.name, feature: `use ${name}` })
    return feature as NonNullable<Features[name]>
  }

  return {
    id: wallet.name,
    name: wallet.name,
    icon: wallet.icon,
    type: 'ANNOUNCED',
    provider: wallet,
    supportsChain: (chains) => chains.find((chain) => wallet.chains.includes(chain)),
    async connect({ silent }) {
      const { accounts } = await featureOf('standard:connect').connect({ silent })
      return solanaAccounts(accounts).map(toAccount)
    },
    async disconnect() {
      await features['standard:disconnect']?.disconnect()
    },
    accounts: () => solanaAccounts(wallet.accounts).map(toAccount),
    onAccountsChanged(listener) {
      const events = features['standard:events']
      if (!events) return () => undefined
      return events.on('change', ({ accounts }) => {
        if (accounts) listener(solanaAccounts(accounts).map(toAccount))
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
