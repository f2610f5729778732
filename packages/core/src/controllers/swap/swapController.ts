import { swapApprovalPollMs, swapApprovalTimeoutMs } from '../../constants.js'
import type { SwapToken, SwapTransaction, Transaction } from '../../contracts/blockchainApi.js'
import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import { nativeSwapTokenAddress, type SwapProvider } from '../../contracts/swapProvider.js'
import { isUserRejection } from '../../errors/connection.js'
import { toFailure } from '../../errors/failure.js'
import { NetworkNotSupportedError } from '../../errors/networkNotSupported.js'
import { SendUnsupportedChainError } from '../../errors/send.js'
import {
  SwapAmountRequiredError,
  SwapApprovalTimeoutError,
  SwapInsufficientBalanceError,
  SwapQuoteUnavailableError,
} from '../../errors/swap.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { Network } from '../../network/network.js'
import { formatAmount, parseAmount } from '../../utils/units.js'
import type { AccountsState } from '../account/accountState.js'
import type { ConnectionState } from '../connection/connectionState.js'
import type { NetworkState } from '../network/networkState.js'
import type { ModalState } from '../router/modalState.js'
import { createSwapState, type SwapState } from './swapState.js'

/** What the Swap view calls (`kit.loadFeature('swaps')`). */
export type SwapController = {
  /**
   * Reads the provider's tokens for the active network (again after a network change).
   * @throws {NetworkNotSupportedError} 'Network not supported for Swaps' where the provider does not swap.
   */
  loadTokens(): Promise<void>
  setSourceToken(token: SwapToken | undefined): void
  setToToken(token: SwapToken | undefined): void
  /** Swaps the two tokens' places (the amount stays). */
  switchTokens(): void
  setAmount(amount: string): void
  /** The slippage tolerance in percent (0 to 50). */
  setSlippage(percent: number): void
  /**
   * The quote for the form as it stands (and whether an approval must come first); an older
   * answer never replaces a newer one.
   * @throws {SwapAmountRequiredError}, {SwapInsufficientBalanceError}, {SwapQuoteUnavailableError}
   */
  fetchQuote(): Promise<void>
  /** Sends the provider's approval through the wallet and resolves once the swap may spend the amount. */
  approve(): Promise<void>
  /**
   * Sends the swap through the wallet; then the balances refresh, Activity shows it pending, the
   * form resets and the modal returns to Account. A rejection keeps the form.
   */
  swap(): Promise<string>
}

/** A CAIP-10 token's address part; the native currency's placeholder for the native currency. */
const addressOf = (caip10: string) => caip10.split(':').at(-1)?.toLowerCase() ?? ''
const isNative = (token: SwapToken) => addressOf(token.address) === nativeSwapTokenAddress

/**
 * The swap flow over `state.swap` (spec sections 3, 5 and 7) for the active EVM connection: tokens
 * and quotes from `provider` (the provider API or an on-chain router), the approval when the
 * token's allowance falls short, then the swap, both sent by the adapter's `sendTransaction`.
 */
export function createSwapController(parameters: {
  state: {
    swap?: SwapState | undefined
    network: NetworkState
    connection: ConnectionState
    accounts: AccountsState
    modal: ModalState
  }
  provider: SwapProvider
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  refreshBalance: (namespace: ChainNamespace) => void
  onNetworkChange: (listener: () => void) => void
  returnToAccount: () => void
  /** A swap went out: its transaction as the activity list shows it while pending. */
  onSent?: (transaction: Transaction) => void
  /** Waits `ms` (tests pass their own clock). */
  sleep?: (ms: number) => Promise<void>
}): SwapController {
  const { state, provider, getAdapter } = parameters
  const sleep = parameters.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  state.swap = createSwapState()
  // The store's own (proxied) object: writes to it reach the views.
  const swap = state.swap
  let quoteRequest = 0

  const resetForm = () => {
    const { slippage, result, tokens, caipNetworkId } = swap
    Object.assign(swap, createSwapState(), { slippage, result, tokens, caipNetworkId })
  }
  parameters.onNetworkChange(() => {
    const { slippage, result } = swap
    Object.assign(swap, createSwapState(), { slippage, result })
  })

  function active() {
    const network = state.network.activeCaipNetwork
    const namespace = network?.chainNamespace
    const adapter = namespace ? getAdapter(namespace) : undefined
    const connectorId = namespace ? state.connection.connections[namespace]?.connectorId : undefined
    const address = namespace ? state.accounts[namespace]?.address : undefined
    if (!network || !adapter?.sendTransaction || !connectorId || !address)
      throw new SendUnsupportedChainError({ namespace })
    return { network, adapter, connectorId, address, send: adapter.sendTransaction.bind(adapter) }
  }

  /** The form in base units, checked: both tokens, a positive amount the visitor holds. */
  function order() {
    const { sourceToken: from, toToken: to, sourceTokenAmount } = swap
    if (!from || !to || !sourceTokenAmount?.trim()) throw new SwapAmountRequiredError()
    let amount: bigint
    try {
      amount = parseAmount(sourceTokenAmount, from.decimals)
    } catch {
      throw new SwapAmountRequiredError()
    }
    const current = active()
    const held = state.accounts[current.network.chainNamespace]?.tokenBalance.find((balance) =>
      isNative(from)
        ? !balance.address
        : balance.address && addressOf(balance.address) === addressOf(from.address),
    )
    if (held) {
      const balance = parseAmount(
        held.quantity.numeric === '0' ? '0.0' : held.quantity.numeric,
        from.decimals,
      )
      if (amount > balance)
        throw new SwapInsufficientBalanceError({
          amount: sourceTokenAmount,
          balance: held.quantity.numeric,
          symbol: from.symbol,
        })
    }
    return { ...current, from, to, amount }
  }

  type Order = ReturnType<typeof order>

  /** The order as the provider takes it: CAIP-10 tokens, the amount in base units, the sender. */
  const providerRequest = ({ network, from, to, amount, address }: Order) => ({
    network,
    from: from.address,
    to: to.address,
    amount: amount.toString(),
    userAddress: address,
  })

  /** Sends a transaction the provider built, from the order's connection. */
  const sendBuilt = (current: Order, transaction: SwapTransaction) =>
    current.send({
      connectorId: current.connectorId,
      network: current.network,
      to: transaction.to,
      data: transaction.data as `0x${string}`,
      value: BigInt(transaction.value || '0'),
    })

  function fail(error: unknown, network: Network | undefined) {
    const failure = toFailure(error)
    swap.error = failure
    if (network)
      swap.result = {
        status: 'failure',
        message: failure.message,
        rejected: isUserRejection(error),
        caipNetworkId: network.caipNetworkId,
        timestamp: Date.now(),
      }
  }

  return {
    async loadTokens() {
      const network = state.network.activeCaipNetwork
      if (!network) throw new SendUnsupportedChainError({ namespace: undefined })
      if (swap.caipNetworkId === network.caipNetworkId && swap.tokens.length > 0) return
      swap.tokensLoading = true
      swap.error = undefined
      try {
        if (!(await provider.supportsNetwork(network)))
          throw new NetworkNotSupportedError({ feature: 'swaps', caipNetworkId: network.caipNetworkId })
        const tokens = await provider.getTokens({ network })
        if (state.network.activeCaipNetwork?.caipNetworkId !== network.caipNetworkId) return
        Object.assign(swap, { tokens, caipNetworkId: network.caipNetworkId })
        swap.sourceToken ??= tokens.find(isNative) ?? tokens[0]
      } catch (error) {
        fail(error, undefined)
        throw error
      } finally {
        swap.tokensLoading = false
      }
    },
    setSourceToken(token) {
      swap.sourceToken = token
      if (token && swap.toToken?.address === token.address) swap.toToken = undefined
      swap.quote = undefined
    },
    setToToken(token) {
      swap.toToken = token
      if (token && swap.sourceToken?.address === token.address) swap.sourceToken = undefined
      swap.quote = undefined
    },
    switchTokens() {
      const { sourceToken, toToken } = swap
      Object.assign(swap, { sourceToken: toToken, toToken: sourceToken, quote: undefined })
    },
    setAmount(amount) {
      swap.sourceTokenAmount = amount
      swap.quote = undefined
    },
    setSlippage(percent) {
      if (Number.isFinite(percent) && percent >= 0 && percent <= 50) swap.slippage = percent
      swap.quote = undefined
    },
    async fetchQuote() {
      const request = ++quoteRequest
      swap.error = undefined
      swap.quote = undefined
      try {
        const current = order()
        swap.quoteLoading = true
        const { network, from, to, amount, address } = current
        const [quote, allowance] = await Promise.all([
          provider.getQuote(providerRequest(current)),
          isNative(from)
            ? undefined
            : provider.getAllowance({ network, token: from.address, owner: address }),
        ])
        if (request !== quoteRequest) return
        const toAmount = BigInt(quote.toAmount)
        if (toAmount <= 0n) throw new SwapQuoteUnavailableError({ from: from.address, to: to.address })
        // Slippage in hundredths of a percent, so 0.5 % stays exact.
        const minimum = (toAmount * BigInt(Math.round((100 - swap.slippage) * 100))) / 10_000n
        swap.quote = {
          toAmount: formatAmount(toAmount, to.decimals),
          minimumReceived: formatAmount(minimum, to.decimals),
          priceImpact: quote.priceImpact,
          feePercent: quote.feePercent,
        }
        swap.needsApproval = allowance !== undefined && BigInt(allowance) < amount
      } catch (error) {
        if (request !== quoteRequest) return
        fail(error, undefined)
        throw error
      } finally {
        if (request === quoteRequest) swap.quoteLoading = false
      }
    },
    async approve() {
      const current = order()
      const { network, from, amount, address } = current
      swap.step = 'approving'
      swap.error = undefined
      try {
        await sendBuilt(current, await provider.buildApprove(providerRequest(current)))
        // The swap may spend the amount once the approval is mined.
        const deadline = Date.now() + swapApprovalTimeoutMs
        for (;;) {
          const allowance = await provider.getAllowance({ network, token: from.address, owner: address })
          if (BigInt(allowance) >= amount) break
          if (Date.now() > deadline) throw new SwapApprovalTimeoutError({ token: from.address })
          await sleep(swapApprovalPollMs)
        }
        swap.needsApproval = false
      } catch (error) {
        fail(error, network)
        throw error
      } finally {
        swap.step = 'idle'
      }
    },
    async swap() {
      const current = order()
      const { network, from, to, amount, address } = current
      swap.step = 'swapping'
      swap.error = undefined
      try {
        const built = await provider.buildSwap({ ...providerRequest(current), slippage: swap.slippage })
        const hash = await sendBuilt(current, built)
        const amountText = formatAmount(amount, from.decimals)
        parameters.onSent?.(
          pendingSwap({
            hash,
            network,
            from,
            to,
            amount: amountText,
            sender: address,
            received: swap.quote?.toAmount,
          }),
        )
        resetForm()
        swap.result = {
          status: 'success',
          hash,
          caipNetworkId: network.caipNetworkId,
          from: from.address,
          to: to.address,
          amount: amountText,
          timestamp: Date.now(),
        }
        parameters.refreshBalance(network.chainNamespace)
        if (state.modal.isOpen) parameters.returnToAccount()
        return hash
      } catch (error) {
        fail(error, network)
        throw error
      } finally {
        swap.step = 'idle'
      }
    },
  }
}

/** A swap just sent, as the activity list shows it until its source lists it. */
function pendingSwap(swap: {
  hash: string
  network: Network
  from: SwapToken
  to: SwapToken
  amount: string
  sender: string
  received: string | undefined
}): Transaction {
  return {
    id: swap.hash,
    metadata: {
      operationType: 'trade',
      hash: swap.hash,
      minedAt: new Date().toISOString(),
      sentFrom: swap.sender,
      sentTo: swap.sender,
      status: 'pending',
      chain: swap.network.caipNetworkId,
    },
    transfers: [
      { direction: 'out', fungible_info: { symbol: swap.from.symbol }, quantity: { numeric: swap.amount } },
      ...(swap.received
        ? [
            {
              direction: 'in' as const,
              fungible_info: { symbol: swap.to.symbol },
              quantity: { numeric: swap.received },
            },
          ]
        : []),
    ],
  }
}
