import type { SolanaSignMessageMethod, SolanaSignTransactionMethod } from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'

/** What the embedded Solana wallet does once its code is downloaded (`embeddedSolanaSession.ts`). */
export type SolanaWalletSession = {
  /**
   * The visitor's account: silently only a login the kit remembers (else none), otherwise the
   * signed-in user the frame holds.
   */
  connect(options: { silent: boolean }): Promise<readonly WalletAccount[]>
  /** Signs out in the frame; the accounts become none. */
  disconnect(): Promise<void>
  signMessage: SolanaSignMessageMethod
  signTransaction: SolanaSignTransactionMethod
}
