import { expect, test } from 'vitest'
import { onrampOptions } from './decoders.js'
import { fallbackOnrampOptions, mockOnrampQuote } from './onrampFallbacks.js'

test('the built-in onramp options: USDC and ETH on Ethereum and Polygon, USD and EUR with the spec limits', () => {
  expect(onrampOptions(fallbackOnrampOptions)).toEqual(fallbackOnrampOptions)
  expect(
    fallbackOnrampOptions.purchaseCurrencies.map(({ symbol, networks }) => [
      symbol,
      networks.map((n) => n.chain_id),
    ]),
  ).toEqual([
    ['USDC', ['1', '137']],
    ['ETH', ['1', '137']],
  ])
  expect(fallbackOnrampOptions.paymentCurrencies).toMatchInlineSnapshot(`
    [
      {
        "id": "USD",
        "payment_method_limits": [
          {
            "id": "card",
            "max": "7500.00",
            "min": "10.00",
          },
          {
            "id": "ach_bank_account",
            "max": "25000.00",
            "min": "10.00",
          },
        ],
      },
      {
        "id": "EUR",
        "payment_method_limits": [
          {
            "id": "card",
            "max": "7500.00",
            "min": "10.00",
          },
          {
            "id": "ach_bank_account",
            "max": "25000.00",
            "min": "10.00",
          },
        ],
      },
    ]
  `)
})

test('the mocked quote echoes the amount with quote id mocked-quote-id', () => {
  const [usdc] = fallbackOnrampOptions.purchaseCurrencies
  const [usd] = fallbackOnrampOptions.paymentCurrencies
  if (!usdc || !usd) throw new Error('fallback options are not empty')
  expect(mockOnrampQuote({ purchaseCurrency: usdc, paymentCurrency: usd, amount: '42.5' })).toEqual({
    networkFee: { amount: '0', currency: 'USD' },
    paymentSubtotal: { amount: '42.5', currency: 'USD' },
    paymentTotal: { amount: '42.5', currency: 'USD' },
    purchaseAmount: { amount: '42.5', currency: 'USDC' },
    quoteId: 'mocked-quote-id',
  })
})
