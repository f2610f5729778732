import type { ConnectorType } from '@latchkit/core'
import type { Connection, SendOptions, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { SolanaChain } from '../networks/solanaNetworks.js'

/** A transaction of either format web3.js builds. */
export type SolanaTransaction = Transaction | VersionedTransaction

/** An account a wallet exposes: its base58 address and its 32-byte public key. */
export type SolanaWalletAccount = { address: string; publicKey: Uint8Array }

/**
 * One wallet behind one connector, whatever its kind (a wallet-standard wallet, a
 * wallet-adapter-base adapter, WalletConnect, or the embedded wallet): what the adapter's
 * connection and actions need of it.
 */
export type SolanaWallet = {
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
  readonly type: Extract<ConnectorType, 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH'>
  /** The object the site can talk to directly (the wallet-standard wallet or the adapter). */
  readonly provider: unknown
  /** Whether the wallet can serve `chain` (adapters do not say: any). */
  supportsChain(chains: readonly SolanaChain[]): SolanaChain | undefined
  /**
   * Connects. With `silent` it never prompts: it resolves the accounts of an earlier
   * authorization, or none.
   */
  connect(options: { silent: boolean }): Promise<SolanaWalletAccount[]>
  disconnect(): Promise<void>
  /** The accounts the site sees now. */
  accounts(): SolanaWalletAccount[]
  /** Calls `listener` with the accounts whenever the wallet changes them (none: disconnected). */
  onAccountsChanged(listener: (accounts: SolanaWalletAccount[]) => void): () => void
  readonly canSignMessage: boolean
  readonly canSignTransaction: boolean
  signMessage(parameters: { account: SolanaWalletAccount; message: Uint8Array }): Promise<Uint8Array>
  signTransaction<transaction extends SolanaTransaction>(parameters: {
    account: SolanaWalletAccount
    transaction: transaction
    chain: SolanaChain
  }): Promise<transaction>
  /**
   * Signs and sends; resolves the base58 signature. Wallets that can only sign have the adapter
   * send through `connection`.
   */
  signAndSendTransaction(parameters: {
    account: SolanaWalletAccount
    transaction: SolanaTransaction
    chain: SolanaChain
    connection: Connection
    options?: SendOptions | undefined
  }): Promise<string>
}
