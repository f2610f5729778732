import { onrampFallbackLimits } from '../constants.js'
import type {
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from '../contracts/blockchainApi.js'

/** The quote id of the quote made up when the provider API cannot quote (spec section 7). */
export const mockedOnrampQuoteId = 'mocked-quote-id'

const paymentMethodLimits = Object.entries(onrampFallbackLimits).map(([id, { min, max }]) => ({
  id,
  min,
  max,
}))

/**
 * The onramp options used when the provider API cannot list them (spec section 7): USDC and ETH
 * on Ethereum and Polygon, paid in USD or EUR by card or ACH bank account.
 */
export const fallbackOnrampOptions: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        },
        {
          name: 'polygon',
          display_name: 'Polygon',
          chain_id: '137',
          contract_address: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
        },
      ],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        {
          name: 'polygon',
          display_name: 'Polygon',
          chain_id: '137',
          contract_address: '0x7ceb23fd6bc0add59e62ac25578270cff1b9f619',
        },
      ],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: paymentMethodLimits },
    { id: 'EUR', payment_method_limits: paymentMethodLimits },
  ],
}

/**
 * The quote used when the provider API cannot quote: it echoes the amount, with no network fee and
 * the quote id `mocked-quote-id`, so the flow can go on to the provider's own page.
 */
export function mockOnrampQuote(parameters: {
  purchaseCurrency: OnrampPurchaseCurrency
  paymentCurrency: OnrampPaymentCurrency
  amount: string
}): OnrampQuote {
  const { purchaseCurrency, paymentCurrency, amount } = parameters
  return {
    networkFee: { amount: '0', currency: paymentCurrency.id },
    paymentSubtotal: { amount, currency: paymentCurrency.id },
    paymentTotal: { amount, currency: paymentCurrency.id },
    purchaseAmount: { amount, currency: purchaseCurrency.symbol },
    quoteId: mockedOnrampQuoteId,
  }
}
