import {
  WalletEmptyResponseError,
  WalletFeatureNotSupportedError,
  withUserRejectionMapped,
} from '@latchkit/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { BitcoinNetworkUnsupportedError } from '../../errors/walletErrors.js'
import { base64ToBytes, bytesToBase64, bytesToHex } from '../../utils/encoding.js'
import type { BitcoinAccount, BitcoinAccountPurpose, BitcoinWallet } from '../bitcoinWallet.js'

// The Bitcoin wallet-standard features (github.com/ExodusMovement/bitcoin-wallet-standard).
type ConnectFeature = {
  connect(input: { purposes: ('payment' | 'ordinals')[] }): Promise<{ accounts: readonly WalletAccount[] }>
}
type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}
type InputToSign = { account: WalletAccount; signingIndexes: number[] }
type SignTransactionFeature = {
  signTransaction(
    ...inputs: { psbt: Uint8Array; inputsToSign: InputToSign[]; chain?: string }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}
type SignAndSendFeature = {
  signAndSendTransaction(
    ...inputs: { psbt: Uint8Array; inputsToSign: InputToSign[]; chain: string }[]
  ): Promise<readonly { txId: string }[]>
}
type EventsFeature = {
  on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
}
type DisconnectFeature = { disconnect(): Promise<void> }

const requestedPurposes = ['payment', 'ordinals'] as const

function purposeOf(account: WalletAccount, index: number): BitcoinAccountPurpose {
  // The standard answers in the order of the purposes asked for; some wallets also say so.
  const stated = (account as { purpose?: unknown }).purpose
  if (stated === 'ordinals' || stated === 'ordinal') return 'ordinal'
  if (stated === 'payment') return 'payment'
  return requestedPurposes[index] === 'ordinals' ? 'ordinal' : 'payment'
}

/**
 * Drives a wallet-standard wallet with the Bitcoin features (Phantom, Magic Eden, Exodus) as a
 * {@link BitcoinWallet}. Such wallets pick the message protocol themselves; the network is named
 * in each request, so switching only checks that the wallet lists it.
 */
export function fromStandardBitcoinWallet(wallet: Wallet): BitcoinWallet {
  const feature = <shape>(name: string, action: string): shape => {
    const found = wallet.features[name as `${string}:${string}`]
    if (!found) throw new WalletFeatureNotSupportedError({ wallet: wallet.name, feature: action })
    return found as shape
  }
  let known: { account: WalletAccount; purpose: BitcoinAccountPurpose }[] = []
  const remember = (accounts: readonly WalletAccount[]): BitcoinAccount[] => {
    known = accounts.map((account, index) => ({ account, purpose: purposeOf(account, index) }))
    return known.map(({ account, purpose }) => ({
      address: account.address,
      purpose,
      publicKey: bytesToHex(Uint8Array.from(account.publicKey)),
    }))
  }
  const accountFor = (address: string): WalletAccount => {
    const account = known.find((entry) => entry.account.address === address)?.account
    if (!account)
      throw new WalletFeatureNotSupportedError({ wallet: wallet.name, feature: `sign for ${address}` })
    return account
  }

  const bitcoinWallet: BitcoinWallet = {
    id: wallet.name,
    name: wallet.name,
    icon: wallet.icon,
    api: 'walletStandard',
    provider: wallet,
    async connect(network) {
      await bitcoinWallet.switchNetwork(network)
      const { accounts } = await withUserRejectionMapped(() =>
        feature<ConnectFeature>('bitcoin:connect', 'connect').connect({ purposes: [...requestedPurposes] }),
      )
      return remember(accounts)
    },
    async getAccounts() {
      // A wallet lists the accounts it shares with this site once authorized, without a prompt.
      return remember(
        wallet.accounts.filter((account) => account.chains.some((chain) => chain.startsWith('bitcoin:'))),
      )
    },
    async signMessage({ address, message }) {
      const [output] = await withUserRejectionMapped(() =>
        feature<SignMessageFeature>('bitcoin:signMessage', 'sign messages').signMessage({
          account: accountFor(address),
          message: new TextEncoder().encode(message),
        }),
      )
      if (!output?.signature)
        throw new WalletEmptyResponseError({ wallet: wallet.name, expected: 'signature' })
      return bytesToBase64(Uint8Array.from(output.signature))
    },
    async signPsbt({ psbt, signInputs, broadcast, network }) {
      const bytes = base64ToBytes(psbt) ?? new Uint8Array()
      const inputsToSign = Object.entries(signInputs).map(([address, indexes]) => ({
        account: accountFor(address),
        signingIndexes: [...indexes],
      }))
      const chain = network.walletNetworkNames.walletStandard
      if (broadcast) {
        if (!chain) throw new BitcoinNetworkUnsupportedError({ wallet: wallet.name, network: network.name })
        const [output] = await withUserRejectionMapped(() =>
          feature<SignAndSendFeature>(
            'bitcoin:signAndSendTransaction',
            'send transactions',
          ).signAndSendTransaction({
            psbt: bytes,
            inputsToSign,
            chain,
          }),
        )
        if (!output?.txId)
          throw new WalletEmptyResponseError({ wallet: wallet.name, expected: 'transaction' })
        return { psbt, txid: output.txId }
      }
      const [output] = await withUserRejectionMapped(() =>
        feature<SignTransactionFeature>('bitcoin:signTransaction', 'sign transactions').signTransaction({
          psbt: bytes,
          inputsToSign,
          ...(chain ? { chain } : {}),
        }),
      )
      if (!output?.signedPsbt)
        throw new WalletEmptyResponseError({ wallet: wallet.name, expected: 'transaction' })
      return { psbt: bytesToBase64(Uint8Array.from(output.signedPsbt)) }
    },
    async switchNetwork(network) {
      const chain = network.walletNetworkNames.walletStandard
      if (!chain || !wallet.chains.includes(chain))
        throw new BitcoinNetworkUnsupportedError({ wallet: wallet.name, network: network.name })
    },
    subscribe(listener) {
      const events = wallet.features['standard:events'] as EventsFeature | undefined
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (!accounts) return
        const bitcoinAccounts = remember(
          accounts.filter((account) => account.chains.some((chain) => chain.startsWith('bitcoin:'))),
        )
        listener(
          bitcoinAccounts.length === 0
            ? { type: 'disconnect' }
            : { type: 'accountsChanged', accounts: bitcoinAccounts },
        )
      })
    },
    async disconnect() {
      const disconnect = wallet.features['standard:disconnect'] as DisconnectFeature | undefined
      await disconnect?.disconnect()
    },
  }
  return bitcoinWallet
}
