import type { Signer } from '@polkadot/api/types'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'

/** The key types Polkadot accounts are made of. */
export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa'

/** One account a wallet shared, read from its answer (untrusted) into known shapes. */
export type PolkadotWalletAccount = {
  /** The address as the wallet wrote it (any SS58 prefix): what the wallet is asked to sign with. */
  address: string
  /** The 32-byte account id (hex): the same on every network, whatever the address prefix. */
  accountId: `0x${string}`
  /** The key type, when the wallet said it. */
  keyType: PolkadotKeyType | undefined
  /** The genesis hash of the one chain the visitor pinned the account to, if any. */
  genesisHash: `0x${string}` | undefined
}

/** Which wallet API a connector speaks (`walletConnect`: the `polkadot` part of the kit's WalletConnect session). */
export type PolkadotWalletApi = 'injected' | 'walletConnect'

/** What a wallet tells the adapter on its own. */
export type PolkadotWalletEvent = { type: 'accountsChanged'; accounts: readonly PolkadotWalletAccount[] }

/**
 * The one shape the adapter drives every Polkadot wallet through, whatever API it speaks: an
 * extension in `window.injectedWeb3`, or the `polkadot` part of a WalletConnect session.
 */
export type PolkadotWallet = {
  /** The connector id: the extension's `injectedWeb3` key, or `'walletConnect'`. */
  id: string
  name: string
  /** A data: or https: URL. */
  icon: string | undefined
  api: PolkadotWalletApi
  /** The page object behind it (the `injectedWeb3` entry, or the WalletConnect provider). */
  provider: unknown
  /** Asks for the visitor's accounts (may prompt). */
  connect(): Promise<PolkadotWalletAccount[]>
  /** The accounts shared with this site, without prompting where the wallet remembers the site. */
  getAccounts(): Promise<PolkadotWalletAccount[]>
  /** Signs `data` (hex of the message's bytes) with `address`'s key; resolves the hex signature. */
  signRaw(parameters: {
    address: string
    data: `0x${string}`
    network: PolkadotNetwork
  }): Promise<`0x${string}`>
  /** The signer @polkadot/api hands transaction payloads to, for `network`. */
  signer(network: PolkadotNetwork): Signer
  /**
   * The accounts to use on `network` once the connection moves there, for wallets whose accounts
   * differ per network (a WalletConnect session lists them per chain); without it, the same ones.
   * @throws {PolkadotNetworkUnsupportedError} when the wallet cannot serve `network`.
   */
  accountsOn?(network: PolkadotNetwork): PolkadotWalletAccount[]
  /** Follows the wallet's own changes; returns a function that stops following. */
  subscribe(listener: (event: PolkadotWalletEvent) => void): () => void
  /** Ends this site's connection, where the wallet lets a site do so. */
  disconnect(): Promise<void>
}
