import { describe, expect, test } from 'vitest'
import { fallbackOnrampOptions, mockOnrampQuote } from '../../api/onrampFallbacks.js'
import type { BlockchainApi, OnrampOptions, OnrampQuote } from '../../contracts/blockchainApi.js'
import { onrampFeature } from '../../features/onrampFeature.js'
import { createTestKit, evmAddress } from '../../kit/testKit.js'
import {
  createOnrampController,
  type OnrampApi,
  type OnrampController,
  type OnrampWindow,
} from './onrampController.js'

/** A provider's options: USDT on Ethereum and Polygon, ETH on Optimism; GBP and USD by card. */
const providerOptions: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'usdt',
      name: 'Tether',
      symbol: 'USDT',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xdac1' },
        { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0xc213' },
      ],
    },
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'optimism', display_name: 'Optimism', chain_id: '10', contract_address: '' }],
    },
  ],
  paymentCurrencies: [
    {
      id: 'GBP',
      payment_method_limits: [
        { id: 'card', min: '5.00', max: '5000.00' },
        { id: 'ach_bank_account', min: '1', max: '99999' },
      ],
    },
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '9000.50' }] },
  ],
}

/**
 * A provider API as a site could pass it: quotes at 1.5 % plus 0.50 of fees, half a token per unit
 * paid, and the provider's page at `pageUrl` (with the request's fields in its query).
 */
function providerApi(options: { pageUrl?: string; fails?: boolean } = {}) {
  const quoteRequests: Parameters<OnrampApi['getOnrampQuote']>[0][] = []
  const urlRequests: Parameters<OnrampApi['generateOnrampUrl']>[0][] = []
  const api: OnrampApi = {
    getOnrampOptions: async () => (options.fails ? fallbackOnrampOptions : providerOptions),
    getOnrampQuote: async (request) => {
      quoteRequests.push(request)
      if (options.fails) return mockOnrampQuote(request)
      const amount = Number(request.amount)
      const currency = request.paymentCurrency.id
      return {
        networkFee: { amount: '0.50', currency },
        paymentSubtotal: { amount: amount.toFixed(2), currency },
        paymentTotal: { amount: (amount * 1.015 + 0.5).toFixed(2), currency },
        purchaseAmount: { amount: (amount / 2).toFixed(6), currency: request.purchaseCurrency.symbol },
        quoteId: `quote-${amount}`,
      }
    },
    generateOnrampUrl: async (request) => {
      urlRequests.push(request)
      const pageUrl = options.pageUrl ?? 'https://pay.provider.example/buy'
      if (!URL.canParse(pageUrl)) return { url: pageUrl }
      const url = new URL(pageUrl)
      if (url.protocol === 'https:' || url.protocol === 'http:')
        url.searchParams.set('destinationWallets', JSON.stringify(request.destinationWallets))
      return { url: url.href }
    },
  }
  return { api, quoteRequests, urlRequests }
}

/** A window the browser opened in the click: where it was sent, and whether it was closed. */
function fakeWindow() {
  const popup: OnrampWindow & { closed: boolean } = {
    opener: { site: true },
    location: { href: 'about:blank' },
    closed: false,
    close() {
      popup.closed = true
    },
  }
  return popup
}

async function onrampKit(options: { pageUrl?: string; fails?: boolean; blocked?: boolean } = {}) {
  const { api, quoteRequests, urlRequests } = providerApi(options)
  const setup = createTestKit()
  await setup.kit.connect({ connectorId: 'io.metamask' })
  const windows: ReturnType<typeof fakeWindow>[] = []
  const onramp = createOnrampController({
    state: setup.kit._internal.state,
    api,
    openWindow: () => {
      if (options.blocked) return null
      const popup = fakeWindow()
      windows.push(popup)
      return popup
    },
  })
  return { ...setup, onramp, quoteRequests, urlRequests, windows }
}

const stateOf = (kit: { getState(): { onramp?: unknown } }) =>
  kit.getState().onramp as NonNullable<
    ReturnType<ReturnType<typeof createTestKit>['kit']['getState']>['onramp']
  >

describe('the onramp flow', () => {
  test('picks the defaults for the active network: a currency bought on it, that network, and USD', async () => {
    const { kit, onramp } = await onrampKit()
    await onramp.loadOptions()
    expect(stateOf(kit)).toMatchObject({
      usingDefaultOptions: false,
      purchaseCurrency: { symbol: 'USDT' },
      network: { name: 'ethereum' },
      paymentCurrency: { id: 'USD' },
    })
    // The visitor's own choices; the network follows the currency.
    onramp.setNetwork('polygon')
    onramp.setPaymentCurrency('GBP')
    expect(stateOf(kit)).toMatchObject({ network: { name: 'polygon' }, paymentCurrency: { id: 'GBP' } })
    onramp.setPurchaseCurrency('eth')
    expect(stateOf(kit)).toMatchObject({ purchaseCurrency: { symbol: 'ETH' }, network: { name: 'optimism' } })
    // Unknown ids change nothing.
    onramp.setNetwork('ethereum')
    onramp.setPaymentCurrency('JPY')
    expect(stateOf(kit)).toMatchObject({ network: { name: 'optimism' }, paymentCurrency: { id: 'GBP' } })

    // On Optimism the default is what is bought there.
    await kit.switchNetwork('eip155:10')
    await onramp.loadOptions()
    expect(stateOf(kit)).toMatchObject({ purchaseCurrency: { symbol: 'ETH' }, network: { name: 'optimism' } })
  })

  test('quotes the form as it stands, with a decimal comma, and says what the provider charges', async () => {
    const { kit, onramp, quoteRequests } = await onrampKit()
    await onramp.loadOptions()
    onramp.setAmount(' 12,5 ')
    await onramp.fetchQuote()
    expect(quoteRequests).toEqual([
      {
        purchaseCurrency: providerOptions.purchaseCurrencies[0],
        paymentCurrency: providerOptions.paymentCurrencies[1],
        amount: '12.5',
        network: 'ethereum',
      },
    ])
    expect(stateOf(kit)).toMatchObject({
      quote: { paymentTotal: { amount: '13.19', currency: 'USD' }, purchaseAmount: { amount: '6.250000' } },
      quoteMocked: false,
      quoteLoading: false,
      error: undefined,
    })
    // A change of the form drops the quote.
    onramp.setPaymentCurrency('GBP')
    expect(stateOf(kit).quote).toBeUndefined()
  })

  test("refuses amounts outside the payment currency's card limits, and no amount at all", async () => {
    const { kit, onramp, quoteRequests, windows } = await onrampKit()
    await onramp.loadOptions()
    onramp.setPaymentCurrency('GBP')
    onramp.setAmount('4.99')
    await expect(onramp.fetchQuote()).rejects.toMatchObject({
      name: 'OnrampAmountTooLowError',
      shortMessage: 'Enter an amount of at least 5.00 GBP',
    })
    // The view's text in the visitor's language comes from the code and the values.
    expect(stateOf(kit).error).toEqual({
      message: 'Enter an amount of at least 5.00 GBP',
      code: 'ONRAMP_AMOUNT_TOO_LOW',
      name: 'OnrampAmountTooLowError',
      values: { min: '5.00', currency: 'GBP' },
    })
    // Continue is refused too, before any window opens.
    await expect(onramp.openProvider()).rejects.toMatchObject({ name: 'OnrampAmountTooLowError' })
    expect(windows).toHaveLength(0)

    onramp.setPaymentCurrency('USD')
    onramp.setAmount('9000.51')
    await expect(onramp.fetchQuote()).rejects.toThrow('Enter an amount of at most 9000.50 USD')
    onramp.setAmount('0')
    await expect(onramp.fetchQuote()).rejects.toThrow('Enter an amount to buy')
    onramp.setAmount('12abc')
    await expect(onramp.fetchQuote()).rejects.toThrow('Enter an amount to buy')
    expect(quoteRequests).toHaveLength(0)

    // At the limits exactly, the flow goes on.
    onramp.setAmount('9000.5')
    await onramp.fetchQuote()
    onramp.setAmount('10')
    await onramp.fetchQuote()
    expect(stateOf(kit)).toMatchObject({ error: undefined, quote: { quoteId: 'quote-10' } })
  })

  test('an older quote never replaces a newer one', async () => {
    const { kit, onramp } = await onrampKit()
    await onramp.loadOptions()
    const answers: { amount: string; resolve: (quote: OnrampQuote) => void }[] = []
    const controller = createOnrampController({
      state: kit._internal.state,
      api: {
        getOnrampOptions: async () => providerOptions,
        getOnrampQuote: (request) =>
          new Promise((resolve) => {
            answers.push({ amount: request.amount, resolve })
          }),
        generateOnrampUrl: async () => ({ url: 'https://pay.provider.example/' }),
      },
    })
    await controller.loadOptions()
    controller.setAmount('20')
    const first = controller.fetchQuote()
    controller.setAmount('30')
    const second = controller.fetchQuote()
    const quoteFor = (amount: string) =>
      mockOnrampQuote({
        purchaseCurrency: providerOptions.purchaseCurrencies[0] as never,
        paymentCurrency: providerOptions.paymentCurrencies[1] as never,
        amount,
      })
    answers[1]?.resolve({ ...quoteFor('30'), quoteId: 'newer' })
    await second
    answers[0]?.resolve({ ...quoteFor('20'), quoteId: 'older' })
    await first
    expect(stateOf(kit)).toMatchObject({ amount: '30', quote: { quoteId: 'newer' }, quoteLoading: false })
  })

  test('with the built-in options and the mocked quote, says so and the flow goes on', async () => {
    const { kit, onramp, windows } = await onrampKit({ fails: true })
    await onramp.loadOptions()
    expect(stateOf(kit)).toMatchObject({
      usingDefaultOptions: true,
      purchaseCurrency: { symbol: 'USDC' },
      network: { name: 'ethereum' },
      paymentCurrency: { id: 'USD' },
    })
    onramp.setAmount('25')
    await onramp.fetchQuote()
    expect(stateOf(kit)).toMatchObject({
      quoteMocked: true,
      quote: { quoteId: 'mocked-quote-id', paymentTotal: { amount: '25', currency: 'USD' } },
    })
    await onramp.openProvider()
    expect(windows[0]?.location.href).toMatch(/^https:\/\/pay\.provider\.example\/buy\?/)
  })

  test("opens the provider's page for the visitor's account in a window cut off from the site, and again on request", async () => {
    const { kit, onramp, urlRequests, windows } = await onrampKit()
    await onramp.loadOptions()
    onramp.setPaymentCurrency('GBP')
    onramp.setAmount('42.5')
    await onramp.fetchQuote()
    const opening = onramp.openProvider()
    // Opened inside the click, before the address is known.
    expect(windows).toHaveLength(1)
    expect(windows[0]).toMatchObject({ opener: null, location: { href: 'about:blank' } })
    expect(stateOf(kit).step).toBe('opening')
    await opening
    expect(urlRequests).toEqual([
      {
        destinationWallets: [{ address: evmAddress, blockchains: ['ethereum'], assets: ['USDT'] }],
        partnerUserId: evmAddress,
        defaultNetwork: 'ethereum',
        defaultExperience: 'buy',
        presetFiatAmount: 42.5,
      },
    ])
    const page = new URL(windows[0]?.location.href ?? '')
    expect(page.origin).toBe('https://pay.provider.example')
    expect(JSON.parse(page.searchParams.get('destinationWallets') ?? '')).toEqual([
      { address: evmAddress, blockchains: ['ethereum'], assets: ['USDT'] },
    ])
    expect(stateOf(kit)).toMatchObject({ step: 'open', providerUrl: page.href, error: undefined })

    // Open again: the same page, without asking the API again.
    await onramp.openProvider()
    expect(windows[1]?.location.href).toBe(page.href)
    expect(urlRequests).toHaveLength(1)
    // A change of the form: back to it.
    onramp.setAmount('50')
    expect(stateOf(kit)).toMatchObject({ step: 'form', providerUrl: undefined })
  })

  test.each([
    ['javascript:alert(document.domain)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://pay.provider.example/buy'],
    ['not an address'],
  ])('refuses the address %s and closes the window it opened', async (pageUrl) => {
    const { kit, onramp, windows } = await onrampKit({ pageUrl })
    await onramp.loadOptions()
    onramp.setAmount('20')
    await expect(onramp.openProvider()).rejects.toMatchObject({
      name: 'OnrampUnsafeUrlError',
      shortMessage: "The provider's page could not be opened safely",
    })
    expect(windows).toHaveLength(1)
    expect(windows[0]).toMatchObject({ closed: true, location: { href: 'about:blank' } })
    expect(stateOf(kit)).toMatchObject({
      step: 'form',
      providerUrl: undefined,
      error: { message: "The provider's page could not be opened safely", code: 'ONRAMP_UNSAFE_URL' },
    })
  })

  test.each([['http://127.0.0.1:4173/onramp/widget'], ['http://localhost:4173/onramp/widget']])(
    'opens a local stand-in at %s over plain http',
    async (pageUrl) => {
      const { onramp, windows } = await onrampKit({ pageUrl })
      await onramp.loadOptions()
      onramp.setAmount('20')
      await onramp.openProvider()
      expect(windows[0]?.location.href.startsWith(pageUrl)).toBe(true)
      expect(windows[0]?.closed).toBe(false)
    },
  )

  test('says so when the browser blocks the window', async () => {
    const { kit, onramp, urlRequests } = await onrampKit({ blocked: true })
    await onramp.loadOptions()
    onramp.setAmount('20')
    await expect(onramp.openProvider()).rejects.toThrow(
      "The provider's window was blocked: allow pop-ups for this site and try again",
    )
    expect(urlRequests).toHaveLength(0)
    expect(stateOf(kit).step).toBe('form')
  })
})

describe('the onramp feature', () => {
  test("loads over the kit's provider API, and opens nothing before it is asked", async () => {
    const { api } = providerApi()
    const blockchainApi: Pick<BlockchainApi, 'getIdentity' | 'getBalances'> & OnrampApi = {
      ...api,
      getIdentity: async () => ({ name: null, avatar: null }),
      getBalances: async () => [],
    }
    const { kit } = createTestKit({ featureModules: [onrampFeature()], blockchainApi })
    expect(kit.getState().onramp).toBeUndefined()
    await kit.connect({ connectorId: 'io.metamask' })
    const onramp = (await kit.loadFeature('onramp')) as OnrampController
    await onramp.loadOptions()
    expect(kit.getState().onramp).toMatchObject({
      options: providerOptions,
      purchaseCurrency: { symbol: 'USDT' },
      paymentCurrency: { id: 'USD' },
    })
  })

  test('without a provider API (no project id) it loads, and its options say what is missing', async () => {
    const { kit } = createTestKit({
      projectId: undefined,
      features: { onramp: ['a-provider'] },
      featureModules: [onrampFeature()],
    })
    await kit.connect({ connectorId: 'io.metamask' })
    const onramp = (await kit.loadFeature('onramp')) as OnrampController
    await expect(onramp.loadOptions()).rejects.toMatchObject({
      name: 'OnrampProjectIdRequiredError',
      shortMessage: 'Buying crypto needs a project id',
    })
    expect(kit.getState().onramp?.error).toMatchObject({
      message: 'Buying crypto needs a project id',
      code: 'ONRAMP_PROJECT_ID_REQUIRED',
    })
  })
})
