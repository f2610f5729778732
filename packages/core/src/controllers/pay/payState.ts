import type { CaipNetworkId } from '../../caip/caip.js'
import type { Failure } from '../../errors/failure.js'

/**
 * What a site asks the visitor to pay (`kit.pay`): `amount` in whole units (`'0.5'`) of `asset` on
 * `network`, to `recipient`. The asset is the network's native currency unless a token is given
 * (an ERC-20 contract, an SPL mint) with its symbol and decimals.
 */
export type PayRequest = {
  recipient: string
  amount: string
  network: CaipNetworkId
  asset?: { address: string; symbol: string; decimals: number } | undefined
}

/**
 * How a payment ended: sent (its transaction id; it may still be pending on chain), or failed
 * (its message; `rejected` when the visitor declined in the wallet, `cancelled` when the visitor
 * closed the modal before paying). A new object per payment.
 */
export type PayResult =
  | {
      status: 'success'
      hash: string
      caipNetworkId: CaipNetworkId
      recipient: string
      amount: string
      symbol: string
      timestamp: number
    }
  | {
      status: 'failure'
      message: string
      rejected: boolean
      cancelled: boolean
      caipNetworkId: CaipNetworkId
      timestamp: number
    }

/**
 * The pay view's state: the request shown, where it stands (`review` until the visitor pays,
 * `paying` while the wallet is asked, then `success` or `failure`), the failure's text for a
 * retry, and the last payment's result.
 */
export type PayState = {
  request: PayRequest | undefined
  /** The asset's symbol, as the view shows it. */
  symbol: string
  step: 'review' | 'paying' | 'success' | 'failure'
  error: Failure | undefined
  result: PayResult | undefined
}
