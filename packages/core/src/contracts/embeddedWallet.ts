import type { SocialProvider } from './walletRegistry.js'

/**
 * The embedded wallet (email login) as the adapters and the modal see it, without depending on
 * `@latchkit/embedded-wallet`: the site creates one and passes it to each adapter it serves
 * (`new EvmAdapter({ embeddedWallet })`, `new SolanaAdapter({ embeddedWallet })`) and its feature
 * to the kit (`featureModules`).
 */
export type EmbeddedWalletConnector = {
  /** The connector's id in every namespace (one session spans them: type `AUTH`). */
  readonly connectorId: string
  readonly name: string
  readonly imageUrl?: string | undefined
  /**
   * The wallet's EIP-1193 provider for the `eip155` namespace. `read` answers the chain's read
   * methods through the adapter's own transport; nothing is loaded before the first request.
   */
  eip155Provider(parameters: {
    chainIds: readonly number[]
    read: (chainId: number, method: string, params: readonly unknown[]) => Promise<unknown>
  }): unknown
  /**
   * The wallet as a wallet-standard `Wallet` (`@wallet-standard/base`) for the `solana` namespace,
   * serving the given CAIP-2 `solana:` chains; the site does not register it (the Solana adapter
   * lists it as the `AUTH` connector). Nothing is loaded before its first request.
   */
  solanaWallet?(parameters: { chains: readonly string[] }): unknown
}

/** What connecting by email leads to (spec section 5). */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/**
 * The email feature's controller (`kit.loadFeature('email')`): what the modal's email views call.
 * Each method shows its own failure to the visitor through the kit's notices and rejects.
 */
export type EmailLoginController = {
  /**
   * Starts an email login: refused within 30 s of the last one ('Please try again after {n}
   * seconds'); otherwise the frame sends a one-time code (the EmailLogin view asks for it) or,
   * when it still holds that visitor's session, connects at once.
   */
  connectEmail(parameters: { email: string }): Promise<{ action: EmailConnectAction }>
  /**
   * After VERIFY_DEVICE: waits (up to the frame's request timeout, 120 s) until this browser is
   * approved from the link mailed to the address, then the code is sent and the view asks for it.
   * Call it again to keep waiting after a timeout; `resendCode` mails a new link.
   */
  connectDevice(): Promise<void>
  /** Verifies the code; then the wallet is set up (the frame may ask for the recovery secret) and connected. */
  connectOtp(parameters: { otp: string }): Promise<void>
  /** Sends a new code (or, while the browser awaits approval, a new approval link) to the pending login's email. */
  resendCode(): Promise<void>
  /** The email of the pending login. */
  readonly pendingEmail: string | undefined
  /** Lays the frame over `element` (a view's box) while it must speak to the visitor; returns the hide function. */
  showFrame(element: unknown): Promise<() => void>
  /** Starts changing the signed-in visitor's email: a code to the current address. */
  updateEmail(parameters: { email: string }): Promise<void>
  /** Verifies the code sent to the current address; a code goes to the new one. */
  verifyPrimaryOtp(parameters: { otp: string }): Promise<void>
  /** Verifies the code sent to the new address; the email changes. */
  verifySecondaryOtp(parameters: { otp: string }): Promise<void>
  /**
   * Where the email change stands on the service (the UpdateEmailWallet view polls it each second,
   * spec section 4): `done` once the new address is the visitor's, wherever it was confirmed.
   */
  emailUpdateState(): Promise<{
    state: 'none' | 'awaiting-primary' | 'awaiting-secondary' | 'done'
    email: string
  }>
  /** Shows the private key inside the frame after a fresh code. */
  exportKey(): Promise<void>
}

/**
 * The social login feature's controller (`kit.loadFeature('socials')`): what the Connect view's
 * provider buttons and the ConnectingSocial view call. Each method shows its own failure to the
 * visitor through the kit's notices and rejects.
 */
export type SocialLoginController = {
  /**
   * Logs in with `provider` (spec section 4) and connects the embedded wallet, showing
   * ConnectingSocial meanwhile. `popup` is the window the page opened in the visitor's click (a
   * browser blocks one opened later), 600x800 and empty; `null` when it was blocked, or on
   * Telegram: then the whole page goes to the provider and the login resumes when it comes back.
   * @throws 'Popup closed' when the visitor closes the popup first (checked each second),
   *   'Connection rejected' when they refuse at the provider, 'Failed to connect' otherwise.
   */
  connectSocial(parameters: { provider: SocialProvider; popup: SocialPopup | null }): Promise<void>
}

/** The popup's side the social login uses: where it goes, whether it is closed, closing it. */
export type SocialPopup = {
  readonly closed: boolean
  location: { href: string }
  close(): void
}

/**
 * The Farcaster login feature's controller (`kit.loadFeature('farcaster')`): Sign In With
 * Farcaster. Shows its failure through the kit's notices and rejects.
 */
export type FarcasterLoginController = {
  /**
   * Logs in with the visitor's Farcaster app and connects the embedded wallet: ConnectingFarcaster
   * shows the address the app opens (`modal.data.farcasterUrl`, as a QR code and a link) until
   * the app has signed in. Leaving the view gives the login up.
   * @throws 'Failed to connect to farcaster' when the app's answer does not prove the account.
   */
  connectFarcaster(): Promise<void>
}

/**
 * A smart session of the visitor's smart account (an ERC-7715 permission a site was granted): the
 * site's origin, the chain, the token and what it may spend per period, what the current period
 * has spent, and when it expires. Amounts are the token's base units as decimal digits; times
 * unix seconds.
 */
export type SmartSessionSummary = {
  id: string
  siteOrigin: string
  chainId: number
  token: string
  periodAmount: string
  periodSeconds: number
  spentInPeriod: string
  expiresAt: number
}

/**
 * The smart-sessions feature's controller (`kit.loadFeature('smartSessions')`): what the
 * SmartSessions view lists and revokes. Each method rejects with the failure (its `shortMessage`
 * is the text for the visitor); the view shows it and offers to try again.
 */
export type SmartSessionsController = {
  /** The live sessions of the visitor's smart account, every site's, newest first. */
  list(): Promise<SmartSessionSummary[]>
  /** Ends the session `id`: the site's next call under it is refused. */
  revoke(id: string): Promise<void>
}
