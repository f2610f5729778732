import type {
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from '../../contracts/blockchainApi.js'
import type { Failure } from '../../errors/failure.js'

/**
 * Where the purchase stands: the form, the provider's window being opened (the URL asked for), or
 * open (the visitor completes the purchase there).
 */
export type OnrampStep = 'form' | 'opening' | 'open'

/** The Onramp (Buy crypto) view's state (spec section 7: options, quotes, provider URL, fallbacks). */
export type OnrampState = {
  /** What the provider API offers; undefined until loaded. */
  options: OnrampOptions | undefined
  optionsLoading: boolean
  /** The options are the built-in ones (spec section 7): the provider API could not list them. */
  usingDefaultOptions: boolean
  purchaseCurrency: OnrampPurchaseCurrency | undefined
  /** The network the currency is bought on, one of `purchaseCurrency.networks`. */
  network: OnrampNetwork | undefined
  paymentCurrency: OnrampPaymentCurrency | undefined
  /** In the payment currency, as typed (a decimal comma is read as a point). */
  amount: string | undefined
  quote: OnrampQuote | undefined
  /** The quote is the made-up one (no fees known): the provider shows its fees on its page. */
  quoteMocked: boolean
  quoteLoading: boolean
  step: OnrampStep
  /** The provider's page for the form as it stands, once generated (to open it again). */
  providerUrl: string | undefined
  /** The last failure. */
  error: Failure | undefined
}

export function createOnrampState(): OnrampState {
  return {
    options: undefined,
    optionsLoading: false,
    usingDefaultOptions: false,
    purchaseCurrency: undefined,
    network: undefined,
    paymentCurrency: undefined,
    amount: undefined,
    quote: undefined,
    quoteMocked: false,
    quoteLoading: false,
    step: 'form',
    providerUrl: undefined,
    error: undefined,
  }
}
