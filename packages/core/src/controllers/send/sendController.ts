import type { TokenBalance, Transaction } from '../../contracts/blockchainApi.js'
import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { SendableToken, SendFeeEstimate, SendTokenParameters } from '../../contracts/walletActions.js'
import { isUserRejection } from '../../errors/connection.js'
import { errorText } from '../../errors/failure.js'
import {
  InvalidReceiverError,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from '../../errors/send.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { AccountsState } from '../account/accountState.js'
import type { ConnectionState } from '../connection/connectionState.js'
import type { NetworkState } from '../network/networkState.js'
import type { ModalState } from '../router/modalState.js'
import { subtractAmounts } from './sendAmounts.js'
import { createSendState, type SendPreset, type SendState } from './sendState.js'

/** What the send views call (`kit.loadFeature('send')`). */
export type SendController = {
  /** Picks the token to send (one of the account's balances) and clears the amount. */
  setToken(token: TokenBalance | undefined): void
  setAmount(amount: string): void
  /** Sets the receiver as typed; a name (`vitalik.eth`) is resolved through the adapter. */
  setReceiver(receiver: string): Promise<void>
  /**
   * Fills the form from a preset (`kit.open({ view: 'WalletSend', data: { send } })`): the token
   * among `balances` (by address; the native currency when the preset names none; none picked when
   * the visitor holds no such token), then the amount and the receiver.
   */
  applyPreset(preset: SendPreset, balances: readonly TokenBalance[]): Promise<void>
  /** The whole balance of the token; for the native currency, less the send's fee. */
  setMaxAmount(): Promise<void>
  /** The fee of the send as it stands, or `undefined` when the adapter cannot say. */
  estimateFee(): Promise<SendFeeEstimate | undefined>
  /**
   * Checks the form as the spec does before the preview: 'An amount and receiver address are
   * required', 'A token is required', 'Invalid receiver address'; 'Unsupported chain' where the
   * active namespace cannot send.
   */
  check(): void
  /**
   * Sends: the wallet is asked, then the form resets, balances refresh and the modal returns to
   * Account (spec section 4). A rejection or failure keeps the form for another try.
   */
  send(): Promise<string>
  reset(): void
}

type Active = {
  adapter: ChainAdapter
  parameters: SendTokenParameters
}

/** Looks like a name rather than an address: has a dot and no spaces (`name.eth`). */
const looksLikeName = (value: string) => /^[^\s.]+(\.[^\s.]+)+$/.test(value)

/**
 * The send form's flow over `state.send` (spec sections 3 to 5), for the active namespace's
 * connection, through its adapter's `sendToken`. A network change resets the form.
 */
export function createSendController(parameters: {
  state: {
    send: SendState | undefined
    network: NetworkState
    connection: ConnectionState
    accounts: AccountsState
    modal: ModalState
  }
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** Re-reads the namespace's balances past their cache. */
  refreshBalance: (namespace: ChainNamespace) => void
  /** Calls `listener` whenever the active network changes; the form resets then (spec section 4). */
  onNetworkChange: (listener: () => void) => void
  /** Shows Account as the only view (spec section 4: after a send the modal returns to Account). */
  returnToAccount: () => void
  /** A send went out: its transaction as the activity list shows it while pending. */
  onSent?: (transaction: Transaction) => void
}): SendController {
  const { state, getAdapter, returnToAccount } = parameters
  state.send = createSendState()
  // The store's own (proxied) object: writes to it reach the views.
  const send = state.send

  /** Empties the form; how the last send ended stays. */
  const resetForm = () => {
    const { result: _kept, ...form } = createSendState()
    Object.assign(send, form)
  }
  parameters.onNetworkChange(resetForm)

  function active(): Active {
    const namespace = state.network.activeNamespace
    const network = state.network.activeCaipNetwork
    const adapter = namespace ? getAdapter(namespace) : undefined
    const connectorId = namespace ? state.connection.connections[namespace]?.connectorId : undefined
    if (!namespace || !network || !adapter?.sendToken || !connectorId)
      throw new SendUnsupportedChainError({ namespace })
    const token = send.token ? sendableToken(send.token) : undefined
    return {
      adapter,
      parameters: {
        connectorId,
        network,
        token,
        sendTokenAmount: send.sendTokenAmount,
        receiverAddress: send.resolvedReceiverAddress ?? send.receiverAddress,
      },
    }
  }

  function check(): Active {
    const current = active()
    const { sendTokenAmount, receiverAddress, network } = current.parameters
    if (!sendTokenAmount?.trim() || !receiverAddress?.trim()) throw new SendAmountAndReceiverRequiredError()
    if (!current.parameters.token) throw new SendTokenRequiredError()
    const isAddress = current.adapter.isAddress?.({ address: receiverAddress.trim(), network })
    if (isAddress === false) throw new InvalidReceiverError({ receiver: receiverAddress })
    return current
  }

  async function setReceiver(receiver: string) {
    send.receiverAddress = receiver
    send.resolvedReceiverAddress = undefined
    send.receiverProfileName = undefined
    const name = receiver.trim()
    const network = state.network.activeCaipNetwork
    const adapter = network ? getAdapter(network.chainNamespace) : undefined
    if (!network || !adapter?.resolveName || !looksLikeName(name)) return
    const resolved = await adapter.resolveName({ name, network }).catch(() => undefined)
    // Typed on meanwhile: this answer is for an older receiver.
    if (send.receiverAddress !== receiver) return
    send.resolvedReceiverAddress = resolved
    send.receiverProfileName = resolved ? name : undefined
  }

  return {
    setToken(token) {
      send.token = token
      send.sendTokenAmount = undefined
    },
    setAmount(amount) {
      send.sendTokenAmount = amount
    },
    setReceiver,
    async applyPreset(preset, balances) {
      send.token = preset.token
        ? balances.find((balance) => balance.address && sameToken(balance.address, preset.token ?? ''))
        : (balances.find((balance) => !balance.address) ?? balances[0])
      send.sendTokenAmount = preset.amount
      if (preset.receiver !== undefined) await setReceiver(preset.receiver)
    },
    async setMaxAmount() {
      const token = send.token
      if (!token) throw new SendTokenRequiredError()
      const whole = token.quantity.numeric
      if (token.address) {
        send.sendTokenAmount = whole
        return
      }
      const current = active()
      const estimate = await current.adapter.estimateSendFee?.({
        ...current.parameters,
        sendTokenAmount: whole,
        // The fee hardly depends on the receiver; one is needed to estimate: the sender itself.
        receiverAddress:
          current.parameters.receiverAddress ||
          state.accounts[current.parameters.network.chainNamespace]?.address,
      })
      const decimals = Number(token.quantity.decimals)
      send.sendTokenAmount = estimate
        ? subtractAmounts(subtractAmounts(whole, estimate.fee, decimals), estimate.reserve ?? '0', decimals)
        : whole
    },
    async estimateFee() {
      const current = check()
      return current.adapter.estimateSendFee?.(current.parameters)
    },
    check() {
      check()
    },
    async send() {
      const current = check()
      const { network, sendTokenAmount = '', receiverAddress = '' } = current.parameters
      const symbol = send.token?.symbol
      send.loading = true
      try {
        const hash = await current.adapter.sendToken?.(current.parameters)
        if (!hash) throw new SendUnsupportedChainError({ namespace: network.chainNamespace })
        const sender = state.accounts[network.chainNamespace]?.address ?? ''
        const sent = { hash, caipNetworkId: network.caipNetworkId, amount: sendTokenAmount, symbol }
        resetForm()
        send.result = { status: 'success', ...sent, receiver: receiverAddress, timestamp: Date.now() }
        parameters.onSent?.(pendingSend({ ...sent, from: sender, to: receiverAddress }))
        parameters.refreshBalance(network.chainNamespace)
        if (state.modal.isOpen) returnToAccount()
        return hash
      } catch (error) {
        // The form stays as it was: the visitor may try again.
        send.lastRetry = Date.now()
        send.result = {
          status: 'failure',
          message: errorText(error),
          rejected: isUserRejection(error),
          caipNetworkId: network.caipNetworkId,
          timestamp: send.lastRetry,
        }
        throw error
      } finally {
        send.loading = false
      }
    },
    reset: resetForm,
  }
}

/** The send's token as the adapters take it: the native currency has no address. */
function sendableToken(token: TokenBalance): SendableToken {
  return token.address
    ? {
        type: 'token',
        address: token.address,
        decimals: Number(token.quantity.decimals),
        symbol: token.symbol,
      }
    : { type: 'native' }
}

/** Token addresses compared as their chains write them: EVM's hex in any case, others exactly. */
function sameToken(address: string, wanted: string): boolean {
  const plain = address.split(':').at(-1) ?? address
  return plain.startsWith('0x') ? plain.toLowerCase() === wanted.toLowerCase() : plain === wanted
}

/** A send just made, as the activity list shows it until its source lists it. */
function pendingSend(sent: {
  hash: string
  caipNetworkId: string
  amount: string
  symbol: string | undefined
  from: string
  to: string
}): Transaction {
  return {
    id: sent.hash,
    metadata: {
      operationType: 'send',
      hash: sent.hash,
      minedAt: new Date().toISOString(),
      sentFrom: sent.from,
      sentTo: sent.to,
      status: 'pending',
      chain: sent.caipNetworkId,
    },
    transfers: [
      {
        direction: 'out',
        fungible_info: sent.symbol ? { symbol: sent.symbol } : undefined,
        quantity: { numeric: sent.amount },
      },
    ],
  }
}
