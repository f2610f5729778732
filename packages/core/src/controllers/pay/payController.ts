import type { CaipNetworkId } from '../../caip/caip.js'
import type { Transaction } from '../../contracts/blockchainApi.js'
import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { SendableToken } from '../../contracts/walletActions.js'
import { isUserRejection } from '../../errors/connection.js'
import { toFailure } from '../../errors/failure.js'
import { PayCancelledError, PayRequestInvalidError, PayWalletNotConnectedError } from '../../errors/pay.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { Network } from '../../network/network.js'
import type { AccountsState } from '../account/accountState.js'
import type { ConnectionState } from '../connection/connectionState.js'
import type { NetworkState } from '../network/networkState.js'
import type { ModalState } from '../router/modalState.js'
import type { PayRequest, PayResult, PayState } from './payState.js'

/** What `kit.pay` and the Pay view call (`kit.loadFeature('pay')`). */
export type PayController = {
  /**
   * Shows the request in the Pay view and settles once it is paid (the transaction's result), or
   * rejects when the visitor closes the modal first (with the last failure, else
   * `PayCancelledError`). A new request replaces one still waiting, which is cancelled.
   * @throws {PayRequestInvalidError} for a request the kit cannot pay (checked before anything shows).
   */
  pay(request: PayRequest): Promise<Extract<PayResult, { status: 'success' }>>
  /**
   * The Pay button: switches the wallet to the request's network when needed, then sends the
   * amount to the recipient through the namespace's adapter. A failure stays on the view, which
   * can try again.
   */
  confirm(): Promise<void>
}

const decimalAmount = /^\d+(\.\d+)?$/

/**
 * Payments a site asks for (spec section 4's pay flow): the request shown in the Pay view, paid
 * from the visitor's connected wallet in any family whose adapter sends (native currency or a
 * token), reported in `state.pay.result` and through the promise `pay` returned.
 */
export function createPayController(parameters: {
  state: {
    pay?: PayState | undefined
    network: NetworkState
    connection: ConnectionState
    accounts: AccountsState
    modal: ModalState
  }
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** Opens the modal on the Pay view. */
  showPayView: () => void
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>
  /** Calls `listener` with the view the modal showed whenever it closes. */
  onModalClosed: (listener: (lastView: string) => void) => void
  refreshBalance: (namespace: ChainNamespace) => void
  /** A payment went out: its transaction as the activity list shows it while pending. */
  onSent?: (transaction: Transaction) => void
}): PayController {
  const { state, getAdapter } = parameters
  let waiting:
    | {
        resolve: (result: Extract<PayResult, { status: 'success' }>) => void
        reject: (error: unknown) => void
        lastError: unknown
      }
    | undefined

  function settle(outcome: { result: Extract<PayResult, { status: 'success' }> } | { error: unknown }) {
    const current = waiting
    waiting = undefined
    if (!current) return
    if ('result' in outcome) current.resolve(outcome.result)
    else current.reject(outcome.error)
  }

  function networkOf(request: PayRequest): Network {
    const namespace = request.network.split(':')[0] as ChainNamespace
    const network = state.network.byNamespace[namespace]?.requestedCaipNetworks.find(
      (configured) => configured.caipNetworkId === request.network,
    )
    if (!network) throw new PayRequestInvalidError({ reason: `The kit has no network ${request.network}.` })
    return network
  }

  function check(request: PayRequest) {
    const network = networkOf(request)
    const adapter = getAdapter(network.chainNamespace)
    const sendToken = adapter?.sendToken?.bind(adapter)
    if (!sendToken)
      throw new PayRequestInvalidError({ reason: `The ${network.chainNamespace} adapter cannot send.` })
    const recipient = request.recipient.trim()
    if (!recipient) throw new PayRequestInvalidError({ reason: 'The recipient is missing.' })
    if (adapter?.isAddress?.({ address: recipient, network }) === false)
      throw new PayRequestInvalidError({ reason: `${recipient} is not an address on ${network.name}.` })
    if (!decimalAmount.test(request.amount) || !/[1-9]/.test(request.amount))
      throw new PayRequestInvalidError({
        reason: `The amount must be a positive number, not "${request.amount}".`,
      })
    const { asset } = request
    if (asset && !(Number.isInteger(asset.decimals) && asset.decimals >= 0 && asset.decimals <= 36))
      throw new PayRequestInvalidError({ reason: `The asset's decimals must be a whole number, 0 to 36.` })
    return { network, sendToken, recipient }
  }

  parameters.onModalClosed((lastView) => {
    const pay = state.pay
    const request = pay?.request
    if (!waiting || !pay || !request || pay.step === 'paying') return
    const namespace = request.network.split(':')[0] as ChainNamespace
    // The visitor connected from the Pay view (the connecting view closes the modal once
    // connected): the payment goes on.
    if (lastView !== 'Pay' && state.accounts[namespace]?.address) {
      parameters.showPayView()
      return
    }
    const cancelled = new PayCancelledError()
    pay.result = {
      status: 'failure',
      message: cancelled.shortMessage,
      rejected: false,
      cancelled: true,
      caipNetworkId: request.network,
      timestamp: Date.now(),
    }
    settle({ error: waiting.lastError ?? cancelled })
  })

  return {
    pay(request) {
      const { network } = check(request)
      settle({ error: new PayCancelledError() })
      state.pay = {
        request: { ...request },
        symbol: request.asset?.symbol ?? network.nativeCurrency.symbol,
        step: 'review',
        error: undefined,
        result: state.pay?.result,
      }
      const promise = new Promise<Extract<PayResult, { status: 'success' }>>((resolve, reject) => {
        waiting = { resolve, reject, lastError: undefined }
      })
      parameters.showPayView()
      return promise
    },

    async confirm() {
      const pay = state.pay
      const request = pay?.request
      if (!pay || !request || pay.step === 'paying') return
      const { network, sendToken, recipient } = check(request)
      const namespace = network.chainNamespace
      const connectorId = state.connection.connections[namespace]?.connectorId
      if (!connectorId) throw new PayWalletNotConnectedError({ namespace })
      Object.assign(pay, { step: 'paying', error: undefined })
      try {
        if (state.network.activeCaipNetwork?.caipNetworkId !== network.caipNetworkId)
          await parameters.switchNetwork(network.caipNetworkId)
        const token: SendableToken = request.asset ? { type: 'token', ...request.asset } : { type: 'native' }
        const hash = await sendToken({
          connectorId,
          network,
          token,
          sendTokenAmount: request.amount,
          receiverAddress: recipient,
        })
        const result = {
          status: 'success',
          hash,
          caipNetworkId: network.caipNetworkId,
          recipient,
          amount: request.amount,
          symbol: pay.symbol,
          timestamp: Date.now(),
        } as const
        Object.assign(pay, { step: 'success', result })
        parameters.onSent?.(pendingPayment(result, state.accounts[namespace]?.address ?? ''))
        parameters.refreshBalance(namespace)
        settle({ result })
      } catch (error) {
        const failure = toFailure(error)
        Object.assign(pay, {
          step: 'failure',
          error: failure,
          result: {
            status: 'failure',
            message: failure.message,
            rejected: isUserRejection(error),
            cancelled: false,
            caipNetworkId: network.caipNetworkId,
            timestamp: Date.now(),
          },
        })
        if (waiting) waiting.lastError = error
      }
    },
  }
}

/** The payment as the activity list shows it until its source lists it. */
function pendingPayment(result: Extract<PayResult, { status: 'success' }>, from: string): Transaction {
  return {
    id: result.hash,
    metadata: {
      operationType: 'send',
      hash: result.hash,
      minedAt: new Date(result.timestamp).toISOString(),
      sentFrom: from,
      sentTo: result.recipient,
      status: 'pending',
      chain: result.caipNetworkId,
    },
    transfers: [
      { direction: 'out', fungible_info: { symbol: result.symbol }, quantity: { numeric: result.amount } },
    ],
  }
}
