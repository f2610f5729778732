import type {
  BundlerMethod,
  BundlerRpcResponse,
  SmartAccountNetwork,
  SmartSession,
  SmartSessionPermission,
} from '../server/api.js'

/**
 * What the frame's requests carry and resolve (spec section 7), typed once for both sides. The
 * frame reads every payload as untrusted input (`readPayload.ts`); the site reads every answer
 * the same way.
 */

/** What connecting by email leads to (spec section 5's connect-email actions). */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/**
 * Where the visitor's wallet stands once the code is verified: `ready` on a device that holds its
 * share, `create` for a new visitor (the frame asks for a recovery secret, then makes the wallet),
 * `recover` on a new device (the frame asks for the recovery secret).
 */
export type WalletSetupStep = 'ready' | 'create' | 'recover'

/** The embedded-wallet user as the frame reports it (spec section 3). */
export type FrameUser = {
  /** Null for a visitor who signed in with a provider that shares no email. */
  email: string | null
  /** The EVM account (an EOA). */
  evmAddress: string
  /** The Solana account. */
  solanaAddress: string
}

/** What the site's messages carry, by request type. */
export type FrameRequestPayloads = {
  ConnectEmail: { email: string }
  ConnectDevice: Record<string, never>
  ConnectOtp: { otp: string }
  /**
   * A social login begins: `returnTo` (a page of the site's origin) when the popup was blocked and
   * the whole page will leave for the provider and come back there.
   */
  ConnectSocial: { provider: string; returnTo?: string }
  /** Waits for the attempt's result (the visitor at the provider), then connects. */
  AwaitSocial: { attemptId: string }
  /** The visitor closed the popup: the attempt can no longer finish. */
  AbandonSocial: { attemptId: string }
  /** A Farcaster login begins: the service opens a relay channel for the site's origin. */
  ConnectFarcaster: Record<string, never>
  /** Waits until the visitor's Farcaster app signed in, then connects. */
  AwaitFarcaster: { attemptId: string }
  /** The visitor left the Farcaster view. */
  AbandonFarcaster: { attemptId: string }
  SetupWallet: Record<string, never>
  GetUser: Record<string, never>
  IsConnected: Record<string, never>
  SignOut: Record<string, never>
  Rpc: FrameSignRequest
  GetSmartAccountEnabledNetworks: Record<string, never>
  /** One call to the operator's bundler for `chainId` (a smart-account network), as the signed-in visitor. */
  BundlerRpc: { chainId: number; method: BundlerMethod; params: unknown[] }
  /**
   * The site asks for a permission of the visitor's smart account `account` on `chainId` until
   * `expiresAt` (unix seconds): the frame shows it, and records it with the service once the
   * visitor approves.
   */
  GrantSession: { chainId: number; account: string; permission: SmartSessionPermission; expiresAt: number }
  /** The live sessions of the visitor's smart account `account` (every site's). */
  ListSessions: { account: string }
  /** Ends the session `id` of `account`: the frame signs the revocation with the owner's key. */
  RevokeSession: { account: string; id: string }
  UpdateEmail: { email: string }
  UpdateEmailPrimaryOtp: { otp: string }
  UpdateEmailSecondaryOtp: { otp: string }
  GetEmailUpdateState: Record<string, never>
  ExportKey: Record<string, never>
  SyncTheme: { themeMode: 'light' | 'dark' }
  /** The modal's language changed after the frame loaded: the frame's next views follow it. */
  SyncLanguage: { locale: string }
  SyncDappData: { name: string; url: string }
  Abort: Record<string, never>
}

/** What the frame answers, by request type. */
export type FrameResponsePayloads = {
  ConnectEmail: { action: EmailConnectAction }
  /** The browser was approved from the emailed link and a code is on its way. */
  ConnectDevice: { action: 'VERIFY_OTP' }
  ConnectOtp: { wallet: WalletSetupStep }
  /** The attempt, and the service's address the popup (or the page) goes to. */
  ConnectSocial: { attemptId: string; startUrl: string }
  /** Signed in: the wallet's step as after a code, with the provider's name for the visitor. */
  AwaitSocial: { wallet: WalletSetupStep; provider: string; username: string }
  AbandonSocial: Record<string, never>
  /** The attempt, and the address the visitor's Farcaster app opens (a QR code and a link). */
  ConnectFarcaster: { attemptId: string; url: string }
  /** Signed in: the wallet's step, the visitor's Farcaster id and the username their app gave. */
  AwaitFarcaster: { wallet: WalletSetupStep; fid: number; username: string }
  AbandonFarcaster: Record<string, never>
  SetupWallet: FrameUser
  GetUser: FrameUser
  IsConnected: { isConnected: boolean }
  SignOut: Record<string, never>
  Rpc: { result: unknown }
  /** The networks the operator offers smart accounts on (none when it offers none). */
  GetSmartAccountEnabledNetworks: { networks: SmartAccountNetwork[] }
  /** The bundler's answer, its JSON-RPC error included (a success event either way). */
  BundlerRpc: BundlerRpcResponse
  GrantSession: { session: SmartSession }
  ListSessions: { sessions: SmartSession[] }
  RevokeSession: Record<string, never>
  UpdateEmail: { action: 'VERIFY_PRIMARY_OTP' }
  UpdateEmailPrimaryOtp: { action: 'VERIFY_SECONDARY_OTP' }
  UpdateEmailSecondaryOtp: { email: string }
  GetEmailUpdateState: { state: 'none' | 'awaiting-primary' | 'awaiting-secondary' | 'done'; email: string }
  ExportKey: Record<string, never>
  SyncTheme: Record<string, never>
  SyncLanguage: Record<string, never>
  SyncDappData: Record<string, never>
  Abort: Record<string, never>
}

/**
 * A signing request the site forwards to the frame. EVM: `personal_sign`, `eth_signTypedData_v4`
 * and `eth_signTransaction` (the site fills nonce, gas and fees from its RPC, then broadcasts what
 * the frame signed). Solana: `solana_signMessage` and `solana_signTransaction` (the serialized
 * transaction message, base64). The frame shows each one to the visitor before it signs.
 */
export type FrameRpcRequest =
  | {
      namespace: 'eip155'
      chainId: number
      method: 'personal_sign'
      params: [message: string, address: string]
    }
  | {
      namespace: 'eip155'
      chainId: number
      method: 'eth_signTypedData_v4'
      params: [address: string, typedData: string]
    }
  | { namespace: 'eip155'; chainId: number; method: 'eth_signTransaction'; params: [FrameEvmTransaction] }
  | { namespace: 'solana'; method: 'solana_signMessage'; params: { message: string } }
  | { namespace: 'solana'; method: 'solana_signTransaction'; params: { message: string } }

/** An EVM transaction, filled by the site, as hex quantities (EIP-1559 fees). */
export type FrameEvmTransaction = {
  from: string
  to?: string | undefined
  value?: string | undefined
  data?: string | undefined
  nonce: string
  gas: string
  maxFeePerGas: string
  maxPriorityFeePerGas: string
  chainId: string
}

/** The error message the frame answers with when the visitor declines (EIP-1193 code 4001). */
export const declinedByVisitorMessage = 'User rejected the request.'
/** The error message the frame answers with while nobody is signed in (EIP-1193 code 4100). */
export const notSignedInMessage = 'Not connected to email or social'

/**
 * Several transactions the visitor approves at once (EIP-5792's `wallet_sendCalls` from the EOA):
 * the site fills them with consecutive nonces; the frame shows every call in one approval, signs
 * each, and answers the signed transactions in the same order (a `string[]`).
 */
export type FrameEvmTransactionBatchRequest = {
  namespace: 'eip155'
  chainId: number
  method: 'eth_signTransactions'
  params: FrameEvmTransaction[]
}

/**
 * An ERC-4337 (EntryPoint v0.7) user operation of the visitor's smart account, as hex, unpacked
 * (viem's and the bundlers' JSON-RPC form). The site fills it (nonce, gas and fees from the chain
 * and the bundler); the frame decodes what it does, checks it against the operator's smart-account
 * networks, computes its hash itself and signs that with the account's owner, the visitor's EOA.
 */
export type FrameUserOperation = {
  sender: string
  nonce: string
  /** Only on the account's first operation: the factory that deploys it, and its call. */
  factory?: string | undefined
  factoryData?: string | undefined
  callData: string
  callGasLimit: string
  verificationGasLimit: string
  preVerificationGas: string
  maxFeePerGas: string
  maxPriorityFeePerGas: string
  paymaster?: string | undefined
  paymasterVerificationGasLimit?: string | undefined
  paymasterPostOpGasLimit?: string | undefined
  paymasterData?: string | undefined
}

/**
 * Signing a smart account's user operation; answers the owner's signature (hex). With `session`
 * (a smart session's id, the permission's context the site was given), the frame signs without
 * asking the visitor when the operation fits that session's permission, and refuses it otherwise.
 */
export type FrameUserOperationRequest = {
  namespace: 'eip155'
  chainId: number
  method: 'eth_signUserOperation'
  params: [userOperation: FrameUserOperation, entryPoint: string]
  session?: string | undefined
}

/**
 * Every signing request the frame reads: a {@link FrameRpcRequest}, a batch of transactions, or a
 * smart account's user operation.
 */
export type FrameSignRequest = FrameRpcRequest | FrameEvmTransactionBatchRequest | FrameUserOperationRequest
