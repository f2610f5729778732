import type { CaipNetworkId, ConnectedAccountType, ConnectorType } from '@latchkit/core'

/**
 * How a test wallet fails: `true` throws a plain error, `'userRejected'` a wallet rejection
 * (EIP-1193 code 4001), an `Error` is thrown as is. `false` or absent: it works.
 */
export type TestFailure = boolean | 'userRejected' | Error

/** Switchable failures of a test wallet, after wagmi's mock connector. */
export type TestWalletFeatures = {
  connectError?: TestFailure
  reconnectError?: TestFailure
  switchNetworkError?: TestFailure
  /** Leaves every network switch unanswered, as a wallet whose user has not decided yet. */
  switchNetworkPending?: boolean
  disconnectError?: TestFailure
  signMessageError?: TestFailure
  /** Signs with a key that is not the account's: the adapter's `verifyMessage` refuses the signature. */
  signsWithWrongKey?: boolean
  getBalanceError?: TestFailure
  /**
   * Reports no accounts (`accountsChanged` with `[]`) while the site disconnects it, before the
   * disconnect resolves, as an injected wallet does once its permission is revoked.
   */
  emptyAccountsOnDisconnect?: boolean
}

/** A wallet of the test adapter, offered as a connector. */
export type TestWallet = {
  /** The connector id. */
  id: string
  name: string
  /** @default 'ANNOUNCED' */
  type?: ConnectorType
  rdns?: string
  explorerId?: string
  imageUrl?: string
  /** The wallet's addresses; the first one is active. */
  accounts: readonly string[]
  /** @default 'eoa' */
  accountType?: ConnectedAccountType
  /** Whether the site is already authorized, so reconnect succeeds without prompting. @default false */
  authorized?: boolean
  /** The network the wallet is on. @default the adapter's first network */
  caipNetworkId?: CaipNetworkId
  /** The networks it approves (like a WalletConnect session); all when absent. */
  approvedCaipNetworkIds?: readonly CaipNetworkId[]
  features?: TestWalletFeatures
}

/** One call the adapter received, for assertions. */
export type TestAdapterCall = {
  method:
    | 'connect'
    | 'reconnect'
    | 'disconnect'
    | 'switchNetwork'
    | 'getAccounts'
    | 'getBalance'
    | 'signMessage'
    | 'verifyMessage'
    | 'getIdentity'
    | 'setActiveAccount'
  connectorId?: string
  caipNetworkId?: CaipNetworkId
  /** The account `setActiveAccount` named. */
  address?: string
}
