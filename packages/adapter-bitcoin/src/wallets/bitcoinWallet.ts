import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'

/** What an account's address is for: paying (`payment`) or holding inscriptions (`ordinal`). */
export type BitcoinAccountPurpose = 'payment' | 'ordinal'

/** One address a wallet shared, with its purpose and public key (hex). */
export type BitcoinAccount = {
  address: string
  purpose: BitcoinAccountPurpose
  /** Hex; compressed (33 bytes) or, for taproot, x-only (32 bytes). Empty when the wallet gave none. */
  publicKey: string
}

/** The message-signing protocols: legacy ECDSA ("Bitcoin Signed Message") or BIP-322 simple. */
export type BitcoinMessageProtocol = 'ecdsa' | 'bip322'

/** Which wallet API a connector speaks (`walletConnect`: the `bip122` part of the kit's WalletConnect session). */
export type BitcoinWalletApi = 'walletStandard' | 'satsConnect' | 'unisat' | 'walletConnect'

/** What a wallet tells the adapter on its own. */
export type BitcoinWalletEvent =
  | { type: 'accountsChanged'; accounts: readonly BitcoinAccount[] }
  | { type: 'networkChanged' }
  | { type: 'disconnect' }

/**
 * The one shape the adapter drives every Bitcoin wallet through, whatever API it speaks; each
 * API's quirks (names, encodings, protocol spellings) stay in its own module.
 */
export type BitcoinWallet = {
  /** The connector id: the wallet's reverse-DNS id when it has one, else its API and name. */
  id: string
  name: string
  /** A data: or https: URL. */
  icon: string | undefined
  api: BitcoinWalletApi
  /** The page object behind it (a wallet-standard wallet, a sats-connect provider, `window.unisat`...). */
  provider: unknown
  /** Asks for the visitor's accounts on `network` (may prompt). */
  connect(network: BitcoinNetwork): Promise<BitcoinAccount[]>
  /** The accounts shared with this site, without prompting: `[]` when none are. */
  getAccounts(): Promise<BitcoinAccount[]>
  /** Signs `message` with `address`'s key; resolves the signature in base64. */
  signMessage(parameters: {
    address: string
    message: string
    protocol: BitcoinMessageProtocol
  }): Promise<string>
  /**
   * Signs the inputs `signInputs` names (address → input indexes) of a PSBT (base64); with
   * `broadcast`, the wallet also sends it. Resolves the signed PSBT (base64) and, when sent, its txid.
   */
  signPsbt(parameters: {
    psbt: string
    signInputs: Readonly<Record<string, readonly number[]>>
    broadcast: boolean
    network: BitcoinNetwork
  }): Promise<{ psbt: string; txid?: string | undefined }>
  /** Asks the wallet to move to `network`; rejects when it cannot. */
  switchNetwork(network: BitcoinNetwork): Promise<void>
  /** Follows the wallet's own changes; returns a function that stops following. */
  subscribe(listener: (event: BitcoinWalletEvent) => void): () => void
  /** Ends this site's connection, where the wallet lets a site do so. */
  disconnect(): Promise<void>
}
