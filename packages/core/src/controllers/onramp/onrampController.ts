import { fallbackOnrampOptions, mockedOnrampQuoteId } from '../../api/onrampFallbacks.js'
import type {
  BlockchainApi,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
} from '../../contracts/blockchainApi.js'
import { toFailure } from '../../errors/failure.js'
import {
  OnrampAccountRequiredError,
  OnrampAmountRequiredError,
  OnrampProjectIdRequiredError,
  OnrampWindowBlockedError,
} from '../../errors/onramp.js'
import type { Network } from '../../network/network.js'
import type { AccountsState } from '../account/accountState.js'
import type { NetworkState } from '../network/networkState.js'
import { checkOnrampAmount } from './onrampAmount.js'
import { createOnrampState, type OnrampState } from './onrampState.js'
import { checkProviderUrl } from './providerUrl.js'

/** The provider API calls the onramp makes. */
export type OnrampApi = Pick<BlockchainApi, 'getOnrampOptions' | 'getOnrampQuote' | 'generateOnrampUrl'>

/** The window the provider's page opens in: what the flow does with it (a browser `Window` fits). */
export type OnrampWindow = {
  opener: unknown
  location: { href: string }
  close(): void
}

/** What the Onramp view calls (`kit.loadFeature('onramp')`). */
export type OnrampController = {
  /**
   * Reads the provider API's options (its built-in ones when it cannot: `usingDefaultOptions`) and
   * picks the defaults for the active network: the first currency bought on it, else the first;
   * that network, else the currency's first; USD, else the first payment currency.
   * @throws {OnrampProjectIdRequiredError} the kit has no provider API.
   */
  loadOptions(): Promise<void>
  /** By id; the network follows (the active one if the currency is bought on it, else its first). */
  setPurchaseCurrency(id: string): void
  /** By name, among the purchase currency's networks. */
  setNetwork(name: string): void
  /** By id. */
  setPaymentCurrency(id: string): void
  /** In the payment currency, as typed. */
  setAmount(amount: string): void
  /**
   * The quote for the form as it stands (a made-up one without fees when the API cannot quote:
   * `quoteMocked`); an older answer never replaces a newer one.
   * @throws {OnrampAmountRequiredError}, {OnrampAmountTooLowError}, {OnrampAmountTooHighError}
   */
  fetchQuote(): Promise<void>
  /**
   * Opens the provider's page in a new window. Call it from the visitor's click: the window opens
   * at once (blank, cut off from this page), then goes to the page the API generates once the
   * address is checked, or closes when that fails. Opened, the purchase continues there
   * (`step: 'open'`); calling again opens the same page again.
   * @throws {OnrampAmountRequiredError}, {OnrampAmountTooLowError}, {OnrampAmountTooHighError},
   *   {OnrampAccountRequiredError}, {OnrampWindowBlockedError}, {OnrampUnsafeUrlError}
   */
  openProvider(): Promise<void>
}

/** The active network's chain id as the options write it (`'1'`, `'137'`). */
const chainIdOf = (network: Network | undefined) => (network ? String(network.id) : undefined)

/** The currency's network on `chainId`, else its first. */
function networkFor(currency: OnrampPurchaseCurrency | undefined, chainId: string | undefined) {
  return currency?.networks.find((network) => network.chain_id === chainId) ?? currency?.networks[0]
}

/**
 * The onramp flow over `state.onramp` (spec section 7): options and quotes from the provider API
 * (with its fallbacks), the amount checked against the card limits, then the provider's page,
 * generated for the active account, in a window of its own.
 */
export function createOnrampController(parameters: {
  state: { onramp?: OnrampState | undefined; network: NetworkState; accounts: AccountsState }
  /** The kit's provider API; none without a project id. */
  api: OnrampApi | undefined
  /** Opens a blank window in the visitor's click; null when the browser blocks it. */
  openWindow?: () => OnrampWindow | null
}): OnrampController {
  const { state, api } = parameters
  const openWindow =
    parameters.openWindow ??
    (() =>
      (globalThis as { open?: (url: string, target: string) => OnrampWindow | null }).open?.(
        'about:blank',
        '_blank',
      ) ?? null)
  state.onramp = createOnrampState()
  // The store's own (proxied) object: writes to it reach the views.
  const onramp = state.onramp
  // Bumped by every change of the form: an answer for an older form is dropped.
  let formVersion = 0
  // The network the defaults were picked for.
  let defaultsFor: string | undefined

  const fail = (error: unknown) => {
    onramp.error = toFailure(error)
  }

  /** A change of the form: older quotes and the generated page no longer apply. */
  const changed = () => {
    formVersion++
    Object.assign(onramp, {
      quote: undefined,
      quoteMocked: false,
      quoteLoading: false,
      providerUrl: undefined,
      step: 'form',
      error: undefined,
    })
  }

  const requireApi = () => {
    if (!api) throw new OnrampProjectIdRequiredError()
    return api
  }

  /** Keeps the visitor's choices that the options still have; picks the defaults for the rest. */
  function choose(options: OnrampOptions) {
    const active = state.network.activeCaipNetwork
    const chainId = chainIdOf(active)
    const networkChanged = defaultsFor !== active?.caipNetworkId
    defaultsFor = active?.caipNetworkId
    const purchases = options.purchaseCurrencies
    const kept = networkChanged
      ? undefined
      : purchases.find((currency) => currency.id === onramp.purchaseCurrency?.id)
    const purchaseCurrency =
      kept ??
      purchases.find((currency) => currency.networks.some((network) => network.chain_id === chainId)) ??
      purchases[0]
    const network =
      (kept && purchaseCurrency?.networks.find((candidate) => candidate.name === onramp.network?.name)) ??
      networkFor(purchaseCurrency, chainId)
    const payments = options.paymentCurrencies
    const paymentCurrency =
      payments.find((currency) => currency.id === onramp.paymentCurrency?.id) ??
      payments.find((currency) => currency.id === 'USD') ??
      payments[0]
    Object.assign(onramp, { purchaseCurrency, network, paymentCurrency })
  }

  /** The form, checked: what is bought, on which network, paid how, for how much. */
  function order() {
    const { purchaseCurrency, network, paymentCurrency } = onramp
    if (!purchaseCurrency || !network || !paymentCurrency) throw new OnrampAmountRequiredError()
    return {
      purchaseCurrency,
      network,
      paymentCurrency,
      amount: checkOnrampAmount(onramp.amount, paymentCurrency),
    }
  }

  /** The active account's address, where the purchase is sent. */
  function recipient() {
    const namespace = state.network.activeCaipNetwork?.chainNamespace
    const address = namespace ? state.accounts[namespace]?.address : undefined
    if (!address) throw new OnrampAccountRequiredError()
    return address
  }

  const findPurchase = (id: string) =>
    onramp.options?.purchaseCurrencies.find((currency) => currency.id === id)
  const findPayment = (id: string): OnrampPaymentCurrency | undefined =>
    onramp.options?.paymentCurrencies.find((currency) => currency.id === id)

  return {
    async loadOptions() {
      onramp.optionsLoading = true
      onramp.error = undefined
      try {
        const options = await requireApi().getOnrampOptions()
        // The client answers its built-in options when the API fails (spec section 7).
        const usingDefaultOptions = options === fallbackOnrampOptions
        const previous = { ...onramp }
        Object.assign(onramp, { options, usingDefaultOptions })
        choose(options)
        if (
          previous.purchaseCurrency?.id !== onramp.purchaseCurrency?.id ||
          previous.network?.name !== onramp.network?.name ||
          previous.paymentCurrency?.id !== onramp.paymentCurrency?.id
        )
          changed()
      } catch (error) {
        fail(error)
        throw error
      } finally {
        onramp.optionsLoading = false
      }
    },
    setPurchaseCurrency(id) {
      const currency = findPurchase(id)
      if (!currency) return
      onramp.purchaseCurrency = currency
      onramp.network = networkFor(currency, chainIdOf(state.network.activeCaipNetwork))
      changed()
    },
    setNetwork(name) {
      const network = onramp.purchaseCurrency?.networks.find((candidate) => candidate.name === name)
      if (!network) return
      onramp.network = network
      changed()
    },
    setPaymentCurrency(id) {
      const currency = findPayment(id)
      if (!currency) return
      onramp.paymentCurrency = currency
      changed()
    },
    setAmount(amount) {
      onramp.amount = amount
      changed()
    },
    async fetchQuote() {
      changed()
      const version = formVersion
      try {
        const { purchaseCurrency, network, paymentCurrency, amount } = order()
        const quoteApi = requireApi()
        onramp.quoteLoading = true
        const quote = await quoteApi.getOnrampQuote({
          purchaseCurrency,
          paymentCurrency,
          amount,
          network: network.name,
        })
        if (version !== formVersion) return
        Object.assign(onramp, { quote, quoteMocked: quote.quoteId === mockedOnrampQuoteId })
      } catch (error) {
        if (version !== formVersion) return
        fail(error)
        throw error
      } finally {
        if (version === formVersion) onramp.quoteLoading = false
      }
    },
    async openProvider() {
      // Everything up to the window's opening runs in the visitor's click (no await before it),
      // so pop-up blockers let it through.
      let checked: ReturnType<typeof order> & { address: string; api: OnrampApi }
      try {
        checked = { ...order(), address: recipient(), api: requireApi() }
      } catch (error) {
        fail(error)
        throw error
      }
      const popup = openWindow()
      if (!popup) {
        const error = new OnrampWindowBlockedError()
        fail(error)
        throw error
      }
      // The provider's page gets no handle on this one.
      try {
        popup.opener = null
      } catch {}
      const version = formVersion
      const known = onramp.providerUrl
      Object.assign(onramp, { step: 'opening', error: undefined })
      try {
        const { purchaseCurrency, network, amount, address } = checked
        const url = checkProviderUrl(
          known ??
            (
              await checked.api.generateOnrampUrl({
                destinationWallets: [
                  { address, blockchains: [network.name], assets: [purchaseCurrency.symbol] },
                ],
                partnerUserId: address,
                defaultNetwork: network.name,
                defaultExperience: 'buy',
                presetFiatAmount: Number(amount),
              })
            ).url,
        )
        popup.location.href = url
        if (version === formVersion) Object.assign(onramp, { providerUrl: url, step: 'open' })
      } catch (error) {
        popup.close()
        if (version === formVersion) {
          onramp.step = 'form'
          fail(error)
        }
        throw error
      }
    },
  }
}
